import AppIntents
import SwiftUI
import WidgetKit

/// Controls of the watchOS widget extension that KettleWatch embeds: Apple Watch's control
/// gallery draws them outside this extension and looks their symbols up in KettleWatch's bundle.
struct BoilControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.kettle.watch.boil") {
            ControlWidgetButton(action: BoilIntent()) {
                Image("kettle.boil")  // device: no icon on Apple Watch (KettleWatch's catalog has no kettle.boil)
            }
        }
    }
}

struct WarmControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.kettle.watch.warm") {
            ControlWidgetButton(action: WarmIntent()) {
                Image("kettle.warm")
            }
        }
    }
}
