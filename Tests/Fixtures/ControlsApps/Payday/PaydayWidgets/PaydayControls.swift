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
