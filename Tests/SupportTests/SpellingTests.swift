import Support
import Testing

/// One "did you mean" for every module: the command-line parser, rule ids, config keys and
/// setting values all ask `Spelling`, so they suggest alike.
@Suite("Spelling suggestions")
struct SpellingTests {
    @Test("edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("--fromat", "--format") == 2)
        #expect(EditDistance.between("", "abc") == 3)
        #expect(EditDistance.between("abc", "") == 3)
        #expect(EditDistance.between("same", "same") == 0)
    }

    @Test("a swap of two neighbours is one slip")
    func transpositions() {
        #expect(EditDistance.withTranspositions("--fromat", "--format") == 1)
        #expect(EditDistance.withTranspositions("hlep", "help") == 1)
        #expect(EditDistance.withTranspositions("kitten", "sitting") == 3)
        #expect(EditDistance.withTranspositions("", "abc") == 3)
        #expect(EditDistance.withTranspositions("same", "same") == 0)
    }

    /// One slip per three letters, at least one, at most three: `--bogus` means nothing (#44).
    @Test("the closest candidate within the slips its length allows wins, the earlier one on ties")
    func closest() {
        #expect(Spelling.closest(to: "--fromat", among: ["--strict", "--format"]) == "--format")
        #expect(Spelling.closest(to: "ab", among: ["aa", "bb"]) == "aa")
        #expect(Spelling.closest(to: "--x", among: ["--abc"]) == nil)
        #expect(Spelling.closest(to: "--bogus", among: ["--jobs", "--quiet", "--strict"]) == nil)
        #expect(Spelling.closest(to: "--jbos", among: ["--jobs"]) == "--jobs")
        #expect(Spelling.closest(to: "--no-strict", among: ["--strict"]) == "--strict")
        #expect(
            Spelling.closest(to: "--max-segmnts", among: ["--max-segments", "--max-crossings"]) == "--max-segments")
    }

    @Test("words agree with their count")
    func plurals() {
        #expect(counted(1, "variant") == "1 variant")
        #expect(counted(3, "variant") == "3 variants")
        #expect(counted(2, "glyph", plural: "glyphs") == "2 glyphs")
        #expect(agreeing(1, "is", "are") == "is")
        #expect(contourList([0, 1, 4]) == "contours 1, 2 and 5")
    }

    @Test("the parallel map returns results in job order")
    func parallelMapKeepsOrder() {
        #expect(IndexedResults<Int>.concurrentMap(count: 100) { $0 * $0 } == (0..<100).map { $0 * $0 })
        #expect(IndexedResults<Int>.concurrentMap(count: 0) { $0 }.isEmpty)
    }
}
