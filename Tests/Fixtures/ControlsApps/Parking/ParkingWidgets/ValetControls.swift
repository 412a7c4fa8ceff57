import AppIntents
import SwiftUI
import WidgetKit

/// Built by the app too: its settings screen shows `ValetLabel()` itself, and there the image
/// loads from the app's bundle.
struct ValetControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.parking.valet") {
            ControlWidgetButton(action: CallValetIntent()) {
                ValetLabel()
            }
        }
    }
}

struct ValetLabel: View {
    var body: some View {
        Label("Valet", image: "parking.valet")  // device: nothing (in the app's settings)
    }
}
