import SwiftUI
import WidgetKit

@main
struct CameraWidgetsBundle: WidgetBundle {
    var body: some Widget {
        ShutterControl()
        FlashControl()
        TimerControl()
        NightControl()
        ApertureControl()
        ZoomControl()
        ModeControl()
        LensControl()
    }
}
