import Foundation
import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck

/// Every file in `Symbols/` checks as it says: a `<!-- symbolcheck-expect: ids -->` comment
/// lists exactly the rule ids it must produce; a file without one must be clean. The plain
/// icons in `Symbols/plain/` (the input of the made-icon goldens) are not templates: each
/// must produce exactly `not-a-template`.
@Suite struct SymbolsFolderTests {
    static let files: [String] = {
        let top = listDirectory(packageRoot + "/Symbols").filter { $0.hasSuffix(".svg") }
        let broken = listDirectory(packageRoot + "/Symbols/broken").filter { $0.hasSuffix(".svg") }.map {
            "broken/" + $0
        }
        let plain = listDirectory(packageRoot + "/Symbols/plain").filter { $0.hasSuffix(".svg") }.map {
            "plain/" + $0
        }
        return top + broken + plain
    }()

    @Test func theFolderHasTheExamples() {
        #expect(Self.files.contains("camera.svg"))
        #expect(Self.files.contains("camera-puny.svg"))
        #expect(Self.files.contains("reference.svg"))
        #expect(Self.files.contains("wide-bar.svg"))
        #expect(Self.files.contains("plain/bolt.svg"))
        #expect(Self.files.count >= 20)
    }

    @Test(arguments: files)
    func checksAsItsNameSays(_ name: String) throws {
        let bytes = try #require(readBytes(packageRoot + "/Symbols/" + name))
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = name.hasPrefix("plain/") ? ["not-a-template"] : Self.expectedRules(in: text)
        let result = Checker.check(SourceFile(path: name, bytes: bytes), configuration: CheckConfiguration())
        #expect(Set(result.ruleIDs) == expected, "\(name): \(result.diagnostics.map { "\($0.ruleID): \($0.message)" })")
        if name.hasPrefix("broken/") {
            // A broken example is named after the rule it shows.
            let stem = String(name.dropFirst("broken/".count).dropLast(4))
            #expect(expected.contains(stem))
        }
    }

    static func expectedRules(in text: String) -> Set<String> {
        let marker = "symbolcheck-expect:"
        guard let r = text.range(of: marker) else { return [] }
        let rest = String(text[r.upperBound...])
        let end = rest.range(of: "-->")?.lowerBound ?? rest.endIndex
        return Set(rest[..<end].split(separator: " ").map(String.init))
    }
}
