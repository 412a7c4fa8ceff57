import AppIntents
import SwiftUI
import WidgetKit

/// Built by CameraApp too (an exception set of the project adds it), which shows it in its own
/// control gallery: there the image loads from the app's bundle.
struct LensControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.lens") {
            ControlWidgetButton(action: SwitchLensIntent()) {
                Image("lens")  // device: nothing (in the app's gallery), no icon on Apple Watch
            }
        }
    }
}
