import AppIntents
import SwiftUI
import WidgetKit

/// An iOS Control in a project with a watch app: its symbol loads from this extension's bundle.
struct PourControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.kettle.pour") {
            ControlWidgetButton(action: PourIntent()) {
                Image("kettle.pour")  // device: draws (an iOS Control: its symbol loads from this extension)
            }
        }
    }
}
