import SVGModel
import SymbolCheck
import SymbolGeometry

/// Why `make` wrote nothing for an input: one diagnostic at the place in the icon that
/// caused it, with what to do.
package struct MakeFailure: Error, Sendable {
    package var source: SourceFile
    package var diagnostic: Diagnostic

    /// Rule ids of `make`'s own findings (not template rules: they describe the icon given),
    /// documented for `explain` as `MakeRefusal`s.
    package static let unsupportedID = MakeRefusal.unsupported.id
    package static let alreadyTemplateID = MakeRefusal.alreadyTemplate.id
    package static let unreadableID = MakeRefusal.unreadable.id
    package static let geometryID = MakeRefusal.geometry.id

    /// Over the input's budget (`--time-limit`, `--max-segments`, `--max-crossings`): the icon
    /// may be fine, but making it would cost more than the limits allow.
    package static let overBudgetID = MakeRefusal.overBudget.id

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
