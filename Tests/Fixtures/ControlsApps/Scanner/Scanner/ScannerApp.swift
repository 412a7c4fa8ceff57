import SwiftUI

@main
struct ScannerApp: App {
    var body: some Scene {
        WindowGroup { Text("Scanner") }
    }
}
