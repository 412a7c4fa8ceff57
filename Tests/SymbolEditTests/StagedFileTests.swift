import SVGModel
import Testing

@testable import SymbolEdit

/// A staged file's edits and refusals carried back to the original (`StagedFile`), the one way
/// `fix` writes `<use>`s out, writes a variable template out statically and takes a template down.
@Suite struct StagedFileTests {
    static let original = SourceFile(path: "f.svg", text: "<a>one</a><b>two</b>")
    /// `<x/>` inserted after `<a>…</a>`, `two` replaced by `2`.
    static func staged(_ place: StagedFile.StagedTextPlace = .whereItWasPut) throws -> StagedFile {
        try StagedFile(
            original,
            staging: [
                SourceEdit(range: SourceRange(start: 13, end: 16), replacement: "2"),
                SourceEdit(range: SourceRange(at: 10), replacement: "<x/>"),
            ], named: "the staged file", stages: "staging and editing", refusalsInStagedText: place)
    }

    @Test func theStagedFileHasTheStagingEdits() throws {
        #expect(String(decoding: try Self.staged().staged.bytes, as: UTF8.self) == "<a>one</a><x/><b>2</b>")
    }

    @Test func laterEditsInsideAndOutsideTheStagedTextComposeIntoEditsOfTheOriginal() throws {
        let staging = try Self.staged()
        // `one` → `1` (outside the staged text) and `<x/>` → `<y/>` (inside it).
        let later = [
            SourceEdit(range: SourceRange(start: 3, end: 6), replacement: "1"),
            SourceEdit(range: SourceRange(start: 11, end: 12), replacement: "y"),
        ]
        let output = try SourceEdit.apply(later, to: staging.staged.bytes)
        #expect(String(decoding: output, as: UTF8.self) == "<a>1</a><y/><b>2</b>")
        let edits = try staging.composed(later, giving: output)
        #expect(try SourceEdit.apply(edits, to: Self.original.bytes) == output)
    }

    @Test func editsThatDoNotGiveTheOutputAreRefused() throws {
        let staging = try Self.staged()
        let error = #expect(throws: RewriteRefusal.self) {
            try staging.composed([], giving: Array("something else".utf8))
        }
        #expect(error?.message == "staging and editing did not add up; nothing was written")
    }

    @Test func aRefusalNamesTheStagedFileAndPointsIntoTheOriginal() throws {
        for (place, inside) in [(StagedFile.StagedTextPlace.whereItWasPut, 10 as Int?), (.nowhere, nil)] {
            let staging = try Self.staged(place)
            // At `<b>` in the staged file (byte 14), which is byte 10 of the original.
            let outside = #expect(throws: RewriteRefusal.self) {
                try staging.run { _ throws(RewriteRefusal) in throw RewriteRefusal("no", at: 14, help: "h") }
            }
            #expect(outside?.message == "no (in the staged file)")
            #expect(outside?.offset == 10)
            #expect(outside?.help == "h")
            // Inside the inserted `<x/>`: where it was put, or nowhere.
            let within = #expect(throws: RewriteRefusal.self) {
                try staging.run { _ throws(RewriteRefusal) in throw RewriteRefusal("no", at: 11) }
            }
            #expect(within?.offset == inside)
        }
    }
}
