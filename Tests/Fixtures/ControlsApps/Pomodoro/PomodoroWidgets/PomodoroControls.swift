import AppIntents
import SwiftUI
import WidgetKit

struct StartControl: ControlWidget {
    static let icon = "timer.start"

    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.pomodoro.start") {
            ControlWidgetButton(action: StartTimerIntent()) {
                Label("Start", image: Self.icon)
            }
        }
    }
}

struct PauseControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.pomodoro.pause") {
            ControlWidgetButton(action: PauseTimerIntent()) {
                Label("Pause", image: TimerGlyph.pause.rawValue)  // device: question mark (a PNG image set)
            }
        }
    }
}

struct StopControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.pomodoro.stop") {
            ControlWidgetButton(action: StopTimerIntent()) {
                Image(TimerGlyph.stop.rawValue)  // device: nothing (no such asset)
            }
        }
    }
}

struct FocusControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.pomodoro.focus") {
            ControlWidgetToggle("Focus", isOn: FocusState.isOn, action: ToggleFocusIntent()) { isOn in
                Image(isOn ? Glyphs.focus : Glyphs.breakTime)  // device: question mark (cup.break is a PNG image set)
            }
        }
    }
}

struct LapControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.pomodoro.lap") {
            ControlWidgetButton(action: LapIntent()) {
                Image(TimerGlyph.lap.rawValue)
            }
        }
    }
}
