import SymbolDiagnostics
import XcodeProject

/// The capture extension's Info.plist does not declare `com.apple.securecapture` under
/// `EXAppExtensionAttributes`: the system never shows the Lock Screen camera.
package struct CaptureExtensionPointRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-point", category: .controls,
        summary:
            "a Lock Screen capture extension does not declare `com.apple.securecapture` under `EXAppExtensionAttributes`",
        consequence: Consequence(
            .neverActs,
            "the extension builds, signs and installs, and the system never finds it: no Lock Screen camera",
            evidence:
                "Xcode's Capture Extension template; the founding write-ups, measured on devices (docs/runtime.md, \"Wiring\": the capture extension's bundle)"
        ),
        rationale: """
            A Lock Screen capture extension is an ExtensionKit extension: its Info.plist declares \
            `EXAppExtensionAttributes` › `EXExtensionPointIdentifier` = `com.apple.securecapture`, as \
            Xcode's Capture Extension template writes it. An `NSExtension` dictionary (an app \
            extension's) or another identifier builds, signs and installs, and the system never \
            finds the extension (the write-ups, measured; docs/runtime.md "Wiring"). `controls` \
            reads the Info.plist the target's build writes (the file `INFOPLIST_FILE` names, merged \
            with `INFOPLIST_KEY_` settings) in each configuration, and the built Info.plist of an \
            `.appex` in a built app; a key the repository cannot decide (an unreadable file, an \
            unresolved setting) leaves the rule unjudged.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension whose Info.plist has an NSExtension dictionary", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    captureInfo: ControlExampleApp.captureInfo(extensionPoint: "NSExtension"))),
            RuleExample(
                "the extension point Xcode's template writes", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        let help =
            "declare EXAppExtensionAttributes › EXExtensionPointIdentifier = \(AppWiring.secureCapturePoint), as Xcode's Capture Extension template does (and no NSExtension dictionary)"
        var placed = wiring.eachCaptureConfiguration(judgedBy: self) { capture, configuration, findings in
            let info = configuration.infoPlist
            let subject = "the capture extension \(capture.build.name)'s Info.plist"
            if let old = info.entry("NSExtension") {
                findings.add(
                    "\(subject) has an `NSExtension` dictionary, an app extension's: the system looks for `EXAppExtensionAttributes` and never finds the Lock Screen camera",
                    help: help, at: old.place, configuration: configuration.name)
            } else if let point = info.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]) {
                guard let id = point.expanded?.text ?? point.node.string, id != AppWiring.secureCapturePoint else {
                    return
                }
                findings.add(
                    "\(subject) declares the extension point `\(id)`, not `\(AppWiring.secureCapturePoint)`: the system never finds the Lock Screen camera",
                    help: help, at: point.place, configuration: configuration.name)
            } else if info.isComplete,
                let place = info.entry("EXAppExtensionAttributes")?.place ?? info.placeForMissingKey
            {
                findings.add(
                    "\(subject) declares no `EXAppExtensionAttributes` › `EXExtensionPointIdentifier`: the system never finds the Lock Screen camera",
                    help: help, at: place, configuration: configuration.name)
            }
        }
        for product in wiring.products {
            for app in product.apps {
                for bundle in app.extensions {
                    guard let point = bundle.extensionPoint, point.id == AppWiring.secureCapturePoint,
                        point.isAppExtension
                    else { continue }
                    placed.append(
                        point.place.placed(
                            self,
                            "the built capture extension \(bundle.name) declares `\(point.id)` under `NSExtension`, an app extension's dictionary: the system never finds the Lock Screen camera",
                            help:
                                "declare it under EXAppExtensionAttributes › EXExtensionPointIdentifier and build the target as an ExtensionKit extension"
                        ))
                }
            }
        }
        return placed
    }
}
