import Testing

@testable import SwiftSource

/// What the wiring rules read from Swift: each Control's kind, display name and intents; the
/// intent types and what makes one open the app; app contexts; the capture extension's calls.
@Suite struct WiringFactsTests {
    func tokens(_ text: String) -> [SwiftToken] { SwiftLexer.tokens(of: Array(text.utf8)).tokens }

    func declarations(_ text: String) -> SwiftDeclarations {
        let tokens = tokens(text)
        return SwiftDeclarations.scan(tokens, pairs: ControlSource.bracketPairs(tokens))
    }

    func text(_ source: String, _ span: SourceSpan) -> String {
        String(decoding: Array(source.utf8)[span.start..<span.end], as: UTF8.self)
    }

    @Test func aControlsKindDisplayNameAndIntents() throws {
        let source = """
            struct CameraControl: ControlWidget {
                static let kind = "com.example.camera"
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: Self.kind) {
                        ControlWidgetButton(action: CaptureIntent()) { Label("Camera", image: "camera") }
                    }
                    .displayName("Camera")
                    .description("Take a photo.")
                }
            }
            struct Torch: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "torch", provider: Provider(), intent: Intents.PickTorch.self) { value in
                        ControlWidgetToggle("Torch", isOn: value.on, action: ToggleTorch(level: .high)) { on in
                            Label("Torch", systemImage: "flashlight.on.fill")
                        }
                    }
                    .displayName(LocalizedStringResource("Torch"))
                }
            }
            struct Runtime: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: kind) { ControlWidgetButton(action: makeIntent()) { Text("x") } }
                }
            }
            """
        let controls = ControlSource.controls(in: tokens(source))
        try #require(controls.count == 3)
        let camera = controls[0].configuration
        #expect(camera.form == .staticConfiguration)
        #expect(camera.kind == .reference(["Self", "kind"], camera.kind!.span))
        #expect(camera.displayName?.literalName == "Camera")
        #expect(camera.intents.map(\.source) == [.button])
        #expect(camera.intents.map(\.typeName) == ["CaptureIntent"])
        #expect(text(source, camera.intents[0].span) == "CaptureIntent()")
        #expect(text(source, try #require(camera.span)) == "StaticControlConfiguration")
        let torch = controls[1].configuration
        #expect(torch.form == .appIntentConfiguration)
        #expect(torch.kind?.literalName == "torch")
        #expect(torch.intents.map(\.source) == [.configuration, .toggle])
        #expect(torch.intents.map(\.typeName) == ["PickTorch", "ToggleTorch"])
        // A function's result and a variable are not typed by a lexer.
        let runtime = controls[2].configuration
        #expect(runtime.intents.map(\.typeName) == [nil])
        #expect(runtime.displayName == nil)
        #expect(runtime.kind == .reference(["kind"], runtime.kind!.span))
    }

    @Test func intentTypesAndWhatOpensTheApp() throws {
        let source = """
            struct CaptureIntent: CameraCaptureIntent {
                typealias AppContext = CaptureSettings
                static let title: LocalizedStringResource = "Take a Photo"
                func perform() async throws -> some IntentResult { .result() }
            }
            struct OpenFlash: AppIntent {
                static let openAppWhenRun = true
                func perform() async throws -> some IntentResult { .result() }
            }
            struct ComputedOpen: AppIntents.AppIntent {
                static var openAppWhenRun: Bool { false }
                @available(iOS 26.0, *)
                static var supportedModes: IntentModes = [.foreground(.immediate)]
            }
            struct Redirect: AppIntent {
                func perform() async throws -> some IntentResult & OpensIntent {
                    let url = URL(string: "app://x")!
                    return .result(opensIntent: OpenURLIntent(url))
                }
            }
            struct Nested: CameraCaptureIntent {
                struct AppContext: Codable { var mode = 0 }
            }
            extension Legacy: AppIntent {}
            struct Plain: View { static let openAppWhenRun = true }
            """
        let found = declarations(source)
        let intents = found.types.filter { $0.intent != nil }
        #expect(intents.map(\.name) == ["CaptureIntent", "OpenFlash", "ComputedOpen", "Redirect", "Nested", "Legacy"])
        #expect(
            intents.map { $0.intent!.protocols } == [
                ["CameraCaptureIntent"], ["AppIntent"], ["AppIntent"], ["AppIntent"], ["CameraCaptureIntent"],
                ["AppIntent"],
            ])
        let capture = try #require(intents.first?.intent)
        #expect(capture.appContext?.name == "CaptureSettings")
        #expect(capture.openAppWhenRun == nil)
        #expect(intents[1].intent?.openAppWhenRun?.words == ["true"])
        #expect(intents[2].intent?.openAppWhenRun?.words == ["false"])
        #expect(intents[2].intent?.supportedModes?.words == ["foreground", "immediate"])
        #expect(intents[3].intent?.opensIntent.count == 1)
        #expect(intents[4].intent?.appContext?.name == "AppContext")
        #expect(intents[5].keyword == "extension")
        // Only intents get intent facts.
        #expect(found.types.first { $0.name == "Plain" }?.intent == nil)
    }

    /// An app context's stored properties with their types (an unbounded collection or `Data`
    /// is what the 4 KB cap is about); computed and static members are not stored.
    @Test func codableTypesStoredProperties() {
        let source = """
            struct CaptureSettings: Codable, Sendable {
                var flashOn = false
                let lens: Lens
                var recent: [Data] = []
                var thumbnail: Data?
                var tags: Dictionary<String, [String]>
                static let shared = CaptureSettings()
                var summary: String { "\\(flashOn)" }
                func reset() { var local: [Int] = [] }
            }
            """
        let settings = declarations(source).types.first { $0.name == "CaptureSettings" }
        #expect(
            settings?.storedProperties.map { "\($0.name): \($0.type)" } == [
                "flashOn: ", "lens: Lens", "recent: [Data]", "thumbnail: Data?", "tags: Dictionary<String,[String]>",
            ])
    }

    @Test func theCaptureExtensionsCallsAreFound() {
        let source = """
            struct Store {
                let defaults = UserDefaults(suiteName: "group.com.example")
                let plain = UserDefaults.standard
                let folder = FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.x")
                let configuration = ModelConfiguration(groupContainer: .identifier("group.x"))
            }
            struct CaptureView: View {
                var body: some View {
                    Preview().onCameraCaptureEvent { event in }
                }
                func attach(_ view: UIView) { view.addInteraction(AVCaptureEventInteraction { _ in }) }
            }
            // UserDefaults(suiteName: "in a comment")
            """
        let uses = declarations(source).uses
        #expect(
            uses.map(\.kind) == [
                .userDefaultsSuite, .appGroupContainer, .groupContainerStore, .cameraCaptureEventModifier,
                .captureEventInteraction,
            ])
        #expect(uses.map(\.owners) == [["Store"], ["Store"], ["Store"], ["CaptureView"], ["CaptureView"]])
    }

    @Test func typesKeepTheirConformancesAndOwners() {
        let source = """
            @main
            struct Capture: LockedCameraCaptureExtension {
                var body: some LockedCameraCaptureExtensionScene { LockedCameraCaptureUIScene { s in V(s) } }
            }
            enum Outer { struct Inner: ControlWidget { var body: some ControlWidgetConfiguration { x } } }
            """
        let types = declarations(source).types
        #expect(types.map(\.name) == ["Capture", "Outer", "Inner"])
        #expect(types[0].conforms(to: "LockedCameraCaptureExtension"))
        #expect(types[2].owners == ["Outer"])
    }
}
