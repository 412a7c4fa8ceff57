import Support

/// What an offset changed about an outline's features: a stroke thinned away, a counter
/// closed, a gap closed or opened. `resize` keeping stems and `make` drawing a filled icon's
/// weights both offset an ink outline and keep it only when it still has every part and hole.
package enum FeatureChange: Sendable, Hashable, CustomStringConvertible {
    /// Nothing is left.
    case erased
    /// The separate parts are now this many.
    case parts(from: Int, to: Int)
    /// The holes are now this many.
    case holes(from: Int, to: Int)

    /// The change as what the offset "would" do: "turn its 2 holes into 1".
    package var description: String {
        switch self {
        case .erased: return "erase the glyph"
        case .parts(let from, let to):
            return "turn its \(from) separate \(agreeing(from, "part", "parts")) into \(to)"
        case .holes(let from, let to):
            return "turn its \(from) \(agreeing(from, "hole", "holes")) into \(to)"
        }
    }
}

extension Outline {
    /// What `offset`, this outline offset, changed about its parts and holes; nil when it kept
    /// every one.
    package func featureChange(to offset: Outline) -> FeatureChange? {
        if offset.isEmpty { return .erased }
        if offset.polygons.count != polygons.count { return .parts(from: polygons.count, to: offset.polygons.count) }
        if offset.holeCount != holeCount { return .holes(from: holeCount, to: offset.holeCount) }
        return nil
    }
}
