import TestSupport
import Testing

/// The lanes are tags on the tests themselves (CONTRIBUTING.md, "Lanes"): `SYMBOLCHECK_SKIP_TAGS`
/// names the tags a run leaves out, and every test that reads `../shared` says so with `.corpus`
/// and takes `.lanes`, so a new one cannot join the fast lane's skip list by being forgotten.
@Suite struct TestLanesTests {
    @Test func skipTagsAreTagNamesSeparatedByCommasOrSpaces() {
        #expect(TestLanes.leftOut(in: [:]).isEmpty)
        #expect(TestLanes.leftOut(in: ["SYMBOLCHECK_SKIP_TAGS": "slow"]) == ["slow"])
        #expect(TestLanes.leftOut(in: ["SYMBOLCHECK_SKIP_TAGS": "slow, corpus"]) == ["slow", "corpus"])
        #expect(TestLanes.name(of: .slow) == "slow")
        #expect(TestLanes.name(of: .corpus) == "corpus")
    }

    /// The text of each `@Test(…)` and `@Suite(…)` attribute in `text`.
    static func attributes(in text: String) -> [String] {
        let characters = Array(text)
        var found: [String] = []
        var i = 0
        while i < characters.count {
            defer { i += 1 }
            guard characters[i] == "@" else { continue }
            let rest = String(characters[(i + 1)..<min(characters.count, i + 7)])
            guard rest.hasPrefix("Test(") || rest.hasPrefix("Suite(") else { continue }
            var depth = 0
            var end = i
            for k in i..<characters.count {
                if characters[k] == "(" { depth += 1 }
                if characters[k] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = k
                        break
                    }
                }
            }
            found.append(String(characters[i...end]))
            i = end
        }
        return found
    }

    @Test func everyTestThatReadsSharedIsTaggedCorpusAndTakesTheLanes() throws {
        var reading = 0
        for target in listDirectory(packageRoot + "/Tests") where target.hasSuffix("Tests") {
            for file in Self.swiftFiles(in: packageRoot + "/Tests/" + target) {
                let text = String(decoding: readBytes(file) ?? [], as: UTF8.self)
                for attribute in Self.attributes(in: text) where attribute.contains("SharedFolder.") {
                    reading += 1
                    #expect(attribute.contains(".tags(.corpus"), "\(file): \(attribute)")
                    #expect(attribute.contains(".lanes"), "\(file): \(attribute)")
                }
            }
        }
        // The suites over every file of ../shared and the tests that read one file of it.
        #expect(reading >= 17)
    }

    static func swiftFiles(in folder: String) -> [String] {
        listDirectory(folder).flatMap { name -> [String] in
            let path = folder + "/" + name
            return name.hasSuffix(".swift") ? [path] : swiftFiles(in: path)
        }
    }
}
