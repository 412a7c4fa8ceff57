import AppIntents
import SwiftUI
import WidgetKit

/// Controls of the watchOS widget extension: Apple Watch's control gallery draws them outside
/// this extension and looks their symbols up in ThermostatWatch's bundle.
struct FanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.thermostat.watch.fan") {
            ControlWidgetButton(action: FanIntent()) {
                Image("thermo.fan")  // device: no icon on Apple Watch (ThermostatWatch's catalog has no thermo.fan)
            }
        }
    }
}

/// The watch app keeps this one in its own catalog too, for that reason.
struct EcoControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.thermostat.watch.eco") {
            ControlWidgetButton(action: EcoIntent()) {
                Image("thermo.eco")
            }
        }
    }
}
