import SVGModel
import Testing

@testable import SymbolEdit

/// Source edits keep every byte outside them; two that touch the same bytes are refused.
@Suite struct SourceEditTests {
    @Test func editsSpliceInAnyOrderAndRefuseOverlaps() throws {
        let bytes = Array("abcdef".utf8)
        let edits = [
            SourceEdit(range: SourceRange(start: 4, end: 5), replacement: "XY"),
            SourceEdit(range: SourceRange(at: 1), replacement: "+"),
            SourceEdit(range: SourceRange(start: 2, end: 3), replacement: ""),
        ]
        #expect(String(decoding: try SourceEdit.apply(edits, to: bytes), as: UTF8.self) == "a+bdXYf")
        #expect(throws: RewriteRefusal.self) {
            try SourceEdit.apply(
                [
                    SourceEdit(range: SourceRange(start: 1, end: 3), replacement: "1"),
                    SourceEdit(range: SourceRange(start: 2, end: 4), replacement: "2"),
                ], to: bytes)
        }
        #expect(throws: RewriteRefusal.self) {
            try SourceEdit.apply(
                [
                    SourceEdit(range: SourceRange(at: 2), replacement: "1"),
                    SourceEdit(range: SourceRange(at: 2), replacement: "2"),
                ], to: bytes)
        }
    }

    @Test func anOffsetMovesByWhatTheEditsBeforeItAddedOrRemoved() {
        let edits = [
            SourceEdit(range: SourceRange(start: 1, end: 3), replacement: "abcd"),  // +2, ends at 3
            SourceEdit(range: SourceRange(start: 6, end: 9), replacement: ""),  // -3, ends at 9
        ]
        #expect(SourceEdit.offset(0, after: edits) == 0)
        #expect(SourceEdit.offset(3, after: edits) == 5)
        #expect(SourceEdit.offset(7, after: edits) == 9)  // inside the second edit: not moved by it
        #expect(SourceEdit.offset(9, after: edits) == 8)
    }

    @Test func aShapeDrawnAsAPathIsRenamedAndItsStrokeDroppedInItsOwnStyle() throws {
        let text =
            #"<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="2" style="stroke:red"></rect></svg>"#
        let source = SourceFile(path: "t.svg", text: text)
        let tree = SVGTreeBuilder.build(try XMLReader.read(source))
        let rect = try #require(tree.nodes.first { $0.kind == .rect })
        let edits = try SourceEdit.drawing(rect, as: "M0 0h4v2h-4Z", removingStroke: true, filled: true, in: tree)
        #expect(
            String(decoding: try SourceEdit.apply(edits, to: source.bytes), as: UTF8.self)
                == #"<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h4v2h-4Z" width="4" height="2" style="stroke:red;stroke:none"></path></svg>"#
        )
    }
}
