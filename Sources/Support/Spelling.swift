/// "Did you mean" for mistyped rule ids, profile names and config keys.
package enum Spelling {
    /// Beyond this many edits a candidate is more likely another word than a typo (the floor
    /// swift-argument-parser and the command-line parser use).
    package static let maximumDistance = 3

    /// How many slips (`EditDistance.withTranspositions`) a word of this many letters may hold
    /// and still be a typo: one per three letters, at least one, at most `maximumDistance`. A
    /// flat three made `--bogus` "mean" `--jobs`, three slips in five letters (#44).
    package static func allowedDistance(for typed: String) -> Int {
        let letters = typed.drop { $0 == "-" }.count
        return Swift.min(maximumDistance, Swift.max(1, letters / 3))
    }

    /// The candidate closest to `typed`, the earliest one on ties, if any is close enough.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        let allowed = allowedDistance(for: typed)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.withTranspositions(typed, candidate)
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
