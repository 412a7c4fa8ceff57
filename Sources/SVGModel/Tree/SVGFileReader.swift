import Support

/// The one way from a file's bytes to a resolved SVG tree, for every reader above it (the
/// template reader behind `check`, `resize`, `fix` and the previews; the icon reader behind
/// `make`): the XML reader (which decodes a file declared in another encoding, Latin-1 say, to
/// UTF-8 text), the root must be `<svg>`, the tree builder under the same limits. The tree and
/// every failure carry the text their offsets count in (`SVGTree.source`, `Failure.source`):
/// for a file in another encoding, its UTF-8 decoding, not the bytes read. A reader that
/// located its messages in the bytes instead put an icon declared ISO-8859-1 with three `é`
/// before a `<text>` at `2:87`, its UTF-8 twin at `2:84`, with a garbled snippet.
package enum SVGFileReader {
    /// Why a file did not become an SVG tree.
    package struct Failure: Error, Sendable {
        package enum Kind: Sendable, Equatable {
            /// Not well-formed XML (`xml-malformed`).
            case malformed
            /// Refused unread: a limit, an external entity, an encoding we do not read
            /// (`input-refused`).
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
        /// The text `range` counts in: the input, or its UTF-8 decoding.
        package let source: SourceFile
        /// The limit the file went past, when the user can raise it.
        package var exceededLimit: InputLimit? = nil
    }

    /// `ignoredClassPrefixes`, `cascadeIgnoredClassPrefixes`: as `SVGTreeBuilder.build` takes them.
    package static func read(
        _ source: SourceFile, limits: ReaderLimits = .default, ignoredClassPrefixes: [String] = [],
        cascadeIgnoredClassPrefixes: [String] = []
    ) -> Result<SVGTree, Failure> {
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
            document, limits: limits, ignoredClassPrefixes: ignoredClassPrefixes,
            cascadeIgnoredClassPrefixes: cascadeIgnoredClassPrefixes)
        if let limit = tree.issues.first(where: { $0.kind == .limitExceeded }) {
            return .failure(
                Failure(
                    kind: .refused, message: limit.message, range: limit.range, help: limit.help,
                    source: document.source, exceededLimit: limit.exceededLimit))
        }
        return .success(tree)
    }
}
