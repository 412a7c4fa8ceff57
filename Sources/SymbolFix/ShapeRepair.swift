import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel

/// The repair of one glyph shape, as the checker's diagnosis decided (`Repair`): the
/// contours it names deleted or written backwards in the path data, or else what the shape draws
/// (its fill under its own rule, its stroke outlined) redrawn as one outline whose holes wind
/// opposite to their contours. Both fill rules then draw what the designer saw.
struct ShapeRepair: Sendable {
    /// What `fix` prints for a repair: what it did, true whatever the diagnosis (a self-crossing
    /// contour and an overlap are both redrawn as one outline).
    enum Change: Sendable, Hashable {
        /// The contours (0-based) deleted from the path data.
        case deletedContours([Int])
        /// The contours (0-based) written backwards.
        case reversedContours([Int])
        case redrewOutline
        case outlinedStroke
        /// `--wireframe fill`: the closed contours filled with the stroke's paint, the stroke
        /// dropped; `askedAs`: the choice as the user gave it (`WireframeChoice`).
        case filledClosedShapes(askedAs: String)
        /// A stroke outlined wider than drawn (`--wireframe outline`, or the open contours of
        /// `--wireframe fill`): from and to, in template units, in a template typeset at
        /// `pointSize` (what the widths come to in pixels).
        case outlinedStrokeWidened(from: Double, to: Double, pointSize: Double, askedAs: String)
        /// `Z` written after contours that end on their start (`SubpathClosing`).
        case closedSubpaths([Int])

        var text: String {
            switch self {
            case .deletedContours(let contours):
                return
                    "deleted \(contourList(contours)), which \(agreeing(contours.count, "adds", "add")) nothing to what non-zero fills"
            case .reversedContours(let contours):
                return
                    "wrote \(contourList(contours)) backwards, so \(agreeing(contours.count, "it winds", "they wind")) opposite to the contour around \(agreeing(contours.count, "it", "them")) and both fill rules leave \(agreeing(contours.count, "it", "them")) open"
            case .redrewOutline: return Repair.redrawnOutline
            case .outlinedStroke: return "outlined the stroke"
            case .filledClosedShapes(let choice):
                return "filled the closed contours with the stroke's paint and dropped the stroke (\(choice))"
            case .closedSubpaths(let contours):
                return
                    "closed \(contourList(contours)) with `Z`: \(agreeing(contours.count, "it ends", "each ends")) on its start, so the outline is unchanged"
            case .outlinedStrokeWidened(let from, let to, let pointSize, let choice):
                return
                    "outlined the stroke at \(fmt(to)) units instead of \(fmt(from)), \(fmt2(StrokeVisibility.pixels(to, pointSize: pointSize))) pixels at @3x (\(choice))"
            }
        }
    }

    let node: SVGNode
    let changes: [Change]
    let edits: [SourceEdit]

    /// Largest distance, in template units, a flattened curve may stray from the true one:
    /// 1/200 of a unit is far below a pixel at any size a symbol is drawn.
    static let tolerance = CurveKeeping.flattening
    /// How the merged outlines are written (local units).
    static let writeOptions = SVGWriteOptions.repairedOutline

