import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel

/// A `clip-path` or `mask` in a glyph that cuts ink (`unsupported-element` decides it and
/// carries the repair, `Repair.Action.applyClip`): `fix` applies it
/// as `make` does, with the same code ([ClipRegion]: a clip path's area, or a mask's luminance
/// region; a soft mask refused with the reason). Each shape below it is outlined (its fill and
/// stroke, as `ShapeRepair` outlines them), intersected with the region (GEOS) and written as
/// a filled path through the one SVG writer (`ShapeRepair.outlineEdits`); a shape left with no
/// area is deleted. The declaration is taken off (`ClipRemoval.edit`) and the `<clipPath>` or
/// `<mask>` deleted when nothing else refers to it. Every other byte stays. A shape drawn
/// through a `<use>` (Sketch's `<mask>` + `<use>` exports) is written in the `<use>`'s place
/// first, then clipped. A clip that cuts nothing is `ClipRemoval`'s.
enum ClipApplication {
    struct Outcome {
        var edits: [SourceEdit] = []
        /// Shapes rewritten or deleted here (node indices): the usual repairs leave them, as
        /// their written outline is the same under either fill rule.
        var shapes: Set<Int> = []
        /// What was done, per variant.
        var repairs: [Variant: [RepairedShape]] = [:]
        /// `<use>`s (node indices) that draw a shape a cutting clip applies to: `fix` writes
        /// what they draw in their place, then applies the clip to the shapes written there.
        var uses: Set<Int> = []
    }

    /// One declaration that cuts: where it is, what it lets through, and what it cut.
    private struct Declaration {
        let node: SVGNode
        let property: StyleProperty
        let clip: ClipRegion
        let region: Outline
        var inkArea = 0.0
        var lostArea = 0.0
    }

