/// The rules, listed where they are seen: declared here, where a finding's vocabulary is, so
/// that each module holding rules lists its own in an extension — SymbolCheck the reading stages'
/// and the template rules (`fileRules`), AppRules the Controls' (`controlRules`) — and
/// RuleCatalogue, which sees both, lists every rule (`all`, `ids`, `rule(id:)`).
public enum RuleRegistry {}
