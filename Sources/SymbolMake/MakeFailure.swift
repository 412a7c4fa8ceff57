import SVGModel
import SymbolCheck
import SymbolGeometry

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

    /// Over the input's budget (`--time-limit`, `--max-segments`, `--max-crossings`): the icon
    /// may be fine, but making it would cost more than the limits allow.
    public static let overBudgetID = "make-over-budget"

    init(_ source: SourceFile, _ ruleID: String, _ message: String, at range: SourceRange?, help: String? = nil) {
        self.source = source
        self.diagnostic = Diagnostic(ruleID: ruleID, severity: .error, message: message, at: range, help: help)
    }

    /// A geometry failure: over budget (with the flag that raises the limit) or unusable geometry.
    init(_ source: SourceFile, _ error: GeometryError, _ message: String, at range: SourceRange?) {
        self.init(
            source, error.isOverBudget ? Self.overBudgetID : Self.geometryID, message, at: range, help: error.help)
    }
}
