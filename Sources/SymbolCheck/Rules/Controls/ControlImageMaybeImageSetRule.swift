/// A name built at run time that could be one of the target's image sets: a question mark, maybe.
package struct ControlImageMaybeImageSetRule: StageDiagnostic {
    package init() {}

    package let description = RuleDescription(
        id: "control-image-maybe-image-set", category: .controls,
        summary: "a Control's image name is built at run time, and its catalogs hold an image set it could name",
        consequence: Consequence(
            .judgment,
            "the Control shows a question mark if the name it takes at run time is one of those image sets, and its glyph otherwise",
            evidence:
                "a PNG or PDF image in a Control shows a question mark (docs/runtime.md, \"Controls\"); which name the code takes is not known before it runs"
        ),
        rationale: """
            A Control shows a question mark for a PNG or PDF image (docs/runtime.md "Controls"). \
            `symbolcheck controls` cannot know which name a variable, a parameter or an \
            interpolation takes at run time; when the catalogs the Control loads from hold an image \
            set it could take — any image set for a name from a variable, one whose name fits the \
            literal text of an interpolation (`"\\(mode).glyph"` fits `photo.glyph`) — the Control may \
            show a question mark, so this is a warning. A name no image set could be stays a note \
            (`control-image-unresolved`). Write the names as literals, constants or enum raw values \
            the tool can follow (docs/controls.md, "How a name is resolved"), or make the image \
            sets symbol sets.
            """,
        examples: [
            RuleExample(
                "a name from a parameter, beside an image set", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "ModeControl", label: #"Label("Mode", image: ModeControl.glyph(for: mode))"#),
                    extensionAssets: ["photo.imageset", "video.symbolset"])),
            RuleExample(
                "names the tool can follow, of symbol sets", fires: false,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button(
                        "ModeControl", label: #"Label("Mode", image: isVideo ? "video" : "photo")"#),
                    extensionAssets: ["photo.symbolset", "video.symbolset"],
                    appAssets: ["photo.symbolset", "video.symbolset"])),
        ])
}
