import AppIntents
import SwiftUI
import WidgetKit

struct LaunchControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.payday.launch") {
            ControlWidgetButton(action: OpenPaydayIntent()) {
                Label("Launch Payday", systemImage: "custom.icon-symbol")  // device: nothing
            }
        }
    }
}

struct WalletControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.payday.wallet") {
            ControlWidgetButton(action: OpenWalletIntent()) {
                Image(systemName: "custom.wallet")  // device: nothing (no symbol of Apple's has that name)
            }
        }
    }
}

struct CoinsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.payday.coins") {
            ControlWidgetButton(action: CollectIntent()) {
                Label("Collect", systemImage: "payday.coin")  // device: nothing (meant the app's payday.coins)
            }
        }
    }
}

struct CardControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.payday.card") {
            ControlWidgetButton(action: ShowCardIntent()) {
                Label("Card", systemImage: "creditcard.fill")
            }
        }
    }
}

/// A name that differs from the app's symbol set only in its separators: the set was made from an
/// icon named after Apple's symbol, and Apple's `sun.max.fill` is what this Control shows.
struct SunControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.payday.sun") {
            ControlWidgetButton(action: ShowCardIntent()) {
                Label("Sunny", systemImage: "sun.max.fill")  // device: Apple's sun.max.fill
            }
        }
    }
}
