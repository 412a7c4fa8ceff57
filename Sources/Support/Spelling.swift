/// "Did you mean" for mistyped rule ids, profile names and config keys.
package enum Spelling {
    /// Beyond this many edits a candidate is more likely another word than a typo (the floor
    /// swift-argument-parser and the command-line parser use).
    package static let maximumDistance = 3

    /// The candidate closest to `typed`, the earliest one on ties, if any is close enough.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = EditDistance.between(typed, candidate)
            if distance <= maximumDistance, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
