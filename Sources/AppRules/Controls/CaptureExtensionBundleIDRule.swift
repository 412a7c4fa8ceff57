import SymbolDiagnostics
import XcodeProject

/// The capture extension's bundle identifier is not under its app's.
package struct CaptureExtensionBundleIDRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-bundle-id", category: .controls,
        summary: "a Lock Screen capture extension's bundle identifier is not under its app's",
        consequence: Consequence(
            .neverActs,
            "iOS refuses to install an app whose embedded bundle's identifier does not start with the app's and a dot",
            evidence:
                "the install rule for every embedded bundle (docs/runtime.md, \"Wiring\": the capture extension's bundle)"
        ),
        rationale: """
            Every bundle an app embeds has an identifier that starts with the app's and a dot \
            (`com.example.Camera.Capture` in `com.example.Camera`); iOS refuses to install an app \
            whose extension breaks the rule (docs/runtime.md, "Wiring"). `controls` compares the \
            `PRODUCT_BUNDLE_IDENTIFIER` the capture extension and its app build with in each \
            configuration (the apps that embed it, or every iOS app of the project), and the \
            `CFBundleIdentifier`s of a built app. A value the repository does not decide (a prefix \
            set on a developer's machine) leaves the rule unjudged.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension identified beside the app, not under it", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(captureBundleID: "com.example.CameraCapture")),
            RuleExample(
                "a capture extension identified under the app", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed = wiring.eachCaptureConfiguration(judgedBy: self) { capture, configuration, findings in
            for host in wiring.apps(of: capture.target) {
                guard let hostConfiguration = host.configuration(named: configuration.name) else { continue }
                let own = configuration.settings.value("PRODUCT_BUNDLE_IDENTIFIER")
                let apps = hostConfiguration.settings.value("PRODUCT_BUNDLE_IDENTIFIER")
                guard let id = own.text, let appID = apps.text, !appID.isEmpty, !id.hasPrefix(appID + ".") else {
                    continue
                }
                guard let place = own.assignment?.place ?? wiring.place(of: capture.target) else { continue }
                let appPlace = apps.assignment.map { " (\($0.place))" } ?? ""
                findings.add(
                    "the capture extension \(capture.build.name)'s bundle identifier `\(id)` is not under its app \(host.name)'s `\(appID)`\(appPlace): iOS refuses to install the app",
                    help:
                        "set the capture extension's PRODUCT_BUNDLE_IDENTIFIER to one under the app's, such as `\(appID).Capture`",
                    at: place, configuration: configuration.name)
            }
        }
        for product in wiring.products {
            for (app, capture) in product.captureExtensions {
                guard let appID = app.string("CFBundleIdentifier")?.value,
                    let id = capture.string("CFBundleIdentifier"),
                    !id.value.hasPrefix(appID + ".")
                else { continue }
                placed.append(
                    id.place.placed(
                        self,
                        "the built capture extension \(capture.name)'s bundle identifier `\(id.value)` is not under the app's `\(appID)`: iOS refuses to install the app",
                        help:
                            "set the capture extension's PRODUCT_BUNDLE_IDENTIFIER to one under the app's, such as `\(appID).Capture`"
                    ))
            }
        }
        return placed
    }
}
