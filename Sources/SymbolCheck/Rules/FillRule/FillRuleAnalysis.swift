import SVGModel
import Support
import SymbolModel

/// Shared by the two fill-rule rules: for every filled glyph shape, how its coverage differs
/// between non-zero and even-odd on a grid where the glyph spans 512 pixels.
struct FillRuleFinding: Sendable {
    let glyph: Glyph
    let shape: GlyphShape
    let difference: CoverageRaster.FillRuleDifference
    let raster: CoverageRaster
    /// Differing area in square template units, and as a share of the glyph's filled area.
    let area: Double
    let share: Double
}

enum FillRuleAnalysis {
    /// Differences smaller than this share of the glyph (and 4 pixels) are sampling noise
    /// along coincident edges, not a shape change.
    static let noiseShare = 0.0005

    /// Glyphs from this many on are sampled on every core: in a template with all 27 variants
    /// the sampling is most of a check, and the glyphs are independent. Fewer are not worth
    /// waking a thread for.
    static let parallelGlyphCount = 4

    /// Stops early, with what it has, once `deadline` passes.
    static func findings(_ template: SymbolTemplate, acrossThreads: Bool = true, deadline: Deadline = .never)
        -> [FillRuleFinding]
    {
        let glyphs = template.glyphs.values.sorted(by: { $0.variant < $1.variant }).filter(\.isGroup)
        guard acrossThreads, glyphs.count >= parallelGlyphCount else {
            return glyphs.flatMap { findings(in: $0, deadline: deadline) }
        }
        // One slot per glyph, each written by exactly one iteration: the same findings in the
        // same order whatever the number of threads.
        return IndexedResults.concurrentMap(count: glyphs.count) { findings(in: glyphs[$0], deadline: deadline) }
            .flatMap { $0 }
    }

    static func findings(in glyph: Glyph, deadline: Deadline = .never) -> [FillRuleFinding] {
        guard let bounds = glyph.inkBounds, let raster = CoverageRaster(bounds: bounds) else { return [] }
        var out: [FillRuleFinding] = []
        var glyphArea = 0
        var candidates: [(GlyphShape, CoverageRaster.FillRuleDifference)] = []
        for shape in glyph.shapes where shape.drawsInk {
            if deadline.hasPassed { return [] }
            let d = raster.fillRuleDifference(shape.path)
            glyphArea += shape.node.style.fillRule == .evenodd ? d.evenoddPixels : d.nonzeroPixels
            if d.differingPixels > 0 { candidates.append((shape, d)) }
        }
        for (shape, d) in candidates {
            let share = Double(d.differingPixels) / Double(Swift.max(1, glyphArea))
            guard d.differingPixels > 4, share > noiseShare else { continue }
            out.append(
                FillRuleFinding(
                    glyph: glyph, shape: shape, difference: d, raster: raster,
                    area: Double(d.differingPixels) * raster.pixelArea, share: share))
        }
        return out
    }

    static func regionText(_ finding: FillRuleFinding, context: CheckContext) -> String {
        guard let r = finding.difference.differenceBounds else { return "" }
        // Report in the glyph's own system (baseline at 0) when it is a translated group.
        let ctm = finding.glyph.node.ctm
        let local =
            ctm.inverted.map { inv in
                Rect(point: inv.apply(Point(x: r.minX, y: r.minY))).including(inv.apply(Point(x: r.maxX, y: r.maxY)))
            } ?? r
        return
            "around x \(fmt2(local.minX))…\(fmt2(local.maxX)), y \(fmt2(local.minY))…\(fmt2(local.maxY)) in \(finding.glyph.variant.id)'s coordinates"
    }
}
