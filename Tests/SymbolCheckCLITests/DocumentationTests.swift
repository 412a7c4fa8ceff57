import AppRules
import FileAccess
import Foundation
import RuleCatalogue
import SymbolReport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolCheckCLI

/// The README is part of the product: its rule table and first commands must stay true.
@Suite struct DocumentationTests {
    let readme = String(decoding: readBytes(packageRoot + "/README.md") ?? [], as: UTF8.self)

    /// The table between the rule-table markers is exactly the one made from the rule
    /// descriptions; `scripts/readme-rule-table` rewrites it when a rule changes.
    @Test func theRuleTableIsGeneratedFromTheRuleDescriptions() throws {
        let begin = try #require(readme.range(of: "<!-- rule-table:begin"))
        let end = try #require(readme.range(of: "<!-- rule-table:end -->"))
        let afterBeginLine = try #require(readme[begin.upperBound...].firstIndex(of: "\n"))
        let table = String(readme[readme.index(after: afterBeginLine)..<end.lowerBound])
        #expect(table == RuleListMarkdown.render(), "README's rule table is stale: run scripts/readme-rule-table")
        for id in RuleRegistry.ids {
            #expect(table.contains("| `\(id)` |"), "README's rule table lacks \(id)")
        }
    }

    @Test func theRepositoryHasTheApacheLicense() {
        let license = String(decoding: readBytes(packageRoot + "/LICENSE") ?? [], as: UTF8.self)
        #expect(
            license.hasPrefix(
                "                                 Apache License\n                           Version 2.0, January 2004\n"
            ))
        #expect(license.contains("END OF TERMS AND CONDITIONS"))
        #expect(license.contains("   limitations under the License.\n"))
    }

    @Test func theREADMEDescribesTheCorpusByItsPublicSources() {
        #expect(!readme.contains("../shared"))
        #expect(!readme.contains("/work/"))
    }

    /// The first screen gives what a new user runs: the install on Debian (after `apt-get
    /// update`, which a fresh image needs) and on macOS, the checker built first with the time it
    /// takes, a check of one template, `controls` over the sample app (ControlsCLITests'
    /// `theSampleAppPasses` runs it), the drawing commands built next, `make` for a Control's
    /// glyph and a check of the catalog it made, and the test command `.ci/run` runs.
    @Test func theFirstScreenGivesTheCommandsANewUserNeeds() throws {
        let block = try #require(Self.firstBlock(of: readme), "the README opens with no ```sh block")
        for command in [
            "apt-get update && apt-get install -y pkgconf librsvg2-dev libcairo2-dev libgeos-dev libexpat1-dev",
            "brew install pkgconf librsvg cairo geos",
            "swift build -c release --product symbolcheck && export PATH=\"$PWD/.build/release:$PATH\"",
            "symbolcheck Symbols/camera.svg", "symbolcheck controls Examples/LockScreenCamera",
            "swift build -c release --product symbolcheck-render",
            "symbolcheck make Symbols/plain/bolt.svg -o /tmp/Demo.xcassets/custom.bolt.symbolset",
            "symbolcheck /tmp/Demo.xcassets",
        ] {
            #expect(block.contains { $0.hasPrefix(command) }, "the README's first block lacks `\(command)`")
        }
        #expect(block.last == "swift test" || block.last?.hasPrefix("swift test ") == true)
        // Each build line says how long it takes.
        for line in block where line.hasPrefix("swift build") {
            #expect(line.contains("minute"), "`\(line)` does not say how long it takes")
        }
    }

    /// The first block runs literally in a fresh clone (#44 item 2): every relative path it
    /// names is in the checkout, and what it writes goes outside it (an absolute path), so
    /// running it leaves the checkout as cloned but for the build.
    @Test func theFirstBlockNamesPathsTheCheckoutHasAndWritesOutsideIt() throws {
        let block = try #require(Self.firstBlock(of: readme))
        #expect(Self.problems(in: block, root: packageRoot) == [])
        // The test can fail: a block naming a path the checkout lacks, or writing into it.
        #expect(
            Self.problems(in: ["symbolcheck App/Assets.xcassets   # a catalog"], root: packageRoot) == [
                "`App/Assets.xcassets` is not in the checkout"
            ])
        #expect(
            Self.problems(in: ["symbolcheck make Symbols/plain/bolt.svg -o App/x.symbolset"], root: packageRoot) == [
                "`App/x.symbolset` is not in the checkout", "`-o App/x.symbolset` writes into the checkout",
            ])
    }

    /// The lines of the README's first ```sh block.
    static func firstBlock(of readme: String) -> [String]? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let open = lines.firstIndex(of: "```sh"), let close = lines[open...].firstIndex(of: "```") else {
            return nil
        }
        return Array(lines[(open + 1)..<close])
    }

    /// What keeps a block from running in a fresh clone of `root`: a relative path it names
    /// that the checkout lacks, an output (`-o`) inside the checkout. Comments are left out.
    static func problems(in block: [String], root: String) -> [String] {
        var problems: [String] = []
        for line in block {
            let code = line.hasPrefix("#") ? "" : String(line.split(separator: " #", maxSplits: 1).first ?? "")
            let words = code.split(separator: " ").map(String.init)
            for (index, word) in words.enumerated() {
                let path = word.filter { $0 != "\"" && $0 != "'" }
                let isPath = path.contains("/") && !path.hasPrefix("/") && !path.hasPrefix("-") && !path.contains("$")
                if isPath, !FileSystem.exists(root + "/" + path) {
                    problems.append("`\(path)` is not in the checkout")
                }
                if index > 0, words[index - 1] == "-o", !path.hasPrefix("/") {
                    problems.append("`-o \(path)` writes into the checkout")
                }
            }
        }
        return problems
    }

    /// docs/library.md shows the library client the CI builds against the public API
    /// (scripts/library-client-test), so its example compiles.
    @Test func theLibraryPagesExampleIsTheClientCIBuilds() throws {
        let page = String(decoding: readBytes(packageRoot + "/docs/library.md") ?? [], as: UTF8.self)
        let client = String(
            decoding: readBytes(packageRoot + "/Tests/Fixtures/LibraryClient/Sources/LibraryClient/main.swift") ?? [],
            as: UTF8.self)
        #expect(!client.isEmpty)
        #expect(page.contains("```swift\n" + client + "```\n"))
        let ci = String(decoding: readBytes(packageRoot + "/.ci/run") ?? [], as: UTF8.self)
        #expect(ci.split(separator: "\n").contains("timed library-client-test bash scripts/library-client-test"))
    }

    /// `.ci/run` runs the README's test command as written, then the same build again without
    /// `../shared` (#44 item 1), whose status is the run's (it runs in the background beside
    /// the client checks).
    @Test func ciRunsTheREADMEsTestCommandThenTheSuiteWithoutTheSharedFolder() throws {
        let ci = String(decoding: readBytes(packageRoot + "/.ci/run") ?? [], as: UTF8.self)
        let lines = ci.split(separator: "\n").map(String.init)
        let block = try #require(Self.firstBlock(of: readme))
        let testCommand = try #require(block.last?.split(separator: " #").first)
            .trimmingCharacters(in: " ")
        let normal = try #require(lines.firstIndex(of: "timed \"\(testCommand)\" \(testCommand)"))
        let without = try #require(
            lines.firstIndex {
                $0.hasPrefix("env SYMBOLCHECK_SHARED_DIR=\"$empty_shared\" SYMBOLCHECK_REQUIRE_SHARED=0")
            })
        #expect(normal < without)
        #expect(lines[without + 1].hasPrefix("    swift test --skip-build >\"$without_shared_log\" 2>&1 &"))
        // Its status ends the run: waited for, and the exit status is the one it gave.
        let waited = try #require(lines.firstIndex(of: "wait \"$without_shared\" || status=$?"))
        #expect(without < waited && lines.last == "exit \"$status\"")
    }

    /// The tests that read ../shared fail where it is required, not wherever `CI` is set: the
    /// workplace's `.ci/run` requires it, and the repository's GitHub workflow, whose clone has
    /// no ../shared, runs `.ci/run` saying it is not there (`SharedFolder`).
    @Test func theCorpusIsRequiredByItsOwnSettingNotByCI() {
        #expect(!SharedFolder.isRequired(in: ["CI": "true"]))
        #expect(SharedFolder.isRequired(in: ["SYMBOLCHECK_REQUIRE_SHARED": "1"]))
        #expect(SharedFolder.isRequired(in: ["SYMBOLCHECK_REQUIRE_SHARED": "yes", "CI": "false"]))
        for off in ["0", "false", "FALSE", ""] {
            #expect(!SharedFolder.isRequired(in: ["SYMBOLCHECK_REQUIRE_SHARED": off, "CI": "true"]), "\(off)")
        }
        let ci = String(decoding: readBytes(packageRoot + "/.ci/run") ?? [], as: UTF8.self)
        #expect(ci.contains("\nexport SYMBOLCHECK_REQUIRE_SHARED=\"${SYMBOLCHECK_REQUIRE_SHARED:-1}\"\n"))
        let workflow = String(
            decoding: readBytes(packageRoot + "/.github/workflows/ci.yml") ?? [], as: UTF8.self)
        #expect(workflow.contains("      - run: .ci/run\n        env:\n          SYMBOLCHECK_REQUIRE_SHARED: \"0\"\n"))
    }
}
