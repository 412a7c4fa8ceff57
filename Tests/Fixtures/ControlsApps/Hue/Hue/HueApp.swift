import HueKit
import SwiftUI

@main
struct HueApp: App {
    var body: some Scene {
        WindowGroup { Text("Hue") }
    }
}
