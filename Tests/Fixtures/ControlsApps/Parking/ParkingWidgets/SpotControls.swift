import AppIntents
import SwiftUI
import WidgetKit

struct SpotControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.parking.spot") {
            ControlWidgetButton(action: SaveSpotIntent()) {
                Image("parking.spot")
            }
        }
    }
}
