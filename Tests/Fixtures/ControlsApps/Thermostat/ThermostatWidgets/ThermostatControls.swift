import AppIntents
import SwiftUI
import WidgetKit

struct HeatControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.thermostat.heat") {
            ControlWidgetButton(action: HeatIntent()) {
                Image("thermo.heat")  // device: no icon on Apple Watch
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
