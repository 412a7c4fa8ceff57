import SwiftUI

@main
struct PomodoroApp: App {
    var body: some Scene {
        WindowGroup { Text("Pomodoro") }
    }
}
