import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolMake
import SymbolModel
import Testing

/// Every variant keeps the icon's counters (#46): light weights never close one, heavy ones stop
/// short of closing one, and what `make` wrote is judged against the icon it started from.
@Suite struct MakeCounterTests {
    /// A wheel in the shared icons' 24-unit stroke style: a rim, a hub and four spokes, so five
    /// counters (the hub's middle and four gaps between the spokes). Before #46 its Ultralight and
    /// Thin filled the gaps: the drawn 2-unit strokes cover most of each widened gap.
    static let wheel = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="2.5"/>
          <path d="M12 3v6.5M12 14.5V21M3 12h6.5M14.5 12H21"/>
        </svg>
        """

    /// Two rings 2.6 units apart between centre-lines, so their strokes leave a 0.6-unit gap as
    /// drawn: Apple's Black stems (about 1.85 × Regular) would close it.
    static let closeRings = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round">
          <circle cx="12" cy="12" r="9"/><circle cx="12" cy="12" r="6.4"/>
        </svg>
        """

    /// A filled square with two windows parted by a bar 1.1 of its 16 units wide: 6.3 template
    /// units at Regular-S made alone, which Ultralight-S's whole thinning (5.03 units) would
    /// leave 1.27 units wide, under a pixel at @3x (1.39): a grey seam between the windows.
    static let thinBar = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16">
          <path fill-rule="evenodd" d="M1 1h14v14H1ZM3 3h4.45v10H3ZM8.55 3H13v10H8.55Z"/>
        </svg>
        """

    /// Thinning a filled icon stops short of leaving a wall of ink under a pixel (#46: Bootstrap's
    /// `file-earmark-music-fill` made with its family got `made-counters` at Ultralight-S).
    @Test func thinWeightsStopShortOfAWallUnderAPixel() throws {
        let made = try make(Self.thinBar, name: "windows")
        #expect(made.iconCounters.count == 2)
        let notes = made.changes.map(\.message)
        let ultralight = try #require(notes.first { $0.hasPrefix("Ultralight (") }, "\(notes)")
        #expect(ultralight.contains("since the whole change would thin the ink around 2 of the icon's counters"))
        // Every variant's bar, read back from what was written, is at least a pixel wide.
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: "w.svg", text: made.svg)) else {
            Issue.record("the made template does not read")
            return
        }
        for v in made.variants {
            let glyph = try #require(template.glyph(v))
            var parts: [Outline] = []
            for shape in ControlCenterFlattening.drawnShapes(of: glyph) where !shape.knocksOut {
                parts.append(try Outliner.fill(shape.path, rule: shape.fillRule, tolerance: 0.005))
            }
            let outline = try Outliner.union(parts)
            let holes = try outline.counters(tolerance: 0.005)
            let eroded = try Outliner.offset(
                outline, by: -CounterKeeping.minimumWidth / 2, rounded: true, tolerance: 0.005)
            let census = CounterCensus(
                icon: holes, outline: outline, holes: holes, minimumRadius: CounterKeeping.minimumWidth / 2,
                eroded: eroded)
            #expect(census.thinWalls.isEmpty, "\(v.id): \(census.summary)")
        }
        #expect(findings(of: made, profile: .controlCenter) == [])
    }

    @Test func lightWeightsKeepEveryGapOfTheWheel() throws {
        let made = try make(Self.wheel, name: "wheel")
        #expect(made.iconCounters.count == 5)
        let census = try MadeCounterCensus.census(made)
        #expect(census.count == 27)
        #expect(MadeCounterCensus.differences(census).isEmpty, "\(MadeCounterCensus.differences(census))")
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(made.svg.contains("the icon encloses 5 counters"))
    }

    @Test func heavyWeightsStopShortOfClosingAGapAndSaySo() throws {
        let made = try make(Self.closeRings, name: "rings")
        #expect(made.iconCounters.count == 2)
        let census = try MadeCounterCensus.census(made)
        #expect(MadeCounterCensus.differences(census).isEmpty, "\(MadeCounterCensus.differences(census))")
        let notes = made.changes.map(\.message)
        let black = try #require(notes.first { $0.hasPrefix("Black (") }, "\(notes)")
        #expect(black.contains("of its stem"))
        #expect(
            black.contains("since the whole stem would narrow 1 of the icon's counters to under one pixel at @3x"),
            "\(black)")
        // Light weights are drawn at their own stems: no note for them.
        #expect(!notes.contains { $0.hasPrefix("Ultralight") || $0.hasPrefix("Thin") })
        #expect(findings(of: made, profile: .controlCenter) == [])
    }

    /// The weights still grow in order where some stop short: each variant's ink is at least its
    /// lighter neighbour's, row by row.
    @Test func stoppedWeightsStillGrowInOrder() throws {
        let made = try make(Self.closeRings, name: "rings")
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: "r.svg", text: made.svg)) else {
            Issue.record("the made template does not read")
            return
        }
        for scale in Scale.allCases {
            let areas = Weight.allCases.map { weight in
                InkShape.measure(template.glyph(Variant(weight, scale))!)?.area ?? 0
            }
            #expect(zip(areas, areas.dropFirst()).allSatisfy { $0 <= $1 * 1.001 }, "\(scale): \(areas)")
        }
    }

    /// `make` checks what it wrote with the made-counters rule: a variant whose counter was drawn
    /// over afterwards is a finding on the template.
    @Test func aMadeTemplateEditedToFillACounterIsAFinding() throws {
        let made = try make(Self.wheel, name: "wheel")
        // A square over the whole of Black-L's ink, in its group's own coordinates (the glyph
        // sits between its margins, above the baseline).
        let cover = #"<path d="M0 -300h400v400h-400Z"/>"#
        let edited = made.svg.replacingFirst(in: "Black-L", append: cover)
        var config = CheckConfiguration()
        config.profile = .controlCenter
        let result = Checker.check(SourceFile(path: "w.svg", text: edited), configuration: config)
        #expect(result.diagnostics.map(\.ruleID).contains("made-counters"))
        #expect(
            result.diagnostics.first { $0.ruleID == "made-counters" }?.message
                == "the glyph in Black-L encloses fewer counters than the icon it was made from, which encloses 5")
    }
}

extension String {
    /// The text with `markup` added as the first child of the group with id `id`.
    fileprivate func replacingFirst(in id: String, append markup: String) -> String {
        guard let open = firstRange(of: #"<g id="\#(id)""#), let end = self[open.upperBound...].firstRange(of: ">")
        else { return self }
        var text = self
        text.insert(contentsOf: markup, at: end.upperBound)
        return text
    }
}
