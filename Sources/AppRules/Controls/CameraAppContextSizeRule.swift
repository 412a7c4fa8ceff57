import SVGModel
import Support
import SwiftSource
import SymbolDiagnostics
import XcodeProject

/// The camera intent's app context holds collections or `Data`: 4 KB is its cap.
package struct CameraAppContextSizeRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "camera-app-context-size", category: .controls,
        summary:
            "a `CameraCaptureIntent`'s app context holds a collection or `Data`, and the context is capped at 4 KB",
        consequence: Consequence(
            .information,
            "`updateAppContext(_:)` takes at most 4 KB once encoded as JSON: a collection that grows, or data, can outgrow it",
            evidence:
                "Apple's LockedCameraCapture overview (docs/runtime.md, \"Wiring\": living inside the capture extension)"
        ),
        rationale: """
            Settings reach the locked capture extension only through the camera intent's app \
            context, at most 4 KB once encoded as JSON (`updateAppContext(_:)`; docs/runtime.md \
            "Wiring"). A stored property of the context type whose annotation is an array, a set, \
            a dictionary or `Data` can grow past it; a few fixed values cannot. A note: how large the \
            values get is known only when the app runs.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "an app context holding an array", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    intent: ControlExampleApp.cameraIntent.replacingFirst(
                        "var flashOn = false", with: "var recentFilters: [String] = []"))),
            RuleExample(
                "an app context of fixed values", fires: false, controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed: [PlacedDiagnostic] = []
        var seen = Set<String>()
        for intent in wiring.types(conformingTo: AppWiring.cameraCaptureIntentProtocol) {
            guard let context = intent.type.intent?.appContext?.name, seen.insert(context).inserted else { continue }
            for holder in wiring.files.flatMap({ file in
                file.types.filter { $0.name == context }.map { DeclaredType(type: $0, file: file) }
            }) {
                for property in holder.type.storedProperties where Self.isUnbounded(property.type) {
                    placed.append(
                        PlacedDiagnostic(
                            path: holder.file.path,
                            diagnostic: finding(
                                "`\(property.name): \(property.type)` in `\(context)`, the app context of `\(intent.type.name)`: the context is capped at 4 KB once encoded",
                                at: SourceRange(start: property.nameSpan.start, end: property.nameSpan.end),
                                help:
                                    "keep the app context to a few fixed values; leave collections and data in the app")
                        ))
                }
            }
        }
        return placed
    }

    /// An annotation that holds a collection or data.
    static func isUnbounded(_ type: String) -> Bool {
        type.hasPrefix("[") || type.contains("Data") || type.contains("Array<") || type.contains("Set<")
            || type.contains("Dictionary<")
    }
}
