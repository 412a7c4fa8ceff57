import Support
import SymbolDiagnostics

/// A custom symbol named through `systemImage:` or `Image(systemName:)`: it draws nothing.
package struct ControlCustomSystemImageRule: ControlRule {
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
        remedy: .appDeveloper,
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

    /// A name given to `Image(systemName:)` or `Label(_:systemImage:)` that is, or may be meant
    /// as, the app's own asset.
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .systemSymbol(let name) = image.value else { return [] }
        let call = image.call
        let asAsset = { (assetName: String) in
            call == .systemName ? "`Image(\"\(assetName)\")`" : "`Label(\"…\", image: \"\(assetName)\")`"
        }
        if let asset = scope.assets(named: name).first {
            return [
                finding(
                    image.scopePrefix
                        + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, but it is the app's \(asset.kind.noun) \(asset.path): the Control never draws the app's; it draws Apple's symbol of that name if there is one, and nothing if not",
                    at: image.range, help: "load the app's asset with \(asAsset(name))", notes: image.notes)
            ]
        }
        let isCustom = name.hasPrefix(Self.customPrefix)
        if let near = Self.nearMatch(name, in: scope) {
            let reason =
                isCustom
                ? "and Apple's names never start with `\(Self.customPrefix)`: the Control draws nothing"
                : "and \"\(name)\" is \(near.how) \"\(near.asset.name)\": if that is the symbol meant, the Control draws nothing"
            var d = finding(
                image.scopePrefix + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, \(reason)",
                at: image.range, help: "load the app's asset with \(asAsset(near.asset.name))",
                notes: image.notes + [Diagnostic.Note("the \(near.asset.kind.noun) is \(near.asset.path)")])
            // A name that differs from a symbol set's only in its separators is likely Apple's
            // own, the symbol set named after an icon of that name (`sun.fill` beside the
            // `sun-fill` that `make sun-fill.svg` writes), which symbolcheck has no list to tell:
            // uncertain, so a warning. A typo in a letter (`payday.coin` beside `payday.coins`),
            // a prefixed name or a `custom.` one stays an error.
            if !isCustom && !near.byPrefix && Self.sameWords(name, near.asset.name) {
                d = d.loweredToWarning()
                d.notes.append(
                    Diagnostic.Note(
                        "a warning: \"\(name)\" may be one of Apple's symbols, which symbolcheck does not list"))
            }
            return [d]
        }
        guard isCustom else { return [] }
        return [
            finding(
                image.scopePrefix
                    + "`\(call.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, and Apple's names never start with `\(Self.customPrefix)` (the prefix the SF Symbols app gives custom symbols): the Control draws nothing",
                at: image.range,
                help:
                    "add the symbol set \"\(name)\" to \(scope.target.map { "a catalog of \($0.name)" } ?? "the widget extension's catalog") and load it with \(asAsset(name))",
                notes: image.notes)
        ]
    }

    static let customPrefix = "custom."

    /// Whether a system symbol's name is, or may be meant as, one of the app's assets: what this
    /// rule reports, and `control-system-symbol` leaves to it.
    static func mayBeTheApps(_ name: String, in scope: some ControlScope) -> Bool {
        !scope.assets(named: name).isEmpty || name.hasPrefix(customPrefix) || nearMatch(name, in: scope) != nil
    }

    /// Whether two names are the same words with other separators (`sun.fill`, `sun-fill`).
    static func sameWords(_ a: String, _ b: String) -> Bool {
        let words = { (name: String) in name.split(whereSeparator: { ".-_ ".contains($0) }) }
        return words(a) == words(b)
    }

    /// An asset of the scope that a `systemImage:` name is close to: the name without its first
    /// dot-separated word (`custom.icon-symbol` → `icon-symbol`), or within two edits of a symbol
    /// set's name (names of six characters or more).
    static func nearMatch(_ name: String, in scope: some ControlScope) -> (
        asset: CatalogAsset, how: String, byPrefix: Bool
    )? {
        if let dot = name.firstIndex(of: ".") {
            let rest = String(name[name.index(after: dot)...])
            if let asset = scope.assets(named: rest).first {
                return (asset, "the app's \(asset.kind.noun) with a prefix added to its name,", true)
            }
        }
        guard name.count >= 6 else { return nil }
        var best: (CatalogAsset, Int)?
        for asset in scope.symbolSets where asset.name.count >= 6 {
            let distance = EditDistance.between(name, asset.name)
            if distance <= 2, distance < (best?.1 ?? Int.max) { best = (asset, distance) }
        }
        return best.map { ($0.0, "\($0.1 == 1 ? "one edit" : "two edits") from the app's symbol set", false) }
    }
}
