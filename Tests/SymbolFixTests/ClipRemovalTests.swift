import SVGModel
import SymbolCheck
import SymbolModel
import Testing

@testable import SymbolFix

/// issue #23 item 3: `fix` takes off a clip that cuts none of the ink (Figma's frame-sized
/// `clip0…`, Brave's generated library), keeping every other byte; one that cuts is applied
/// (`ClipApplicationTests`).
@Suite("fix: clips that cut nothing") struct ClipRemovalTests {
    static let square = TemplateFixture.squarePath(side: TemplateFixture.side(.medium))

    static func figma(clipWidth: Int) -> String {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<clipPath id="clip0_1_2"><rect x="-500" y="-500" width="\#(clipWidth)" height="1000"/></clipPath><g id="art" clip-path="url(#clip0_1_2)" fill="black"><path d="\#(square)"/></g>"#
        return f.svg
    }

    @Test func aFrameClipIsRemovedAndNothingElseChanges() throws {
        let svg = Self.figma(clipWidth: 1000)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(written == svg.replacing(#" clip-path="url(#clip0_1_2)""#, with: ""))
        #expect(outcome.edits.count == 1)
        #expect(
            outcome.repairs.flatMap(\.shapes).flatMap(\.changes) == [
                "removed `clip-path`, which lets all of the ink it applies to through (clip-cuts-nothing)"
            ])
        let before = Checker.check(SourceFile(path: "a.svg", text: svg), configuration: CheckConfiguration())
        #expect(before.diagnostics.map(\.ruleID) == ["clip-cuts-nothing"])
        let after = Checker.check(SourceFile(path: "a.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map { $0.message })")
    }

    /// Figma writes the clip as the group's only attribute: the group is left as `<g>`.
    @Test func aGroupWhoseOnlyAttributeWasTheClipIsWrittenBare() throws {
        let svg = Self.figma(clipWidth: 1000).replacing(
            #"viewBox="0 0 3300 2200">"#, with: #"viewBox="0 0 3300 2200"><style>g[clip-path]{mask:url(#m)}</style>"#
        ).replacing(
            #"<g id="art" clip-path="url(#clip0_1_2)" fill="black">"#, with: #"<g clip-path="url(#clip0_1_2)">"#)
        let written = String(decoding: try fix(svg).output, as: UTF8.self)
        #expect(written == svg.replacing(#"<g clip-path="url(#clip0_1_2)">"#, with: "<g>"))
    }

    /// A clip attribute, the group's only one, and a mask set on the group by a style sheet:
    /// one edit deletes the attribute and writes the mask's override in its place.
    @Test func aClipAndAStyleSheetMaskOnOneElementAreTakenOffTogether() throws {
        let svg = Self.figma(clipWidth: 1000).replacing(
            #"viewBox="0 0 3300 2200">"#, with: #"viewBox="0 0 3300 2200"><style>g[clip-path]{mask:url(#m)}</style>"#
        ).replacing(
            #"<g id="art" clip-path="url(#clip0_1_2)" fill="black">"#,
            with:
                #"<mask id="m"><rect x="-500" y="-500" width="1000" height="1000" fill="white"/></mask><g clip-path="url(#clip0_1_2)">"#
        )
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(written.contains(#"<g style="mask:none">"#), "\(written)")
        #expect(outcome.repairs.flatMap(\.shapes).flatMap(\.changes).count == 2)
        let after = Checker.check(SourceFile(path: "a.svg", text: written), configuration: CheckConfiguration())
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map { $0.message })")
    }

    /// A round badge clip (a `<circle>`, 0.75 of the square's side in radius) around the
    /// glyph: `check` says it cuts nothing, and `fix` takes it off, nothing else changed.
    @Test func aCircleClipAroundTheGlyphIsRemoved() throws {
        let side = TemplateFixture.side(.medium)
        let n = TemplateFixture.number
        let circle =
            #"<circle cx="\#(n(6 + side / 2))" cy="\#(n(-AppleTemplate.capHeight / 2))" r="\#(n(0.75 * side))"/>"#
        let svg = Self.figma(clipWidth: 1000).replacing(
            #"<rect x="-500" y="-500" width="1000" height="1000"/>"#, with: circle)
        #expect(svg.contains(circle))
        let before = Checker.check(SourceFile(path: "a.svg", text: svg), configuration: CheckConfiguration())
        #expect(before.diagnostics.map(\.ruleID) == ["clip-cuts-nothing"])
        let outcome = try fix(svg)
        #expect(
            String(decoding: outcome.output, as: UTF8.self) == svg.replacing(#" clip-path="url(#clip0_1_2)""#, with: "")
        )
    }

    @Test func aClipInTheStyleIsOverriddenThere() throws {
        let svg = Self.figma(clipWidth: 1000).replacing(
            #"clip-path="url(#clip0_1_2)""#, with: #"style="clip-path:url(#clip0_1_2)""#)
        let outcome = try fix(svg)
        let written = String(decoding: outcome.output, as: UTF8.self)
        #expect(written.contains(#"style="clip-path:url(#clip0_1_2);clip-path:none""#))
        let after = Checker.check(SourceFile(path: "a.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map { $0.message })")
    }
}
