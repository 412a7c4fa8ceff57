import AppRules
import RuleCatalogue
import SymbolCheck

/// `symbolcheck rules --format json`: every rule in catalog order with its category, its
/// severity in the chosen profile (`null` when the profile turns it off) and its summary.
/// Schema version 1, like the check report's; fields may be added, never renamed.
package enum RuleListJSON {
    package static let schemaVersion = 1

    package static func render(profile: Profile) -> String {
        let w = JSONWriter()
        w.object {
            w.field("schemaVersion", raw: String(schemaVersion))
            w.field("profile", profile.rawValue)
            w.field("rules") {
                w.array(RuleRegistry.all.map(\.description)) { d in
                    w.object {
                        w.field("id", d.id)
                        w.field("category", d.category.rawValue)
                        if let severity = d.severities[profile] {
                            w.field("severity", severity.rawValue)
                        } else {
                            w.field("severity", raw: "null")
                        }
                        w.field("summary", d.summary)
                    }
                }
            }
        }
        return w.take() + "\n"
    }
}
