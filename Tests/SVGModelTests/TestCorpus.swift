import TestSupport

/// The SVG files of `../shared/corpus`, read in place.
enum TestCorpus {
    /// Every file, with its bytes; throws (failing the test) when the corpus is absent.
    static func files() throws -> [(String, [UInt8])] {
        try SharedFolder.corpus.svgFiles().map { ($0.name, $0.bytes) }
    }
}
