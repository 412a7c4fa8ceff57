import SwiftUI

@main
struct ParkingApp: App {
    var body: some Scene {
        WindowGroup { Text("Parking") }
    }
}
