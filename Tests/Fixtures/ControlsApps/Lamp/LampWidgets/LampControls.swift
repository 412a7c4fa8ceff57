import AppIntents
import LampKit
import SwiftUI
import WidgetKit

/// A view declared in another file of the target, used as the whole label.
struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.lamp") {
            ControlWidgetButton(action: ToggleLampIntent()) {
                LampLabel()
            }
        }
    }
}

/// A view whose stored property the label sets, in each state.
struct BulbControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.bulb") {
            ControlWidgetToggle("Bulb", isOn: BulbState.isOn, action: ToggleBulbIntent()) { isOn in
                BulbBadge(glyph: isOn ? "bulb.on" : "bulb.off")  // device: question mark when off (a PNG image set)
            }
        }
    }
}

/// The same view with its property's default.
struct PorchControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.porch") {
            ControlWidgetButton(action: TogglePorchIntent()) {
                BulbBadge()
            }
        }
    }
}

enum LampGlyph: String {
    case on = "lamp.on"
    case off = "lamp.off"
}

/// A local constant whose type annotation names the enum its cases are of.
struct DeskLampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.desk") {
            ControlWidgetToggle("Desk lamp", isOn: DeskState.isOn, action: ToggleDeskIntent()) { on in
                let glyph: LampGlyph = on ? .on : .off
                Image(glyph.rawValue)  // device: question mark when off (lamp.off is a PNG image set)
            }
        }
    }
}

/// A force-unwrapped `UIImage(named:)`.
struct FlashControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.flash") {
            ControlWidgetButton(action: FlashIntent()) {
                Image(uiImage: UIImage(named: "flash")!)  // device: question mark (a PNG image set)
            }
        }
    }
}

/// A label view from the app's Swift package: not in the target's Swift, so not followed.
struct KitControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.lamp.kit") {
            ControlWidgetButton(action: KitIntent()) {
                LampKitLabel()
            }
        }
    }
}
