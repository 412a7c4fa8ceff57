import SVGModel
import Support

/// The one way from a file's bytes to a `SymbolTemplate`, shared by `check`, `resize`, the
/// previews and the reference symbol: the XML reader, the root must be `<svg>`, the tree
/// builder with the preview-only classes ignored, its limits, then the template reader.
package enum TemplateFrontEnd {
    /// Why a file did not become a template.
    package struct Failure: Error, Sendable {
        package enum Kind: Sendable, Equatable {
            /// Not well-formed XML (`xml-malformed`).
            case malformed
            /// Refused unread: a limit, an external entity, an encoding we do not read (`input-refused`).
            case refused
            /// Well-formed, but the root element is not `<svg>` (`not-svg`).
            case notSVG
        }

        package let kind: Kind
        package let message: String
        /// Where the problem is, in `source`: the character the XML reader stopped at, the root
        /// element's name, the value over a limit.
        package let range: SourceRange
        package let help: String?
        /// The text `range` counts in: the input, or its UTF-8 decoding when the file was in
        /// another encoding.
        package let source: SourceFile
        /// The limit the file went past, when the user can raise it (`help` is then nil: the
        /// commands module words how).
        package var exceededLimit: InputLimit? = nil
    }

    package static func read(_ source: SourceFile, limits: ReaderLimits = .default) -> Result<SymbolTemplate, Failure> {
        let document: XMLDocument
        do {
            document = try XMLReader.read(source, limits: limits)
        } catch {
            let read = error.decodedSource ?? source
            return .failure(
                Failure(
                    kind: error.kind == .malformed ? .malformed : .refused, message: error.message,
                    range: read.range(of: error), help: error.help, source: read,
                    exceededLimit: error.exceededLimit))
        }
        let root = document[document.root]
        guard root.localName == "svg" else {
            return .failure(
                Failure(
                    kind: .notSVG, message: "the root element is <\(root.name)>, not <svg>",
                    range: root.labelRange,
                    help: "make <svg xmlns=\"http://www.w3.org/2000/svg\"> the root element", source: document.source))
        }
        let tree = SVGTreeBuilder.build(
            document, limits: limits, ignoredClassPrefixes: TemplateReader.previewClassPrefixes,
            cascadeIgnoredClassPrefixes: TemplateReader.otherRenderingModeClassPrefixes)
        if let limit = tree.issues.first(where: { $0.kind == .limitExceeded }) {
            return .failure(
                Failure(
                    kind: .refused, message: limit.message, range: limit.range, help: limit.help,
                    source: document.source, exceededLimit: limit.exceededLimit))
        }
        return .success(TemplateReader.read(tree))
    }
}