    /// `requested`: the declarations to apply, as the findings' repairs name them.
    /// `variable`: the template is variable, so outlines are written with the same commands in
    /// every source (`SVGWriteOptions.repairedVariableOutline`).
    static func apply(
        _ template: SymbolTemplate, _ requested: Set<ClipDeclaration>, variable: Bool = false, budget: GeometryBudget
    ) throws(RewriteRefusal) -> Outcome {
        let tree = template.tree
        let tolerance = ShapeRepair.tolerance
        var outcome = Outcome()
        var declarations: [ClipDeclaration: Declaration] = [:]
        var order: [(key: ClipDeclaration, variant: Variant)] = []
        for glyph in template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            for shape in glyph.shapes {
                // The requested clips above the shape within the glyph, innermost first.
                var keys: [ClipDeclaration] = []
                var current: Int? = shape.node.index
                while let index = current {
                    let node = tree[index]
                    for property in [StyleProperty.clipPath, .mask] {
                        let key = ClipDeclaration(node: index, property: property)
                        guard requested.contains(key) else { continue }
                        if declarations[key] == nil {
                            guard let clip = try read(property, on: node, in: tree) else { continue }
                            let region: Outline
                            do {
                                region = try clip.outline(tolerance: tolerance, budget: budget)
                            } catch {
                                throw RewriteRefusal(
                                    error.message, at: error.range.start,
                                    suggestion: .raising(error.error.exceededLimit))
                            }
                            declarations[key] = Declaration(node: node, property: property, clip: clip, region: region)
                            order.append((key, glyph.variant))
                        }
                        keys.append(key)
                    }
                    if index == glyph.node.index { break }
                    current = node.parent
                }
                guard !keys.isEmpty else { continue }
                if shape.node.isInstance {
                    // Written in the `<use>`'s place first (`UseInlining`), then clipped there.
                    if let use = UseInlining.outermostUse(of: shape.node, in: tree) { outcome.uses.insert(use.index) }
                    continue
                }
                let drawn = try ink(of: shape, tolerance: tolerance, budget: budget)
                var outline = drawn
                for key in keys {
                    let clipped: Outline
                    do {
                        clipped = try Outliner.intersection(outline, declarations[key]!.region, budget: budget)
                    } catch {
                        throw RewriteRefusal(
                            "cannot apply \(declarations[key]!.clip.what) to the shape: \(error)",
                            at: shape.node.offset, suggestion: .raising(error.exceededLimit))
                    }
                    declarations[key]!.inkArea += outline.area
                    declarations[key]!.lostArea += max(0, outline.area - clipped.area)
                    outline = clipped
                }
                guard !ClipRegion.changesNothing(lost: drawn.area - outline.area, of: drawn.area) else { continue }
                outcome.shapes.insert(shape.node.index)
                let change: String
                if outline.isEmpty {
                    outcome.edits.append(SourceEdit(range: tree.element(of: shape.node).range, replacement: ""))
                    change = "deleted the shape: nothing of it is left once clipped"
                } else {
                    guard let toLocal = shape.node.ctm.inverted, let path = shape.node.geometry else { continue }
                    // As curves again (`CurveKeeping`): the shape's and the clips' own, where the
                    // outline follows them, recorded in root space as the outline was made.
                    var curves = SourceCurves()
                    if shape.isFilled {
                        PlacedInk(ink: .fill(shape.node.style.fillRule), path: path, toRoot: shape.node.ctm)
                            .recordCurves(into: &curves, tolerance: tolerance)
                    }
                    for key in keys {
                        for step in declarations[key]!.clip.steps {
                            step.shape.recordCurves(into: &curves, tolerance: tolerance)
                        }
                    }
                    let fitted = CurveKeeping.ordered(
                        outline.fitted(tolerance: CurveKeeping.tolerance, keeping: curves),
                        like: path.transformed(by: shape.node.ctm))
                    outcome.edits += try ShapeRepair.pathEdits(
                        fitted.transformed(by: toLocal), replacing: shape.node, removingStroke: shape.drawsStroke,
                        filled: shape.isFilled, options: variable ? .repairedVariableOutline : ShapeRepair.writeOptions,
                        in: tree)
                    change = "wrote the outline the clip leaves"
                }
                outcome.repairs[glyph.variant, default: []].append(
                    RepairedShape(
                        offset: shape.node.offset, element: CheckContext.describe(shape.node, in: template.tree),
                        changes: [change]))
            }
        }
        var taken: [(node: SVGNode, property: StyleProperty)] = []
        for (key, variant) in order {
            let declaration = declarations[key]!
            // A declaration on a shape that was deleted goes with it.
            guard !outcome.edits.contains(where: { $0.range == tree.element(of: declaration.node).range }) else {
                continue
            }
            if let edit = ClipRemoval.edit(removing: declaration.property, from: declaration.node, in: tree) {
                outcome.edits.append(edit)
            }
            taken.append((declaration.node, declaration.property))
            outcome.repairs[variant, default: []].append(
                RepairedShape(
                    offset: declaration.node.offset,
                    element: CheckContext.describe(declaration.node, in: template.tree),
                    changes: [declaration.clip.effect(lost: declaration.lostArea, of: declaration.inkArea)]))
        }
        outcome.edits += unusedDefinitions(after: taken, in: tree)
        outcome.edits = joiningInsertions(outcome.edits)
        for (variant, shapes) in outcome.repairs {
            outcome.repairs[variant] = shapes.sorted { $0.offset < $1.offset }
        }
        return outcome
    }

    /// The clip read as `make` reads it; its refusals said at the declaration or the shape.
    private static func read(_ property: StyleProperty, on node: SVGNode, in tree: SVGTree) throws(RewriteRefusal)
        -> ClipRegion?
    {
        do {
            return try ClipRegion.read(property, on: node, in: tree)
        } catch {
            throw RewriteRefusal("\(error.message); nothing was written", at: error.range.start, help: error.help)
        }
    }

    /// What the shape paints (fill and stroke), in root user space.
    private static func ink(of shape: GlyphShape, tolerance: Double, budget: GeometryBudget) throws(RewriteRefusal)
        -> Outline
    {
        let node = shape.node
        let style = node.style
        guard let path = node.geometry else { return Outline() }
        var inks: [PlacedInk.Ink] = []
        if shape.isFilled { inks.append(.fill(style.fillRule)) }
        if shape.drawsStroke { inks.append(.stroke(StrokeStyle(style))) }
        do {
            var parts: [Outline] = []
            for ink in inks {
                if let part = try PlacedInk(ink: ink, path: path, toRoot: node.ctm).outline(
                    tolerance: tolerance, budget: budget)
                {
                    parts.append(part)
                }
            }
            return try Outliner.union(parts, budget: budget)
        } catch {
            throw RewriteRefusal(
                "cannot outline the shape: \(error)", at: node.offset, suggestion: .raising(error.exceededLimit))
        }
    }

    /// The `<clipPath>` and `<mask>` elements the `taken` declarations referred to that nothing
    /// else refers to any more, deleted with their line when they stand alone on it.
    private static func unusedDefinitions(after taken: [(node: SVGNode, property: StyleProperty)], in tree: SVGTree)
        -> [SourceEdit]
    {
        let removed = Set(taken.map { ClipDeclaration(node: $0.node.index, property: $0.property) })
        var definitions: [Int: SVGNode] = [:]
        for (node, property) in taken {
            if let definition = tree.clipDefinition(property, on: node) { definitions[definition.index] = definition }
        }
        var edits: [SourceEdit] = []
        for definition in definitions.values.sorted(by: { $0.index < $1.index }) {
            let id = tree.element(of: definition).attribute("id")?.value ?? ""
            let stillUsed = tree.nodes.contains { node in
                if node.kind == .use, UseInlining.reference(node, in: tree) == "#\(id)" { return true }
                return [StyleProperty.clipPath, .mask].contains { property in
                    !removed.contains(ClipDeclaration(node: node.index, property: property))
                        && tree.clipDefinition(property, on: node)?.index == definition.index
                }
            }
            guard !stillUsed, !definition.isInstance else { continue }
            edits.append(
                SourceEdit(range: lineRange(of: tree.element(of: definition).range, in: tree.source), replacement: ""))
        }
        return edits
    }

    /// `range` grown to its whole line when nothing else is written on it.
    private static func lineRange(of range: SourceRange, in source: SourceFile) -> SourceRange {
        let bytes = source.bytes
        func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 }
        var start = range.start
        while start > 0, isBlank(bytes[start - 1]) { start -= 1 }
        var end = range.end
        while end < bytes.count, isBlank(bytes[end]) || bytes[end] == 0x0D { end += 1 }
        guard start == 0 || bytes[start - 1] == 0x0A, end < bytes.count, bytes[end] == 0x0A else { return range }
        return SourceRange(start: start, end: end + 1)
    }

    /// Insertions at one place (a stroke's `stroke:none` and a clip's `clip-path:none` at the
    /// end of one `style`) joined into one edit: two edits at one place clash.
    private static func joiningInsertions(_ edits: [SourceEdit]) -> [SourceEdit] {
        var out: [SourceEdit] = []
        for edit in edits {
            if edit.range.length == 0,
                let k = out.firstIndex(where: { $0.range.length == 0 && $0.range.start == edit.range.start })
            {
                let first = out[k].replacement
                // Declarations in one `style` need a `;` between them; attributes start with a space.
                let joint =
                    first.hasSuffix(";") || edit.replacement.hasPrefix(";") || edit.replacement.hasPrefix(" ")
                    ? "" : ";"
                out[k] = SourceEdit(range: out[k].range, replacement: first + joint + edit.replacement)
            } else {
                out.append(edit)
            }
        }
        return out
    }
}
