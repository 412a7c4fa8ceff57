import SVGModel
import SymbolCheck
import SymbolModel
import Testing

@testable import SymbolFix

/// Where `fix` puts the variants it writes out (#17 review): Apple's columns for a file in
/// Apple's layout; in a file's own layout, each weight's left margin interpolated from the
/// sources'; where that would not read Ultralight to Black apart, a column per weight, inside
/// the canvas when it has room, else right of it. Every row reads by weight, no glyph over another.
@Suite struct StaticLayoutTests {
    static let advanceS = TemplateFixture.side(.small) + 12

    /// `StaticWriteOutTests.overlapping` with the three sources' left margins at `lefts` (their
    /// glyphs moved with them), no other margin guides, and the canvas `viewBox`.
    static func sources(at lefts: [Double], viewBox: String = "0 0 3300 2200") -> String {
        var svg = StaticWriteOutTests.overlapping
        let ids = ["Ultralight-S", "Regular-S", "Black-S"]
        var guides = ""
        let base = AppleTemplate.baselines[.small]!
        let (top, bottom) = (base - AppleTemplate.marginGuideAbove, base + AppleTemplate.marginGuideBelow)
        for (id, left) in zip(ids, lefts) {
            svg = svg.replacing(
                #"<g id="\#(id)" transform="matrix(1 0 0 1 1400 696)""#,
                with: #"<g id="\#(id)" transform="matrix(1 0 0 1 \#(left) 696)""#)
            for (side, x) in [("left", left), ("right", left + advanceS)] {
                guides += #"<line id="\#(side)-margin-\#(id)" x1="\#(x)" x2="\#(x)" y1="\#(top)" y2="\#(bottom)"/>"#
            }
        }
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.contains("-margin-") }
        svg = lines.joined(separator: "\n")
        let guidesGroup = #"<g id="Guides" style="fill:none;stroke:#27AAE1;stroke-width:0.5">"#
        return svg.replacing(guidesGroup, with: guidesGroup + guides)
            .replacing(#"viewBox="0 0 3300 2200""#, with: #"viewBox="\#(viewBox)""#)
    }

    func written(_ svg: String) throws -> (StaticWriteOut, [Variant: ClosedRange<Double>]) {
        let outcome = try fix(svg, writingStatically: true)
        let plan = try #require(outcome.staticWriteOut)
        let boxes = marginBoxes(outcome.output)
        #expect(boxes.count == 27)
        // The derived glyphs always; with the sources too where they share the derived ones' columns.
        #expect(misplacedNeighbours(boxes, among: plan.variants) == [])
        if case .columns = plan.layout {} else { #expect(misplacedNeighbours(boxes) == []) }
        return (plan, boxes)
    }

    @Test func theFixtureIsBuiltAsMeant() {
        let svg = Self.sources(at: [100, 1200, 2900])
        #expect(svg.contains(#"<g id="Black-S" transform="matrix(1 0 0 1 2900.0 696)""#))
        #expect(svg.ranges(of: "-margin-").count == 6)
        #expect(
            svg.contains(#"<g id="Guides" style="fill:none;stroke:#27AAE1;stroke-width:0.5"><line id="left-margin"#))
    }

    @Test func aFileInApplesLayoutKeepsApplesColumns() throws {
        let columns = AppleTemplate.weightColumns
        let regular = 1400.0
        let lefts = [Weight.ultralight, .regular, .black].map { regular + columns[$0]! - columns[.regular]! }
        let (plan, boxes) = try written(Self.sources(at: lefts))
        #expect(plan.layout == .apple)
        #expect(plan.placement == "the derived variants are placed in Apple's weight columns")
        let thin = try #require(boxes[Variant(.thin, .small)])
        let centre = (thin.lowerBound + thin.upperBound) / 2
        #expect(abs(centre - (regular + Self.advanceS / 2 + columns[.thin]! - columns[.regular]!)) < 0.01)
    }

    @Test func aFileInItsOwnLayoutGetsTheSourcesLeftMarginsInterpolated() throws {
        let lefts = [200.0, 1200, 2900]
        let (plan, boxes) = try written(Self.sources(at: lefts))
        #expect(plan.layout == .interpolated)
        #expect(
            plan.placement
                == "the derived variants are placed among the sources, each weight's left margin interpolated from theirs"
        )
        for variant in plan.variants {
            let expected = VariantInterpolation.interpolate(
                ultralight: lefts[0], regular: lefts[1], black: lefts[2], weight: variant.weight)
            #expect(abs(try #require(boxes[variant]).lowerBound - expected) < 0.01, "\(variant.id)")
        }
    }

    @Test func sourcesTooCloseForTheirVariantsGetColumnsInsideTheCanvasWhenItHasRoom() throws {
        let (plan, boxes) = try written(Self.sources(at: [100, 200, 300]))
        guard case .columns(let start, _, insideCanvas: true) = plan.layout else {
            Issue.record("layout \(plan.layout)")
            return
        }
        #expect(start > 300 + Self.advanceS)
        for variant in plan.variants {
            let box = try #require(boxes[variant])
            #expect(box.lowerBound >= start && box.upperBound <= 3300, "\(variant.id) \(box)")
        }
    }

    @Test func withoutRoomInTheCanvasTheColumnsStartRightOfIt() throws {
        let (plan, boxes) = try written(Self.sources(at: [100, 200, 300], viewBox: "0 0 1000 2200"))
        guard case .columns(_, _, insideCanvas: false) = plan.layout else {
            Issue.record("layout \(plan.layout)")
            return
        }
        for variant in plan.variants { #expect(try #require(boxes[variant]).lowerBound > 1000, "\(variant.id)") }
    }

    @Test func sourcesNotLeftToRightGetColumnsInWeightOrder() throws {
        let (plan, _) = try written(Self.sources(at: [1200, 200, 2900]))
        guard case .columns = plan.layout else {
            Issue.record("layout \(plan.layout)")
            return
        }
    }
}
