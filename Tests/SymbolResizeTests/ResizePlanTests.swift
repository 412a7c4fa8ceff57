import Foundation
import SVGModel
import SymbolEdit
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel
@testable import SymbolResize

/// Which rows resize touches and why it leaves the others, the variable-template case, and
/// the inputs it refuses rather than rewrite half-way.
@Suite struct ResizePlanTests {
    static let square = TemplateFixture.squarePath(side: 1.13 * AppleTemplate.capHeight)

    @Test func onlyRowsWithAMeasurableRegularGlyphAreScaled() throws {
        var f = TemplateFixture()
        f.glyphs = ["Regular-M": #"<path d="\#(Self.square)"/>"#, "Bold-L": #"<path d="\#(Self.square)"/>"#]
        let outcome = try resizeText(f.svg)
        #expect(outcome.plan.rows.map(\.scale) == [.medium])
        #expect(
            outcome.plan.skippedRows == [
                ResizePlan.SkippedRow(scale: .small, reason: "no glyph is drawn in this row"),
                ResizePlan.SkippedRow(
                    scale: .large,
                    reason:
                        "no Regular-L is drawn, so there is no size to aim by; its drawn variant Bold-L is left as drawn"
                ),
            ])
        // Bold-L keeps every byte.
        let boldL = f.svg.line(containing: "id=\"Bold-L\"")
        #expect(outcome.outputText.contains(boldL + "\n   <path d=\"\(Self.square)\"/>"))
        #expect(abs(try #require(outcome.after[.regularM]).ratio - 1.45) < 1e-6)
    }

    @Test func aRowWithoutUsableGuidesIsLeftAlone() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = #"<path d="\#(Self.square)"/>"#
        f.guides["Capline-L"] = .some(nil)
        let outcome = try resizeText(f.svg)
        #expect(
            outcome.plan.skippedRows == [
                ResizePlan.SkippedRow(
                    scale: .large,
                    reason:
                        "Regular-L cannot be measured: Baseline-L and Capline-L are not both usable guides; its drawn variant Regular-L is left as drawn"
                )
            ])
        #expect(outcome.outputText.contains(#"<path d="\#(Self.square)"/>"#))
    }

    @Test func rowsWithinToleranceKeepTheirBytesSoResizingTwiceChangesNothing() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(Self.square)"/>"#
        let once = try resizeText(f.svg)
        #expect(once.plan.rows.map(\.isWithinTolerance) == [true, false, true])
        for id in ["\"Regular-S\"", "\"Regular-L\"", "left-margin-Regular-S", "right-margin-Regular-L"] {
            #expect(once.outputText.line(containing: id) == f.svg.line(containing: id))
        }
        #expect(
            once.outputText.line(containing: "left-margin-Regular-M") != f.svg.line(containing: "left-margin-Regular-M")
        )
        let twice = try resizeText(once.outputText)
        #expect(twice.plan.rows.allSatisfy { $0.isWithinTolerance })
        #expect(twice.output == once.output)
    }

    @Test func aVariableTemplateScalesItsThreeSourcesByOneFactor() throws {
        let f = TemplateFixture.variableSources()
        let before = try #require(readTemplate(Array(f.svg.utf8)))
        #expect(InterpolationCompatibility.analyse(before).isCompatible)
        let outcome = try resizeText(f.svg)
        let row = try #require(outcome.plan.rows.first)
        #expect(outcome.plan.rows.count == 1 && row.scale == .small)
        #expect(row.variants == Variant.interpolationSources)
        #expect(
            outcome.plan.skippedRows.map(\.reason) == [
                "Regular-M is derived from Regular-S (variable template) and follows the S row",
                "Regular-L is derived from Regular-S (variable template) and follows the S row",
            ])
        for v in Variant.interpolationSources {
            let b = try #require(outcome.before[v]?.bounds)
            let a = try #require(outcome.after[v]?.bounds)
            #expect(abs(a.height - row.factor * b.height) < 1e-5 && abs(a.width - row.factor * b.width) < 1e-5, "\(v)")
            #expect(abs(a.midX - b.midX) < 1e-5 && abs(a.midY - b.midY) < 1e-5, "\(v)")
        }
        #expect(abs(try #require(outcome.after[.regularS]).ratio - 1.45 * 0.783) < 1e-6)
        let derivedM = try #require(outcome.after[.regularM])
        #expect(derivedM.derived && abs(derivedM.ratio - 1.45) < 1e-6)
        #expect(InterpolationCompatibility.analyse(try #require(readTemplate(outcome.output))).isCompatible)
    }

    @Test func aFileWithNoMeasurableRowIsRefused() {
        var f = TemplateFixture()
        f.glyphs = ["Bold-M": #"<path d="\#(Self.square)"/>"#]
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(
            error?.message
                == "nothing to resize: no scale row has a measurable Regular glyph (S: no glyph is drawn in this row; M: no Regular-M is drawn, so there is no size to aim by; its drawn variant Bold-M is left as drawn; L: no glyph is drawn in this row)"
        )
    }

    @Test func entityEncodedNumbersAreRefusedNotGuessed() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -80&#32;h80v90h-80Z"/>"#
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(
            error?.message
                == "the `d` of a <path> is written with entity or character references, so its numbers cannot be rewritten in place"
        )
        let reference = try #require(f.svg.range(of: "M6 -80&#32;"))
        #expect(error?.offset == f.svg.utf8.distance(from: f.svg.startIndex, to: reference.lowerBound))
    }

    @Test func inkThatIsNotAShapeIsRefused() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(Self.square)"/><text x="10" y="-10">A</text>"#
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(error?.message == "Regular-M contains a <text>, which resize cannot scale by rewriting numbers")
        #expect(error?.help == "convert it to outlined paths first")
    }

    @Test func unreadableLengthsAreRefused() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(Self.square)"/><rect x="10%" y="-80" width="20" height="20"/>"#
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(error?.message.hasPrefix("cannot rewrite a shape with an unreadable value: `x=\"10%\"`") == true)
    }

    @Test func aGlyphGroupInsideAnotherIsRefused() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<g id="Bold-M"><path d="\#(Self.square)"/></g>"#
        let error = #expect(throws: RewriteRefusal.self) { try resizeText(f.svg) }
        #expect(error?.message == "two rewrites overlap; is a glyph group or margin guide nested inside another?")
    }

    @Test func filesThatAreNotTemplatesAreRefused() {
        #expect(
            (#expect(throws: RewriteRefusal.self) { try resizeText("<svg><g>") })?.message.hasPrefix(
                "the file cannot be read: ") == true)
        #expect(
            (#expect(throws: RewriteRefusal.self) { try resizeText("<html/>") })?.message
                == "the root element is <html>, not <svg>")
    }
}
