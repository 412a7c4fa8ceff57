import SVGModel
import Support
import SymbolModel

/// A family's flat marks sized with their family (docs/making.md, "Flat marks").
///
/// A flat mark (a minus, an ellipsis, a dash: ink more than `SizeTarget.flatMarkAspect` times
/// as wide as tall) made with its family is sized with the square marks of its width, not
/// alone: Apple draws its `minus` exactly as wide as its `plus` (docs/sizing.md, "Flat marks"),
/// and a family draws them so on its grid (Heroicons' minus is 0.94 of its plus's width, its
/// ellipsis 0.91). Each icon decides its own size under `frameWithinBand`, so a plus the
/// family draws small is sized alone to the target while its minus, sized alone too, would
/// come out at its own target width: the two would no longer keep the drawing's proportion.
/// So before a call's icons are made, each flat mark finds its partners — the call's other
/// icons on the same frame, not flat, whose ink box is about as wide and as tall as the mark
/// is wide (`partnerTolerance`) — and is made at their scale (the median, as `make` sizes each
/// of them), as `MakeOptions.familyScale`.
package enum FamilySizing {
    /// How far (relative) a partner's ink box may differ from the mark's width, on each side:
    /// Heroicons' minus and ellipsis are 0.94 and 0.91 of its plus's width, Apple's 1.0 and 1.02.
    package static let partnerTolerance = 0.15

    /// What the pre-pass reads of an icon: its frame and the box of its ink as drawn.
    struct Sketch: Sendable {
        var name: String
        var frame: Rect
        var box: Rect
    }

    /// For the icons of one call (by index) that are flat marks with partners, the scale their
    /// partners are made at; empty unless `options.sizeBy` is `frameWithinBand`. `icon(i)` gives
    /// the i-th icon's bytes (nil: it cannot be read, and takes no part); it is called again for
    /// the partners, which are made Regular-only to learn their scale (every weight has the
    /// Regular-M scale), so no icon's bytes are held longer than one read.
    package static func flatMarkScales(
        count: Int, options: MakeOptions, icon: @Sendable (Int) -> SourceFile?
    ) -> [Int: MakeOptions.FamilyScale] {
        guard options.sizeBy == .frameWithinBand, count > 1 else { return [:] }
        let sketches = IndexedResults<Sketch?>.concurrentMap(count: count) { i in
            guard let source = icon(i), let drawing = try? IconReader.read(source, limits: options.readerLimits),
                let frame = drawing.frame, let box = drawing.drawnBox, box.width > 0, box.isFinite
            else { return nil }
            return Sketch(name: source.path, frame: frame, box: box)
        }
        let partners = partnersOfFlatMarks(sketches, target: options.sizeTarget)
        let needed = Array(Set(partners.values.joined())).sorted()
        guard !needed.isEmpty else { return [:] }
        var regularOnly = options
        regularOnly.weights = .regular
        regularOnly.familyScale = nil
        let scales = IndexedResults<Double?>.concurrentMap(count: needed.count) { [regularOnly] k in
            guard let source = icon(needed[k]) else { return nil }
            let name = String(source.path.split(separator: "/").last ?? "icon")
            return try? SymbolMaker.make(path: source.path, bytes: source.bytes, name: name, options: regularOnly)
                .iconScale
        }
        let scaleOf = Dictionary(uniqueKeysWithValues: zip(needed, scales))
        var out: [Int: MakeOptions.FamilyScale] = [:]
        for (mark, group) in partners {
            let made = group.filter { scaleOf[$0].flatMap { $0 } != nil }
            guard let scale = median(made.map { scaleOf[$0]!! }) else { continue }
            out[mark] = MakeOptions.FamilyScale(iconScale: scale, partners: made.map { sketches[$0]!.name })
        }
        return out
    }

    /// Each flat mark's partners (indices into `sketches`): the other icons on the same frame,
    /// not flat, whose ink box is within `partnerTolerance` of the mark's width both ways.
    static func partnersOfFlatMarks(_ sketches: [Sketch?], target: SizeTarget) -> [Int: [Int]] {
        func isFlat(_ s: Sketch) -> Bool { target.isFlatMark(width: s.box.width, height: s.box.height) }
        var out: [Int: [Int]] = [:]
        for (m, mark) in sketches.enumerated() {
            guard let mark, isFlat(mark) else { continue }
            func near(_ side: Double) -> Bool { abs(side / mark.box.width - 1) <= partnerTolerance }
            let group = sketches.indices.filter { i in
                guard i != m, let other = sketches[i], other.frame == mark.frame, !isFlat(other) else { return false }
                return near(other.box.width) && near(other.box.height)
            }
            if !group.isEmpty { out[m] = group }
        }
        return out
    }

    static func median(_ values: [Double]) -> Double? {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return nil }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
