import SwiftUI
import WidgetKit

@main
struct LockScreenCameraWidgetsBundle: WidgetBundle {
    var body: some Widget {
        CameraControl()
        FlashControl()
    }
}
