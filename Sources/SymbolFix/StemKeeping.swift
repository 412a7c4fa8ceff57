import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel

/// `resize` keeping the stem weight (docs/sizing.md, `resize`): after the glyph is scaled, each
/// resized variant's outline is offset back by what the scale added to its stem, so a Regular
/// glyph grown 1.78× still has a Regular stem (issue #22).
///
/// The stem is `InkShape`'s, 2 × ink area ÷ perimeter. Scaling by `s` multiplies it by `s`;
/// taking `d` off every side of the ink takes `2d` off it, so `d` starts at half the stem the
/// scale added, and is corrected once from what the offset outline measures (a secant step:
/// round joins and counters make the stem move a little less than `2d`).
///
/// Each shape keeps its own element: the glyph's ink (every shape it draws, unioned) is
/// offset as one, and each shape is cut to it (grown by the offset when the glyph shrank), so
/// shapes that touch leave no seam. A shape becomes a filled `<path>` written by the one SVG
/// writer (`ShapeRepair.outlineEdits`, as `fix` writes an outline); every other byte stays.
///
/// It falls back to plain scaling, with the reason, when the offset would change what the
/// glyph is (a contour or hole appearing or vanishing), when a shape erases (a knock-out
/// layer) or is drawn through a `<use>`, when the outlines of a variable template's sources
/// would no longer interpolate, or when the geometry budget runs out.
package struct StemKeeping: StemKeeper {
    package init() {}

    /// Largest distance, in template units, a flattened curve or offset corner may stray from
    /// the true one (as `fix` outlines).
    static let tolerance = 0.005
    /// A stem measured within this share of the original needs no second offset.
    static let closeEnough = 0.01

    struct Fallback: Error {
        let reason: String
    }

    package func keepStems(of outcome: ResizeOutcome, source: SourceFile, configuration: CheckConfiguration)
        -> ResizeOutcome
    {
        do {
            return try kept(outcome, path: source.path, configuration: configuration)
        } catch {
            return outcome.scalingStems(because: error.reason)
        }
    }

    func kept(_ outcome: ResizeOutcome, path: String, configuration: CheckConfiguration) throws(Fallback)
        -> ResizeOutcome
    {
        let budget = GeometryBudget(limits: configuration.geometryLimits, timeLimit: configuration.timeLimit)
        let scaledSource = SourceFile(path: path, bytes: outcome.output)
        // Read only: the scaled file's measurements are the outcome's `after`.
        let template: SymbolTemplate
        switch TemplateFrontEnd.read(scaledSource, limits: configuration.limits) {
        case .success(let read): template = read
        case .failure(let failure):
            throw Fallback(reason: "the scaled file could not be read again: \(failure.message)")
        }
        var offsets: [Variant: Double] = [:]
        var stemsBefore: [Variant: Double] = [:]
        for row in outcome.plan.rows where !row.isWithinTolerance {
            for variant in row.variants {
                guard let before = outcome.before[variant]?.ink?.stem,
                    let scaled = outcome.after[variant]?.ink?.stem, before > 0, scaled > 0
                else { continue }
                stemsBefore[variant] = before
                offsets[variant] = (before - scaled) / 2
            }
        }
        guard !offsets.isEmpty else { throw Fallback(reason: "no resized glyph has a stem to measure") }
        // Draw guide points name places along each path (docs/template-format.md §5.1): an offset
        // that redraws outlines would leave them pointing elsewhere; point for point, they stay.
        if !InterpolationCompatibility.analyse(template).isCompatible,
            offsets.keys.contains(where: { template.glyph($0)?.shapes.contains { $0.guidePoints != nil } == true })
        {
            throw Fallback(
                reason: "its paths carry Draw guide points, which name places along outlines an offset would redraw")
        }
        var result = try offset(template, by: offsets, budget: budget, configuration: configuration)
        // One secant step per variant from what the first offset measured.
        var corrected = offsets
        for (variant, distance) in offsets {
            guard let before = stemsBefore[variant], let scaled = outcome.after[variant]?.ink?.stem,
                let got = result.after[variant]?.ink?.stem, abs(got / before - 1) > Self.closeEnough,
                abs(got - scaled) > 1e-9
            else { continue }
            corrected[variant] = distance * (before - scaled) / (got - scaled)
        }
        if corrected != offsets {
            result = try offset(template, by: corrected, budget: budget, configuration: configuration)
        }
        let interpolatedBefore = InterpolationCompatibility.analyse(template)
        if interpolatedBefore.isCompatible,
            case .incompatible(let reason, _, _) = InterpolationCompatibility.analyse(result.template)
        {
            throw Fallback(
                reason:
                    "offset one by one, the variable template's sources would no longer interpolate (\(reason))")
        }
        return outcome.keepingStems(output: result.output, after: result.after, offsets: corrected)
    }

    struct Offset {
        let output: [UInt8]
        let template: SymbolTemplate
        let after: [Variant: GlyphMeasurement]
    }

    /// The scaled template with each variant's ink offset by its distance (template units, per
    /// side), re-read and measured.
    func offset(
        _ template: SymbolTemplate, by distances: [Variant: Double], budget: GeometryBudget,
        configuration: CheckConfiguration
    ) throws(Fallback) -> Offset {
        // A variable template's sources are offset point for point, so they keep interpolating.
        let pointForPoint = InterpolationCompatibility.analyse(template).isCompatible
        var edits: [SourceEdit] = []
        for (variant, distance) in distances.sorted(by: { $0.key.id < $1.key.id }) {
            guard let glyph = template.glyph(variant) else { continue }
            edits +=
                pointForPoint
                ? try pointForPointEdits(glyph, by: distance, budget: budget, in: template.tree)
                : try offsetEdits(glyph, by: distance, budget: budget, in: template.tree)
        }
        let output: [UInt8]
        do {
            output = try SourceEdit.apply(edits, to: template.tree.source.bytes)
        } catch {
            throw Fallback(reason: "the offset outlines could not be written: \(error.message)")
        }
        do {
            let (read, after) = try Resizer.measure(
                SourceFile(path: template.tree.source.path, bytes: output), configuration: configuration)
            return Offset(output: output, template: read, after: after)
        } catch {
            throw Fallback(reason: "the offset file no longer reads as a template: \(error.message)")
        }
    }

    /// The edits that offset one glyph's ink by `distance` (negative: thinner), shape by shape.
    func offsetEdits(_ glyph: Glyph, by distance: Double, budget: GeometryBudget, in tree: SVGTree) throws(Fallback)
        -> [SourceEdit]
    {
        let id = glyph.variant.id
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
        if let change = ink.featureChange(to: offsetInk) {
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

    /// The edits that offset one glyph of a variable template by `distance`, each shape's path
    /// point for point (`PathOffset`): the same commands in every source, so they still
    /// interpolate. Which side of each contour is ink is read from the shape's own fill.
    func pointForPointEdits(_ glyph: Glyph, by distance: Double, budget: GeometryBudget, in tree: SVGTree)
        throws(Fallback) -> [SourceEdit]
    {
        let id = glyph.variant.id
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
            if let change = fill.featureChange(to: movedFill) {
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
}
