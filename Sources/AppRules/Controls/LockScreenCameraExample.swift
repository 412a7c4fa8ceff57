import SymbolDiagnostics

/// The wiring rules' example app: a Lock Screen camera as Xcode's templates make one (an app,
/// a widget extension with a camera Control, an ExtensionKit capture extension, an XcodeGen
/// spec), right unless an argument breaks one thing.
extension ControlExampleApp {
    /// The camera Control, carrying the camera intent.
    package static let cameraControl = """
        struct CameraControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "com.example.Camera.camera") {
                    ControlWidgetButton(action: CaptureIntent()) {
                        Label("Camera", image: "camera")
                    }
                }
            }
        }
        """

    /// The camera intent, in `Shared/`.
    package static let cameraIntent = """
        struct CaptureIntent: CameraCaptureIntent {
            typealias AppContext = CaptureSettings
            static let title: LocalizedStringResource = "Take a Photo"
            func perform() async throws -> some IntentResult { .result() }
        }

        struct CaptureSettings: Codable {
            var flashOn = false
        }
        """

    /// The capture extension, with a capture event handler on its camera view (`view`).
    package static func captureExtension(view: String = "CameraView().onCameraCaptureEvent { _ in }") -> String {
        """
        @main
        struct Capture: LockedCameraCaptureExtension {
            var body: some LockedCameraCaptureExtensionScene {
                LockedCameraCaptureUIScene { session in
                    \(view)
                }
            }
        }
        """
    }

    /// The capture extension's Info.plist: `extensionPoint` `EXAppExtensionAttributes` (the
    /// template's) or `NSExtension`.
    package static func captureInfo(
        extensionPoint: String = "EXAppExtensionAttributes", id: String = "com.apple.securecapture",
        cameraUsage: Bool = true, packageType: String? = nil
    ) -> String {
        let pointKey = extensionPoint == "NSExtension" ? "NSExtensionPointIdentifier" : "EXExtensionPointIdentifier"
        var keys =
            "\t<key>\(extensionPoint)</key>\n\t<dict>\n\t\t<key>\(pointKey)</key>\n\t\t<string>\(id)</string>\n\t</dict>\n"
        if cameraUsage {
            keys += "\t<key>NSCameraUsageDescription</key>\n\t<string>Takes photos from the Lock Screen.</string>\n"
        }
        if let packageType { keys += "\t<key>CFBundlePackageType</key>\n\t<string>\(packageType)</string>\n" }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(keys)</dict>
            </plist>

            """
    }

    /// A Lock Screen camera app; each argument can break one part of its wiring.
    package static func lockScreenCamera(
        controls: String = cameraControl, intent: String = cameraIntent, capture: String = captureExtension(),
        captureInfo: String = captureInfo(), captureType: String = "extensionkit-extension",
        captureBundleID: String = "com.example.Camera.Capture", captureSources: String = "[Capture, Shared]",
        appEntitlements: String? = nil, appDisplayName: String? = nil
    ) -> ControlExampleApp {
        var spec = """
            name: Camera
            targets:
              App:
                type: application
                platform: iOS
                sources: [App, Shared]
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.example.Camera
                  GENERATE_INFOPLIST_FILE: YES

            """
        if appEntitlements != nil { spec += "      CODE_SIGN_ENTITLEMENTS: App/App.entitlements\n" }
        if let appDisplayName { spec += "      INFOPLIST_KEY_CFBundleDisplayName: \(appDisplayName)\n" }
        spec += """
                dependencies:
                  - target: Widget
                  - target: Capture
              Widget:
                type: app-extension
                platform: iOS
                sources: [Widget, Shared]
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.example.Camera.Widget
                  GENERATE_INFOPLIST_FILE: YES
              Capture:
                type: \(captureType)
                platform: iOS
                sources: \(captureSources)
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: \(captureBundleID)
                  INFOPLIST_FILE: Capture/Info.plist
                  GENERATE_INFOPLIST_FILE: YES

            """
        var files = [
            "project.yml": spec, "Shared/CaptureIntent.swift": intent, "Capture/Capture.swift": capture,
            "Capture/Info.plist": captureInfo,
        ]
        if let appEntitlements { files["App/App.entitlements"] = appEntitlements }
        var app = ControlExampleApp(swift: controls, extensionAssets: ["camera.symbolset"], project: .given)
        app.otherFiles = files
        return app
    }

    /// An entitlements file holding `keys` (each `true`).
    package static func entitlements(_ keys: [String]) -> String {
        let entries = keys.map { "\t<key>\($0)</key>\n\t<true/>\n" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(entries)</dict>
            </plist>

            """
    }
}

extension ControlExampleApp {
    /// An app and a widget extension whose Control carries an intent that opens the app,
    /// declared in `intentFolder` (`Widget`: the extension alone; `Shared`: both targets).
    package static func openingIntentApp(intentFolder: String) -> ControlExampleApp {
        let spec = """
            name: Lamp
            targets:
              App: { type: application, platform: iOS, sources: [App, Shared], dependencies: [{ target: Widget }] }
              Widget: { type: app-extension, platform: iOS, sources: [Widget, Shared] }

            """
        let control = lampControl(kind: "LampControl")
        let intent = lampIntent(title: "Open the Lamp", opensApp: true)
        var app = ControlExampleApp(swift: control, extensionAssets: ["camera.symbolset"], project: .given)
        app.otherFiles = [
            "project.yml": spec, "Shared/Lamp.swift": "struct Lamp {}\n",
            "\(intentFolder)/OpenLampIntent.swift": intent,
        ]
        return app
    }

    /// The Lock Screen camera with a second Control, whose intent `OpenLampIntent` is two types
    /// of one name: the widget extension's does not open the app, the capture extension's
    /// (which no Control carries) does.
    package static func twoIntentsOfOneName() -> ControlExampleApp {
        let lamp = lampControl(kind: "com.example.Camera.lamp")
        var app = lockScreenCamera(controls: cameraControl + "\n\n" + lamp)
        app.otherFiles["Widget/LampIntent.swift"] = lampIntent(title: "Lamp", opensApp: false)
        app.otherFiles["Capture/LampIntent.swift"] = lampIntent(title: "Lamp", opensApp: true)
        return app
    }

    /// A Control `LampControl` of `kind` whose button carries `OpenLampIntent`.
    static func lampControl(kind: String) -> String {
        """
        struct LampControl: ControlWidget {
            var body: some ControlWidgetConfiguration {
                StaticControlConfiguration(kind: "\(kind)") {
                    ControlWidgetButton(action: OpenLampIntent()) {
                        Label("Lamp", image: "camera")
                    }
                }
            }
        }
        """
    }

    /// `OpenLampIntent`, opening the app or not.
    static func lampIntent(title: String, opensApp: Bool) -> String {
        """
        struct OpenLampIntent: AppIntent {
            static let title: LocalizedStringResource = "\(title)"
            static let openAppWhenRun = \(opensApp)
            func perform() async throws -> some IntentResult { .result() }
        }
        """
    }
}
