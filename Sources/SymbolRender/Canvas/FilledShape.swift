import SVGModel

/// One filled outline of a flattened glyph: its geometry, its fill rule, and whether it is a
/// knock-out layer (SF Symbols `-sfsymbols-clear-behind`) that erases what was drawn before
/// it instead of adding ink.
public struct FilledShape: Hashable, Sendable {
    public var path: Path
    public var fillRule: FillRule
    public var knocksOut: Bool

    public init(path: Path, fillRule: FillRule = .nonzero, knocksOut: Bool = false) {
        self.path = path
        self.fillRule = fillRule
        self.knocksOut = knocksOut
    }
}
