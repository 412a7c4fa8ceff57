import SVGModel
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// A Swift file declares a capture extension that no target compiles.
package struct CaptureExtensionNotBuiltRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-not-built", category: .controls,
        summary: "a Swift file declares a `LockedCameraCaptureExtension` that no target of the project compiles",
        consequence: Consequence(
            .neverActs,
            "the extension is never built, so the app has no Lock Screen camera",
            evidence:
                "public camera apps with a capture extension folder no target builds (issue #41; docs/runtime.md, \"Wiring\")"
        ),
        rationale: """
            A capture extension exists only when a target compiles it: a folder holding \
            `struct Capture: LockedCameraCaptureExtension` that no target of the project builds (a \
            target deleted, a folder added outside every synchronized group) leaves the app \
            without a Lock Screen camera, and nothing fails. Public camera apps show it in the wild \
            (issue #41). Reported only where the Xcode project or XcodeGen spec whose folder holds \
            the file is read, so the targets are known; every other wiring rule judges the targets \
            that do compile a capture extension.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension's folder no target builds", fires: true,
                controlApp: {
                    var app = ControlExampleApp.lockScreenCamera()
                    app.otherFiles["Capture2/Capture.swift"] = ControlExampleApp.captureExtension()
                    return app
                }()),
            RuleExample(
                "the capture extension its target builds", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        return wiring.types(conformingTo: AppWiring.captureExtensionProtocol).compactMap { declared in
            guard declared.file.targets.isEmpty, let project = declared.file.holdingProject,
                wiring.builds.indices.contains(project)
            else { return nil }
            let projectPath = wiring.builds[project].project.path
            return PlacedDiagnostic(
                path: declared.file.path,
                diagnostic: finding(
                    "no target of \(projectPath) compiles the capture extension `\(declared.type.name)`: the app has no Lock Screen camera",
                    at: declared.range,
                    help:
                        "add the file to the capture extension's target (Xcode's Capture Extension template makes one), or delete the folder"
                ))
        }
    }
}
