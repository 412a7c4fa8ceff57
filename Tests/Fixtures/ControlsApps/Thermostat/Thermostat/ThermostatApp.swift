import SwiftUI

@main
struct ThermostatApp: App {
    var body: some Scene {
        WindowGroup { Text("Thermostat") }
    }
}
