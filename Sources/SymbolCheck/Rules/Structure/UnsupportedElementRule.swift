import SVGModel
import SymbolModel

package struct UnsupportedElementRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "unsupported-element", category: .structure,
        summary:
            "a glyph contains text, an image, a filter, a pattern, a gradient paint or an unknown element; a clip path or mask applied to a shape (control-center)",
        rationale: """
            actool turns glyphs into plain filled outlines. It fails with "contains a text node" for \
            text and "has a custom node" for elements CoreSVG cannot map to a shape; filters, \
            patterns and gradients are not part of a symbol either and are at best dropped. A \
            <use> draws what it refers to and is checked as that; <defs>, <symbol>, <mask> and \
            <clipPath> definitions draw nothing where they are written (shipped Sketch exports keep \
            a <mask> in each glyph). A mask or clip path applied to a shape compiles, but no \
            first-hand report says whether the compiled symbol applies it (docs/runtime.md, "Clip \
            paths and masks"), so the default profile reports one that cuts ink: the glyph is \
            drawn right only if the cut is made in the outline. One that cuts nothing is \
            clip-cuts-nothing, a note. Outline text and convert effects to filled paths before \
            export; `symbolcheck make` applies clip paths and masks of opaque white and black.
            """,
        severities: .everywhere(.error),
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
            RuleExample("paths only", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let tree = context.tree
        var reported: Set<SourceRange> = []
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
                // --profile xcode says nothing. Control Center draws the unmasked outline.
                let properties: [StyleProperty] =
                    context.profile == .xcode ? [.filter] : [.clipPath, .mask, .filter]
                // These properties are not inherited but apply to everything below the element
                // that sets them: a mask on a <use> or group masks its shapes. One finding per
                // declaration.
                for property in properties {
                    guard
                        let (value, declaring) = Self.nearestDeclaration(
                            of: property, above: shape.node, upTo: glyph.node, in: tree),
                        reported.insert(context.span(of: value, on: shape.node)).inserted
                    else { continue }
                    // One that cuts none of the ink is `clip-cuts-nothing`, a note.
                    if property != .filter,
                        ClipCoverage.cutsNothing(
                            property, on: declaring, shapes: Self.shapes(of: glyph, below: declaring, in: tree),
                            in: tree)
                    {
                        continue
                    }
                    out.append(
                        finding(
                            "`\(property.rawValue)` on a shape in \(glyph.variant.id) is not supported in symbols",
                            at: context.span(of: value, on: shape.node),
                            help:
                                "apply the \(property.rawValue) to the outline in your drawing app and export plain paths"
                        ))
                }
            }
        }
        return out
    }

    /// The declaration of `property` on the shape or the nearest ancestor up to the glyph
    /// group, with the element it is on.
    static func nearestDeclaration(of property: StyleProperty, above node: SVGNode, upTo top: SVGNode, in tree: SVGTree)
        -> (StyleValue, SVGNode)?
    {
        var k: Int? = node.index
        while let current = k {
            let value = tree[current].style[property]
            if value.raw != "none", value.origin != .initial { return (value, tree[current]) }
            if current == top.index { break }
            k = tree[current].parent
        }
        return nil
    }

    /// The glyph's shapes drawn by `node` or an element below it: what a clip path or mask on
    /// `node` applies to.
    static func shapes(of glyph: Glyph, below node: SVGNode, in tree: SVGTree) -> [GlyphShape] {
        glyph.shapes.filter { tree.isDescendant($0.node.index, of: node.index) }
    }
}
