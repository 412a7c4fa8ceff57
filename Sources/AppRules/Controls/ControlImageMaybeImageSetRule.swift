import SymbolDiagnostics

/// A name built at run time that could be one of the target's image sets: a question mark, maybe.
package struct ControlImageMaybeImageSetRule: ControlRule {
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
        remedy: .appDeveloper,
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

    /// A name known only at run time that image sets in scope could be.
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .unresolved(let reason, _, _) = image.value else { return [] }
        let candidates = Self.candidates(for: image, in: scope)
        guard !candidates.isEmpty else { return [] }
        let names = candidates.prefix(5).map { "\"\($0.name)\"" }.joined(separator: ", ")
        let more = candidates.count > 5 ? " and \(candidates.count - 5) more" : ""
        return [
            finding(
                image.scopePrefix
                    + "the image name given to `\(image.call.rawValue)` is \(reason), known only at run time, and \(scope.described.map { "the catalogs of \($0)" } ?? "the app's catalogs") hold image sets it could name (\(names)\(more)): for those the Control shows a question mark",
                at: image.range,
                help:
                    "write the names it takes as literals, constants or enum raw values, or make those image sets symbol sets",
                notes: image.notes + candidates.prefix(5).map { Diagnostic.Note("the image set is \($0.path)") })
        ]
    }

    /// The image sets in scope a name known only at run time could be: any, or those that fit the
    /// literal text around an interpolation's holes. None for a system symbol's name, and none
    /// for a generated symbol (it is of one asset, none of these, or it would have matched).
    package static func candidates(for image: ControlImage, in scope: some ControlScope) -> [CatalogAsset] {
        guard case .unresolved(_, let pattern, let knownOnlyAtRunTime) = image.value, !image.call.isSystem,
            knownOnlyAtRunTime
        else { return [] }
        return scope.imageSets.filter { pattern.map(fits($0.name)) ?? true }
    }

    /// Whether an asset name fits the literal text around an interpolation's holes: starts with
    /// the first part, ends with the last, holds the others in order between.
    static func fits(_ name: String) -> ([String]) -> Bool {
        { parts in
            guard let first = parts.first, let last = parts.last, name.hasPrefix(first) else { return false }
            var rest = name.dropFirst(first.count)
            guard parts.count > 1 else { return rest.isEmpty }
            for middle in parts.dropFirst().dropLast() where !middle.isEmpty {
                guard let found = rest.firstRange(of: middle) else { return false }
                rest = rest[found.upperBound...]
            }
            return rest.hasSuffix(last)
        }
    }
}
