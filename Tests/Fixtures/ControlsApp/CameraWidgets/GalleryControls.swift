import AppIntents
import SwiftUI
import WidgetKit

/// Built by CameraApp too (an exception set of the project adds it, for the intent), whose own
/// views show none of this label: the app's bundle decides nothing here.
struct LensControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.lens") {
            ControlWidgetButton(action: SwitchLensIntent()) {
                Image("lens")  // device: draws (from the extension's bundle)
            }
        }
    }
}
