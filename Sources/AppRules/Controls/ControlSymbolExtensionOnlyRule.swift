import SymbolCheck

/// The symbol set is only in the widget extension's catalog: the watch gallery shows no icon.
package struct ControlSymbolExtensionOnlyRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "control-symbol-extension-only", category: .controls,
        summary: "a Control's symbol set is only in the widget extension's catalog, so Apple Watch shows no icon",
        consequence: Consequence(
            .drawsNothing,
            "Apple Watch's control gallery resolves the symbol against the containing app's bundle and shows no icon; iOS is not affected",
            evidence: "home-assistant/iOS PR #5763, measured and analysed (docs/runtime.md, \"Controls\")"),
        rationale: """
            On Apple Watch the control gallery resolves a Control's custom symbol against the \
            containing app's bundle, so a symbol set kept only in the widget extension's catalog \
            shows no icon there; iOS resolves it in the extension and is not affected \
            (home-assistant/iOS PR #5763, measured and analysed; docs/runtime.md "Controls"). \
            `symbolcheck controls` reports it only where the Xcode project (or XcodeGen spec) has a \
            watchOS app, and only for a symbol set that no catalog the containing app builds holds \
            (the app whose dependencies name the extension, or every iOS app of the project). \
            Without a project file it cannot know whether there is a watch app and does not report it; \
            with one, the targets are known, so the finding is an error as the policy says for a \
            symbol that draws nothing.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a symbol set in the extension's catalog only, in a project with a watch app", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], project: .iPhoneAndWatch)),
            RuleExample(
                "the same without a watch app", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], project: .iPhone)),
            RuleExample(
                "the same symbol set in the app's catalog too", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"], project: .iPhoneAndWatch)),
        ])

    /// A symbol set the Control shows that the watch gallery's apps do not hold.
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .asset(let name) = image.value, let asset = scope.assets(named: name).first,
            asset.kind == .symbolSet, let gallery = scope.watchGallery, !gallery.names.contains(name)
        else { return [] }
        let apps = gallery.apps.joined(separator: ", ")
        return [
            finding(
                "the symbol set \"\(name)\" is in no catalog of the app \(apps), where Apple Watch's control gallery looks it up (it is in \(asset.catalog), a catalog of \(scope.target?.name ?? "the extension")): Apple Watch shows no icon",
                at: image.range,
                help: "add the symbol set to a catalog the app builds too, or keep it in a catalog both targets build",
                notes: image.notes)
        ]
    }
}
