import Platform
import SVGModel
import Support
import SymbolCheck
import SymbolGeometry
import SymbolMake
import SymbolModel
import SymbolRender
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `../shared/icons`: 120 Lucide stroke icons and 120 Bootstrap filled icons, read in place.
enum IconCorpus {
    static func files(in family: String) throws -> [(name: String, bytes: [UInt8])] {
        try SharedFolder.icons.svgFiles(in: family).map { (String($0.name.dropLast(4)), $0.bytes) }
    }
}

/// Coverage IoU of two renderings fitted to their ink boxes: Σ min(alpha) ÷ Σ max(alpha).
enum CoverageComparison {
    static let side = 256

    /// The icon's ink box in document units, found on a 2048-pixel rendering of the whole icon,
    /// then again on a 2048-pixel rendering of that box (a glyph drawn small in its frame is
    /// then found to an eighth of a pixel of the 256-pixel comparison, too).
    static func iconInk(_ document: RasterDocument) throws -> Rect? {
        let size = document.intrinsicSize
        guard let coarse = try ink(document, in: Rect(x: 0, y: 0, width: size.width, height: size.height)) else {
            return nil
        }
        let margin = max(coarse.width, coarse.height) / 64
        let around = Rect(
            minX: coarse.minX - margin, minY: coarse.minY - margin, maxX: coarse.maxX + margin,
            maxY: coarse.maxY + margin)
        return try ink(document, in: around) ?? coarse
    }

    /// The box of the pixels that draw in `region`, rendered 2048 pixels across its larger side.
    static func ink(_ document: RasterDocument, in region: Rect) throws -> Rect? {
        let scale = 2048 / max(region.width, region.height)
        let w = Int((region.width * scale).rounded(.up))
        let h = Int((region.height * scale).rounded(.up))
        let image = try document.render(region: region, width: w, height: h)
        var box: (Int, Int, Int, Int)?
        for y in 0..<h {
            for x in 0..<w where image.pixels[(y * w + x) * 4 + 3] > 8 {
                box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
            }
        }
        guard let b = box else { return nil }
        return Rect(
            minX: region.minX + Double(b.0) / scale, minY: region.minY + Double(b.1) / scale,
            maxX: region.minX + Double(b.2 + 1) / scale, maxY: region.minY + Double(b.3 + 1) / scale)
    }

    static func alpha(_ document: RasterDocument, region: Rect, elementID: String? = nil) throws -> [UInt8] {
        let image = try document.render(region: region, width: side, height: side, elementID: elementID)
        return stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] }
    }

    /// `glyphBox`: Regular-M's ink box in the template, as `check` measures it (exact curve
    /// extrema: librsvg's box of a path with curves may reach to their control points).
    static func iou(icon: [UInt8], template: [UInt8], glyphBox: Rect) throws -> Double {
        let iconDocument = try RasterDocument(svg: icon)
        let templateDocument = try RasterDocument(svg: template)
        guard let iconBox = try iconInk(iconDocument) else { return 0 }
        let a = try alpha(iconDocument, region: iconBox)
        let b = try alpha(templateDocument, region: glyphBox, elementID: "Regular-M")
        var both = 0
        var either = 0
        for k in 0..<a.count {
            both += Int(min(a[k], b[k]))
            either += Int(max(a[k], b[k]))
        }
        return either == 0 ? 0 : Double(both) / Double(either)
    }
}

/// One icon's verdict: made, checked in both profiles, measured, compared.
struct IconVerdict: Sendable {
    var name: String
    var problems: [String] = []
    var iou = 0.0
    /// What the size model would still scale Regular-M by (1 when it is at its target).
    var scaleToTarget = 0.0
    /// Regular-M's stem as `check` measures it (2 × ink area ÷ perimeter).
    var stem = 0.0
    /// Sized by its frame, the icon is smaller than the size model's band: `glyph-size` in the
    /// Control Center profile, the family's own choice (docs/making.md, "Size by the frame").
    var smallInItsFamily = false
    /// The counter census of every written variant (#46), nil when the icon was not made.
    var census: [Variant: CounterCensus]?
}

/// Skipped, saying why, without `../shared/icons`; failed with SYMBOLCHECK_REQUIRE_SHARED=1.
/// One pass makes each icon once and asks everything of it: the verdicts, the likeness, the
/// size and the counter census (#46's "Done when") — making the 240 icons is most of CI's test time.
@Suite(
    "make over ../shared/icons", .tags(.corpus, .slow), .lanes,
    .enabled(if: SharedFolder.icons.isPresentOrRequired, "\(SharedFolder.icons.skipReason)"))
