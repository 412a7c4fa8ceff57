/// An analysis of a template the checker runs once for every rule that needs it
/// (`RuleDescription.analyses`), and only when one of them is on.
package enum Analysis: Sendable, Hashable, CaseIterable {
    /// Each glyph's measurements against the size target (`CheckContext.measurements`).
    case measurements
    /// The coverage of shapes whose fill rule matters, sampled (`CheckContext.fillRuleFindings`).
    case fillRuleSampling
    /// What Control Center's flattening changes in each glyph (`CheckContext.flattening`).
    case flattening
}
