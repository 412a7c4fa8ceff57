import SymbolCheck

/// Why a preview could not be made.
package enum PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are not a template symbolcheck will read: malformed XML, a refused input
    /// (size, depth, external entities …) or a root that is not `<svg>`.
    case unreadableTemplate(String)
    /// The template was read but has no Regular-S, -M or -L glyph with ink and usable
    /// baseline and capline guides, so there is no row to draw.
    case nothingToPreview(String)
    /// The file is a plain icon, not a template: `not-a-template`'s finding, whose suggestion is
    /// the `make` command line (worded by the commands module, `CommandAdvice`).
    case plainIcon(Diagnostic)
    /// cairo or librsvg failed while drawing or encoding.
    case rendering(String)
    /// A sheet input that cannot be drawn (no rows, a bad pixel scale, non-finite guides …).
    case invalidSheetInput(String)

    package var description: String {
        switch self {
        case .unreadableTemplate(let message): return "cannot read the template: \(message)"
        case .nothingToPreview(let message): return "nothing to preview: \(message)"
        case .plainIcon(let finding): return Self.nothingToPreview(finding, help: finding.help.map { [$0] } ?? [])
        case .rendering(let message): return "cannot render the preview: \(message)"
        case .invalidSheetInput(let message): return "invalid preview input: \(message)"
        }
    }

    /// `nothing to preview: this SVG … is a plain icon …; HELP; HELP`, the help lines as the
    /// caller words them, on the message's one line.
    package static func nothingToPreview(_ plainIcon: Diagnostic, help: [String]) -> String {
        "nothing to preview: " + plainIcon.message + help.map { "; " + $0 }.joined()
    }
}
