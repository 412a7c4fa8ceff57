import SVGModel
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `scripts/draw-symbols.py` writes `Symbols/` and cannot call Swift, so its template skeleton is
/// a second writer. This suite holds the two to the same bytes: each top-level template in
/// `Symbols/` is read back for what the script drew (names, margins, glyph paths) and written
/// again through `AppleTemplateSkeleton.drawnExample`; the result must be the file, byte for byte.
@Suite struct SkeletonAgreementTests {
    static let templates = listDirectory(packageRoot + "/Symbols").filter { $0.hasSuffix(".svg") }.sorted()

    @Test func everyExampleIsCovered() {
        #expect(Self.templates.count >= 5, "\(Self.templates)")
    }

    @Test(arguments: templates)
    func theScriptAndTheSwiftWriterWriteTheSameBytes(_ name: String) throws {
        let bytes = try #require(readBytes(packageRoot + "/Symbols/" + name))
        let text = String(decoding: bytes, as: UTF8.self)
        let document = try XMLReader.read(SourceFile(path: name, text: text))
        let skeleton = try #require(Self.drawing(in: document), "\(name) is not laid out as the script lays out")
        let written = skeleton.text
        #expect(written == text, "first difference at line \(Self.firstDifferingLine(written, text))")
    }

    /// What the script drew into `document`, on the skeleton the script writes.
    static func drawing(in document: XMLDocument) -> AppleTemplateSkeleton? {
        func element(id: String) -> XMLElement? { document.elements.first { $0.id == id } }
        func number(_ element: XMLElement?, _ attribute: String) -> Double? {
            element?.attribute(attribute).flatMap { Double($0.value) }
        }
        func text(id: String) -> String? {
            document.elements.firstIndex { $0.id == id }.map { document.textContent(of: $0) }
        }
        let suffix = ": weights and scales drawn in this file"
        let texts = document.elements.indices.filter { document[$0].name == "text" }.map {
            document.textContent(of: $0)
        }
        guard let heading = texts.first(where: { $0.hasSuffix(suffix) }),
            let descriptiveName = text(id: "descriptive-name"), let version = text(id: "template-version"),
            version.hasPrefix("Template v."), let symbols = document.elements.firstIndex(where: { $0.id == "Symbols" })
        else { return nil }
        var glyphs: [AppleTemplateSkeleton.Glyph] = []
        for group in document.childElements(of: symbols) {
            guard let id = document[group].id, let variant = Variant(id: id),
                let left = number(element(id: "left-margin-\(id)"), "x1"),
                let right = number(element(id: "right-margin-\(id)"), "x1")
            else { return nil }
            let content = document.childElements(of: group).map { k in
                SVGElement(document[k].name, document[k].attributes.map { .init($0.name, $0.value) })
            }
            glyphs.append(.init(variant: variant, leftMargin: left, rightMargin: right, content: content))
        }
        var skeleton = AppleTemplateSkeleton.drawnExample(
            symbol: String(heading.dropLast(suffix.count)), descriptiveName: descriptiveName,
            templateVersion: String(version.dropFirst("Template v.".count)), glyphs: glyphs)
        // The script's optional header comments come before its generator comment.
        skeleton.headerComments = document.prologComments.dropLast().map { comment in
            String(comment.value.dropFirst().dropLast())
        }
        return skeleton
    }

    static func firstDifferingLine(_ a: String, _ b: String) -> Int {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        return (x.indices.first { $0 >= y.count || x[$0] != y[$0] } ?? x.count) + 1
    }
}
