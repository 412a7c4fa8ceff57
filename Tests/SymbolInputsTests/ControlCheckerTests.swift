import AppRules
import SVGModel
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// How `controls` finds an app's catalogs and decides whose they are, on apps in memory.
@Suite struct ControlCheckerTests {
    static let symbolsetJSON =
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "s.svg", "idiom" : "universal" } ] }"#
    static let namespace =
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#

    static func control(_ name: String, _ call: String) -> String {
        "struct \(name): ControlWidget {\n    var body: some ControlWidgetConfiguration {\n        \(call)\n    }\n}\n"
    }

    func symbolset(_ folder: String, in tree: inout MemoryFileTree) {
        tree.file(folder + "/Contents.json", Self.symbolsetJSON)
        tree.file(folder + "/s.svg", TemplateFixture().svg)
    }

    /// `rule line:col` of every finding, and the symbols (Controls) in report order.
    func run(_ tree: MemoryFileTree, _ paths: [String] = ["/App"]) -> (
        findings: [String], report: ControlChecker.Report
    ) {
        let report = ControlChecker.check(paths, configuration: CheckConfiguration(), tree: tree)
        let findings = report.results.flatMap { result in
            result.diagnostics.map { d in
                "\(d.ruleID) \(d.range.flatMap { result.location(of: $0.start) }.map { "\($0)" } ?? result.path)"
            }
        }
        return (findings, report)
    }

    @Test func namesFollowNamespacesAsCodeWritesThem() {
        var tree = MemoryFileTree()
        tree.file("/App/App/Assets.xcassets/Contents.json", "{}")
        tree.file("/App/App/Assets.xcassets/Icons/Contents.json", Self.namespace)
        symbolset("/App/App/Assets.xcassets/Icons/bolt.symbolset", in: &tree)
        // A group that provides no namespace adds nothing to the name.
        tree.file("/App/App/Assets.xcassets/Plain/Contents.json", "{}")
        symbolset("/App/App/Assets.xcassets/Plain/star.symbolset", in: &tree)
        tree.file(
            "/App/Widget/Controls.swift",
            Self.control("A", #"Label("a", image: "Icons/bolt"); Image("star"); Image("bolt"); Image("Plain/star")"#))
        let (findings, report) = run(tree)
        #expect(findings == ["control-image-missing 3:63", "control-image-missing 3:78"])
        #expect(report.controlCount == 1)
        // Both symbol sets were checked and are part of the Control's entry.
        #expect(report.results.map(\.path).filter { $0.hasSuffix(".svg") }.count == 2)
    }

    /// Without a project: the nearest catalog above the Control is its own and searched first;
    /// every other catalog is searched too; whether there is a watch app is not known, so the
    /// Apple Watch warning is not given.
    @Test func withoutAProjectCatalogsGoByFolder() {
        var tree = MemoryFileTree()
        tree.file("/App/Assets.xcassets/Contents.json", "{}")
        symbolset("/App/Assets.xcassets/shared.symbolset", in: &tree)
        symbolset("/App/Widget/Assets.xcassets/shared.symbolset", in: &tree)
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        // The own catalog's symbol set wins over another catalog's image set of the same name.
        symbolset("/App/Widget/Assets.xcassets/both.symbolset", in: &tree)
        tree.file("/App/Assets.xcassets/both.imageset/Contents.json", "{}")
        symbolset("/App/Assets.xcassets/appOnly.symbolset", in: &tree)
        tree.file(
            "/App/Widget/Sources/Deep/Controls.swift",
            Self.control("A", #"Image("own"); Image("shared"); Image("both"); Image("appOnly")"#))
        let (findings, report) = run(tree)
        #expect(findings == [])
        #expect(report.projects == [])
        // A folder given inside another one given is read once.
        #expect(run(tree, ["/App", "/App/Widget/Sources"]).report.results.count == report.results.count)
        // Without the app's folder, its catalog is not searched.
        #expect(run(tree, ["/App/Widget"]).findings == ["control-image-missing 3:61"])
    }

    /// With an XcodeGen spec: each Control's names are looked up in its own target's catalogs;
    /// an iOS extension's Controls are not the watch gallery's, even with a watch app; a file the
    /// app builds too is not judged for the app unless the app's own views show its label's view.
    @Test func withAProjectEachTargetHasItsCatalogs() {
        var tree = MemoryFileTree()
        symbolset("/App/App/Assets.xcassets/appOnly.symbolset", in: &tree)
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        symbolset("/App/Shared/Shared.xcassets/shared.symbolset", in: &tree)
        tree.file("/App/Widget/Controls.swift", Self.control("A", #"Image("own"); Image("shared"); Image("appOnly")"#))
        let spec = """
            name: App
            targets:
              App: { type: application, platform: iOS, sources: [App, Shared, Widget/Gallery.swift], dependencies: [{ target: Widget }] }
              Widget: { type: app-extension, platform: iOS, sources: [Widget, Shared] }

            """
        tree.file("/App/project.yml", spec)
        // The app's catalog is not the widget's: its name is missing there.
        #expect(run(tree).findings == ["control-image-missing 3:46"])
        #expect(run(tree).report.projects == ["/App/project.yml"])
        // With a watch app, an iOS extension's symbol set is still its own (#42 item 1: the watch
        // gallery's evidence is about a watchOS widget extension).
        tree.file("/App/project.yml", spec + "  Watch: { type: application, platform: watchOS, sources: [Watch] }\n")
        #expect(run(tree).findings == ["control-image-missing 3:46"])
        // A file the app builds too (for its intent): the app draws none of its label.
        tree.file("/App/Widget/Gallery.swift", Self.control("G", #"Image("own")"#))
        let gallery = run(tree).report.results.filter { $0.path == "/App/Widget/Gallery.swift" }.flatMap(\.diagnostics)
        #expect(gallery.map(\.ruleID) == [])
    }

    /// A watchOS widget extension's symbol set is looked up in the watch app that contains it
    /// (through its dependencies), and the message names that app; a set the watch app's catalog
    /// holds too passes.
    @Test func aWatchWidgetExtensionsSymbolIsLookedUpInItsWatchApp() {
        var tree = MemoryFileTree()
        symbolset("/App/WatchWidget/Assets.xcassets/own.symbolset", in: &tree)
        symbolset("/App/WatchWidget/Assets.xcassets/both.symbolset", in: &tree)
        symbolset("/App/Watch/Assets.xcassets/both.symbolset", in: &tree)
        symbolset("/App/Phone/Assets.xcassets/own.symbolset", in: &tree)
        tree.file("/App/WatchWidget/Controls.swift", Self.control("W", #"Image("own"); Image("both")"#))
        tree.file(
            "/App/project.yml",
            """
            name: App
            targets:
              Phone: { type: application, platform: iOS, sources: [Phone], dependencies: [{ target: Watch }] }
              Watch: { type: application, platform: watchOS, sources: [Watch], dependencies: [{ target: WatchWidget }] }
              WatchWidget: { type: app-extension, platform: watchOS, sources: [WatchWidget] }

            """)
        let (findings, report) = run(tree)
        #expect(findings == ["control-symbol-extension-only 3:15"])
        #expect(
            report.results.flatMap(\.diagnostics).first?.message.hasPrefix(
                "the symbol set \"own\" is in no catalog of the watch app Watch, which contains the watchOS widget extension WatchWidget"
            ) == true)
    }

    /// An app target that compiles a Control's file is judged for it only where the app's own
    /// views use the label's view (#42 item 2): there the image loads from the app's bundle.
    @Test func anAppThatShowsTheLabelsViewJudgesItsImages() {
        var tree = MemoryFileTree()
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        tree.file("/App/App/Assets.xcassets/Contents.json", "{}")
        tree.file(
            "/App/Widget/Gallery.swift",
            Self.control("G", "ControlWidgetButton(action: I()) { GLabel() }")
                + "struct GLabel: View {\n    var body: some View { Image(\"own\") }\n}\n")
        tree.file(
            "/App/project.yml",
            """
            name: App
            targets:
              App: { type: application, platform: iOS, sources: [App, Widget/Gallery.swift], dependencies: [{ target: Widget }] }
              Widget: { type: app-extension, platform: iOS, sources: [Widget] }

            """)
        #expect(run(tree).findings == [])
        tree.file(
            "/App/App/Settings.swift", "struct Settings: View {\n    var body: some View { VStack { GLabel() } }\n}\n")
        let (findings, report) = run(tree)
        #expect(findings == ["control-image-missing 7:33"])
        let d = report.results.flatMap(\.diagnostics).first
        #expect(
            d?.message.hasPrefix(
                "the app target App shows this label's view in its own views, and none of its catalogs holds \"own\"")
                == true)
        #expect(
            d?.notes.map(\.message).contains(
                "the app target App shows `GLabel` in its own view `Settings` at /App/App/Settings.swift:2:36, where images load from the app's bundle"
            ) == true, "\(d?.notes.map(\.message) ?? [])")
    }

    /// `Image(_:bundle:)` with a Swift package's bundle looks the name up in that package
    /// target's catalogs (#42 item 5): a constant holding `Bundle.module`; `.module` in a file of
    /// no package is a bundle not traced, a note, not an error; `.main` is the target's own.
    @Test func aPackagesBundleNamesItsCatalogs() {
        var tree = MemoryFileTree()
        tree.file("/App/Widget/Assets.xcassets/kit.imageset/Contents.json", "{}")
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        symbolset("/App/Kit/Code/Media.xcassets/kit.symbolset", in: &tree)
        tree.file(
            "/App/Kit/Package.swift",
            #"let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Code")])"#)
        tree.file("/App/Kit/Code/Kit.swift", "public enum Kit {\n    public static let bundle = Bundle.module\n}\n")
        tree.file(
            "/App/Widget/Controls.swift",
            Self.control(
                "A", #"Image("kit", bundle: Kit.bundle); Image("mod", bundle: .module); Image("own", bundle: .main)"#))
        let (findings, report) = run(tree)
        #expect(findings == ["control-image-unresolved 3:49"])
        #expect(
            report.results.flatMap(\.diagnostics).first?.message
                == "the image name given to `Image(_:)` is \"mod\", loaded from the bundle `.module`, which symbolcheck did not trace to a Swift package's resources under the paths (`Bundle.module`, or a constant holding it), so symbolcheck cannot look it up"
        )
        // The package's symbol set is checked as the Control's.
        #expect(report.results.contains { $0.path == "/App/Kit/Code/Media.xcassets/kit.symbolset/s.svg" })
        // Without the bundle, the widget's own image set is the one the name loads.
        tree.file("/App/Widget/Controls.swift", Self.control("A", #"Image("kit")"#))
        #expect(run(tree).findings == ["control-image-set 3:15"])
    }

    @Test func projectProblemsAreSaidWithTheirPlace() {
        var tree = MemoryFileTree()
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        tree.file("/App/Widget/Controls.swift", Self.control("A", #"Image("own")"#))
        tree.file("/App/Other/Controls.swift", Self.control("B", #"Image("own")"#))
        tree.file("/App/project.yml", "targets:\n  Widget:\n    type: app-extension\n    sources: [Widget\n")
        let report = run(tree).report
        #expect(
            report.notes.flatMap(\.placedMessages) == [
                "/App/project.yml:4:14: a `[` list that starts here is not closed on its line",
                "/App/Other/Controls.swift: built by no target of /App/project.yml, so its names are looked up in the catalogs by folder",
            ])
        #expect(report.notes.flatMap { $0.diagnostics.map(\.ruleID) } == ["project-note", "project-note"])
        tree.file("/App/Broken.xcodeproj/project.pbxproj", "{ objects = ")
        #expect(
            run(tree).report.notes.first?.placedMessages
                == ["/App/Broken.xcodeproj/project.pbxproj:1:13: the file ends where a value was expected"])
    }

    @Test func aSymbolSetShownByTwoControlsIsReportedUnderEach() {
        var tree = MemoryFileTree()
        symbolset("/App/Assets.xcassets/bolt.symbolset", in: &tree)
        tree.file(
            "/App/Controls.swift",
            Self.control("A", #"Image("bolt")"#) + Self.control("B", #"Label("b", image: "bolt")"#)
        )
        let report = run(tree).report
        #expect(
            report.results.map { "\($0.symbol ?? "-") \($0.path)" } == [
                "/App/Controls.swift: A /App/Controls.swift",
                "/App/Controls.swift: A /App/Assets.xcassets/bolt.symbolset/Contents.json",
                "/App/Controls.swift: A /App/Assets.xcassets/bolt.symbolset/s.svg",
                "/App/Controls.swift: B /App/Controls.swift",
                "/App/Controls.swift: B /App/Assets.xcassets/bolt.symbolset/Contents.json",
                "/App/Controls.swift: B /App/Assets.xcassets/bolt.symbolset/s.svg",
            ])
        #expect(report.results.allSatisfy { $0.passes(strict: false) })
        // Without a project file no watchOS app is known: no control-symbol-extension-only.
        #expect(report.results.map(\.warningCount).reduce(0, +) == 0)
    }

    @Test func unreadableAndBrokenSourcesAreSaidWithTheirPlace() {
        var tree = MemoryFileTree()
        tree.file("/App/Controls.swift", Self.control("A", #"Image(systemName: "bolt")"#) + "let s = \"open\n")
        tree.file("/App/Big.swift", String(repeating: "x", count: 200))
        tree.file("/App/.build/Hidden.swift", Self.control("Hidden", #"Image("x")"#))
        var configuration = CheckConfiguration()
        configuration.limits.maxInputBytes = 150
        let report = ControlChecker.check(["/App"], configuration: configuration, tree: tree)
        #expect(
            report.notes.flatMap(\.placedMessages) == [
                "/App/Controls.swift:6:9: a string literal that starts here is not closed; the rest of the file was not read"
            ])
        #expect(
            report.results.flatMap { $0.diagnostics.map { "\($0.ruleID) \($0.message)" } } == [
                "input-refused cannot read the file: it is 200 bytes, more than the limit of 150",
                #"control-system-symbol "bolt" is in none of the app's catalogs, so it is taken as one of Apple's SF Symbols, whose existence symbolcheck does not check"#,
            ])
        #expect(report.results.first?.isRefused == true)
        #expect(report.results.first?.diagnostics.first?.suggestion == .raiseLimit(.maxInputBytes))
        #expect(report.controlCount == 1)
    }
}
