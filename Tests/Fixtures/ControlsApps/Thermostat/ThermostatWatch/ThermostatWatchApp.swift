import SwiftUI

@main
struct ThermostatWatchApp: App {
    var body: some Scene {
        WindowGroup { Text("ThermostatWatch") }
    }
}
