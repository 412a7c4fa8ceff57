import SVGModel
import Support
import SymbolModel

/// One fill-rule dependence, however many variants share it: the same shape (same place among
/// its glyph's shapes) with the same contours winding the region where the rules disagree, laid
/// out the same way (the diagnosis). Variants of one template are drawn from one another, so a
/// cause repeats in each of them; the two fill-rule rules report a cause once, not once per
/// variant. A variant where the same contours are laid out otherwise (a nested square that
/// sticks out of its outline in Black-S) is a different cause: its message and help differ.
struct FillRuleCause: Sendable {
    /// One finding per variant that shares the cause, in variant order.
    let findings: [FillRuleFinding]
    /// The shape's place in its glyph's `shapes` (document order).
    let shapeIndex: Int
    /// The contours that wind the differing region, as 0-based subpath indices of the shape.
    let contours: [Int]
    let layout: Layout
    /// How `fix` repairs it, the same in every variant the cause groups (`repairing(_:layout:)`).
    let repair: Repair.Action

    /// How the contours make the two rules disagree: where two passes of the same winding
    /// stack up, non-zero fills and even-odd leaves the region open.
    enum Layout: Sendable, Hashable {
        /// Two or more contours run the same way and overlap, none inside another.
        case overlapping
        /// Contours lie inside another and run the same way (same-direction "holes").
        case nested(inner: [Int], outer: Int)
        /// One contour crosses itself and winds part of its area twice.
        case selfCrossing
    }

    /// Where it is reported: the first variant.
    var first: FillRuleFinding { findings[0] }
    var largest: FillRuleFinding { findings.max(by: { $0.area < $1.area }) ?? findings[0] }

    /// How many differing pixels are asked which contours wind them. Run middles, so a thin
    /// sliver and a large overlap are both represented.
    static let samplePixels = 64

    /// Groups findings (already in variant order) into causes, in order of first appearance:
    /// findings are one cause when their shape, contours, fill rule, layout and repair all agree.
    static func causes(_ findings: [FillRuleFinding]) -> [FillRuleCause] {
        struct Key: Hashable {
            let shapeIndex: Int
            let contours: [Int]
            let fillRule: FillRule
            let layout: Layout
            let repair: Repair.Action
        }
        var groups: [Key: [FillRuleFinding]] = [:]
        var order: [Key] = []
        for finding in findings {
            let contours = windingContours(of: finding)
            let layout = layout(of: contours, in: finding.shape.path)
            let key = Key(
                shapeIndex: shapeIndex(of: finding), contours: contours,
                fillRule: finding.shape.node.style.fillRule, layout: layout,
                repair: repairing(finding, layout: layout))
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(finding)
        }
        return order.map { key in
            FillRuleCause(
                findings: groups[key]!, shapeIndex: key.shapeIndex, contours: key.contours, layout: key.layout,
                repair: key.repair)
        }
    }

    /// How `fix` repairs the finding's shape, judged on the finding's grid:
    /// - a non-zero shape whose contours nest: the nested ones (`layout`) whose deletion leaves
    ///   what non-zero fills as it is, later ones first (inner contours follow the outline they
    ///   sit in), provided even-odd then draws the same;
    /// - a shape declaring even-odd whose contours nest: the nested ones written backwards,
    ///   provided non-zero then draws what even-odd draws now;
    /// - otherwise (overlap, self-crossing, a stroked shape — deleting or reversing a contour
    ///   would change what its stroke draws — or neither of the above enough): one outline.
    static func repairing(_ finding: FillRuleFinding, layout: Layout) -> Repair.Action {
        guard case .nested(let inner, _) = layout, !finding.shape.drawsStroke else {
            return .redrawOutline
        }
        let path = finding.shape.path
        let raster = finding.raster
        let declared = finding.shape.node.style.fillRule
        let authored = raster.mask(path, rule: declared)
        // Below the analysis's own noise, as a share of what the shape covers.
        let noise = max(4, Int(Double(CoverageRaster.setPixels(authored)) * FillRuleAnalysis.noiseShare))
        func drawsAuthored(_ candidate: Path, _ rule: FillRule) -> Bool {
            CoverageRaster.pixelsThatDiffer(authored, raster.mask(candidate, rule: rule), countingUpTo: noise) <= noise
        }
        func subset(_ kept: [Int]) -> Path { Path(subpaths: kept.map { path.subpaths[$0] }) }
        switch declared {
        case .nonzero:
            var kept = Array(path.subpaths.indices)
            for index in inner.reversed() where drawsAuthored(subset(kept.filter { $0 != index }), .nonzero) {
                kept.removeAll { $0 == index }
            }
            guard kept.count < path.subpaths.count, drawsAuthored(subset(kept), .evenodd) else { return .redrawOutline }
            return .deleteContours(path.subpaths.indices.filter { !kept.contains($0) })
        case .evenodd:
            var reversed = path
            for index in inner { reversed.subpaths[index] = reversed.subpaths[index].reversed }
            return drawsAuthored(reversed, .nonzero) ? .reverseContours(inner) : .redrawOutline
        }
    }

    /// What `fix` does for this cause: the diagnosis's repair, in the shape of every variant
    /// the cause groups.
    func fixRepair(context: CheckContext) -> Repair {
        Repair(
            findings.map { Repair.Step(node: $0.shape.node.index, action: repair) },
            drawnThroughUse: first.shape.node.use != nil, mayWriteOutStatically: context.derivesVariants)
    }

