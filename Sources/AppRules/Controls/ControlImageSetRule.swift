import SVGModel
import SymbolDiagnostics

/// A Control's image names an image set (PNG or PDF): Control Center shows a question mark.
package struct ControlImageSetRule: ControlRule {
    package init() {}

    /// What happens to a Control whose glyph is not a symbol, as every message about it says
    /// (here and where `check` meets a catalog of image sets only): docs/runtime.md "Controls".
    package static let questionMark =
        "a Control (Control Center, the Lock Screen, the Action button) shows a question mark for a PNG or PDF image, "
        + "so its glyph must be a symbol set"

    package let description = RuleDescription(
        id: "control-image-set", category: .controls,
        summary: "a Control's template names an image set (PNG or PDF), which it shows as a question mark",
        consequence: Consequence(
            .questionMark,
            "the Control shows a question mark in place of the image",
            evidence:
                "Apple developer forums threads 762840 (measured) and 764233 (Apple staff) (docs/runtime.md, \"Controls\")"
        ),
        rationale: """
            Control templates take symbol images and text (Apple's `ControlWidget` documentation). A \
            Control labelled with asset images that were not symbols worked in Xcode 16 beta 4 and \
            showed a question mark from beta 6 on (Apple developer forums thread 762840, measured), \
            and PDF and PNG images fare the same (docs/runtime.md "Controls"). `symbolcheck controls` \
            reports every `Image(_:)` and `Label(_:image:)` of a `ControlWidget` that names an \
            `.imageset`, with the files the image set holds; `symbolcheck make` turns the image's SVG \
            source into a symbol set.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a button labelled with a PNG", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.imageset"], appAssets: ["flash.imageset"])),
            RuleExample(
                "the same button labelled with a symbol set", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"])),
        ])

    /// An asset name whose asset in scope is an image set. Not in an app target's scope: there
    /// the name is judged because the app's own views show the label's view, and in the app an
    /// image set draws (the Control itself is judged in its extension's scope).
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .asset(let name) = image.value, scope.target?.isApp != true,
            let asset = scope.assets(named: name).first, asset.kind == .imageSet
        else { return [] }
        let holds = asset.files.isEmpty ? "no image file" : asset.files.joined(separator: ", ")
        return [
            finding(
                image.scopePrefix + "\"\(name)\" is an image set (\(holds)), not a symbol set: \(Self.questionMark)",
                at: image.range,
                help: "replace \(asset.path) with a symbol set of the same name",
                notes: image.notes + [Diagnostic.Note("the image set is \(asset.path)")],
                suggestion: .makeSymbolSet(
                    svg: PathText.lastComponent(name) + ".svg",
                    symbolSet: PathText.join(PathText.parent(asset.path), PathText.lastComponent(name) + ".symbolset")))
        ]
    }
}
