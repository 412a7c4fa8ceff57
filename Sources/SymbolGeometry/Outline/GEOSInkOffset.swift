import SVGModel
import Support
import SymbolModel

/// The GEOS half of `resize` keeping the stem weight (SymbolModel's `InkOffsetting`): a glyph's
/// ink offset by a distance, each shape keeping its own element. SymbolResize's `StemKeeping`
/// decides the distance and writes the shapes.
///
/// The glyph's ink (every shape it draws, unioned) is offset as one, and each shape is cut to it
/// (grown by the offset when the glyph shrank), so shapes that touch leave no seam; each is
/// written as one outline whose holes wind opposite to their contours. A variable template's
/// sources are offset point for point instead (`PathOffset`), the same commands in every source.
///
/// An offset never changes a silhouette: it is refused, with the reason, when it would make a
/// contour or a hole appear or vanish, or change a narrow part (the lens ring beside a heavy
/// body, the tapered end of a `!`'s bar) by more than a quarter of the width it was drawn with
/// (`narrowing`); when a shape erases (a knock-out layer) or is drawn through a `<use>`; for a
/// stroke asked to move point for point; or when the geometry budget runs out.
package struct GEOSInkOffset: InkOffsetting {
    package init() {}

    /// Largest distance, in template units, a flattened curve or offset corner may stray from
    /// the true one (as `fix` outlines).
    static let tolerance = CurveKeeping.flattening
    /// An offset may change no narrow part by more than this share of its drawn width.
    static let keptFeatureChange = 0.25
    /// The share of a glyph's ink such parts may make up: above the area the opening's
    /// flattened curves lose.
    static let changedInkShare = 0.01
    /// The mitre limit (mitre length ÷ distance) the opening grows back with: 2 keeps corners
    /// down to 60° (1 ÷ sin 30°), a right angle needs √2.
    static let openingMiterLimit = 2.0

    package func offset(
        _ glyph: Glyph, by distance: Double, grownBy: Double, pointForPoint: Bool, in tree: SVGTree,
        limits: GeometryLimits, timeLimit: Duration, deadline: Deadline
    ) throws(InkOffsetRefusal) -> [OffsetShape] {
        var budget = GeometryBudget(limits: limits, timeLimit: timeLimit)
        budget.deadline = deadline
        let offset = Offset(distance: distance, grownBy: grownBy)
        return pointForPoint
            ? try pointForPointShapes(glyph, by: offset, budget: budget, in: tree)
            : try offsetShapes(glyph, by: offset, budget: budget, in: tree)
    }

    /// The distance (template units per side; negative thins) and the factor the glyph was grown
    /// by before it (what a narrow part's drawn width became).
    struct Offset {
        let distance: Double
        let grownBy: Double
    }

    /// One glyph's ink offset by `offset.distance` (negative: thinner) as one, and each shape cut to it.
    func offsetShapes(_ glyph: Glyph, by offset: Offset, budget: GeometryBudget, in tree: SVGTree)
        throws(InkOffsetRefusal) -> [OffsetShape]
    {
        let id = glyph.variant.id
        let distance = offset.distance
        var drawn: [(shape: GlyphShape, outline: Outline, filled: Bool)] = []
        for shape in glyph.shapes {
            let style = shape.node.style
            let strokes = shape.drawsStroke
            guard let (geometry, scale) = try Self.drawnGeometry(of: shape, in: glyph, tree: tree) else { continue }
            var parts: [Outline] = []
            do {
                if shape.isFilled {
                    parts.append(
                        try Outliner.fill(
                            geometry, rule: style.fillRule, tolerance: Self.tolerance / scale, budget: budget))
                }
                if strokes {
                    parts.append(
                        try Outliner.stroke(
                            geometry, style: StrokeStyle(style), tolerance: Self.tolerance / scale, budget: budget))
                }
                let outline = try Outliner.union(parts, budget: budget).transformed(by: shape.node.ctm)
                if !outline.isEmpty { drawn.append((shape, outline, shape.isFilled && !parts[0].isEmpty)) }
            } catch {
                throw InkOffsetRefusal(reason: "\(id) could not be outlined: \(error)")
            }
        }
        guard !drawn.isEmpty else { return [] }
        let ink: Outline
        let offsetInk: Outline
        do {
            ink = try Outliner.union(drawn.map(\.outline), budget: budget)
            offsetInk = try Outliner.offset(ink, by: distance, tolerance: Self.tolerance, budget: budget)
        } catch {
            throw InkOffsetRefusal(reason: "\(id) could not be offset: \(error)")
        }
        var change = ink.featureChange(to: offsetInk).map(String.init(describing:))
        if change == nil { change = try Self.narrowing(of: ink, by: offset, unitsPerUserUnit: 1, budget: budget) }
        if let change {
            throw InkOffsetRefusal(reason: "offsetting \(id) by \(fixed(distance, 2)) units would \(change)")
        }
        var shapes: [OffsetShape] = []
        for part in drawn {
            let cut: Outline
            do {
                // Thinner: each shape cut to the thinned ink, so touching shapes open no seam.
                // Heavier: each shape grown, and cut to the grown ink (the same area).
                let own =
                    distance < 0
                    ? part.outline
                    : try Outliner.offset(part.outline, by: distance, tolerance: Self.tolerance, budget: budget)
                cut = try Outliner.intersection(own, offsetInk, budget: budget)
            } catch {
                throw InkOffsetRefusal(reason: "\(id) could not be offset: \(error)")
            }
            guard !cut.isEmpty, let back = part.shape.node.ctm.inverted else {
                throw InkOffsetRefusal(
                    reason: "offsetting \(id) by \(fixed(distance, 2)) units would erase one of its shapes")
            }
            let data: String
            do {
                // As curves again, as `fix` writes its outlines (`CurveKeeping`): the offset
                // follows none of the shape's own curves, so the outline is fitted.
                data = try PathDataWriter.pathData(
                    cut.fitted(tolerance: CurveKeeping.tolerance).transformed(by: back), options: .repairedOutline)
            } catch {
                throw InkOffsetRefusal(
                    reason:
                        "\(id)'s offset outline could not be written: the merged outline has a coordinate too large to write (\(error.value)); nothing was written"
                )
            }
            shapes.append(
                OffsetShape(
                    node: part.shape.node, pathData: data, removesStroke: part.shape.drawsStroke,
                    keepsFill: part.filled))
        }
        return shapes
    }

    /// One glyph of a variable template offset by `offset.distance`, each shape's path point for
    /// point (`PathOffset`): the same commands in every source, so they still interpolate.
    /// Which side of each contour is ink is read from the shape's own fill.
    func pointForPointShapes(_ glyph: Glyph, by offset: Offset, budget: GeometryBudget, in tree: SVGTree)
        throws(InkOffsetRefusal) -> [OffsetShape]
    {
        let id = glyph.variant.id
        let distance = offset.distance
        var shapes: [OffsetShape] = []
        for shape in glyph.shapes {
            let style = shape.node.style
            guard let (geometry, scale) = try Self.drawnGeometry(of: shape, in: glyph, tree: tree) else { continue }
            if shape.drawsStroke {
                throw InkOffsetRefusal(
                    reason: "\(id) has a stroke, which a variable template cannot offset point for point")
            }
            let fill: Outline
            let moved: Path
            let movedFill: Outline
            do {
                fill = try Outliner.fill(
                    geometry, rule: style.fillRule, tolerance: Self.tolerance / scale, budget: budget)
                let outward = geometry.subpaths.map { Self.outwardSign(of: $0, ink: fill, probe: 0.01 / scale) }
                moved = PathOffset.offset(geometry, by: distance / scale, outward: outward)
                movedFill = try Outliner.fill(
                    moved, rule: style.fillRule, tolerance: Self.tolerance / scale, budget: budget)
            } catch {
                throw InkOffsetRefusal(reason: "\(id) could not be offset: \(error)")
            }
            var change = fill.featureChange(to: movedFill).map(String.init(describing:))
            if change == nil {
                change = try Self.narrowing(of: fill, by: offset, unitsPerUserUnit: scale, budget: budget)
            }
            if let change {
                throw InkOffsetRefusal(reason: "offsetting \(id) by \(fixed(distance, 2)) units would \(change)")
            }
            do {
                let data = try PathDataWriter.pathData(moved, options: .keptStemOutline)
                shapes.append(OffsetShape(node: shape.node, pathData: data, removesStroke: false, keepsFill: true))
            } catch {
                throw InkOffsetRefusal(
                    reason: "\(id)'s offset outline has a coordinate too large to write (\(error.value))")
            }
        }
        return shapes
    }

    /// +1 when the subpath's left-hand normal (`PathOffset.normal`) points out of `ink`, −1 when
    /// it points in: probed `probe` units off the middle of its first segment with a direction.
    static func outwardSign(of subpath: Subpath, ink: Outline, probe: Double) -> Double {
        var start = subpath.start
        for segment in subpath.segments {
            let middle: Point
            let direction: Point
            switch segment {
            case .line(let to):
                middle = (start + to) * 0.5
                direction = to - start
            case .cubic(let c1, let c2, let to):
                middle = (start + c1 * 3 + c2 * 3 + to) * 0.125
                direction = to + c2 - c1 - start
            }
            start = segment.end
            guard let normal = PathOffset.normal(direction) else { continue }
            return ink.contains(middle + normal * probe) ? -1 : 1
        }
        return 1
    }

    /// A shape's geometry in its own user space and that space's scale (template units per
    /// unit), nil when it draws nothing; a shape the offset cannot be applied to is refused.
    static func drawnGeometry(of shape: GlyphShape, in glyph: Glyph, tree: SVGTree) throws(InkOffsetRefusal) -> (
        Path, Double
    )? {
        let id = glyph.variant.id
        guard shape.isFilled || shape.drawsStroke else { return nil }
        if shape.knocksOut {
            throw InkOffsetRefusal(reason: "\(id) has a shape in a knock-out layer, which erases ink")
        }
        // A shape a `<use>` draws is written elsewhere, where offsetting it would change every
        // other place that draws it too.
        if shape.node.use != nil { throw InkOffsetRefusal(reason: "\(id) draws a shape through a <use>") }
        let scale = abs(shape.node.ctm.determinant).squareRoot()
        guard scale > 0, scale.isFinite, let geometry = shape.node.geometry else {
            throw InkOffsetRefusal(reason: "\(id) has a shape whose transform collapses it")
        }
        return (geometry, scale)
    }

    /// What the offset would do to the narrow parts of `ink` (in user units, `unitsPerUserUnit`
    /// template units each), nil when it keeps each within `keptFeatureChange` of the width it
    /// was drawn with. A uniform offset moves every edge alike, so a part drawn `w` wide ends
    /// `grownBy × w + 2 × distance`: at the stem that is the stem, but thinning takes more of a
    /// narrower part (a thin ring beside a heavy body would end a hairline) and thickening adds
    /// more to it. (Wider parts end nearer the glyph's own scale, as a filled shape does; gaps
    /// follow the strokes' spacing as a glyph drawn at the new size would.) The parts narrower
    /// than a width are what a morphological opening (shrink, then grow back) by half that width
    /// removes; where they make up more than `changedInkShare` of the ink, the offset would
    /// change the silhouette. Growing back keeps corners of 60° and more (`openingMiterLimit`),
    /// so a square's corners are not counted, and bevels sharper ones, so a taper that shrinking
    /// cut back is not grown back as a spike.
    static func narrowing(of ink: Outline, by offset: Offset, unitsPerUserUnit scale: Double, budget: GeometryBudget)
        throws(InkOffsetRefusal) -> String?
    {
        let distance = offset.distance
        let grownBy = offset.grownBy
        let change = Self.keptFeatureChange
        guard distance != 0, ink.area > 0, grownBy > 0 else { return nil }
        // A part `w` wide changes by more than `change` where w < 2|d| ÷ (grownBy − 1 + change)
        // (thinning) or w < 2d ÷ (1 + change − grownBy) (thickening, where grownBy < 1).
        let room = distance < 0 ? grownBy - 1 + change : 1 + change - grownBy
        let verb = distance < 0 ? "thin" : "thicken"
        let percent = fixed(change * 100, 0)
        guard room > 0 else { return "\(verb) every part by more than \(percent)%" }
        let drawn = 2 * abs(distance) / room
        let radius = grownBy * drawn / 2 / scale
        let tolerance = Self.tolerance / scale
        let opened: Outline
        do {
            let shrunk = try Outliner.offset(ink, by: -radius, rounded: true, tolerance: tolerance, budget: budget)
            opened = try Outliner.offset(
                shrunk, by: radius, miterLimit: Self.openingMiterLimit, tolerance: tolerance, budget: budget)
        } catch {
            throw InkOffsetRefusal(reason: "\(error)")
        }
        let share = (ink.area - opened.area) / ink.area
        guard share > Self.changedInkShare else { return nil }
        return
            "\(verb) its parts drawn under \(fixed(drawn, 2)) units across (\(fixed(share * 100, 1))% of its ink) by more than \(percent)%"
    }
}
