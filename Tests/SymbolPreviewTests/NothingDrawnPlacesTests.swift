import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender
import TestSupport
import Testing

@testable import SymbolPreview

/// The places a Control shows its glyph in draw what the device draws (issue #42 item 9): where
/// the verdict says nothing draws, the Control Center tiles, the Lock Screen and the Action
/// button are empty and the sheet says why.
@Suite struct NothingDrawnPlacesTests {
    /// Every template rule whose consequence is that the symbol draws nothing, read from the
    /// rules' descriptions, not listed here.
    static let drawsNothing: [String] = RuleRegistry.templateRules.map(\.description)
        .filter { $0.consequence.kind == .drawsNothing }.map(\.id)

    static func plan(_ svg: [UInt8]) throws -> PreviewPlan {
        try Previewer.plan(svg: svg, path: "test.svg", reference: .bundled)
    }

    /// The places whose glyph the sheet draws from the template (not the reference's tiles).
    static let glyphPlaces = ControlPlaces.places.filter {
        if case .controlCenterReference = $0.kind { return false }
        return true
    }

    /// How many pixels of the glyph's box in each place differ from the place's own colour at
    /// its edge: none where the place is empty.
    static func inkedPixels(_ plan: PreviewPlan) throws -> [String: Int] {
        let image = try plan.image(view: .light)
        let layout = try PreviewLayout(plan.input)
        var found: [String: Int] = [:]
        for place in glyphPlaces {
            let centre = ControlPlaces.glyphCentre(of: place)
            let half = place.glyphPoints * ControlPlaces.pixelsPerPoint * 0.45
            let x0 = Int(layout.placesOrigin.x + centre.x - half)
            let y0 = Int(layout.placesOrigin.y + centre.y - half)
            let background = image.pixel(x: Int(layout.placesOrigin.x + place.glyphBackground.midX), y: y0 - 1)
            var count = 0
            for y in y0..<(y0 + Int(2 * half)) {
                for x in x0..<(x0 + Int(2 * half)) where image.pixel(x: x, y: y) != background { count += 1 }
            }
            found[place.name] = count
        }
        return found
    }

    @Test func theRulesAreReadFromTheirConsequences() {
        // Both kinds the issue names are among them; more join by their descriptions alone.
        #expect(Self.drawsNothing.contains(NotInterpolatableRule().id))
        #expect(Self.drawsNothing.contains(BlankGlyphRule().id))
    }

    /// Each such rule's firing examples: the check reports the rule, and every place that shows
    /// the glyph is empty and says why; a template that draws keeps its glyph there.
    @Test(arguments: drawsNothing)
    func thePlacesAreEmptyWhereTheVerdictSaysNothingDraws(_ id: String) throws {
        let rule = try #require(RuleRegistry.templateRules.first { $0.description.id == id })
        let examples = rule.description.examples.filter(\.fires)
        #expect(!examples.isEmpty)
        for example in examples {
            let svg = Array(example.svg.utf8)
            let result = Checker.check(SourceFile(path: "test.svg", bytes: svg), configuration: CheckConfiguration())
            #expect(result.diagnostics.contains { $0.ruleID == id }, "\(id): \(example.title)")
            let plan = try Self.plan(svg)
            let why = try #require(plan.input.placesDrawNothing, "\(id): \(example.title)")
            #expect(why.joined(separator: " ").contains(id.uppercased()), "\(why)")
            for (place, inked) in try Self.inkedPixels(plan) {
                #expect(inked == 0, "\(id): \(example.title): \(place) draws \(inked) pixels")
            }
        }
    }

    @Test func aTemplateThatDrawsKeepsItsGlyphInEveryPlace() throws {
        let plan = try Self.plan(try symbolBytes("camera.svg"))
        #expect(plan.input.placesDrawNothing == nil)
        for (place, inked) in try Self.inkedPixels(plan) { #expect(inked > 20, "\(place)") }
    }

    /// corpus 102.svg, the case: a variable template whose sources do not interpolate,
    /// so actool writes no Medium record; its sheet drew Regular-S in every place.
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus102DrawsNothingInThePlaces() throws {
        let corpus = try SharedFolder.corpus.require()
        let plan = try Self.plan(try readFile(corpus + "/102.svg"))
        #expect(plan.input.rows.map(\.scale) == [.small])
        #expect(
            plan.input.placesDrawNothing == [
                "NOT-INTERPOLATABLE - NO MEDIUM RECORD,", "ULTRALIGHT-S, REGULAR-S AND BLACK-S DO NOT INTERPOLATE",
            ])
        for (place, inked) in try Self.inkedPixels(plan) { #expect(inked == 0, "\(place)") }
    }
}
