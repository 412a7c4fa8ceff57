import SVGModel
import Support
import SymbolModel

/// A `clip-path` or `mask` as the region it lets through, for `make` (on a plain icon) and
/// `fix` (on a template), which both draw plain outlines: SymbolModel's `ClipContent` reads
/// it (and refuses what no outline draws, with the reason); here its shapes are outlined and
/// combined with GEOS — a clip path's shapes unioned, a mask's white shapes added and black
/// shapes cut, in paint order, within the mask's own rectangle.
package struct ClipRegion: Sendable {
    package typealias Kind = ClipContent.Kind
    package typealias Refusal = ClipContent.Refusal

    /// One shape of the clip's content, in paint order: it adds to the region (a clip path's
    /// shapes, a mask's opaque white) or cuts from it (a mask's opaque black).
    package struct Step: Sendable {
        package var adds: Bool
        package var shape: PlacedInk
        /// The element's span, for what is said about it.
        package var range: SourceRange
    }

    /// The region could not be built (a limit, an invalid shape): what to say, and where.
    package struct Failure: Error, Sendable {
        package var error: GeometryError
        package var message: String
        package var range: SourceRange
    }

    /// What `ClipContent` read: the kind, the id, the declaration's place, the mask's rectangle.
    package var content: ClipContent
    /// The content's shapes, placed for outlining.
    package var steps: [Step]

    package var kind: Kind { content.kind }
    /// The id the property refers to, as written.
    package var id: String { content.id }
    /// The `clip-path=`/`mask=` declaration, for what is said about it.
    package var range: SourceRange { content.range }
    /// A mask's own region in root user space; outside it a mask hides everything.
    package var bounds: [Point]? { content.bounds }

    /// The clip path or mask `property` sets on `node` itself, as `ClipContent` reads it; nil
    /// when it sets none (or the definition's transform cannot be undone).
    package static func read(_ property: StyleProperty, on node: SVGNode, in tree: SVGTree) throws(Refusal)
        -> ClipRegion?
    {
        guard let content = try ClipContent.read(property, on: node, in: tree) else { return nil }
        let steps = content.steps.map { step in
            let ink: PlacedInk.Ink =
                switch step.ink {
                case .fill(let rule): .fill(rule)
                case .stroke: .stroke(StrokeStyle(step.node.style))
                }
            return Step(
                adds: step.adds, shape: PlacedInk(ink: ink, path: step.path, toRoot: step.toRoot), range: step.range)
        }
        return ClipRegion(content: content, steps: steps)
    }

    /// The area the clip path lets through (the union of its shapes under `clip-rule`), or the
    /// mask's luminance region: its white shapes added and its black shapes cut, in paint
    /// order, within the mask's own rectangle; in root user space.
    package func outline(tolerance: Double, budget: GeometryBudget) throws(Failure) -> Outline {
        var region = Outline()
        for step in steps {
            do {
                guard let part = try step.shape.outline(tolerance: tolerance, budget: budget) else { continue }
                region =
                    step.adds
                    ? try Outliner.union([region, part], budget: budget)
                    : try Outliner.difference(region, part, budget: budget)
            } catch {
                throw Failure(error: error, message: "\(what) could not be read: \(error)", range: step.range)
            }
        }
        if let bounds {
            do {
                region = try Outliner.intersection(region, Outline(polygons: [OutlinePolygon(shell: bounds)]))
            } catch {
                throw Failure(error: error, message: "\(what) could not be read: \(error)", range: range)
            }
        }
        return region
    }

    /// "the clip path `#clip0`": how `make` and `fix` name it.
    package var what: String { "the \(kind.rawValue) `#\(id)`" }

    /// What applying the clip did to the ink it applies to (`inkArea`, of which `lostArea` was
    /// cut), as `make` and `fix` say it.
    package func effect(lost lostArea: Double, of inkArea: Double) -> String {
        guard !Self.changesNothing(lost: lostArea, of: inkArea) else {
            return "\(what) cuts none of the ink it applies to: left out"
        }
        let how = kind == .clipPath ? "intersected with its shapes" : "its white shapes kept, its black shapes cut"
        return "\(what) cuts \(Self.percent(lostArea, of: inkArea)) of the ink it applies to: applied (\(how))"
    }

    /// Whether a cut is none at all: intersecting ink with a region whose edge lies on the
    /// ink's own edge (a frame-sized clip) changes its area only by rounding, so a loss under
    /// 0.01 % of the area counts as none.
    package static func changesNothing(lost: Double, of area: Double) -> Bool {
        lost <= max(1e-12, area * 1e-4)
    }

    /// `part` as a share of `whole`, to two decimals and at least 0.01 %.
    package static func percent(_ part: Double, of whole: Double) -> String {
        guard whole > 0 else { return "0 %" }
        return "\(fmt(max(0.01, (part / whole * 100 * 100).rounded() / 100))) %"
    }
}
