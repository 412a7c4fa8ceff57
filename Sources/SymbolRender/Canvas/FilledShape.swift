import SVGModel

/// One filled outline of a flattened glyph: its geometry, its fill rule, and whether it is a
/// knock-out layer (SF Symbols `-sfsymbols-clear-behind`) that erases what was drawn before
/// it instead of adding ink.
package struct FilledShape: Hashable, Sendable {
    package var path: Path
    package var fillRule: FillRule
    package var knocksOut: Bool

    package init(path: Path, fillRule: FillRule = .nonzero, knocksOut: Bool = false) {
        self.path = path
        self.fillRule = fillRule
        self.knocksOut = knocksOut
    }
}