struct IconCorpusTests {
    @Test func everyIconMakesACleanTemplateThatLooksLikeIt() throws {
        _ = try SharedFolder.icons.require()
        let icons =
            try IconCorpus.files(in: "lucide").map { ("lucide/" + $0.name, $0.bytes) }
            + IconCorpus.files(in: "bootstrap").map { ("bootstrap/" + $0.name, $0.bytes) }
        #expect(icons.count == 240)
        let all = IndexedResults.concurrentMap(count: icons.count) { i in
            Self.verdict(name: icons[i].0, bytes: icons[i].1)
        }
        for v in all {
            #expect(v.problems.isEmpty, "\(v.name): \(v.problems.joined(separator: "; "))")
            #expect(v.iou >= 0.97, "\(v.name): coverage IoU \(v.iou)")
            // Sized by frame, an icon may be under the band (its family drew it small), never over.
            #expect(v.scaleToTarget > 1 - SizeTarget.defaultTolerance, "\(v.name): too large by \(v.scaleToTarget)")
        }
        Self.reportCensus(all)
        // One stem: every Lucide icon's strokes are outlined at Apple's Regular-M stem. The
        // measure reads less where strokes end in round caps or cross (a dot is half its
        // diameter), so the family's median is held to the stem and each icon to a band.
        let stems = all.filter { $0.name.hasPrefix("lucide/") }.map(\.stem).sorted()
        let median = stems[stems.count / 2]
        #expect(abs(median / StrokeWeights.regularStem(.medium) - 1) < 0.05, "median Lucide stem \(median)")
        // Sized within the band (#37 item 1): no icon is left small by its family's factor.
        let small = all.filter(\.smallInItsFamily)
        #expect(small.isEmpty, "\(small.map(\.name))")
        print(
            "make over \(all.count) icons by frame: \(all.count - small.count) in the size model's band, \(small.count) drawn small by their family; "
                + "Lucide Regular-M stem min \(Self.fixed(stems.first ?? 0)), median \(Self.fixed(median)), max \(Self.fixed(stems.last ?? 0))"
        )
        let sorted = all.map(\.iou).sorted()
        func at(_ q: Double) -> String { Self.fixed(sorted[min(sorted.count - 1, Int(q * Double(sorted.count)))]) }
        print(
            "make over \(all.count) icons: coverage IoU min \(Self.fixed(sorted.first ?? 0)), p5 \(at(0.05)), median \(at(0.5)), max \(Self.fixed(sorted.last ?? 0)); lowest: "
                + all.sorted { $0.iou < $1.iou }.prefix(3).map { "\($0.name) \(Self.fixed($0.iou))" }.joined(
                    separator: ", "))
    }

    static func verdict(name: String, bytes: [UInt8]) -> IconVerdict {
        var v = IconVerdict(name: name)
        let made: MadeSymbol
        do {
            made = try SymbolMaker.make(SourceFile(path: name + ".svg", bytes: bytes), name: name)
        } catch {
            v.problems.append("not made: \(error.diagnostic.message)")
            return v
        }
        var glyphBox: Rect?
        if made.variants.count != 27 {
            v.problems.append("\(made.variants.count) variants, not 27")
        }
        do {
            v.census = try MadeCounterCensus.census(made)
        } catch {
            v.problems.append("census not taken: \(error)")
        }
        for profile in Profile.allCases {
            var config = CheckConfiguration()
            config.profile = profile
            config.sharesGlyphWorkAcrossThreads = false
            let result = Checker.check(SourceFile(path: name + ".svg", text: made.svg), configuration: config)
            let m = result.measurements[.regularM]
            for d in result.diagnostics {
                if d.ruleID == GlyphSizeRule().id, let m, m.scaleToTarget > 1 {
                    v.smallInItsFamily = true
                } else {
                    v.problems.append("\(profile.rawValue): \(d.ruleID): \(d.message)")
                }
            }
            if profile == .controlCenter {
                v.scaleToTarget = m?.scaleToTarget ?? 0
                v.stem = m?.ink?.stem ?? 0
                glyphBox = m?.bounds
            }
        }
        do {
            guard let glyphBox else { throw Unmeasured() }
            v.iou = try CoverageComparison.iou(
                icon: atMadeStem(bytes, iconScale: made.iconScale), template: Array(made.svg.utf8), glyphBox: glyphBox)
        } catch {
            v.problems.append("not rendered: \(error)")
        }
        return v
    }

    /// A Lucide icon as `make` draws it: its 2-unit strokes at the width that becomes Apple's
    /// Regular-M stem at the scale `make` sized it by, and its dots (circles of radius 1, which
    /// the drawn stroke fills) solid, as its author saw them (filled icons unchanged).
    static func atMadeStem(_ bytes: [UInt8], iconScale: Double) -> [UInt8] {
        var text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("stroke-width=\"2\"") else { return bytes }
        text = text.replacing(#/<circle ([^>]*?)r="1"/#) { #"<circle fill="black" \#($0.output.1)r="1""# }
        let width = StrokeWeights.regularStem(.medium) / iconScale
        return Array(text.replacing("stroke-width=\"2\"", with: "stroke-width=\"\(width)\"").utf8)
    }

    struct Unmeasured: Error {}

    /// Every shared icon keeps its counters in every variant (#46): the census of each, its
    /// totals printed, and each changed pair with SYMBOLCHECK_CENSUS_LINES=1 (for the notes).
    static func reportCensus(_ all: [IconVerdict]) {
        var report = CensusTotals()
        for v in all {
            guard let census = v.census else { continue }  // not made: a problem reported above
            report.add(v.name, census)
            let differences = MadeCounterCensus.differences(census)
            #expect(differences.isEmpty, "\(v.name): \(differences.joined(separator: "; "))")
        }
        print(report.summary)
        if ProcessEnvironment.variables()["SYMBOLCHECK_CENSUS_LINES"] != nil {
            for line in report.lines { print("census\t" + line) }
        }
    }

    static func fixed(_ v: Double) -> String {
        let r = (v * 10000).rounded() / 10000
        return String(r)
    }
}
