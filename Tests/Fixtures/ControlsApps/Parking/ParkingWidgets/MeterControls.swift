import AppIntents
import SwiftUI
import WidgetKit

/// Built by the app too (for its intent), whose own views show none of this label.
struct MeterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.parking.meter") {
            ControlWidgetButton(action: FeedMeterIntent()) {
                Image("parking.meter")  // device: draws (the app compiles this file but never shows its label)
            }
        }
    }
}
