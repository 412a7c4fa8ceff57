import AppIntents
import SwiftUI
import WidgetKit

struct ScanControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.scanner.scan") {
            ControlWidgetButton(action: ScanIntent()) {
                ScanLabel()
            }
        }
    }
}

struct ModeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.scanner.mode", intent: SelectModeIntent.self) { config in
            ControlWidgetButton(action: ScanIntent(mode: config.mode)) {
                Image(ScanMode.glyph(for: config.mode))  // device: question mark (a PNG)
            }
        }
    }
}
