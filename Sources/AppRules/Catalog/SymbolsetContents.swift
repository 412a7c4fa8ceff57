import JSONReader
import SymbolDiagnostics

/// What the `contents-json` rule learned from a symbol set's Contents.json.
package struct SymbolsetContents: Sendable {
    /// Findings about Contents.json, at byte ranges in it (default severities: the checker
    /// applies the configuration).
    package var diagnostics: [Diagnostic]
    /// SVG files that entries name and that are in the folder, in entry order, each once.
    package var namedSVGs: [String]
    /// False when the file is not a readable symbol-set description (invalid JSON, not an
    /// object, no `symbols` array): the folder's SVG files are then checked on their own, so
    /// a JSON typo does not hide the template's problems.
    package var isUsable: Bool

    package init(diagnostics: [Diagnostic], namedSVGs: [String], isUsable: Bool) {
        self.diagnostics = diagnostics
        self.namedSVGs = namedSVGs
        self.isUsable = isUsable
    }
}
