import Platform
import SVGModel
import Support
import SymbolCheck
import SymbolGeometry
import SymbolMake
import SymbolModel
import TestSupport
import Testing

/// The counter census of what `make` writes: each variant of the written template, read as
/// `check` reads it and filled with GEOS, against the icon's counters as drawn, placed where
/// that variant put them (#46).
enum MadeCounterCensus {
    /// Each written variant's census.
    static func census(_ made: MadeSymbol) throws -> [Variant: CounterCensus] {
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: made.name, text: made.svg)) else {
            throw Unreadable()
        }
        var out: [Variant: CounterCensus] = [:]
        for v in made.variants {
            guard let glyph = template.glyph(v), let placement = made.iconToTemplate[v] else { throw Unreadable() }
            var parts: [Outline] = []
            for shape in ControlCenterFlattening.drawnShapes(of: glyph) where !shape.knocksOut {
                parts.append(try Outliner.fill(shape.path, rule: shape.fillRule, tolerance: 0.005))
            }
            let outline = try Outliner.union(parts)
            out[v] = CounterCensus(
                icon: made.iconCounters.map { $0.transformed(by: placement) }, outline: outline,
                holes: try outline.counters(tolerance: 0.005), minimumRadius: CounterKeeping.minimumWidth / 2)
        }
        return out
    }

    struct Unreadable: Error {}

    /// An icon made as `make` makes it alone, and its census.
    static func make(_ name: String, _ bytes: [UInt8]) throws -> (MadeSymbol, [Variant: CounterCensus]) {
        let made = try SymbolMaker.make(SourceFile(path: name + ".svg", bytes: bytes), name: name)
        return (made, try census(made))
    }

    /// The variants whose census is not clean, in words.
    static func differences(_ census: [Variant: CounterCensus]) -> [String] {
        census.keys.sorted().compactMap { v in
            census[v]!.drawsEveryCounter ? nil : "\(v.id): \(census[v]!.summary)"
        }
    }
}

/// The shared icons that lost, merged, opened or gained a counter in some variant before #46,
/// each a case of its own (the census over all 240 is taken in `IconCorpusTests`' one pass).
@Suite(
    "counters kept in every variant", .tags(.corpus), .lanes,
    .enabled(if: SharedFolder.icons.isPresentOrRequired, "\(SharedFolder.icons.skipReason)"))
struct CounterCensusTests {
    static let failingBefore46 = [
        // Light weights filled the counters: every gap of the wheel, the car's wheels (to
        // Regular-L), the waypoints' rings, the lock's shackle.
        "lucide/ship-wheel", "lucide/car", "lucide/waypoints", "lucide/file-lock", "lucide/globe-lock",
        "lucide/footprints", "lucide/a-arrow-down",
        // Regular-M enclosed a hole the icon does not have (narrower than a pixel at @3x: left by
        // the curve fit where two edges nearly meet, so counted as a speck, not as new).
        "lucide/circle-fading-arrow-up",
        // Heavy weights narrowed a counter under a pixel at @3x.
        "lucide/music-4", "bootstrap/transparency", "bootstrap/pc-horizontal", "bootstrap/sina-weibo",
        "bootstrap/wrench-adjustable", "bootstrap/tags", "bootstrap/person-fill-exclamation",
    ]

    @Test(arguments: failingBefore46)
    func keepsEveryCounter(_ name: String) throws {
        let parts = name.split(separator: "/").map(String.init)
        let bytes = try #require(
            IconCorpus.files(in: parts[0]).first { $0.name == parts[1] }?.bytes, "\(name) is not in ../shared/icons")
        let census = try MadeCounterCensus.make(name, bytes).1
        #expect(census.count == 27)
        let differences = MadeCounterCensus.differences(census)
        #expect(differences.isEmpty, "\(name): \(differences.joined(separator: "; "))")
    }
}

/// The census's totals over many icons, as the issue counts them.
struct CensusTotals {
    var icons = 0
    var withCounters = 0
    var iconsChanged: Set<String> = []
    var pairs = 0
    var pairsChanged = 0
    var filled = 0, opened = 0, merged = 0, split = 0, pinholes = 0, new = 0, specks = 0
    var iconsWithNew: Set<String> = []
    var iconsFilled: Set<String> = []
    var byVariant: [Variant: Int] = [:]
    var lines: [String] = []

    mutating func add(_ name: String, _ census: [Variant: CounterCensus]) {
        icons += 1
        pairs += census.count
        for (v, c) in census.sorted(by: { $0.key < $1.key }) {
            filled += c.filled.count
            opened += c.opened.count
            merged += c.merged.joined().count
            split += c.split.count
            pinholes += c.pinholes.count
            new += c.new - c.specks
            specks += c.specks
            if c.new > c.specks { iconsWithNew.insert(name) }
            if !c.filled.isEmpty { iconsFilled.insert(name) }
            guard !c.drawsEveryCounter else {
                if c.specks > 0 { lines.append("\(name)\t\(v.id)\t\(c.summary)") }
                continue
            }
            pairsChanged += 1
            iconsChanged.insert(name)
            byVariant[v, default: 0] += 1
            lines.append("\(name)\t\(v.id)\t\(c.summary)")
        }
        if census.values.contains(where: { $0.kept + $0.filled.count + $0.opened.count > 0 || !$0.merged.isEmpty }) {
            withCounters += 1
        }
    }

    var summary: String {
        let variants = byVariant.sorted { $0.key < $1.key }.map { "\($0.key.id) \($0.value)" }.joined(separator: ", ")
        return """
            counter census over \(icons) icons (\(withCounters) with counters): \(iconsChanged.count) icons change in some variant, \
            \(pairsChanged) of \(pairs) icon × variant pairs; counters filled \(filled) (\(iconsFilled.count) icons), \
            opened \(opened), merged \(merged), split \(split), narrower than \(fmt(CounterKeeping.minimumWidth)) units \(pinholes), \
            new holes \(new) (\(iconsWithNew.count) icons), new specks narrower than that \(specks); by variant: \(variants)
            """
    }
}
