import Testing

@testable import SwiftSource

/// Controls are found by their conformance, and only their own calls name their images.
@Suite struct ControlSourceTests {
    func controls(_ text: String) -> [ControlDeclaration] {
        ControlSource.controls(in: SwiftLexer.tokens(of: Array(text.utf8)).tokens)
    }

    func described(_ control: ControlDeclaration) -> [String] {
        control.images.map { "\($0.source.rawValue) \($0.name ?? "<run time>")" }
    }

    /// `Image(_:bundle:)` keeps its bundle (#42 item 5); the bundle is no name of its own.
    @Test func anImagesBundleIsRead() throws {
        let text = """
            struct Kit: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    Image("a", bundle: LightsKit.bundle); Image("b", bundle: .module); Image("c")
                    Image(decorative: "d", bundle: Bundle.module); Image(systemName: "e")
                }
            }
            """
        let found = try #require(controls(text).first)
        #expect(found.images.map(\.name) == ["a", "b", "c", "d", "e"])
        guard case .reference(let words, _)? = found.images[0].bundle else {
            Issue.record("LightsKit.bundle is a reference")
            return
        }
        #expect(words == ["LightsKit", "bundle"])
        guard case .resource(let module, _)? = found.images[1].bundle else {
            Issue.record(".module is a member of Bundle")
            return
        }
        #expect(module == ["module"])
        #expect(found.images[2].bundle == nil)
        guard case .reference(let bundle, _)? = found.images[3].bundle else {
            Issue.record("Bundle.module is a reference")
            return
        }
        #expect(bundle == ["Bundle", "module"])
        #expect(found.images[4].bundle == nil)
    }

    /// A package manifest's targets, their folders as SwiftPM defaults them.
    @Test func aPackageManifestsTargetsAndFolders() {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Kit",
                products: [.library(name: "Kit", targets: ["Kit"])],
                targets: [
                    .target(name: "Kit", resources: [.process("Resources")]),
                    .target(name: "Shapes", path: "Code/Shapes", resources: [.copy("Media.xcassets")]),
                    .testTarget(name: "KitTests", dependencies: ["Kit"]),
                ]
            )
            """
        #expect(
            PackageManifest.read(Array(manifest.utf8)).targets.map { "\($0.name) \($0.folder)" } == [
                "Kit Sources/Kit", "Shapes Code/Shapes", "KitTests Tests/KitTests",
            ])
    }

    @Test func everyImageCallOfAControlIsFoundWithItsKind() throws {
        let text = """
            import WidgetKit
            struct Flash: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    AppIntentControlConfiguration(kind: "flash", intent: Pick.self) { config in
                        ControlWidgetToggle("Flash", isOn: config.on, action: FlashIntent()) { isOn in
                            Label(isOn ? "On" : "Off", image: isOn ? "flash" : "flash.slash")
                        } label: {
                            Label("Flash", systemImage: "bolt")
                        }
                    }
                }
                func extra() -> some View { Image(decorative: "deco"); Image(systemName: "x.\\(n)") }
                var icon: some View { Label { Text("t") } icon: { Image("in.closure") } }
                var resource: some View { Image(.flash) }
                var other: some View { Image(uiImage: picture); Foo.Image("member"); SwiftUI.Image("qualified") }
            }
            struct NotAControl: View { var body: some View { Image("outside") } }
            """
        let found = controls(text)
        try #require(found.count == 1)
        #expect(found[0].name == "Flash")
        #expect(
            described(found[0]) == [
                "Label(_:image:) <run time>", "Label(_:systemImage:) bolt", "Image(_:) deco",
                "Image(systemName:) <run time>", "Image(_:) in.closure", "Image(_:) <run time>",
                "Image(uiImage:) <run time>", "Image(_:) qualified",
            ])
    }

    @Test func aReferenceSpansItsArgument() throws {
        let text = #"struct A: WidgetKit.ControlWidget { var b: some View { Label("t", image: flag ? "a" : "b") } }"#
        let image = try #require(controls(text).first?.images.first)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[image.start..<image.end], as: UTF8.self) == #"flag ? "a" : "b""#)
    }

    @Test func extensionsAndGenericsConform() {
        #expect(
            controls("extension Torch: ControlWidget { var x: some View { Image(\"t\") } }").map(\.name) == ["Torch"])
        #expect(controls("struct G<T>: ControlWidget where T: Sendable { }").map(\.name) == ["G"])
        #expect(controls("struct P: ControlWidgetTemplate { }").isEmpty)
        #expect(controls("let x: ControlWidget = y; struct Q { }").isEmpty)
    }

    @Test func unclosedCallsAndBracesCostOnePass() {
        // 50 000 open calls and an unclosed Control: nothing to report, and no quadratic scan.
        let text = "struct C: ControlWidget {" + String(repeating: "Image(Label(", count: 25_000)
        #expect(controls(text).isEmpty)
        let closed =
            "struct C: ControlWidget {" + String(repeating: "Image(", count: 20_000) + "\"x\""
            + String(repeating: ")", count: 20_000) + "}"
        #expect(controls(closed).first?.images.count == 20_000)
    }
}
