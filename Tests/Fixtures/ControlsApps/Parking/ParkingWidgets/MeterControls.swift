import AppIntents
import SwiftUI
import WidgetKit

/// Built by the app too, which shows these Controls in its own gallery.
struct MeterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.parking.meter") {
            ControlWidgetButton(action: FeedMeterIntent()) {
                Image("parking.meter")  // device: nothing (in the app's gallery: the app's bundle has no parking.meter)
            }
        }
    }
}
