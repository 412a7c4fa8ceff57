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
    /// the Apple Watch warning only where a watchOS app exists; a file the app builds too is
    /// judged for the app as well.
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
        // With a watch app, the name only the widget's catalog holds is warned about.
        tree.file("/App/project.yml", spec + "  Watch: { type: application, platform: watchOS, sources: [Watch] }\n")
        #expect(run(tree).findings == ["control-symbol-extension-only 3:15", "control-image-missing 3:46"])
        // A file the app builds too: for the app, the widget's own symbol set is missing.
        tree.file("/App/Widget/Gallery.swift", Self.control("G", #"Image("own")"#))
        let gallery = run(tree).report.results.filter { $0.path == "/App/Widget/Gallery.swift" }.flatMap(\.diagnostics)
        #expect(gallery.map(\.ruleID) == ["control-image-missing", "control-symbol-extension-only"])
        #expect(
            gallery.first?.message.hasPrefix(
                "the app target App builds this file, and none of its catalogs holds \"own\"") == true)
    }

    @Test func projectProblemsAreSaidWithTheirPlace() {
        var tree = MemoryFileTree()
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        tree.file("/App/Widget/Controls.swift", Self.control("A", #"Image("own")"#))
        tree.file("/App/Other/Controls.swift", Self.control("B", #"Image("own")"#))
        tree.file("/App/project.yml", "targets:\n  Widget:\n    type: app-extension\n    sources: [Widget\n")
        let report = run(tree).report
        #expect(
            report.notes == [
                "/App/project.yml:4:14: a `[` list that starts here is not closed on its line",
                "/App/Other/Controls.swift is built by no target of /App/project.yml, so its names are looked up in the catalogs by folder",
            ])
        tree.file("/App/Broken.xcodeproj/project.pbxproj", "{ objects = ")
        #expect(
            run(tree).report.notes.first
                == "/App/Broken.xcodeproj/project.pbxproj:1:13: the file ends where a value was expected")
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
            report.notes == [
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
