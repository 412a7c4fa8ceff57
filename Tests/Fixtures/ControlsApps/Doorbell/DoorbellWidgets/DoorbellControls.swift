import AppIntents
import SwiftUI
import WidgetKit

struct RingControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.doorbell.ring") {
            ControlWidgetButton(action: RingIntent()) {
                Label {
                    Text("Ring")
                } icon: {
                    Image("bell.ring")  // device: question mark (a PNG image set)
                }
            }
        }
    }
}

struct MuteControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.doorbell.mute") {
            ControlWidgetToggle("Mute", isOn: BellState.isMuted, action: MuteIntent()) { _ in
                Label {
                    Text("Mute")
                } icon: {
                    Image("bell.mute")
                }
            }
        }
    }
}
