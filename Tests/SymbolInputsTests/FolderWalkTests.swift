import AppRules
import SVGModel
import Support
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// One folder walk for every command (`FolderWalk`): `check`'s inputs (`InputDiscovery`) and
/// `controls`' sources (`AppSources`) come from the same search, with one settings scope (each
/// file found carries the nested config files' settings), one set of limits and one catalog
/// reader, so the two commands give one verdict on one symbol set.
@Suite struct FolderWalkTests {
    static let symbolsetJSON =
        #"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "s.svg", "idiom" : "universal" } ] }"#

    /// An app whose Control shows a symbol set lacking its Capline-L guide (`missing-guide`).
    static func app() -> MemoryFileTree {
        var tree = MemoryFileTree()
        var template = TemplateFixture()
        template.guides["Capline-L"] = .some(nil)
        tree.file("/App/Widget/Assets.xcassets/Contents.json", "{}")
        tree.file("/App/Widget/Assets.xcassets/Glyphs/bolt.symbolset/Contents.json", symbolsetJSON)
        tree.file("/App/Widget/Assets.xcassets/Glyphs/bolt.symbolset/s.svg", template.svg)
        tree.file(
            "/App/Widget/Controls.swift",
            "struct Bolt: ControlWidget {\n    var body: some ControlWidgetConfiguration {\n        Label(\"Bolt\", image: \"bolt\")\n    }\n}\n"
        )
        return tree
    }

    /// The rule ids of `check`'s findings over the folder, and of `controls`'.
    func verdicts(_ tree: MemoryFileTree, scope: InputScope = InputScope()) -> (check: [String], controls: [String]) {
        var configuration = CheckConfiguration()
        configuration.scope = scope
        let inputs = InputDiscovery.discover(["/App"], includePlainSVG: false, scope: scope, in: tree).inputs
        let check = BatchChecker.check(inputs, jobs: 1, configuration: configuration, tree: tree).joined()
        let controls = ControlChecker.check(["/App"], configuration: configuration, tree: tree).results
        return (check.flatMap { $0.diagnostics.map(\.ruleID) }, controls.flatMap { $0.diagnostics.map(\.ruleID) })
    }

    @Test func aNestedConfigGivesCheckAndControlsOneVerdict() {
        var tree = Self.app()
        let before = verdicts(tree)
        #expect(before.check == ["missing-guide"])
        #expect(before.controls == ["control-symbol-set-fails", "missing-guide"])
        // Turned off in the catalog's group, the rule is off for both.
        tree.file("/App/Widget/Assets.xcassets/Glyphs/.symbolcheck.json", #"{ "disable": ["missing-guide"] }"#)
        #expect(verdicts(tree) == ([], []))
        // Lowered to a warning for the set's folder, the set's error no longer fails the Control.
        tree.file(
            "/App/Widget/Assets.xcassets/Glyphs/.symbolcheck.json",
            #"{ "overrides": [{ "paths": ["bolt.symbolset"], "warn": ["missing-guide"] }] }"#)
        #expect(verdicts(tree) == (["missing-guide"], ["missing-guide"]))
    }

    /// The Controls rules of a Swift file below a nested config follow it too.
    @Test func aNestedConfigHoldsForTheControlsSwift() {
        var tree = Self.app()
        tree.file(
            "/App/Widget/Controls.swift",
            "struct Bolt: ControlWidget {\n    var body: some ControlWidgetConfiguration {\n        Label(\"Bolt\", image: \"missing\")\n    }\n}\n"
        )
        #expect(verdicts(tree).controls == ["control-image-missing"])
        tree.file("/App/Widget/.symbolcheck.json", #"{ "disable": ["control-image-missing"] }"#)
        #expect(verdicts(tree).controls == [])
    }

    /// A config file that cannot be used is refused by both commands.
    @Test func anUnusableNestedConfigIsRefusedByBoth() {
        var tree = Self.app()
        tree.file("/App/Widget/.symbolcheck.json", #"{ "profile": "xcode" }"#)
        let (check, controls) = verdicts(tree)
        #expect(check.contains("input-refused"))
        #expect(controls.contains("input-refused"))
    }

    /// One set of limits: a folder deeper than `maxDepth` is skipped by both, with a note.
    @Test func bothCommandsStopAtTheSameDepth() {
        var tree = Self.app()
        let deep = (0...FolderWalk.maxDepth).map { "d\($0)" }.joined(separator: "/")
        tree.file("/App/\(deep)/x.symbolset/Contents.json", Self.symbolsetJSON)
        tree.file("/App/\(deep)/X.swift", "struct X {}")
        let check = InputDiscovery.discover(["/App"], includePlainSVG: false, in: tree)
        let controls = AppSources.discover(["/App"], in: tree)
        #expect(check.notes.count == 1)
        #expect(check.notes.flatMap(\.placedMessages) == controls.notes.flatMap(\.placedMessages))
        #expect(
            check.notes.first?.placedMessages.first?.hasSuffix("it is more than \(FolderWalk.maxDepth) folders deep")
                == true)
        #expect(!check.inputs.contains { $0.path.hasSuffix("x.symbolset") })
        #expect(!controls.swiftFiles.contains { $0.path.hasSuffix("X.swift") })
    }

    /// One catalog reader: a symbol set in a group is `check`'s input and `controls`' asset, by
    /// the name code loads it with, and both leave out what the scope excludes inside a catalog.
    @Test func catalogsAreReadOnceForBoth() {
        var tree = Self.app()
        tree.file(
            "/App/Widget/Assets.xcassets/Glyphs/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        tree.file("/App/Widget/Assets.xcassets/Old/old.symbolset/Contents.json", Self.symbolsetJSON)
        var scope = InputScope()
        scope.excluded = [PathPattern("Widget/Assets.xcassets/Old", base: "/App")].compactMap { $0 }
        let check = InputDiscovery.discover(["/App"], includePlainSVG: false, scope: scope, in: tree)
        let controls = AppSources.discover(["/App"], scope: scope, in: tree)
        #expect(check.inputs.map(\.path) == ["/App/Widget/Assets.xcassets/Glyphs/bolt.symbolset"])
        #expect(controls.catalogs.flatMap(\.assets).map(\.name) == ["Glyphs/bolt"])
        #expect(controls.catalogs.flatMap(\.assets).map(\.path) == check.inputs.map(\.path))
    }

    /// What a project's wiring is read from (issue #41) is found by the same walk, each file with
    /// its settings, when asked for.
    @Test func projectFilesAreFoundWithTheirSettings() {
        var tree = Self.app()
        tree.file("/App/Capture/Info.plist", "<plist/>")
        tree.file("/App/Capture/Capture.entitlements", "<plist/>")
        tree.file("/App/Config/Base.xcconfig", "A = 1")
        tree.file("/App/Capture/.symbolcheck.json", #"{ "warn": ["control-image-missing"] }"#)
        var walk = FolderWalk(tree: tree, scope: InputScope(), kinds: [.propertyList, .buildSettings, .entitlements])
        let walked = walk.walk("/App", boundary: TreeBoundary(typedPath: "/App", resolvedPath: "/App"))
        #expect(
            walked.found.map { "\($0.kind) \($0.path)" } == [
                "entitlements /App/Capture/Capture.entitlements", "propertyList /App/Capture/Info.plist",
                "buildSettings /App/Config/Base.xcconfig",
            ])
        #expect(walked.found.map { $0.settings.overrides.count } == [1, 1, 0])
    }
}
