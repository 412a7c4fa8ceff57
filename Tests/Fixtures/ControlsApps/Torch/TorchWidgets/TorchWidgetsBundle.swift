import SwiftUI
import WidgetKit

@main
struct TorchWidgetsBundle: WidgetBundle {
    var body: some Widget {
        FlashControl()
        TorchControl()
        BeamControl()
        StrobeControl()
    }
}
