import SVGModel
import Support

/// The one way from a file's bytes to a `SymbolTemplate`, shared by `check`, `resize`, `fix`,
/// the previews and the reference symbol: SVGModel's one file reader (`SVGFileReader`: the XML
/// reader, the root must be `<svg>`, the tree builder under its limits) with the preview-only
/// classes ignored, then the template reader.
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

    /// The template in `source`, read through `SVGFileReader` (the preview-only classes
    /// ignored), or why not; locations in the text the reader decoded.
    package static func read(_ source: SourceFile, limits: ReaderLimits = .default) -> Result<SymbolTemplate, Failure> {
        switch SVGFileReader.read(source, limits: limits, ignoredClassPrefixes: TemplateReader.previewClassPrefixes) {
        case .success(let tree):
            return .success(TemplateReader.read(tree))
        case .failure(let failure):
            let kind: Failure.Kind
            switch failure.kind {
            case .malformed: kind = .malformed
            case .refused: kind = .refused
            case .notSVG: kind = .notSVG
            }
            return .failure(
                Failure(
                    kind: kind, message: failure.message, range: failure.range, help: failure.help,
                    source: failure.source, exceededLimit: failure.exceededLimit))
        }
    }
}
