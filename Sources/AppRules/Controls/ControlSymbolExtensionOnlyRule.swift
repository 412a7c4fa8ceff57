import SymbolDiagnostics

/// A watchOS widget extension's Control shows a symbol set that the watch app containing it lacks:
/// Apple Watch's control gallery shows no icon.
package struct ControlSymbolExtensionOnlyRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-symbol-extension-only", category: .controls,
        summary:
            "a watchOS widget extension's Control shows a symbol set its watch app lacks, so Apple Watch shows no icon",
        consequence: Consequence(
            .drawsNothing,
            "Apple Watch's control gallery resolves the symbol against the containing watch app's bundle and shows no icon",
            evidence: "home-assistant/iOS PR #5763, measured and analysed (docs/runtime.md, \"Controls\")"),
        rationale: """
            On Apple Watch the control gallery draws a Control that the watchOS widget extension \
            builds outside that extension's process and resolves its custom symbol against the \
            containing watch app's bundle, so a symbol set kept only in the watch widget extension's \
            catalog shows no icon in Control Center and the Action button picker, while the same \
            extension's complication still draws it (home-assistant/iOS PR #5763, measured and \
            analysed; docs/runtime.md "Controls"). The same report says iOS does not do this, and \
            nothing first-hand says an iOS widget extension's Control is drawn on the watch from the \
            iOS app's bundle, so an iOS extension's Controls are not judged by this rule. \
            `symbolcheck controls` reports it for a target the Xcode project (or XcodeGen spec) \
            builds for watchOS as an extension, against the catalogs of the watch apps that contain \
            it (whose dependencies name it; every watch app of the project when none does), and \
            names them. No source says what macOS does, so a macOS widget extension is not judged. \
            Without a project file the platforms are not known and it is not reported; with one, \
            the finding is an error, as the policy says for a symbol that draws nothing.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a watch widget extension's symbol set in the extension's catalog only", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], project: .watch)),
            RuleExample(
                "the same symbol set in the watch app's catalog too", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"], project: .watch)),
            RuleExample(
                "an iOS widget extension's symbol set in its own catalog only, in a project with a watch app",
                fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], project: .iPhoneAndWatch)),
        ])

    /// A symbol set the Control shows that the watch gallery's apps do not hold.
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .asset(let name) = image.value, let asset = scope.assets(named: name).first,
            asset.kind == .symbolSet, let gallery = scope.watchGallery, !gallery.names.contains(name)
        else { return [] }
        let apps = gallery.apps.joined(separator: ", ")
        let noun = gallery.apps.count == 1 ? "the watch app" : "the watch apps"
        let extensionName = scope.target?.name ?? "the extension"
        return [
            finding(
                "the symbol set \"\(name)\" is in no catalog of \(noun) \(apps), which contains the watchOS widget extension \(extensionName): Apple Watch's control gallery looks the symbol up in the watch app's bundle and shows no icon (the set is in \(asset.catalog), a catalog of \(extensionName))",
                at: image.range,
                help: "add the symbol set to a catalog \(apps) builds too, or keep it in a catalog both targets build",
                notes: image.notes)
        ]
    }
}
