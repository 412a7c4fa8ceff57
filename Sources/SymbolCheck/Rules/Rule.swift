/// A rule inspects a read template and returns findings. Rules never print and never throw.
/// A rule reports with its `finding` helper, at the rule's default severity; the checker then
/// applies the configured severity.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func check(_ context: CheckContext) -> [Diagnostic]
}

extension Rule {
    public var id: String { description.id }

    /// A diagnostic of this rule; the checker replaces the severity with the configured one.
    public func finding(_ message: String, at offset: Int?, help: String? = nil, notes: [Diagnostic.Note] = [])
        -> Diagnostic
    {
        Diagnostic(
            ruleID: description.id, severity: description.defaultSeverity ?? .error,
            message: message, at: offset, help: help, notes: notes)
    }
}
