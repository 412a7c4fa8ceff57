import AppIntents
import SwiftUI
import WidgetKit

/// The camera in Control Center, on the Lock Screen and on the Action button. It carries the
/// camera intent, so a locked phone opens the capture extension rather than asking for an unlock.
struct CameraControl: ControlWidget {
    /// Never change it: iOS remembers a placed Control by its kind, and a new one makes the
    /// placed Control stop resolving.
    static let kind = "com.example.LockScreenCamera.camera"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: Self.kind) {
            ControlWidgetButton(action: CaptureIntent()) {
                Label("Camera", image: "camera")
            }
        }
        .displayName("Camera")
        .description("Take a photo, even from the Lock Screen.")
    }
}
