import AppRules
import RuleCatalogue
import SymbolCheck

/// `symbolcheck rules --format markdown`: the README's rule table, made from the rule
/// descriptions so the README cannot drift from `symbolcheck rules` (a test compares them).
package enum RuleListMarkdown {
    package static func render() -> String {
        var out = "| id | category | control-center | xcode | what fires it |\n|---|---|---|---|---|\n"
        for d in RuleRegistry.all.map(\.description) {
            let cells = [
                "`\(d.id)`", d.category.rawValue, severity(d, .controlCenter), severity(d, .xcode), escaped(d.summary),
            ]
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    static func severity(_ d: RuleDescription, _ profile: Profile) -> String {
        d.severities[profile]?.rawValue ?? "off"
    }

    /// A `|` would end the cell.
    static func escaped(_ text: String) -> String {
        text.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
    }
}
