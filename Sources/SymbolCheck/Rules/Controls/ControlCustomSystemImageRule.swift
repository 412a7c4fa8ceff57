/// A custom symbol named through `systemImage:` or `Image(systemName:)`: it draws nothing.
package struct ControlCustomSystemImageRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "control-custom-system-image", category: .controls,
        summary: "a Control names a custom symbol through `systemImage:` or `Image(systemName:)`, which draws nothing",
        consequence: Consequence(
            .drawsNothing,
            "`Image(systemName:)` finds no custom symbol, and the Control draws no glyph",
            evidence: "Meshtastic-Apple PR #2465, measured (docs/runtime.md, \"Compiled, but draws nothing\")"),
        rationale: """
            `Image(systemName:)` and `Label(_:systemImage:)` look a name up among Apple's SF Symbols \
            only: given a custom symbol's name they find nothing, and SwiftUI silently draws nothing \
            (Meshtastic-Apple PR #2465, measured; docs/runtime.md "Compiled, but draws nothing"). \
            Custom symbols load through `Image(_:)` and `Label(_:image:)`. `symbolcheck controls` \
            reports a `systemImage:` or `systemName:` name that is an asset in the target's \
            catalogs, that is one with a prefix added (`custom.icon-symbol` for `icon-symbol`) or \
            within two edits of a symbol set's name, or that starts with `custom.`: the SF Symbols \
            app names the custom symbols it exports `custom.…`, and none of Apple's own names \
            starts so (docs/runtime.md "Controls").
            """,
        examples: [
            RuleExample(
                "a custom symbol through systemImage:", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "CameraControl", label: #"Label("Camera", systemImage: "camera.custom")"#),
                    extensionAssets: ["camera.custom.symbolset"], appAssets: ["camera.custom.symbolset"])),
            RuleExample(
                "a `custom.` name through systemImage: beside the symbol set without the prefix", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "LaunchControl", label: #"Label("Launch", systemImage: "custom.icon-symbol")"#),
                    extensionAssets: ["icon-symbol.symbolset"], appAssets: ["icon-symbol.symbolset"])),
            RuleExample(
                "the same symbol through image:", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "CameraControl", label: #"Label("Camera", image: "camera.custom")"#),
                    extensionAssets: ["camera.custom.symbolset"], appAssets: ["camera.custom.symbolset"])),
        ])
}