    /// `fillRepair`: how the checker's diagnosis says to repair the fill (nil when it does not
    /// depend on the fill rule). A deletion or reversal is tried first; the outline is the
    /// fallback, as the finding's help says. `outlinesStroke`: a stroke finding asks for the
    /// stroke to be outlined.
    ///
    /// `wireframe`: the repair chosen for a shape of a glyph that draws nothing (`blank-glyph`),
    /// nil to outline its stroke as drawn; `pointSize`: the template's, which sets how wide a
    /// widened stroke is in its units (`StrokeVisibility.visibleOutlineWidth`).
    static func repair(
        _ shape: GlyphShape, fillRepair: Repair.Action?, outlinesStroke strokes: Bool,
        wireframe: WireframeChoice? = nil, pointSize: Double, variable: Bool = false,
        budget: GeometryBudget, in tree: SVGTree
    ) throws(RewriteRefusal) -> ShapeRepair? {
        let mergesFill = fillRepair != nil
        let node = shape.node
        let style = node.style
        guard mergesFill || strokes else { return nil }
        guard let geometry = node.geometry else {
            throw RewriteRefusal("the shape has no geometry to rewrite", at: node.offset)
        }
        // The geometry is in the element's own user space; keep the tolerance in template units.
        let scale = abs(node.ctm.determinant).squareRoot()
        guard scale > 0, scale.isFinite else {
            throw RewriteRefusal("the shape's transform collapses it; nothing can be drawn from it", at: node.offset)
        }
        let tolerance = tolerance / scale
        // Deleting contours that add nothing, or writing same-direction holes backwards, keeps
        // every other command (and a variable template's interpolation); only where the
        // diagnosis calls for neither, or the edit cannot be made, is the shape re-outlined.
        if case .deleteContours(let contours) = fillRepair,
            let removal = try contourRemoval(contours, node, geometry, tolerance, budget: budget, in: tree)
        {
            return removal
        }
        if case .reverseContours(let contours) = fillRepair, tree.element(of: node).name == "path",
            let d = tree.element(of: node).attribute("d"),
            let edits = ContourReversal.edits(reversing: contours, in: d, subpathCount: geometry.subpaths.count)
        {
            return ShapeRepair(node: node, changes: [.reversedContours(contours)], edits: edits)
        }
        var parts: [Outline] = []
        var changes: [Change] = []
        do {
            if shape.isFilled {
                let fill = try Outliner.fill(geometry, rule: style.fillRule, tolerance: tolerance, budget: budget)
                if !fill.isEmpty { parts.append(fill) }
                if mergesFill { changes.append(.redrewOutline) }
            }
            if let wireframe, strokes {
                try wireframeParts(
                    wireframe, geometry, style, scale: scale, pointSize: pointSize, tolerance, budget: budget,
                    &parts, &changes)
            } else if strokes {
                parts.append(
                    try Outliner.stroke(geometry, style: StrokeStyle(style), tolerance: tolerance, budget: budget))
                changes.append(.outlinedStroke)
            }
        } catch {
            throw RewriteRefusal(
                "cannot outline the shape: \(error)", at: node.offset, suggestion: .raising(error.exceededLimit))
        }
        let outline: Outline
        do {
            outline = try Outliner.union(parts, budget: budget)
        } catch {
            throw RewriteRefusal(
                "cannot merge the shape's outlines: \(error)", at: node.offset,
                suggestion: .raising(error.exceededLimit))
        }
        guard !outline.isEmpty else {
            throw RewriteRefusal(
                "the shape draws nothing once outlined", at: node.offset,
                help: "delete it, or give it a fill or a stroke wide enough to draw")
        }
        // Written as curves again, the shape's own kept where the outline follows them, and in
        // the order its contours give, so that each source of a variable template is written alike.
        let fitted = CurveKeeping.path(
            outline, from: geometry, flattening: tolerance, scale: scale, keepsFillCurves: shape.isFilled)
        let edits = try pathEdits(
            fitted, replacing: node, removingStroke: strokes, filled: shape.isFilled && parts.count > 1,
            options: variable ? .repairedVariableOutline : writeOptions, in: tree)
        return ShapeRepair(node: node, changes: changes, edits: edits)
    }

    /// The edits that make `node` draw `path` (in its own user space) as a filled path, written
    /// with `options` (`SourceEdit.drawing`). Every other byte stays.
    static func pathEdits(
        _ path: Path, replacing node: SVGNode, removingStroke: Bool, filled: Bool, options: SVGWriteOptions,
        in tree: SVGTree
    ) throws(RewriteRefusal) -> [SourceEdit] {
        let data: String
        do {
            data = try PathDataWriter.pathData(path, options: options)
        } catch {
            throw RewriteRefusal(
                "the merged outline has a coordinate too large to write (\(error.value)); nothing was written",
                at: node.offset)
        }
        return try SourceEdit.drawing(node, as: data, removingStroke: removingStroke, filled: filled, in: tree)
    }

