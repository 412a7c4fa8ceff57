import AppIntents
import SwiftUI
import WidgetKit

// Each Control below is built to give the findings `ControlsCLITests` expects, and no other; a
// `device:` comment says what the device shows, which the precision and recall are measured against.

/// A symbol set in both catalogs that checks clean: no finding.
struct ShutterControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.shutter") {
            ControlWidgetButton(action: OpenCaptureIntent()) {
                // Image("commented") is not a call; neither is "Image(\"quoted\")".
                Label("Shutter (now)", image: "shutter")
            }
        }
    }
}

/// An image set: Control Center shows a question mark.
struct FlashControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "com.example.camera.flash", intent: FlashSettings.self) { settings in
            ControlWidgetToggle("Flash", isOn: settings.isOn, action: ToggleFlashIntent()) {
                Label("Flash", image: "flash")  // device: question mark (a PNG image set)
            }
        }
    }
}

/// A custom symbol through `systemImage:`: draws nothing.
struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.timer") {
            ControlWidgetButton(action: StartTimerIntent()) {
                Label("Timer", systemImage: "timer.custom")  // device: nothing (the app's symbol through systemImage)
            }
        }
    }
}

/// A symbol set only in this extension's catalog, in a project with a watch app: an iOS Control draws it.
struct NightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.night") {
            ControlWidgetButton(action: NightModeIntent()) {
                Image("night")  // device: draws (an iOS Control: its symbol loads from this extension)
            }
        }
    }
}

/// A namespaced symbol set whose template fails `check` (it draws with a stroke).
struct ApertureControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.aperture") {
            ControlWidgetButton(action: ApertureIntent()) {
                Label(#"Aperture "f/1.8""#, image: "Glyphs/aperture")  // device: not as designed
            }
        }
    }
}

/// A name no catalog holds.
struct ZoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.zoom") {
            ControlWidgetButton(action: ZoomIntent()) {
                Label("Zoom", image: "zoom.lens")  // device: nothing (no such asset)
            }
        }
    }
}

/// Symbol sets of a catalog both targets build (by the project), one of Apple's symbols, and a
/// name chosen at run time.
struct ModeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.mode") {
            ControlWidgetToggle(
                "Video", isOn: CameraMode.isVideo, action: SwitchModeIntent(),
                valueLabel: { isVideo in
                    Label(isVideo ? "Video" : "Photo", image: isVideo ? "mode.video" : "mode.photo")
                }
            ) {
                Label("Mode", systemImage: "camera.aperture")
                Image(CameraMode.current.badgeName)  // device: may show a question mark (flash is a PNG image set)
            }
        }
    }
}
