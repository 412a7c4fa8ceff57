import SVGModel
import SymbolCheck
import SymbolModel
import Testing

/// issue #23: `check` decides that a clip of any shape cuts nothing (`clip-cuts-nothing`, a
/// note), not only a rectangle: a circle around a small glyph, as an icon drawn in a round
/// badge is clipped, lets all of it through; one that cuts the glyph's corners, or only
/// grazes the stroke's reach, stays `unsupported-element`.
@Suite struct ClipShapeCoverageTests {
    static let side = TemplateFixture.side(.medium)
    static let centre = Point(x: 6 + side / 2, y: -AppleTemplate.capHeight / 2)

    /// The medium square in Regular-M, in a group clipped by `clip` (the content of a
    /// `<clipPath id="c">`, or of a `<mask id="c">` with `mask`); `shape` replaces the square.
    static func file(_ clip: String, mask: Bool = false, shape: String? = nil) -> String {
        var f = TemplateFixture()
        let kind = mask ? "mask" : "clipPath"
        let property = mask ? "mask" : "clip-path"
        let square = shape ?? #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
        f.glyphs["Regular-M"] = #"<\#(kind) id="c">\#(clip)</\#(kind)><g \#(property)="url(#c)">\#(square)</g>"#
        return f.svg
    }

    /// A circle round the square's centre, `radius` times its side.
    static func circle(_ radius: Double, _ attributes: String = "") -> String {
        let n = TemplateFixture.number
        return #"<circle cx="\#(n(centre.x))" cy="\#(n(centre.y))" r="\#(n(radius * side))"\#(attributes)/>"#
    }

    func ruleIDs(_ svg: String) -> [String] {
        Checker.check(SourceFile(path: "t.svg", text: svg), configuration: CheckConfiguration()).diagnostics.map(
            \.ruleID)
    }

    /// The square's corners are 0.707 of its side from the centre: a circle of 0.75 holds it.
    @Test func aCircleAroundTheGlyphCutsNothing() {
        #expect(ruleIDs(Self.file(Self.circle(0.75))) == ["clip-cuts-nothing"])
    }

    @Test func aCircleThatCutsTheCornersIsStillUnsupported() {
        #expect(ruleIDs(Self.file(Self.circle(0.65))) == ["unsupported-element"])
    }

    /// A stroke 12 units wide (reach 6 × miter limit 4 = 24 units past the centreline, a bound)
    /// takes the corners past the 0.75 circle.
    @Test func aStrokesReachCounts() {
        let stroked =
            #"<path fill="none" stroke="black" stroke-width="12" d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        #expect(ruleIDs(Self.file(Self.circle(0.75), shape: stroked)).contains("unsupported-element"))
        #expect(!ruleIDs(Self.file(Self.circle(0.75), shape: stroked)).contains("clip-cuts-nothing"))
    }

    /// Under `clip-rule="evenodd"` an inner circle is a hole: the glyph sits in it, all cut.
    @Test func aHoleOfAnEvenoddClipCuts() {
        let n = TemplateFixture.number
        let c = Self.centre
        let r = Self.side
        let d =
            "M\(n(c.x - r)) \(n(c.y))a\(n(r)) \(n(r)) 0 1 0 \(n(2 * r)) 0a\(n(r)) \(n(r)) 0 1 0 -\(n(2 * r)) 0Z"
            + "M\(n(c.x - 0.8 * r)) \(n(c.y))a\(n(0.8 * r)) \(n(0.8 * r)) 0 1 0 \(n(1.6 * r)) 0a\(n(0.8 * r)) \(n(0.8 * r)) 0 1 0 -\(n(1.6 * r)) 0Z"
        #expect(ruleIDs(Self.file(#"<path clip-rule="evenodd" d="\#(d)"/>"#)) == ["unsupported-element"])
        // Non-zero, the same two circles (same direction) cover the glyph.
        #expect(ruleIDs(Self.file(#"<path d="\#(d)"/>"#)) == ["clip-cuts-nothing"])
    }

    /// A luminance mask of one opaque white circle lets through what it covers.
    @Test func aWhiteCircleMaskAroundTheGlyphCutsNothing() {
        #expect(ruleIDs(Self.file(Self.circle(0.75, #" fill="white""#), mask: true)) == ["clip-cuts-nothing"])
        // Grey lets the glyph through only partly.
        #expect(ruleIDs(Self.file(Self.circle(0.75, ##" fill="#808080""##), mask: true)) == ["unsupported-element"])
    }
}
