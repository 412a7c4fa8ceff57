import SwiftUI

struct SettingsView: View {
    var body: some View {
        Form {
            ValetLabel()
            Text("Call the valet from Control Center")
        }
    }
}
