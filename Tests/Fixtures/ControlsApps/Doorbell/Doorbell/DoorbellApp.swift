import SwiftUI

@main
struct DoorbellApp: App {
    var body: some Scene {
        WindowGroup { Text("Doorbell") }
    }
}
