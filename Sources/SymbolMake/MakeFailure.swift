import SVGModel
import SymbolCheck
import SymbolGeometry

/// Why `make` wrote nothing for an input: one diagnostic at the place in the icon that
/// caused it, with what to do.
package struct MakeFailure: Error, Sendable {
    package var source: SourceFile
    package var diagnostic: Diagnostic

    /// Rule ids of `make`'s own findings (not template rules: they describe the icon given).
    package static let unsupportedID = "make-unsupported"
    package static let alreadyTemplateID = "make-already-template"
    package static let unreadableID = "make-unreadable"
    package static let geometryID = "make-geometry"

    /// Over the input's budget (`--time-limit`, `--max-segments`, `--max-crossings`): the icon
    /// may be fine, but making it would cost more than the limits allow.
    package static let overBudgetID = "make-over-budget"

    init(
        _ source: SourceFile, _ ruleID: String, _ message: String, at range: SourceRange?, help: String? = nil,
        suggestion: SuggestedAction? = nil
    ) {
        self.source = source
        self.diagnostic = Diagnostic(
            ruleID: ruleID, severity: .error, message: message, at: range, help: help, suggestion: suggestion)
    }

    /// A geometry failure: over budget (with the limit to raise) or unusable geometry.
    init(_ source: SourceFile, _ error: GeometryError, _ message: String, at range: SourceRange?) {
        self.init(
            source, error.isOverBudget ? Self.overBudgetID : Self.geometryID, message, at: range,
            suggestion: .raising(error.exceededLimit))
    }
}
