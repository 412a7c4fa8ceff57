import SVGModel
import SymbolCheck
import SymbolModel

/// The template's bytes as librsvg should draw them for the authored column: Apple's
/// preview-only classes (`SFSymbolsPreview*`: the wireframe stroke and `fill:none`, preview
/// blue) taken out of every `class` attribute, so their style rules match nothing, as they
/// match nothing for the checker (`TemplateReader.previewClassPrefixes`).
enum AuthoredSVG {
    static func withoutPreviewClasses(_ svg: [UInt8], document: XMLDocument) -> [UInt8] {
        var edits: [(range: SourceRange, text: String)] = []
        for element in document.elements {
            guard let classes = element.attribute("class") else { continue }
            let tokens = classes.value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            let kept = tokens.filter { token in
                !TemplateReader.previewClassPrefixes.contains { token.hasPrefix($0) }
            }
            guard kept.count != tokens.count else { continue }
            edits.append((classes.valueRange, XMLEscaping.escaped(kept.joined(separator: " "))))
        }
        guard !edits.isEmpty else { return svg }
        var out: [UInt8] = []
        out.reserveCapacity(svg.count)
        var position = 0
        for edit in edits.sorted(by: { $0.range.start < $1.range.start }) {
            guard edit.range.start >= position, edit.range.end <= svg.count else { continue }
            out += svg[position..<edit.range.start]
            out += Array(edit.text.utf8)
            position = edit.range.end
        }
        out += svg[position...]
        return out
    }
}
