import SymbolDiagnostics

/// An image set and a symbol set of one name: which one code that loads the name gets is not
/// documented, and a Control shows a question mark if it is the image set.
package struct ImageSetBesideSymbolSetRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "image-set-beside-symbol-set", category: .catalog,
        summary: "an image set and a symbol set have one name, and which one loads is not documented",
        consequence: Consequence(
            .judgment,
            "code that loads the name gets one of the two; a Control shows a question mark if it is the image set",
            evidence:
                "none first-hand: no source found says which of the two actool keeps or the device loads (docs/runtime.md has none)"
        ),
        rationale: """
            `symbolcheck make icon.svg -o Assets.xcassets/flash.symbolset` leaves the symbol set \
            beside the `flash.imageset` it replaces until someone deletes the image set, and the \
            catalog then holds two assets that code loads by the one name "flash" (`Image("flash")`, \
            `Label(_:image:)`, `UIImage(named:)`). No first-hand source found says which of the two \
            actool keeps in the compiled catalog or which one the device loads (docs/runtime.md has \
            none, and SwiftGen #408 notes that Xcode says nothing about assets of one name in \
            different groups of a catalog), so this is a warning: if the image set wins, a Control \
            shows a question mark where the symbol set was meant. `symbolcheck check` reports it on \
            the symbol set, for an image set of the same name in the same folder of the catalog; \
            `symbolcheck controls` at each Control's name that the catalogs of its target hold as \
            both (without a project, in one catalog), and judges the Control by the symbol set.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "flash.symbolset made beside flash.imageset, named by a Control", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset", "flash.imageset"])),
            RuleExample(
                "the image set removed", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"])),
        ])

    /// A name the catalogs in scope hold both as a symbol set and as an image set: those of the
    /// target with a project, one catalog without (by folder, other targets' catalogs are
    /// searched too, and are not the Control's bundle).
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .asset(let name) = image.value else { return [] }
        let assets = scope.assets(named: name)
        guard let symbolSet = assets.first(where: { $0.kind == .symbolSet }),
            let imageSet = assets.first(where: {
                $0.kind == .imageSet && (scope.target != nil || $0.catalog == symbolSet.catalog)
            })
        else { return [] }
        return [
            finding(
                image.scopePrefix
                    + "\"\(name)\" is both a symbol set and an image set in \(scope.described.map { "the catalogs of \($0)" } ?? "one catalog"): which one the Control loads is not documented, and if it is the image set the Control shows a question mark (judged here as the symbol set)",
                at: image.range, help: Self.help(imageSet: imageSet.path),
                notes: image.notes + [
                    Diagnostic.Note("the symbol set is \(symbolSet.path)"),
                    Diagnostic.Note("the image set is \(imageSet.path)"),
                ])
        ]
    }

    /// `check`'s finding on a symbol set beside an image set of its name, `imageSet` (a path):
    /// placed on the set's Contents.json, as a finding about the folder.
    package func symbolSetFinding(name: String, imageSet: String) -> Diagnostic {
        finding(
            "the folder also holds the image set \(PathText.lastComponent(imageSet)): code that loads \"\(name)\" gets one of the two, which one is not documented, and a Control shows a question mark if it is the image set",
            at: nil, help: Self.help(imageSet: imageSet))
    }

    static func help(imageSet: String) -> String {
        "delete \(imageSet) once the symbol set made beside it replaces it, or rename one of the two"
    }
}
