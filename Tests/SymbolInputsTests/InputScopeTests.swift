import AppRules
import Support
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// What a folder search leaves out and which severities hold where (docs/configuration.md,
/// "Adopting it"): the skipped folders, `--exclude`, and a `.symbolcheck.json` inside a folder
/// the search enters, as SwiftLint's nested configurations are read.
@Suite struct InputScopeTests {
    static let contents = "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }"

    static func app() -> MemoryFileTree {
        var tree = MemoryFileTree()
        for set in [
            "App/Assets.xcassets/a.symbolset", "Pods/X/X.xcassets/p.symbolset", "DerivedData/B/b.symbolset",
            "build/c.symbolset", "node_modules/n/n.symbolset", "Carthage/c/c.symbolset",
            "Vendor/tool/Tests/Fixtures/F.xcassets/f.symbolset", "Vendor/tool/Sources/Icons.xcassets/t.symbolset",
            "Legacy/L.xcassets/l.symbolset",
        ] {
            tree.file("/w/\(set)/Contents.json", contents)
            tree.file("/w/\(set)/a.svg", "<svg/>")
        }
        return tree
    }

    func scope(exclude: [String] = []) -> InputScope {
        var scope = InputScope()
        scope.workingDirectory = "/w"
        scope.excluded = exclude.compactMap { PathPattern($0, base: "/w") }
        return scope
    }

    func found(_ tree: MemoryFileTree, _ arguments: [String] = ["/w"], scope: InputScope? = nil) -> [String] {
        InputDiscovery.discover(arguments, includePlainSVG: false, scope: scope ?? self.scope(), in: tree).inputs.map(
            \.path)
    }

    @Test func buildProductsAndDependencyCheckoutsAreNotSearched() {
        #expect(
            found(Self.app()) == [
                "/w/App/Assets.xcassets/a.symbolset", "/w/Legacy/L.xcassets/l.symbolset",
                "/w/Vendor/tool/Sources/Icons.xcassets/t.symbolset",
                "/w/Vendor/tool/Tests/Fixtures/F.xcassets/f.symbolset",
            ])
        // Named, such a folder is searched.
        #expect(found(Self.app(), ["/w/Pods"]) == ["/w/Pods/X/X.xcassets/p.symbolset"])
    }

    @Test func excludedPathsAreLeftOutBelowTheFolderSearched() {
        let scope = scope(exclude: ["Legacy", "Vendor/tool/Tests/**"])
        #expect(
            found(Self.app(), scope: scope) == [
                "/w/App/Assets.xcassets/a.symbolset", "/w/Vendor/tool/Sources/Icons.xcassets/t.symbolset",
            ])
        // The folder named is searched even when a pattern matches it.
        #expect(found(Self.app(), ["/w/Legacy"], scope: scope) == ["/w/Legacy/L.xcassets/l.symbolset"])
    }

    /// A vendored checkout keeps its fixtures out of the app's run with a config of its own.
    @Test func aFoldersOwnConfigFileExcludesAndSetsSeverities() throws {
        var tree = Self.app()
        tree.file(
            "/w/Vendor/tool/.symbolcheck.json",
            #"{ "exclude": ["Tests"], "warn": ["stroke"], "overrides": [{ "paths": ["Sources/**"], "disable": ["glyph-size"] }] }"#
        )
        let result = InputDiscovery.discover(["/w"], includePlainSVG: false, scope: scope(), in: tree)
        #expect(!result.inputs.map(\.path).contains("/w/Vendor/tool/Tests/Fixtures/F.xcassets/f.symbolset"))
        // Each input carries the settings of the config files above it.
        var config = CheckConfiguration()
        config.scope = scope()
        let tool = try #require(result.inputs.first { $0.path == "/w/Vendor/tool/Sources/Icons.xcassets/t.symbolset" })
        let inTool = tool.configuration(in: config)
        #expect(inTool.severityOverrides["stroke"] == .some(.warning))
        #expect(inTool.severityOverrides["glyph-size"] == .some(nil))
        let inApp = try #require(result.inputs.first { $0.path == "/w/App/Assets.xcassets/a.symbolset" })
        #expect(inApp.settings.overrides.isEmpty)
        #expect(inApp.configuration(in: config).severityOverrides.isEmpty)
        // The command line wins over every file.
        config.scope.ruleIDsSetOnTheCommandLine = ["stroke"]
        config.severityOverrides["stroke"] = .some(.error)
        #expect(tool.configuration(in: config).severityOverrides["stroke"] == .some(.error))
    }

    @Test func aFoldersConfigMayNotChangeTheRunsSettings() {
        var tree = Self.app()
        tree.file("/w/Legacy/.symbolcheck.json", "{\n  \"exclude\": [],\n  \"profile\": \"xcode\"\n}")
        let inputs = InputDiscovery.discover(["/w"], includePlainSVG: false, scope: scope(), in: tree).inputs
        guard case .unusable(let path, let message, _, _)? = inputs.first(where: { $0.path.hasSuffix(".json") })?.kind
        else {
            Issue.record("the config file is not refused: \(inputs)")
            return
        }
        #expect(path == "/w/Legacy/.symbolcheck.json")
        #expect(
            message
                == "the folder's config file cannot be used: \"profile\" is the run's setting, which a config file inside a folder being searched cannot change; such a file may set \"exclude\", \"disable\", \"warn\", \"error\", \"overrides\" for its folder (line 3, column 3)"
        )
    }

    /// The run's own config file, met again in the folder searched, is not read twice.
    @Test func theRunsConfigFileIsNotReadAgain() {
        var tree = Self.app()
        tree.file("/w/.symbolcheck.json", #"{ "profile": "xcode" }"#)
        var scope = scope()
        scope.topConfigFile = "/w/.symbolcheck.json"
        #expect(found(tree, scope: scope).count == 4)
    }

    @Test func controlsSearchesTheSameWay() {
        var tree = Self.app()
        tree.file("/w/App/Controls.swift", "struct A {}")
        tree.file("/w/Pods/P/P.swift", "struct P {}")
        tree.file("/w/Vendor/tool/Tests/Fixtures/App/C.swift", "struct C {}")
        tree.file("/w/Vendor/tool/.symbolcheck.json", #"{ "exclude": ["Tests/Fixtures"] }"#)
        let sources = AppSources.discover(["/w"], scope: scope(), in: tree)
        #expect(sources.swiftFiles.map(\.path) == ["/w/App/Controls.swift"])
        #expect(
            sources.catalogs.map(\.path) == [
                "/w/App/Assets.xcassets", "/w/Legacy/L.xcassets", "/w/Vendor/tool/Sources/Icons.xcassets",
            ])
    }
}