    static func shapeIndex(of finding: FillRuleFinding) -> Int {
        finding.glyph.shapes.firstIndex { $0.node.index == finding.shape.node.index } ?? 0
    }

    /// The contours whose own winding is non-zero at sampled pixels where the rules disagree.
    static func windingContours(of finding: FillRuleFinding) -> [Int] {
        let pixels = finding.raster.differingPixels(finding.shape.path, limit: samplePixels)
        var involved = Set<Int>()
        for (index, subpath) in finding.shape.path.subpaths.enumerated() where !subpath.segments.isEmpty {
            let contour = Path(subpaths: [subpath])
            if pixels.contains(where: { finding.raster.winding(contour, at: $0) != 0 }) { involved.insert(index) }
        }
        return involved.sorted()
    }

    static func layout(of contours: [Int], in path: Path) -> Layout {
        guard contours.count > 1 else { return .selfCrossing }
        let bounds = contours.map { Path(subpaths: [path.subpaths[$0]]).bounds }
        func isInside(_ i: Int, _ j: Int) -> Bool {
            guard i != j, let a = bounds[i], let b = bounds[j] else { return false }
            return b.minX <= a.minX && a.maxX <= b.maxX && b.minY <= a.minY && a.maxY <= b.maxY
        }
        // The outer contour is the one the most others lie inside (the first such on a tie).
        let counts = contours.indices.map { j in contours.indices.filter { isInside($0, j) }.count }
        guard let best = counts.max(), best > 0, let outer = counts.firstIndex(of: best) else { return .overlapping }
        let inner = contours.indices.filter { isInside($0, outer) }.map { contours[$0] }
        return .nested(inner: inner, outer: contours[outer])
    }

    /// The pronoun for the region where the rules disagree: "them" for several nested contours.
    var regionPronoun: String {
        if case .nested(let inner, _) = layout { return agreeing(inner.count, "it", "them") }
        return "it"
    }

    /// What the contours do, e.g. "contours 1 and 2 of a <path> overlap and run the same way".
    func contoursText(context: CheckContext) -> String {
        let shape = "a \(context.describe(first.shape.node))"
        switch layout {
        case .overlapping:
            return "\(contourList(contours)) of \(shape) overlap and run the same way"
        case .nested(let inner, let outer):
            let others = contours.filter { !inner.contains($0) && $0 != outer }
            let extra = others.isEmpty ? "" : " (\(contourList(others)) overlapping too)"
            return
                "\(contourList(inner)) of \(shape) \(agreeing(inner.count, "lies", "lie")) inside contour \(outer + 1) and \(agreeing(inner.count, "runs", "run")) the same way\(extra)"
        case .selfCrossing:
            return "\(contourList(contours)) of \(shape) crosses itself and winds part of its area twice"
        }
    }

    /// "in Regular-M", "in Ultralight-S and 8 more variants" ("1 more variant"), "in all 27 variants (first Ultralight-S)".
    /// The region's share of the first variant's glyph: "0.09%", so a sliver reads as one.
    var shareText: String { "\(fmt2(first.share * 100))%" }

    func variantsText(context: CheckContext) -> String {
        VariantList.text(findings.map(\.glyph.variant), context: context)
    }

    /// The area of one finding: "13.43 square units (0.29% of the glyph)".
    static func areaText(_ finding: FillRuleFinding) -> String {
        "\(fmt2(finding.area)) square units (\(fmt2(finding.share * 100))% of the glyph)"
    }

    /// Notes shared by both rules: where the first variant's region is, where the other
    /// contours start, which other variants share it and the largest.
    func notes(context: CheckContext) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = [
            Diagnostic.Note(
                "in \(first.glyph.variant.id): \(Self.areaText(first)), \(FillRuleAnalysis.regionText(first, context: context))"
            )
        ]
        for index in contours where index != primaryContour {
            notes.append(
                Diagnostic.Note(
                    "contour \(index + 1) starts here", at: first.shape.path.subpaths[index].sourceRange))
        }
        if findings.count > 1 {
            let same = "the same \(agreeing(contours.count, "contour", "contours"))"
            if let others = VariantList.othersNote(findings.map(\.glyph.variant), what: same, context: context) {
                notes.append(others)
            }
            let big = largest
            notes.append(
                Diagnostic.Note(
                    "largest in \(big.glyph.variant.id): \(Self.areaText(big))",
                    at: contourRange(in: big, context: context)))
        }
        return notes
    }

    /// The contour a finding points at: the (first) same-direction "hole" when there is one,
    /// otherwise the first contour involved.
    var primaryContour: Int? {
        if case .nested(let inner, _) = layout { return inner.first }
        return contours.first
    }

    /// Where the cause is in the first variant.
    func range(context: CheckContext) -> SourceRange { contourRange(in: first, context: context) }

    /// The command starting the contour a finding points at, else its shape.
    func contourRange(in finding: FillRuleFinding, context: CheckContext) -> SourceRange {
        let subpaths = finding.shape.path.subpaths
        guard let index = primaryContour, index < subpaths.count else { return context.span(of: finding.shape.node) }
        return subpaths[index].sourceRange ?? context.span(of: finding.shape.node)
    }
}
