import SwiftUI

/// The lamp button's label, shared with the widget's timeline view.
struct LampLabel: View {
    var body: some View {
        Label("Lamp", image: "flash")  // device: question mark (a PNG image set)
    }
}

/// A bulb in the state given; the porch light shows the dimmed one.
struct BulbBadge: View {
    var glyph = "bulb.dim"

    var body: some View {
        Image(glyph)  // device: question mark (the porch light shows the default, bulb.dim, a PNG image set)
            .imageScale(.large)
    }
}
