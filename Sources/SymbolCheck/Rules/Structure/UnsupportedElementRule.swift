import SVGModel
import SymbolModel

package struct UnsupportedElementRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "unsupported-element", category: .structure,
        summary:
            "a glyph contains text, an image, a filter, a pattern, a gradient paint or an unknown element; a clip path or mask applied to a shape (control-center)",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build with \"contains a text node\" or \"has a custom node\"; a clip path or mask that cuts ink builds, and whether the compiled symbol applies it is not known",
            evidence:
                "docs/template-format.md §4.3; for clips and masks no first-hand report (docs/runtime.md, \"Clip paths and masks\")"
        ),
        rationale: """
            actool turns glyphs into plain filled outlines. It fails with "contains a text node" for \
            text and "has a custom node" for elements CoreSVG cannot map to a shape; filters, \
            patterns and gradients are not part of a symbol either and are at best dropped. A \
            <use> draws what it refers to and is checked as that; <defs>, <symbol>, <mask> and \
            <clipPath> definitions draw nothing where they are written (shipped Sketch exports keep \
            a <mask> in each glyph). A mask or clip path applied to a shape compiles, but no \
            first-hand report says whether the compiled symbol applies it (docs/runtime.md, "Clip \
            paths and masks"), so the default profile warns of one that cuts ink: the glyph is \
            drawn as designed for certain only if the cut is made in the outline. One that cuts nothing is \
            clip-cuts-nothing, a note. Outline text and convert effects to filled paths before \
            export; `symbolcheck make` applies clip paths and masks of opaque white and black.
            """,
        remedy: .fix,
        repairs: [.applyClip],
        examples: [
            RuleExample(
                "text inside Regular-M", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"]! += #"<text x="20" y="-30">A</text>"#
                    return f.svg
                }()),
            RuleExample(
                "a gradient fill", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path fill="url(#g)" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a clip path that cuts the glyph in half (fix applies it)", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let square = TemplateFixture.squarePath(side: TemplateFixture.side(.medium))
                    f.glyphs["Regular-M"] =
                        #"<clipPath id="half"><rect x="-5000" y="-5000" width="10000" height="4960"/></clipPath><g clip-path="url(#half)"><path d="\#(square)"/></g>"#
                    return f.svg
                }()),
            RuleExample("paths only", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let tree = context.tree
        var reported: Set<SourceRange> = []
        // Clip and mask declarations decided, and the findings of those that cut ink: where in
        // `out`, the declaration's span, and the elements it is declared on.
        var decided: Set<ClipDeclaration> = []
        var clipFindings: [(index: Int, span: SourceRange, property: StyleProperty, declaring: [SVGNode])] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            for node in glyph.otherElements {
                // Report the outermost unsupported element only (a <text>'s <tspan> is part of it).
                if let parent = node.parent, glyph.otherElements.contains(where: { $0.index == parent }) {
                    continue
                }
                let name = tree.element(of: node).name
                let isText = node.kind == .text
                out.append(
                    finding(
                        "<\(name)> inside the glyph \(glyph.variant.id) is not a shape", at: context.span(of: node),
                        help: isText
                            ? "convert the text to outlines (paths) in your drawing app"
                            : "replace it with filled paths: expand effects, flatten clips and masks",
                        notes: [
                            Diagnostic.Note(
                                isText
                                    ? "actool reports: \"contains a text node.\""
                                    : "actool reports \"has a custom node.\" for elements it cannot map to a shape")
                        ] + context.useNotes(for: node)))
            }
            for shape in glyph.shapes {
                for (property, value) in [("fill", shape.node.style[.fill]), ("stroke", shape.node.style[.stroke])] {
                    guard case .reference(let id) = Paint(parsing: value.raw) else { continue }
                    let kind = tree.node(withID: id).map { "<\(tree.element(of: $0).name)>" } ?? "a missing element"
                    out.append(
                        finding(
                            "the \(property) of a shape in \(glyph.variant.id) is a paint server (\(kind) `#\(id)`)",
                            at: context.span(of: value, on: shape.node),
                            help: "use a solid colour; symbols take their colour from the host",
                            notes: [Diagnostic.Note("the shape is here", at: context.span(of: shape.node))]
                                + context.useNotes(for: shape.node)))
                }
                // A mask or clip path applied to a shape is a property, not a node: actool keeps
                // the shape and compiles (shipped Sketch exports carry masks in their glyphs), so
                // --profile xcode says nothing. Whether the compiled symbol applies the cut has no
                // first-hand report (docs/runtime.md), so the finding is a warning, not the error
                // of a node actool rejects.
                // Each declaration up to the glyph group cuts on its own: all are reported (a
                // shape under two clipped groups is cut by both), one finding per declaration as
                // written (a style sheet's rule may declare it on several elements).
                for property in context.profile == .xcode ? [] : [StyleProperty.clipPath, .mask] {
                    for (value, declaring) in Self.declarations(
                        of: property, above: shape.node, upTo: glyph.node, in: tree)
                    where decided.insert(ClipDeclaration(node: declaring.index, property: property)).inserted {
                        // One that cuts none of the ink is `clip-cuts-nothing`, a note.
                        guard
                            !ClipCoverage.cutsNothing(
                                property, on: declaring, shapes: Self.shapes(of: glyph, below: declaring, in: tree),
                                in: tree)
                        else { continue }
                        let span = context.span(of: value, on: declaring)
                        if let k = clipFindings.firstIndex(where: { $0.span == span }) {
                            clipFindings[k].declaring.append(declaring)
                        } else if reported.insert(span).inserted {
                            clipFindings.append((out.count, span, property, [declaring]))
                            out.append(
                                unsupported(property, value: value, on: shape.node, in: glyph, context)
                                    .loweredToWarning())
                        }
                    }
                }
                // A filter applies to everything below the element that sets it: one finding per
                // declaration, the nearest.
                if let (value, _) = Self.nearestDeclaration(of: .filter, above: shape.node, upTo: glyph.node, in: tree),
                    reported.insert(context.span(of: value, on: shape.node)).inserted
                {
                    out.append(unsupported(.filter, value: value, on: shape.node, in: glyph, context))
                }
            }
        }
        for clip in clipFindings {
            let repair = Self.clipRepair(clip.property, clip.declaring, context)
            out[clip.index].repair = repair
            out[clip.index].suggestion = repair.map { .fix(path: context.source.path, repair: $0) }
        }
        return out
    }

    private func unsupported(
        _ property: StyleProperty, value: StyleValue, on shape: SVGNode, in glyph: Glyph, _ context: CheckContext
    ) -> Diagnostic {
        finding(
            "`\(property.rawValue)` on a shape in \(glyph.variant.id) is not supported in symbols",
            at: context.span(of: value, on: shape),
            help: "apply the \(property.rawValue) to the outline in your drawing app and export plain paths")
    }

    /// What `fix` does with clips that cut ink: applies each (`ClipApplication`), where it can
    /// edit the declaration (not inside what a `<use>` draws) and the definition exists. One
    /// that no outline draws (`ClipContent` refuses it: a soft mask, a missing definition…) is
    /// left, with the reader's reason; where `fix` would be asked to apply it, it refuses the file.
    static func clipRepair(_ property: StyleProperty, _ declaring: [SVGNode], _ context: CheckContext) -> Repair? {
        let tree = context.tree
        let applied = declaring.filter { !$0.isInstance && tree.clipDefinition(property, on: $0) != nil }
        for node in declaring {
            do {
                _ = try ClipContent.read(property, on: node, in: tree)
            } catch {
                return .leftAsIs(
                    "\(error.message); \(error.help)",
                    refusing: applied.map { Repair.Step(node: $0.index, action: .applyClip(property)) })
            }
        }
        guard !applied.isEmpty else { return nil }
        let drawnThroughUse = applied.contains { node in
            context.template.glyphs.values.contains { glyph in
                glyph.shapes.contains { $0.node.isInstance && tree.isDescendant($0.node.index, of: node.index) }
            }
        }
        return Repair(
            applied.map { Repair.Step(node: $0.index, action: .applyClip(property)) }, drawnThroughUse: drawnThroughUse,
            mayWriteOutStatically: context.derivesVariants)
    }

    /// Every declaration of `property` on the shape and its ancestors up to the glyph group,
    /// innermost first, with the element it is on.
    static func declarations(of property: StyleProperty, above node: SVGNode, upTo top: SVGNode, in tree: SVGTree)
        -> [(StyleValue, SVGNode)]
    {
        var out: [(StyleValue, SVGNode)] = []
        var k: Int? = node.index
        while let current = k {
            let value = tree[current].style[property]
            if value.raw != "none", value.origin != .initial { out.append((value, tree[current])) }
            if current == top.index { break }
            k = tree[current].parent
        }
        return out
    }

    /// The declaration of `property` on the shape or the nearest ancestor up to the glyph
    /// group, with the element it is on.
    static func nearestDeclaration(of property: StyleProperty, above node: SVGNode, upTo top: SVGNode, in tree: SVGTree)
        -> (StyleValue, SVGNode)?
    {
        declarations(of: property, above: node, upTo: top, in: tree).first
    }

    /// The glyph's shapes drawn by `node` or an element below it: what a clip path or mask on
    /// `node` applies to.
    static func shapes(of glyph: Glyph, below node: SVGNode, in tree: SVGTree) -> [GlyphShape] {
        glyph.shapes.filter { tree.isDescendant($0.node.index, of: node.index) }
    }
}
