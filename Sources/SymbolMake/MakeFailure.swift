import SVGModel
import SymbolCheck

/// Why `make` wrote nothing for an input: one diagnostic at the place in the icon that
/// caused it, with what to do.
public struct MakeFailure: Error, Sendable {
    public var source: SourceFile
    public var diagnostic: Diagnostic

    /// Rule ids of `make`'s own findings (not template rules: they describe the icon given).
    public static let unsupportedID = "make-unsupported"
    public static let alreadyTemplateID = "make-already-template"
    public static let unreadableID = "make-unreadable"
    public static let geometryID = "make-geometry"

    init(_ source: SourceFile, _ ruleID: String, _ message: String, at range: SourceRange?, help: String? = nil) {
        self.source = source
        self.diagnostic = Diagnostic(ruleID: ruleID, severity: .error, message: message, at: range, help: help)
    }
}
