/// The symbol set is only in the widget extension's catalog: the watch gallery shows no icon.
package struct ControlSymbolExtensionOnlyRule: StageDiagnostic {
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
            `symbolcheck controls` takes the catalogs in the Control's own folder (the nearest folder \
            above its Swift file that holds a catalog) as the extension's, and warns when no other \
            catalog under the paths holds the name. It cannot read target membership from the \
            Xcode project, so a catalog shared by both targets but kept in the extension's folder is \
            reported too, and it does not know whether the app has a watchOS app: so guessed, the \
            finding is a warning.
            """,
        examples: [
            RuleExample(
                "a symbol set in the extension's catalog only", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flash")"#),
                    extensionAssets: ["flash.symbolset"]))
        ])
}
