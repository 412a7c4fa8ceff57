import AppIntents
import SwiftUI
import WidgetKit

struct SceneControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.lights.scene", intent: SelectSceneIntent.self) { config in
            ControlWidgetButton(action: RunSceneIntent(scene: config.scene)) {
                Image(config.scene.glyphName)  // device: may show a question mark (movie.night is a PNG image set)
            }
        }
    }
}

struct RoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.lights.room", intent: SelectRoomIntent.self) { config in
            ControlWidgetToggle("Room", isOn: config.isOn, action: ToggleRoomIntent(room: config.room)) { _ in
                Image("\(config.room.id).bulb")  // device: may show a question mark (kitchen.bulb is a PNG image set)
            }
        }
    }
}

struct LampControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.lights.lamp", intent: SelectLampIntent.self) { config in
            ControlWidgetButton(action: ToggleLampIntent(lamp: config.lamp)) {
                Image("\(config.lamp.id).lamp")
            }
        }
    }
}
