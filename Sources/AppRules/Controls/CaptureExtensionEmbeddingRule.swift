import SymbolDiagnostics
import XcodeProject

/// The capture extension is not built as an ExtensionKit extension embedded in `App.app/Extensions/`.
package struct CaptureExtensionEmbeddingRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-embedding", category: .controls,
        summary:
            "a Lock Screen capture extension is not an ExtensionKit extension embedded in the app's `Extensions/` folder",
        consequence: Consequence(
            .neverActs,
            "the system looks for the capture extension in `App.app/Extensions/` and never finds one built as an app extension or copied to `PlugIns/`",
            evidence:
                "Xcode's Capture Extension target; public apps that built it as an app extension embedded in PlugIns/ (docs/runtime.md, \"Wiring\": the capture extension's bundle)"
        ),
        rationale: """
            A capture extension is an ExtensionKit extension (product type \
            `com.apple.product-type.extensionkit-extension`) that the app embeds with an "Embed \
            ExtensionKit Extensions" copy-files phase into `$(EXTENSIONS_FOLDER_PATH)`, i.e. \
            `App.app/Extensions/`. An old-style app extension is embedded in `PlugIns/` \
            (`dstSubfolderSpec = 13`), where the system never finds it; so is an extension no app \
            embeds (docs/runtime.md, "Wiring"). `controls` reads the product type, each app's \
            copy-files phases in each configuration (`dstSubfolderSpec` with `dstPath` expanded), \
            XcodeGen's embedding dependencies, and in a built app the folder the `.appex` is in.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension built as an app extension (embedded in PlugIns/)", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(captureType: "app-extension")),
            RuleExample(
                "an ExtensionKit extension, embedded in Extensions/", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed: [PlacedDiagnostic] = []
        for capture in wiring.captureExtensions {
            let name = capture.build.name
            if capture.build.target.productType != .extensionKitExtension, let place = wiring.place(of: capture.target)
            {
                placed.append(
                    place.placed(
                        self,
                        "the capture extension \(name) is built as `\(capture.build.productTypeIdentifier)`, not an ExtensionKit extension (`com.apple.product-type.extensionkit-extension`): the system never finds it",
                        help:
                            "make the target with Xcode's Capture Extension template (an ExtensionKit extension), embedded by an Embed ExtensionKit Extensions phase"
                    ))
            }
            let hosts = wiring.hosts(of: capture.target)
            var findings = ConfigurationFindings()
            for (host, configuration, embedding) in hosts {
                let folder: String
                switch embedding.folder {
                case .insideBundle(let inside): folder = inside
                case .outsideBundle(let outside): folder = outside
                case .unresolved: continue
                }
                guard folder != "Extensions" else { continue }
                let shown = folder.isEmpty ? "the top of the bundle" : "`\(folder)/`"
                findings.add(
                    "the app \(host.name) embeds the capture extension \(name) in \(shown) (the phase \"\(embedding.phase.name)\"), not in `\(host.name).app/Extensions/`: the system never finds it",
                    help:
                        "embed it with an Embed ExtensionKit Extensions phase: destination Products Directory, subpath $(EXTENSIONS_FOLDER_PATH)",
                    at: embedding.phase.destinationPlace, configuration: configuration)
            }
            placed += findings.placed(by: self, configurations: wiring.builds[capture.target.project].configurations)
            if hosts.isEmpty, !wiring.apps(of: capture.target).isEmpty, let place = wiring.place(of: capture.target) {
                let apps = wiring.apps(of: capture.target).map(\.name).joined(separator: ", ")
                placed.append(
                    place.placed(
                        self,
                        "no app embeds the capture extension \(name) (\(apps) has no copy-files phase for its product): the app has no Lock Screen camera",
                        help:
                            "add it to the app's Embed ExtensionKit Extensions phase (XcodeGen: a dependency of the app)"
                    ))
            }
        }
        for product in wiring.products {
            for (app, capture) in product.captureExtensions where capture.folder != "Extensions" {
                placed.append(
                    capture.infoPlistPlace.placed(
                        self,
                        "the built capture extension \(capture.name) is in `\(capture.folder ?? "?")/` of \(app.name), not in `Extensions/`: the system never finds it",
                        help:
                            "build it as an ExtensionKit extension, embedded by an Embed ExtensionKit Extensions phase")
                )
            }
        }
        return placed
    }
}
