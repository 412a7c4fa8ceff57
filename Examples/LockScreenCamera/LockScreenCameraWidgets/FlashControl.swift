import AppIntents
import SwiftUI
import WidgetKit

/// Opens the app with the flash on. Its intent opens the app, so it is built into the app as
/// well as into this extension.
struct FlashControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.LockScreenCamera.flash") {
            ControlWidgetButton(action: LaunchWithFlashIntent()) {
                Label("Flash", image: "bolt")
            }
        }
        .displayName("Camera with Flash")
        .description("Open the camera with the flash on.")
    }
}
