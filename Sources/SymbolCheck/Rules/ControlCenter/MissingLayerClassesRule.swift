import SVGModel
import Support
import SymbolModel

package struct MissingLayerClassesRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "missing-layer-classes", category: .controlCenter,
        summary: "a glyph shape has no layer class in a template of version 3.0 or later (control-center)",
        consequence: Consequence(
            .judgment,
            "builds and, as far as most reports go, draws; one app's Control came up empty with a glyph of bare paths and drew once each path carried the classes",
            evidence:
                "docs/runtime.md, Controls (Julesseg/Quickie, a generator script's comments: one device, one project); the SF Symbols app itself writes bare glyph paths in some exports, and 41 shipped corpus files have them"
        ),
        rationale: """
            On the device: a Control's glyph is drawn outside the app's process, and one app's \
            glyph of bare paths drew in its widget but came up empty in its Control; with \
            `class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary"` on each path it \
            drew (docs/runtime.md, Controls: Julesseg/Quickie, a generator script's comments, \
            measured on one device in one project). Layer membership is the shape's class \
            (docs/runtime.md, "Layer membership is the class attribute"), and the SF Symbols app \
            writes these classes on the glyph paths of most of its exports of version 3.0 and \
            later. That one report is all the evidence: nothing says which renderer needs the \
            classes, and some of the app's own exports carry none (docs/runtime.md), so this is \
            a warning. From 5.0 actool also reads the classes of the groups inside a glyph, so \
            a class on such a group counts; a template that declares its layers in a `LayerTree` \
            group (version 6 exports) and templates before 3.0, which have no layers, are left \
            alone. `symbolcheck fix` adds the classes and changes nothing else; `symbolcheck make` \
            writes them.
            """,
        remedy: .fix,
        repairs: [.addLayerClasses],
        examples: [
            RuleExample(
                "bare glyph paths", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphLayerClasses = nil
                    return f.svg
                }()),
            RuleExample(
                "the classes on the glyph groups of a version 6.0 template", fires: false, svg: TemplateFixture().svg),
            RuleExample(
                "the classes on each path of a version 4.0 template", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.glyphLayerClasses = nil
                    f.versionText = "Template v.4.0"
                    for scale in Scale.allCases {
                        let side = TemplateFixture.side(scale)
                        f.glyphs["Regular-\(scale.rawValue)"] =
                            #"<path class="\#(AppleTemplate.layerClasses)" d="\#(TemplateFixture.squarePath(side: side))"/>"#
                    }
                    return f.svg
                }()),
            RuleExample(
                "bare paths in a version 2.0 template, which has no layers", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.glyphLayerClasses = nil
                    f.margins = [:]
                    f.versionText = "Template v.2.0"
                    return f.svg
                }()),
        ])

    /// Whether the shape belongs to a layer: a layer class on itself, or (from 5.0, as actool
    /// reads them) on a group between it and its glyph group, the glyph group included.
    static func hasLayerClass(_ shape: GlyphShape, in glyph: Glyph, tree: SVGTree, version: TemplateVersion) -> Bool {
        if shape.node.classes.contains(where: AppleTemplate.isLayerClass) { return true }
        guard version >= AppleTemplate.groupClassesVersion else { return false }
        var parent = shape.node.parent
        while let index = parent {
            if tree[index].classes.contains(where: AppleTemplate.isLayerClass) { return true }
            if index == glyph.node.index { break }
            parent = tree[index].parent
        }
        return false
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let template = context.template
        let version = template.version.effective
        guard version >= AppleTemplate.layeredVersion, context.tree.node(withID: AppleTemplate.layerTreeID) == nil
        else { return [] }
        // One cause, one finding: the tool that wrote the file left every such shape bare.
        var bare: [(variant: Variant, shape: GlyphShape)] = []
        for glyph in template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            for shape in glyph.shapes
            where shape.drawsInk && !Self.hasLayerClass(shape, in: glyph, tree: context.tree, version: version) {
                bare.append((glyph.variant, shape))
            }
        }
        guard let first = bare.first else { return [] }
        var variants: [Variant] = []
        for entry in bare where !variants.contains(entry.variant) { variants.append(entry.variant) }
        // `fix` adds the classes where each shape is written; one drawn through a `<use>` is
        // written elsewhere, where other places may draw it too.
        let repairable = bare.filter { $0.shape.node.use == nil }
        let repair: Repair =
            repairable.isEmpty
            ? .leftAsIs("the shapes are drawn through a <use>; add the classes where they are written")
            : Repair(
                repairable.map { Repair.Step(node: $0.shape.node.index, action: .addLayerClasses) },
                drawnThroughUse: repairable.count < bare.count)
        let subject =
            bare.count == 1
            ? "a glyph shape \(VariantList.text(variants, context: context)) has"
            : "\(bare.count) glyph shapes \(VariantList.text(variants, context: context)) have"
        var notes: [Diagnostic.Note] = []
        if let others = VariantList.othersNote(variants, context: context) { notes.append(others) }
        return [
            finding(
                "\(subject) no layer class (`monochrome-0` …): one app's Control drew such a glyph empty",
                at: context.span(of: first.shape.node),
                help:
                    "put class=\"\(AppleTemplate.layerClasses)\" on each glyph shape, as the SF Symbols app's exports do",
                notes: notes, repair: repair, suggestion: .fix(path: context.source.path, repair: repair))
        ]
    }
}
