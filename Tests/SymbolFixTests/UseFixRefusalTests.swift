import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// Where `fix` cannot write what a `<use>` draws in its place (#23 item 3), it refuses with the
/// reason, at the `<use>`, and writes nothing. Each file is drawn as Sketch draws it: the shape
/// once in `<defs>`, placed by two `<use>`s that need different repairs (a stroke outlined at
/// two sizes), so the repair cannot be made once where the shape is written.
@Suite struct UseFixRefusalTests {
    static let ring = ##"fill="none" stroke="#000000" stroke-width="8" d="M4 34A30 30 0 1 0 64 34A30 30 0 1 0 4 34Z""##
    static let definitions =
        #"<clipPath id="c"><rect width="10" height="10"/></clipPath><mask id="m"><rect width="100" height="100" fill="white"/></mask><filter id="f"><feGaussianBlur stdDeviation="1"/></filter>"#

    /// `ring`: the `<path>` in `<defs>` (its attributes after the ring's); `large`: the second
    /// `<use>`'s transform.
    static func file(ringAttributes: String = "", large: String = "matrix(1.25 0 0 1.25 6 -100)") -> String {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = ##"<use xlink:href="#ring" x="6" y="-80"/>"##
        f.glyphs["Regular-L"] = ##"<use xlink:href="#ring" transform="\##(large)"/>"##
        let defs = #"<path id="ring" \#(ring)\#(ringAttributes)/>"# + definitions
        return UseFixTests.sketchFile(f, defs: defs)
    }

    /// `at`: text in the start tag of the `<use>` the refusal points at.
    func expectRefused(
        _ svg: String, because why: String, at use: String = "x=\"6\"",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            let outcome = try fix(svg)
            Issue.record("fixed, wrote \(outcome.edits.count) edits", sourceLocation: sourceLocation)
        } catch let error as RewriteRefusal {
            #expect(
                error.message
                    == "the shape is drawn through a <use> of `#ring`, and fix cannot write what it draws in its place: \(why)",
                sourceLocation: sourceLocation)
            #expect(
                error.help == "replace the <use> by a copy of what it draws (with the <use>'s x, y and transform)",
                sourceLocation: sourceLocation)
            #expect(error.suggestion == .fixAgain, sourceLocation: sourceLocation)
            let bytes = Array(svg.utf8)
            let offset = error.offset ?? -1
            let tag =
                offset >= 0 ? String(decoding: bytes[offset...].prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self) : ""
            #expect(tag.hasPrefix("<use") && tag.contains(use), "points at \(tag)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("\(error)", sourceLocation: sourceLocation)
        }
    }

    @Test func aClipOnTheReferencedShapeIsRefused() {
        expectRefused(
            Self.file(ringAttributes: #" clip-path="url(#c)""#), because: "a <path> in it has `clip-path`")
    }

    @Test func aMaskOnTheReferencedShapeIsRefused() {
        expectRefused(Self.file(ringAttributes: #" mask="url(#m)""#), because: "a <path> in it has `mask`")
    }

    @Test func aFilterOnTheReferencedShapeIsRefused() {
        expectRefused(Self.file(ringAttributes: #" filter="url(#f)""#), because: "a <path> in it has `filter`")
    }

    @Test func aStrokeStretchedUnevenlyIsRefused() {
        expectRefused(
            Self.file(large: "matrix(1.5 0 0 1 6 -100)"),
            because: "its stroke is drawn under a transform that stretches it unevenly", at: "matrix(1.5")
    }

    /// The same file with an even scale is repaired: the refusals above are for what they name.
    @Test func theSameFileEvenlyScaledIsRepaired() throws {
        let outcome = try fix(Self.file())
        #expect(outcome.changedAnything)
        #expect(!String(decoding: outcome.output, as: UTF8.self).contains("<use"))
    }
}
