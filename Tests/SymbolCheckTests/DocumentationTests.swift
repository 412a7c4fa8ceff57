import TestSupport
import Testing

@testable import SymbolCheck

/// The README is part of the product: its rule table and first commands must stay true.
@Suite struct DocumentationTests {
    let readme = String(decoding: readBytes(packageRoot + "/README.md") ?? [], as: UTF8.self)

    @Test func theRuleTableListsEveryRule() {
        for id in RuleRegistry.ids {
            #expect(readme.contains("| `\(id)` |"), "README's rule table lacks \(id)")
        }
    }

    @Test func theFirstLinesGiveTheTwoCommands() {
        let lines = readme.split(separator: "\n").map(String.init)
        #expect(
            lines.prefix(6).contains {
                $0.contains("apt-get install -y pkgconf librsvg2-dev libcairo2-dev")
                    && $0.contains("symbolcheck Symbols/camera.svg")
            })
        #expect(lines.prefix(6).contains("swift test"))
    }

    @Test func ciRunsTheREADMEsTestCommand() {
        let ci = String(decoding: readBytes(packageRoot + "/.ci/run") ?? [], as: UTF8.self)
        #expect(ci.split(separator: "\n").last == "swift test")
    }
}
