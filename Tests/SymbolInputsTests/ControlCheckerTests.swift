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

    @Test func theNearestCatalogAboveTheControlIsItsOwn() {
        var tree = MemoryFileTree()
        tree.file("/App/Assets.xcassets/Contents.json", "{}")
        symbolset("/App/Assets.xcassets/shared.symbolset", in: &tree)
        symbolset("/App/Widget/Assets.xcassets/shared.symbolset", in: &tree)
        symbolset("/App/Widget/Assets.xcassets/own.symbolset", in: &tree)
        tree.file("/App/Widget/Sources/Deep/Controls.swift", Self.control("A", #"Image("own"); Image("shared")"#))
        let (findings, _) = run(tree)
        #expect(findings == ["control-symbol-extension-only 3:15"])
        // A folder given inside another one given is read once.
        #expect(run(tree, ["/App", "/App/Widget/Sources"]).findings == findings)
        // Without the app's folder, every set looks extension-only.
        #expect(run(tree, ["/App/Widget"]).findings.count == 2)
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
        #expect(report.results.map(\.warningCount).reduce(0, +) == 2)
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
