import Support

/// A value the tree builder could not read. The builder keeps going (as renderers do) and
/// reports every such place; the checker decides how serious it is where it occurs.
package struct SVGIssue: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        case invalidPathData
        case invalidTransform
        case invalidLength
        /// A `<use>` that cannot be resolved: no such element, another file, a cycle, too deep.
        case invalidReference
        case limitExceeded
    }

    package let kind: Kind
    package let element: Int
    package let message: String
    /// Where in the file: the rest of a value from where reading it stopped, an attribute, an
    /// element (see `DiagnosticSpans`).
    package let range: SourceRange
    package let help: String?
    /// The limit the file went past, for a `.limitExceeded` issue the user can raise; the
    /// commands module words how (`InputLimit`).
    package var exceededLimit: InputLimit? = nil
}
