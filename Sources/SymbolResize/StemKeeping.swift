import SVGModel
import Support
import SymbolCheck
import SymbolEdit
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
/// The offset itself is `InkOffsetting`'s (GEOS, in SymbolGeometry: `symbolcheck-render` passes
/// it in, so this module needs no C): each shape keeps its own element and becomes a filled
/// `<path>` (`SourceEdit.drawing`, as `fix` writes an outline); every other byte stays.
///
/// It falls back to plain scaling, with the reason, when the offset would change what the
/// glyph is (a contour or hole appearing or vanishing), when a shape erases (a knock-out
/// layer) or is drawn through a `<use>`, when the outlines of a variable template's sources
/// would no longer interpolate, or when the geometry budget runs out.
package struct StemKeeping: Sendable {
    let offsetting: any InkOffsetting

    package init(offsetting: any InkOffsetting) {
        self.offsetting = offsetting
    }

    /// A stem measured within this share of the original needs no second offset.
    static let closeEnough = 0.01

    struct Fallback: Error {
        let reason: String
    }

    /// `outcome` with its stems kept, or, when that cannot be done, plainly scaled with the
    /// reason (`ResizeOutcome.scalingStems(because:)`).
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
        // One outlining budget for the file: every offset below shares its deadline.
        let deadline = Deadline(after: configuration.timeLimit)
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
        var result = try offset(template, by: offsets, deadline: deadline, configuration: configuration)
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
            result = try offset(template, by: corrected, deadline: deadline, configuration: configuration)
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
        _ template: SymbolTemplate, by distances: [Variant: Double], deadline: Deadline,
        configuration: CheckConfiguration
    ) throws(Fallback) -> Offset {
        // A variable template's sources are offset point for point, so they keep interpolating.
        let pointForPoint = InterpolationCompatibility.analyse(template).isCompatible
        var edits: [SourceEdit] = []
        for (variant, distance) in distances.sorted(by: { $0.key.id < $1.key.id }) {
            guard let glyph = template.glyph(variant) else { continue }
            let shapes: [OffsetShape]
            do {
                shapes = try offsetting.offset(
                    glyph, by: distance, pointForPoint: pointForPoint, in: template.tree,
                    limits: configuration.geometryLimits, timeLimit: configuration.timeLimit, deadline: deadline)
            } catch {
                throw Fallback(reason: error.reason)
            }
            for shape in shapes {
                do {
                    edits += try SourceEdit.drawing(
                        shape.node, as: shape.pathData, removingStroke: shape.removesStroke, filled: shape.keepsFill,
                        in: template.tree)
                } catch {
                    throw Fallback(
                        reason: "\(variant.id)'s offset outline could not be written"
                            + (pointForPoint ? "" : ": \(error.message)"))
                }
            }
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
}