    /// The edits that make `node` draw `outline` (in its own user space) as a filled path
    /// (`SourceEdit.drawing`: its `d` rewritten, any other shape renamed to `path`, and with
    /// `removingStroke` its stroke dropped). Every other byte stays.
    static func outlineEdits(
        _ outline: Outline, replacing node: SVGNode, removingStroke: Bool, filled: Bool, in tree: SVGTree
    ) throws(RewriteRefusal) -> [SourceEdit] {
        let data: String
        do {
            data = try outline.pathData(options: writeOptions)
        } catch {
            throw RewriteRefusal(
                "the merged outline has a coordinate too large to write (\(error.value)); nothing was written",
                at: node.offset)
        }
        return try SourceEdit.drawing(node, as: data, removingStroke: removingStroke, filled: filled, in: tree)
    }

    /// The outlines `--wireframe` asks for, in the shape's user space (`scale`: template units
    /// per user unit). `fill`: the closed contours (and those that end where they start)
    /// filled under the shape's fill rule; open ones, which enclose nothing, outlined as
    /// `outline` does. `outline`: the stroke outlined at least `StrokeVisibility.visibleOutlineWidth`
    /// wide in a template typeset at `pointSize`.
    static func wireframeParts(
        _ wireframe: WireframeChoice, _ geometry: Path, _ style: ComputedStyle, scale: Double, pointSize: Double,
        _ tolerance: Double, budget: GeometryBudget, _ parts: inout [Outline], _ changes: inout [Change]
    ) throws(GeometryError) {
        func widened(_ path: Path) throws(GeometryError) {
            var stroke = StrokeStyle(style)
            let drawn = stroke.width * scale
            let width = max(drawn, StrokeVisibility.visibleOutlineWidth(pointSize: pointSize))
            stroke.width = width / scale
            parts.append(try Outliner.stroke(path, style: stroke, tolerance: tolerance, budget: budget))
            changes.append(
                width > drawn
                    ? .outlinedStrokeWidened(from: drawn, to: width, pointSize: pointSize, askedAs: wireframe.askedAs)
                    : .outlinedStroke)
        }
        switch wireframe.repair {
        case .outline:
            try widened(geometry)
        case .fill:
            let encloses = { (sub: Subpath) in
                let gap = sub.end - sub.start
                return sub.isClosed || (gap.x * gap.x + gap.y * gap.y).squareRoot() < 1e-6
            }
            let closed = Path(subpaths: geometry.subpaths.filter(encloses))
            let open = Path(subpaths: geometry.subpaths.filter { !encloses($0) })
            if !closed.isEmpty {
                let fill = try Outliner.fill(closed, rule: style.fillRule, tolerance: tolerance, budget: budget)
                if !fill.isEmpty { parts.append(fill) }
                changes.append(.filledClosedShapes(askedAs: wireframe.askedAs))
            }
            if !open.isEmpty { try widened(open) }
        }
    }

    static func contourRemoval(
        _ contours: [Int], _ node: SVGNode, _ geometry: Path, _ tolerance: Double, budget: GeometryBudget,
        in tree: SVGTree
    ) throws(RewriteRefusal) -> ShapeRepair? {
        let element = tree.element(of: node)
        guard element.name == "path", let d = element.attribute("d") else { return nil }
        let contours = contours.sorted()
        do {
            guard try ContourRemoval.deleting(contours, from: geometry, tolerance: tolerance, budget: budget) else {
                return nil
            }
        } catch {
            throw RewriteRefusal(
                "cannot outline the shape: \(error)", at: node.offset, suggestion: .raising(error.exceededLimit))
        }
        guard let edits = ContourRemoval.edits(removing: contours, from: geometry, attribute: d, source: tree.source)
        else { return nil }
        return ShapeRepair(node: node, changes: [.deletedContours(contours)], edits: edits)
    }
}
