import AppIntents
import SwiftUI
import WidgetKit

/// Xcode's generated asset symbols name the images (Generate Asset Symbols is on by default).
struct FlashControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.torch.flash") {
            ControlWidgetButton(action: FlashIntent()) {
                Label("Flash", image: .flash)  // device: question mark (a PDF image set)
            }
        }
    }
}

struct TorchControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.torch.torch") {
            ControlWidgetToggle("Torch", isOn: TorchState.isOn, action: ToggleTorchIntent()) { isOn in
                Image(isOn ? .torchOn : .torchOff)  // device: not as designed (torch.off draws with a stroke)
            }
        }
    }
}

struct BeamControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.torch.beam") {
            ControlWidgetButton(action: WideBeamIntent()) {
                Image(.Beams.wide)
            }
        }
    }
}

struct StrobeControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.torch.strobe") {
            ControlWidgetButton(action: StrobeIntent()) {
                Image(uiImage: UIImage(resource: .strobe))  // device: question mark (a PNG image set)
            }
        }
    }
}

/// `symbolcheck make sos.svg -o …/sos.symbolset` left the set beside the image set it replaces.
struct SOSControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.torch.sos") {
            ControlWidgetButton(action: SOSIntent()) {
                Image("sos")  // device: may show a question mark (sos is an image set and a symbol set)
            }
        }
    }
}
