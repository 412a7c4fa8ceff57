import TestSupport
import Testing

@testable import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The shared corpus of real templates is read from `../shared/corpus` next to the checkout;
/// the test is skipped, saying why, when that folder is absent, and fails with SYMBOLCHECK_REQUIRE_SHARED=1.
@Suite(
    .tags(.corpus), .lanes,
    .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
struct CorpusReadingTests {
    @Test func everyCorpusFileReadsWithoutXMLErrorsAndWithGeometry() throws {
        let corpus = try TestCorpus.files()
        #expect(corpus.count >= 160)
        var failures: [String] = []
        for (name, bytes) in corpus {
            do {
                let doc = try XMLReader.read(SourceFile(path: name, bytes: bytes))
                let tree = SVGTreeBuilder.build(doc)
                for issue in tree.issues {
                    failures.append("\(name):\(tree.location(of: issue.range.start)): \(issue.message)")
                }
            } catch {
                failures.append(
                    "\(name):\(SourceFile(path: name, bytes: bytes).location(of: error.offset)): \(error.message)")
            }
        }
        #expect(failures == [])
    }
}
