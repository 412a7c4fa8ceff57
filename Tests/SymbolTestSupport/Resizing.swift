import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import SymbolResize

/// Resizes SVG text with the default configuration unless told otherwise. The tests of resize's
/// mechanics aim square fixtures (judged by height) at 1.45 ± 5 %, the size model's earlier
/// defaults, so a fixture drawn a little off its target is still resized.
package func resizeText(_ svg: String, target: Double = 1.45, tolerance: Double = 0.05) throws(RewriteRefusal)
    -> ResizeOutcome
{
    var configuration = CheckConfiguration()
    configuration.sizeTarget.ratio = target
    configuration.sizeTarget.tolerance = tolerance
    return try Resizer.resize(SourceFile(path: "test.svg", bytes: Array(svg.utf8)), configuration: configuration)
}

/// The template read from bytes as `check` reads it.
package func readTemplate(_ bytes: [UInt8]) -> SymbolTemplate? {
    guard let document = try? XMLReader.read(SourceFile(path: "t.svg", bytes: bytes)) else { return nil }
    return TemplateReader.read(
        SVGTreeBuilder.build(document, ignoredClassPrefixes: TemplateReader.previewClassPrefixes))
}

extension ResizeOutcome {
    package var outputText: String { String(decoding: output, as: UTF8.self) }
}

/// Every `transform` attribute in the file, in order: resize must neither add nor change one.
package func transformAttributes(_ bytes: [UInt8]) -> [String] {
    guard let document = try? XMLReader.read(SourceFile(path: "t.svg", bytes: bytes)) else { return ["unreadable"] }
    return document.elements.compactMap { $0.attribute("transform")?.value }
}

/// Proves that two files differ only inside glyph groups and margin guides: each file's own
/// XML gives the byte ranges of those elements, and the bytes outside them — the gaps before,
/// between and after — must be the same sequence in both. Returns what breaks that, if anything.
package func differencesOutsideGlyphsAndMargins(input: [UInt8], output: [UInt8]) -> [String] {
    guard let a = try? XMLReader.read(SourceFile(path: "in", bytes: input)),
        let b = try? XMLReader.read(SourceFile(path: "out", bytes: output))
    else { return ["a file does not read"] }
    guard a.elements.map(\.name) == b.elements.map(\.name) else { return ["the element structure differs"] }
    let variantIDs = Set(Variant.all.map(\.id))
    func isGlyphOrMargin(_ e: XMLElement) -> Bool {
        guard let id = e.id else { return false }
        return variantIDs.contains(id) || id == "left-margin" || id == "right-margin"
            || id.hasPrefix("left-margin-") || id.hasPrefix("right-margin-")
    }
    // Outermost such elements, in document order (element order is start order).
    var chosen: [Int] = []
    for (k, e) in a.elements.enumerated() where isGlyphOrMargin(e) {
        if let last = chosen.last, e.range.start < a[last].range.end { continue }
        chosen.append(k)
    }
    func gaps(_ doc: XMLDocument, _ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var out: [ArraySlice<UInt8>] = []
        var cursor = 0
        for k in chosen {
            out.append(bytes[cursor..<doc[k].range.start])
            cursor = doc[k].range.end
        }
        out.append(bytes[cursor...])
        return out
    }
    var problems: [String] = []
    for (n, (x, y)) in zip(gaps(a, input), gaps(b, output)).enumerated() where x != y {
        problems.append(
            "bytes differ outside glyphs and margins, in gap \(n) starting at byte \(x.startIndex) of the input")
    }
    return problems
}

extension String {
    /// The text of the first line that mentions `needle`, or "" (for comparing one element).
    package func line(containing needle: String) -> String {
        split(separator: "\n").first { $0.contains(needle) }.map(String.init) ?? ""
    }
}
