import SVGModel

/// What owns a rule id: a description (the catalog, `rules`, `explain`, the docs) and the
/// `finding` helper that makes its diagnostics. Three kinds exist: template rules (`Rule`),
/// which the checker runs on every read template; Controls rules (AppRules' `ControlRule`), which
/// judge an app's Controls through the questions SymbolInputs answers; and stage diagnostics
/// (`StageDiagnostic`), which a pipeline stage emits when it stops or inspects something that is
/// not a template.
public protocol DiagnosticSource: Sendable {
    var description: RuleDescription { get }
}

/// A diagnostic emitted by a stage of the pipeline rather than by a rule run on a template:
/// the XML reader stopping, input refused unread, a root that is not `<svg>`, a symbol set's
/// Contents.json. Its description documents it like a rule (users disable it by id); the stage
/// that emits it calls its own methods.
package protocol StageDiagnostic: DiagnosticSource {}

extension DiagnosticSource {
    package var id: String { description.id }

    /// A diagnostic of this rule; the checker replaces the severity with the configured one.
    /// `repair`: what `symbolcheck fix` does for it (`Repair`), for the rules `fix` serves.
    package func finding(
        _ message: String, at range: SourceRange?, help: String? = nil, notes: [Diagnostic.Note] = [],
        repair: Repair? = nil, suggestion: SuggestedAction? = nil
    ) -> Diagnostic {
        Diagnostic(
            ruleID: description.id, severity: description.defaultSeverity ?? .error,
            message: message, at: range, help: help, notes: notes, repair: repair, suggestion: suggestion)
    }
}
