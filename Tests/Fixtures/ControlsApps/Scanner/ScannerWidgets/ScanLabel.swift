import SwiftUI

/// The scan button's label, shared with the widget's timeline view.
struct ScanLabel: View {
    var body: some View {
        Label("Scan", image: "scan.frame")  // device: question mark (a PNG image set)
    }
}
