import SwiftUI

@main
struct GarageApp: App {
    var body: some Scene {
        WindowGroup { Text("Garage") }
    }
}
