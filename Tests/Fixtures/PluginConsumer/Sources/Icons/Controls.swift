// The target's Control, which the build plugin checks with `symbolcheck controls`. ControlWidget
// is iOS's: elsewhere (Linux, macOS) the file compiles to nothing, and the checker reads it all
// the same.
#if os(iOS)
    import AppIntents
    import SwiftUI
    import WidgetKit

    @available(iOS 18.0, *)
    struct CameraControl: ControlWidget {
        var body: some ControlWidgetConfiguration {
            StaticControlConfiguration(kind: "com.example.icons.camera") {
                ControlWidgetButton(action: OpenCameraIntent()) {
                    Label("Camera", image: "camera")
                }
            }
        }
    }

    @available(iOS 18.0, *)
    struct OpenCameraIntent: AppIntent {
        static let title: LocalizedStringResource = "Open the camera"
        func perform() async throws -> some IntentResult { .result() }
    }
#endif
