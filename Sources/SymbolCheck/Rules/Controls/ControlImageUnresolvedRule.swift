/// A Control's image name is built at run time: symbolcheck cannot resolve it.
package struct ControlImageUnresolvedRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "control-image-unresolved", category: .controls,
        summary: "a Control's image name is built at run time, so symbolcheck cannot look it up",
        consequence: Consequence(
            .information,
            "symbolcheck cannot tell which image the Control shows",
            evidence: "the name is built at run time"),
        rationale: """
            `symbolcheck controls` reads Swift with a lexer, not a compiler: it resolves an image name \
            written as one string literal. A name held in a variable, chosen by a ternary \
            (`isOn ? "a" : "b"`), interpolated (`"\\(name).fill"`) or given as a generated \
            `ImageResource` (`.flash`) is only known at run time, so none of the other Controls rules \
            can judge it. This note gives its place, so the names it can take are checked by hand \
            (docs/controls.md).
            """,
        examples: [
            RuleExample(
                "a ternary in a value label", fires: true,
                controlApp: ControlExampleApp(
                    swift: """
                        struct FlashControl: ControlWidget {
                            var body: some ControlWidgetConfiguration {
                                StaticControlConfiguration(kind: "flash") {
                                    ControlWidgetToggle("Flash", isOn: FlashState.isOn, action: FlashIntent()) { isOn in
                                        Label(isOn ? "On" : "Off", image: isOn ? "flash" : "flash.slash")
                                    }
                                }
                            }
                        }
                        """, extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"]))
        ])
}
