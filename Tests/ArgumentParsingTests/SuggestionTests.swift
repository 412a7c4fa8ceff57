import Testing

@testable import ArgumentParsing

@Suite("Suggestions and value lists")
struct SuggestionTests {
    @Test("edit distance counts insertions, deletions and substitutions")
    func editDistance() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("--fromat", "--format") == 2)
        #expect(Suggestion.editDistance("", "abc") == 3)
        #expect(Suggestion.editDistance("same", "same") == 0)
    }

    @Test("the closest candidate within three edits wins, the earlier one on ties")
    func closest() {
        #expect(Suggestion.closest(to: "--fromat", among: ["--strict", "--format"]) == "--format")
        #expect(Suggestion.closest(to: "ab", among: ["aa", "bb"]) == "aa")
        #expect(Suggestion.closest(to: "--x", among: ["--abcd"]) == nil)
        #expect(Suggestion.closest(to: "--x", among: ["--abc"]) == "--abc")
    }

    @Test("allowed values read as a list")
    func listing() {
        #expect(ArgumentParsing.listing(["a"]) == "'a'")
        #expect(ArgumentParsing.listing(["a", "b"]) == "'a' or 'b'")
        #expect(ArgumentParsing.listing(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
