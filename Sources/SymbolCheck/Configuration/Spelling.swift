/// "Did you mean" for mistyped rule ids, profile names and config keys.
public enum Spelling {
    /// Beyond this many edits a candidate is more likely another word than a typo (the floor
    /// swift-argument-parser and the command-line parser use).
    public static let maximumDistance = 3

    /// The candidate closest to `typed`, the earliest one on ties, if any is close enough.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, candidate)
            if distance <= maximumDistance, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    static func editDistance(_ source: String, _ target: String) -> Int {
        let source = Array(source)
        let target = Array(target)
        var previous = Array(0...target.count)
        for (sourceIndex, sourceCharacter) in source.enumerated() {
            var current = [sourceIndex + 1]
            for (targetIndex, targetCharacter) in target.enumerated() {
                let substitution = previous[targetIndex] + (sourceCharacter == targetCharacter ? 0 : 1)
                current.append(min(substitution, previous[targetIndex + 1] + 1, current[targetIndex] + 1))
            }
            previous = current
        }
        return previous[target.count]
    }
}
