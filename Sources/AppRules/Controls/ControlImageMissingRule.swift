import Support
import SymbolDiagnostics

/// A Control's `Image(_:)` or `Label(_:image:)` names an asset that no catalog holds.
package struct ControlImageMissingRule: ControlRule {
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
            target's catalog holds it; without one, in \
            every `.xcassets` catalog under the paths it is given, with the namespaces of groups \
            that provide one (`Icons/flash`), so a catalog left out of the paths reports its names \
            as missing. An app target that compiles the Control's file (for its intent, or to reload \
            it) draws none of the Control's label, so it is not judged for it; only where the app's \
            own views use a view of the label (a settings screen showing `MeterLabel()`) does the \
            app's bundle decide that view's images, and a name the app's catalogs lack is reported \
            there (sudopark/TodoCalendar #1083, measured: an in-app widget gallery went blank when \
            the set was only in the extension's catalog; docs/runtime.md). No source is needed for \
            the rest: it is what the asset catalog's lookup by name means.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a name with a typo", fires: true,
                controlApp: ControlExampleApp(
                    swift: ControlExampleApp.button("FlashControl", label: #"Label("Flash", image: "flahs")"#),
                    extensionAssets: ["flash.symbolset"], appAssets: ["flash.symbolset"]))
        ])

    /// An asset name no catalog in scope holds.
    package func judge(_ image: ControlImage, in scope: some ControlScope) -> [Diagnostic] {
        guard case .asset(let name) = image.value, scope.assets(named: name).isEmpty else { return [] }
        // With no project and no catalog under the paths, the app's catalogs were likely just not
        // given (`controls Widgets/Controls.swift`): whether the name is missing is not known, so
        // a warning that says to pass the app's folder, not an error.
        if scope.catalogPaths.isEmpty && scope.target == nil {
            let d = finding(
                image.scopePrefix
                    + "no asset catalog was found under the paths given, so \"\(name)\" could not be looked up; if the app has no catalog, the Control has no glyph",
                at: image.range, help: "pass the app's folder, with its catalogs and its Swift, to `controls`",
                notes: image.notes)
            return [d.loweredToWarning()]
        }
        let suggestion =
            Spelling.closest(to: name, among: scope.assets.map(\.name)).map { " (did you mean \"\($0)\"?)" } ?? ""
        let searched =
            scope.catalogPaths.isEmpty
            ? "the target \(scope.target?.name ?? "") builds no asset catalog found under the paths"
            : "searched: " + scope.catalogPaths.joined(separator: ", ")
        let stem = PathText.lastComponent(name)
        let destination = scope.catalogForNewAssets.map { PathText.join($0, stem) } ?? stem
        let elsewhere = scope.otherTargets(holding: name)
        let message: String
        if let target = scope.target, !elsewhere.isEmpty {
            let holders = elsewhere.joined(separator: ", ")
            message =
                target.isApp
                ? "the app target \(target.name) shows this label's view in its own views, and none of its catalogs holds \"\(name)\" (only the catalogs of \(holders) do): in the app the image loads from the app's bundle and draws nothing"
                : "no catalog of the target \(target.name) holds \"\(name)\" (only the catalogs of \(holders) do): the target loads images from its own bundle, so the Control has no glyph"
        } else if let target = scope.target {
            message =
                "no catalog of the target \(target.name) holds \"\(name)\", so the Control has no glyph\(suggestion)"
        } else {
            message = "no asset catalog holds \"\(name)\", so the Control has no glyph\(suggestion)"
        }
        // A message that names the target needs no prefix saying which.
        return [
            finding(
                (scope.target == nil ? image.scopePrefix : "") + message, at: image.range,
                help:
                    "correct the name, or add a symbol set named \"\(name)\" to \(scope.target.map { "a catalog of \($0.name)" } ?? "the widget extension's catalog")",
                notes: image.notes + [Diagnostic.Note(searched)],
                suggestion: .makeMissingSymbolSet(svg: stem + ".svg", symbolSet: destination + ".symbolset"))
        ]
    }
}
