import AppIntents
import SwiftUI
import WidgetKit

struct HeatControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.thermostat.heat") {
            ControlWidgetButton(action: HeatIntent()) {
                Image("thermo.heat")  // device: draws (an iOS Control: its symbol loads from this extension)
            }
        }
    }
}

struct CoolControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.thermostat.cool") {
            ControlWidgetButton(action: CoolIntent()) {
                Image("thermo.cool")
            }
        }
    }
}
