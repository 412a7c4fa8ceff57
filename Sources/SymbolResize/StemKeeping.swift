import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolModel

/// `resize` keeping the stem weight (docs/sizing.md, `resize`): `resize` grows each resized
/// row a little past its factor and plans how far each variant's outline is offset back
/// (`StemPlan`); this offsets it, so a Regular glyph grown 1.78× still has a Regular stem
/// (issue #22) and its judged side lands on the target.
///
/// The offset itself is `InkOffsetting`'s (GEOS, in SymbolGeometry: `symbolcheck-render` hands
/// it in, so this module needs no C). Each shape keeps its own element and becomes a filled
/// `<path>` (`SourceEdit.drawing`, as `fix` writes an outline); every other byte stays.
///
/// An offset never changes a silhouette: `resize` scales plainly and says why when the offset
/// refuses (a contour or hole appearing or vanishing, a narrow part changed by more than a
/// quarter of its drawn width, a shape that erases or is drawn through a `<use>`, the geometry
/// budget spent), or when the outlines of a variable template's sources would no longer
/// interpolate.
package struct StemKeeping: Sendable {
    let offsetting: any InkOffsetting

    package init(offsetting: any InkOffsetting) {
        self.offsetting = offsetting
    }

    struct Fallback: Error {
        let reason: String
    }

    /// The grown file with each variant's outline offset by its distance, or why it cannot be.
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
        // One outlining budget for the file: every glyph offset below shares its deadline.
        let deadline = Deadline(after: configuration.timeLimit)
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
            let shapes: [OffsetShape]
            do {
                shapes = try offsetting.offset(
                    glyph, by: offset.distance, grownBy: offset.grownBy, pointForPoint: pointForPoint,
                    in: template.tree, limits: configuration.geometryLimits, timeLimit: configuration.timeLimit,
                    deadline: deadline)
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
}
