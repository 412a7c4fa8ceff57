import SVGModel
import SymbolCheck

/// Reads SVG bytes into a `SymbolTemplate` with the checker's own stages and limits, so a
/// preview sees exactly the template `symbolcheck check` sees, and librsvg is only ever given
/// bytes that passed the XML reader's limits (no entity declarations, bounded depth and size).
public enum TemplateLoader {
    public static func load(svg: [UInt8], path: String, limits: ReaderLimits = .default) throws(PreviewError)
        -> SymbolTemplate
    {
        guard svg.count <= limits.maxInputBytes else {
            throw .unreadableTemplate("\(path) is \(svg.count) bytes, more than the limit of \(limits.maxInputBytes)")
        }
        let document: XMLDocument
        do {
            document = try XMLReader.read(SourceFile(path: path, bytes: svg), limits: limits)
        } catch {
            throw .unreadableTemplate(error.message)
        }
        let root = document[document.root]
        guard root.localName == "svg" else {
            throw .unreadableTemplate("the root element is <\(root.name)>, not <svg>")
        }
        let tree = SVGTreeBuilder.build(
            document, limits: limits, ignoredClassPrefixes: TemplateReader.previewClassPrefixes)
        if let limit = tree.issues.first(where: { $0.kind == .limitExceeded }) {
            throw .unreadableTemplate(limit.message)
        }
        return TemplateReader.read(tree)
    }
}
