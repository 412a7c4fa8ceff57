import AppIntents
import HueKit
import SwiftUI
import WidgetKit

/// The symbol set is in the app's Swift package's resources, named through its bundle.
struct BulbControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.hue.bulb") {
            ControlWidgetButton(action: ToggleBulbIntent()) {
                Image("kit.bulb", bundle: HueKit.bundle)
            }
        }
    }
}

struct StripControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.hue.strip") {
            ControlWidgetButton(action: ToggleStripIntent()) {
                Image("kit.strip", bundle: HueKit.bundle)  // device: question mark (a PNG)
            }
        }
    }
}

/// A bundle chosen at run time: which catalogs to look in is not known.
struct SceneControl: ControlWidget {
    let sceneBundle: Bundle

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.hue.scene") {
            ControlWidgetButton(action: SceneIntent()) {
                Image("hue.scene", bundle: sceneBundle)
            }
        }
    }
}

/// The main bundle is the extension's own.
struct MainControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.hue.main") {
            ControlWidgetButton(action: SceneIntent()) {
                Image("hue.scene", bundle: .main)
            }
        }
    }
}
