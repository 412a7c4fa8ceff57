import Testing

@testable import ArgumentParsing

@Suite("Value lists")
struct ValueListTests {
    @Test("allowed values read as a list")
    func listing() {
        #expect(ArgumentParsing.listing(["a"]) == "'a'")
        #expect(ArgumentParsing.listing(["a", "b"]) == "'a' or 'b'")
        #expect(ArgumentParsing.listing(["a", "b", "c"]) == "'a', 'b' or 'c'")
    }
}
