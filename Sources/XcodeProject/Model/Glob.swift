/// Bash-style globs with globstar, as XcodeGen's `excludes` and `includes` are written:
/// `**` as a whole component matches any number of components (none too), `*` any run of
/// characters within a component, `?` one character, `[abc]`, `[a-z]`, `[!a]` one of a set.
enum Glob {
    /// Whether the components of a path match those of a pattern. The work is bounded by
    /// pattern × path (a table of sub-results), so a pattern of many `**` costs no more.
    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        let p = Array(pattern)
        let s = Array(path)
        // reachable[i][j]: pattern[i...] matches path[j...].
        var table = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: p.count + 1)
        table[p.count][s.count] = true
        for i in stride(from: p.count - 1, through: 0, by: -1) {
            for j in stride(from: s.count, through: 0, by: -1) {
                if p[i] == "**" {
                    table[i][j] = table[i + 1][j] || (j < s.count && table[i][j + 1])
                } else {
                    table[i][j] = j < s.count && component(p[i], matches: s[j]) && table[i + 1][j + 1]
                }
            }
        }
        return table[0][0]
    }

    /// One component against one pattern component, by characters.
    static func component(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern)
        let s = Array(name)
        // The position after each pattern element, and what the element matches.
        var elements: [(next: Int, match: (Character) -> Bool, star: Bool)] = []
        var index = 0
        while index < p.count {
            let character = p[index]
            if character == "*" {
                elements.append((index + 1, { _ in true }, true))
                index += 1
            } else if character == "?" {
                elements.append((index + 1, { _ in true }, false))
                index += 1
            } else if character == "[", let (set, next) = characterSet(p, from: index) {
                elements.append((next, set, false))
                index = next
            } else {
                elements.append((index + 1, { $0 == character }, false))
                index += 1
            }
        }
        // reach[e][j]: elements[e...] match name[j...].
        var reach = [[Bool]](repeating: [Bool](repeating: false, count: s.count + 1), count: elements.count + 1)
        reach[elements.count][s.count] = true
        for e in stride(from: elements.count - 1, through: 0, by: -1) {
            for j in stride(from: s.count, through: 0, by: -1) {
                let element = elements[e]
                if element.star {
                    reach[e][j] = reach[e + 1][j] || (j < s.count && reach[e][j + 1])
                } else {
                    reach[e][j] = j < s.count && element.match(s[j]) && reach[e + 1][j + 1]
                }
            }
        }
        return reach[0][0]
    }

    /// `[…]` starting at `start`: the test it stands for and the index after `]`; nil when the
    /// bracket is not closed (then it is an ordinary character).
    static func characterSet(_ p: [Character], from start: Int) -> ((Character) -> Bool, Int)? {
        var index = start + 1
        var negated = false
        if index < p.count, p[index] == "!" || p[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < p.count, p[index] != "]" || first {
            first = false
            let low = p[index]
            if index + 2 < p.count, p[index + 1] == "-", p[index + 2] != "]" {
                let high = p[index + 2]
                if low <= high { ranges.append(low...high) }
                index += 3
            } else {
                ranges.append(low...low)
                index += 1
            }
        }
        guard index < p.count else { return nil }
        let matched = ranges
        return ({ character in matched.contains { $0.contains(character) } != negated }, index + 1)
    }
}
