import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel

/// `resize` keeping the stem weight (docs/sizing.md, `resize`): `resize` grows each resized
/// row a little past its factor and plans how far each variant's outline is offset back
/// (`StemPlan`); this offsets it, so a Regular glyph grown 1.78× still has a Regular stem
/// (issue #22) and its judged side lands on the target.
///
/// Each shape keeps its own element: the glyph's ink (every shape it draws, unioned) is
/// offset as one, and each shape is cut to it (grown by the offset when the glyph shrank), so
/// shapes that touch leave no seam. A shape becomes a filled `<path>` written by the one SVG
/// writer (`ShapeRepair.outlineEdits`, as `fix` writes an outline); every other byte stays.
///
/// An offset never changes a silhouette: it is refused, and `resize` scales plainly and says
/// why, when it would make a contour or a hole appear or vanish, or change a narrow part (the
/// lens ring beside a heavy body, the tapered end of a `!`'s bar) by more than a quarter of the
/// width it was drawn with (`narrowing`); when a shape erases (a knock-out layer) or
/// is drawn through a `<use>`; when the outlines of a variable template's sources would no
/// longer interpolate; or when the geometry budget runs out.
package struct StemKeeping: StemKeeper {
    package init() {}

    /// Largest distance, in template units, a flattened curve or offset corner may stray from
    /// the true one (as `fix` outlines).
    static let tolerance = 0.005
    /// An offset may change no narrow part by more than this share of its drawn width.
    static let keptFeatureChange = 0.25
    /// The share of a glyph's ink such parts may make up: above the area the opening's
    /// flattened curves lose.
    static let changedInkShare = 0.01
    /// The mitre limit (mitre length ÷ distance) the opening grows back with: 2 keeps corners
    /// down to 60° (1 ÷ sin 30°), a right angle needs √2.
    static let openingMiterLimit = 2.0

    struct Fallback: Error {
        let reason: String
    }

    package func offset(_ grown: SourceFile, by offsets: [Variant: StemOffset], configuration: CheckConfiguration)
        -> Result<[UInt8], StemKeepingFallback>
    {
        do {
            return .success(try offsetBytes(grown, by: offsets, configuration: configuration))
        } catch {
            return .failure(StemKeepingFallback(error.reason))
        }
    }

    func offsetBytes(_ grown: SourceFile, by offsets: [Variant: StemOffset], configuration: CheckConfiguration)
        throws(Fallback) -> [UInt8]
    {
        let budget = GeometryBudget(limits: configuration.geometryLimits, timeLimit: configuration.timeLimit)
        let template: SymbolTemplate
        switch TemplateFrontEnd.read(grown, limits: configuration.limits) {
        case .success(let read): template = read
        case .failure(let failure):
            throw Fallback(reason: "the scaled file could not be read again: \(failure.message)")
        }
        // A variable template's sources are offset point for point, so they keep interpolating.
        let pointForPoint = InterpolationCompatibility.analyse(template).isCompatible
        // Draw guide points name places along each path (docs/template-format.md §5.1): an offset
        // that redraws outlines would leave them pointing elsewhere; point for point, they stay.
        if !pointForPoint,
            offsets.keys.contains(where: { template.glyph($0)?.shapes.contains { $0.guidePoints != nil } == true })
        {
            throw Fallback(
                reason: "its paths carry Draw guide points, which name places along outlines an offset would redraw")
        }
        var edits: [SourceEdit] = []
        for (variant, offset) in offsets.sorted(by: { $0.key.id < $1.key.id }) {
            guard let glyph = template.glyph(variant) else { continue }
            edits +=
                pointForPoint
                ? try pointForPointEdits(glyph, by: offset, budget: budget, in: template.tree)
                : try offsetEdits(glyph, by: offset, budget: budget, in: template.tree)
        }
        let output: [UInt8]
        do {
            output = try SourceEdit.apply(edits, to: template.tree.source.bytes)
        } catch {
            throw Fallback(reason: "the offset outlines could not be written: \(error.message)")
        }
        if pointForPoint {
            switch TemplateFrontEnd.read(SourceFile(path: grown.path, bytes: output), limits: configuration.limits) {
            case .success(let read):
                if case .incompatible(let reason, _, _) = InterpolationCompatibility.analyse(read) {
                    throw Fallback(
                        reason:
                            "offset one by one, the variable template's sources would no longer interpolate (\(reason))"
                    )
                }
            case .failure(let failure):
                throw Fallback(reason: "the offset file no longer reads as a template: \(failure.message)")
            }
        }
        return output
    }

    /// The edits that offset one glyph's ink by `offset.distance` (negative: thinner), shape by shape.
    func offsetEdits(_ glyph: Glyph, by offset: StemOffset, budget: GeometryBudget, in tree: SVGTree) throws(Fallback)
        -> [SourceEdit]
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
                throw Fallback(reason: "\(id) could not be outlined: \(error)")
            }
        }
        guard !drawn.isEmpty else { return [] }
        let ink: Outline
        let offsetInk: Outline
        do {
            ink = try Outliner.union(drawn.map(\.outline), budget: budget)
            offsetInk = try Outliner.offset(ink, by: distance, tolerance: Self.tolerance, budget: budget)
        } catch {
            throw Fallback(reason: "\(id) could not be offset: \(error)")
        }
        var change = ink.featureChange(to: offsetInk).map(String.init(describing:))
        if change == nil { change = try narrowing(of: ink, by: offset, unitsPerUserUnit: 1, budget: budget) }
        if let change {
            throw Fallback(
                reason: "offsetting \(id) by \(fixed(distance, 2)) units would \(change)")
        }
        var edits: [SourceEdit] = []
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
                throw Fallback(reason: "\(id) could not be offset: \(error)")
            }
            guard !cut.isEmpty, let back = part.shape.node.ctm.inverted else {
                throw Fallback(
                    reason: "offsetting \(id) by \(fixed(distance, 2)) units would erase one of its shapes")
            }
            do {
                edits += try ShapeRepair.outlineEdits(
                    cut.transformed(by: back), replacing: part.shape.node,
                    removingStroke: part.shape.drawsStroke, filled: part.filled, in: tree)
            } catch {
                throw Fallback(reason: "\(id)'s offset outline could not be written: \(error.message)")
            }
        }
        return edits
    }

    /// The edits that offset one glyph of a variable template by `offset.distance`, each shape's
    /// path point for point (`PathOffset`): the same commands in every source, so they still
    /// interpolate. Which side of each contour is ink is read from the shape's own fill.
    func pointForPointEdits(_ glyph: Glyph, by offset: StemOffset, budget: GeometryBudget, in tree: SVGTree)
        throws(Fallback) -> [SourceEdit]
    {
        let id = glyph.variant.id
        let distance = offset.distance
        var edits: [SourceEdit] = []
        for shape in glyph.shapes {
            let style = shape.node.style
            guard let (geometry, scale) = try Self.drawnGeometry(of: shape, in: glyph, tree: tree) else { continue }
            if shape.drawsStroke {
                throw Fallback(reason: "\(id) has a stroke, which a variable template cannot offset point for point")
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
                throw Fallback(reason: "\(id) could not be offset: \(error)")
            }
            var change = fill.featureChange(to: movedFill).map(String.init(describing:))
            if change == nil { change = try narrowing(of: fill, by: offset, unitsPerUserUnit: scale, budget: budget) }
            if let change {
                throw Fallback(reason: "offsetting \(id) by \(fixed(distance, 2)) units would \(change)")
            }
            do {
                let data = try PathDataWriter.pathData(moved, options: .keptStemOutline)
                edits += try ShapeRepair.pathEdits(
                    data, replacing: shape.node, removingStroke: false, filled: true, in: tree)
            } catch let error as SVGNumber.Unwritable {
                throw Fallback(reason: "\(id)'s offset outline has a coordinate too large to write (\(error.value))")
            } catch {
                throw Fallback(reason: "\(id)'s offset outline could not be written")
            }
        }
        return edits
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
    /// unit), nil when it draws nothing; a shape the offset cannot be applied to is the reason
    /// to fall back.
    static func drawnGeometry(of shape: GlyphShape, in glyph: Glyph, tree: SVGTree) throws(Fallback) -> (Path, Double)?
    {
        let id = glyph.variant.id
        guard shape.isFilled || shape.drawsStroke else { return nil }
        if shape.knocksOut { throw Fallback(reason: "\(id) has a shape in a knock-out layer, which erases ink") }
        // A shape a `<use>` draws is written elsewhere, where offsetting it would change every
        // other place that draws it too.
        if shape.node.use != nil { throw Fallback(reason: "\(id) draws a shape through a <use>") }
        let scale = abs(shape.node.ctm.determinant).squareRoot()
        guard scale > 0, scale.isFinite, let geometry = shape.node.geometry else {
            throw Fallback(reason: "\(id) has a shape whose transform collapses it")
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
    func narrowing(of ink: Outline, by offset: StemOffset, unitsPerUserUnit scale: Double, budget: GeometryBudget)
        throws(Fallback) -> String?
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
            throw Fallback(reason: "\(error)")
        }
        let share = (ink.area - opened.area) / ink.area
        guard share > Self.changedInkShare else { return nil }
        return
            "\(verb) its parts drawn under \(fixed(drawn, 2)) units across (\(fixed(share * 100, 1))% of its ink) by more than \(percent)%"
    }
}
