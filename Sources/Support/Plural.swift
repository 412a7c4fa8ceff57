// Words that agree with a count, for messages: one place, so no finding says "1 more variants".

/// The count and its noun in the right number: "1 variant", "3 variants", "2 shapes".
/// `plural` for nouns that do not just take an "s".
package func counted(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// The word that agrees with `count`: `agreeing(n, "lies", "lie")`, `agreeing(n, "it", "they")`.
package func agreeing(_ count: Int, _ one: String, _ many: String) -> String {
    count == 1 ? one : many
}

/// "contours 1 and 2", "contour 3", "contours 4, 5 and 6" from 0-based indices: 1-based, as a
/// designer counts subpaths.
package func contourList(_ contours: [Int]) -> String {
    let numbers = contours.map { String($0 + 1) }
    switch numbers.count {
    case 0: return "its contours"
    case 1: return "contour \(numbers[0])"
    default: return "contours \(numbers.dropLast().joined(separator: ", ")) and \(numbers.last!)"
    }
}
