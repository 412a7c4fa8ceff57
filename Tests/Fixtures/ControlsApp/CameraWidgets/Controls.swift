import AppIntents
import SwiftUI
import WidgetKit

// Each Control below is built to give the findings `ControlsAppTests` expects, and no other.

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
                Label("Flash", image: "flash")
            }
        }
    }
}

/// A custom symbol through `systemImage:`: draws nothing.
struct TimerControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.timer") {
            ControlWidgetButton(action: StartTimerIntent()) {
                Label("Timer", systemImage: "timer.custom")
            }
        }
    }
}

/// A symbol set only in this extension's catalog: no icon on Apple Watch.
struct NightControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.night") {
            ControlWidgetButton(action: NightModeIntent()) {
                Image("night")
            }
        }
    }
}

/// A namespaced symbol set whose template fails `check` (it draws with a stroke).
struct ApertureControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.aperture") {
            ControlWidgetButton(action: ApertureIntent()) {
                Label(#"Aperture "f/1.8""#, image: "Glyphs/aperture")
            }
        }
    }
}

/// A name no catalog holds.
struct ZoomControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.zoom") {
            ControlWidgetButton(action: ZoomIntent()) {
                Label("Zoom", image: "zoom.lens")
            }
        }
    }
}

/// A name chosen at run time, and one of Apple's symbols in the value label.
struct ModeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.camera.mode") {
            ControlWidgetToggle(
                "Video", isOn: CameraMode.isVideo, action: SwitchModeIntent(),
                valueLabel: { isVideo in
                    Label(isVideo ? "Video" : "Photo", systemImage: isVideo ? "video" : "camera")
                }
            ) {
                Label("Mode", systemImage: "camera.aperture")
            }
        }
    }
}
