import SymbolDiagnostics

/// A template rule inspects a read template and returns findings. Rules never print and never
/// throw. A rule reports with its `finding` helper, at the rule's default severity; the checker
/// then applies the configured severity (`Checker.apply`), unless the finding was lowered with
/// `Diagnostic.loweredToWarning()`.
package protocol Rule: DiagnosticSource {
    func check(_ context: CheckContext) -> [Diagnostic]
}
