/// A Control's `Image(_:)` or `Label(_:image:)` names an asset that no catalog holds.
package struct ControlImageMissingRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "control-image-missing", category: .controls,
        summary: "a Control's `Image(_:)` or `Label(_:image:)` names an asset that is in no asset catalog",
        consequence: Consequence(
            .drawsNothing,
            "the image loads nothing, and the Control has no glyph",
            evidence: "what a lookup by name in the bundle's compiled catalogs means; no report needed"),
        rationale: """
            `Image(_:)` and `Label(_:image:)` load an asset by name from the bundle of the target \
            whose code runs: a name none of that target's catalogs holds loads nothing, and the \
            Control has no glyph. With an Xcode project (or XcodeGen spec) `symbolcheck controls` \
            looks the name up in the catalogs the Control's target builds, and says which other \
            target's catalog holds it (also when the app target itself builds the Control's file, as \
            for an in-app gallery, where the image loads from the app's bundle); without one, in \
            every `.xcassets` catalog under the paths it is given, with the namespaces of groups \
            that provide one (`Icons/flash`), so a catalog left out of the paths reports its names \
            as missing. No source is needed for this one: it is what the asset catalog's lookup by \
            name means.
            """,
        examples: [
            RuleExample(
                "a name with a typo", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flahs")"#),
                    extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"]))
        ])
}
