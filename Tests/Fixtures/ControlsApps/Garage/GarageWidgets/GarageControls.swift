import AppIntents
import SwiftUI
import WidgetKit

struct DoorControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.garage.door", intent: SelectDoorIntent.self) { door in
            ControlWidgetToggle("Door", isOn: door.isOpen, action: ToggleDoorIntent()) { isOpen in
                Label(
                    isOpen ? "Open" : "Closed",
                    image: isOpen
                        ? "garage.open"
                        : "garage.closed"  // device: question mark (a PNG image set)
                )
            }
        }
    }
}

struct LightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.garage.light") {
            ControlWidgetToggle("Light", isOn: LightState.isOn, action: ToggleLightIntent()) { isOn in
                Image(
                    if isOn {
                        "garage.light.on"
                    } else {
                        "garage.light.off"  // device: nothing (no such asset)
                    })
            }
        }
    }
}

struct GateControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.garage.gate") {
            ControlWidgetButton(action: CycleGateIntent()) {
                Image(
                    switch GateState.current {
                    case .open: "gate.open"
                    case .closed: "gate.closed"
                    case .moving: "gate.moving"  // device: question mark (a PNG image set)
                    })
            }
        }
    }
}
