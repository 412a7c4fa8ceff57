import ArgumentParsing
import SymbolCheck

/// `symbolcheck rules`: every id with its severity in the chosen profile and its summary, as
/// text grouped by category, as JSON (`--format json`), or as the README's Markdown table
/// (`--format markdown`, every profile in its columns).
enum RulesCommand {
    static func run(_ values: ParsedValues, output: inout ToolOutput) throws(UsageError) {
        let profile = Profile(rawValue: values.string("--profile") ?? "") ?? .controlCenter
        switch values.string("--format") {
        case "json":
            output.stdout += RuleListJSON.render(profile: profile)
            return
        case "markdown":
            output.stdout += RuleListMarkdown.render()
            return
        default: break
        }
        let width = RuleRegistry.ids.map(\.count).max() ?? 0
        var text = ""
        for category in RuleDescription.Category.allCases {
            let rules = RuleRegistry.all.filter { $0.description.category == category }
            guard !rules.isEmpty else { continue }
            text += "\(category.rawValue):\n"
            for rule in rules {
                let d = rule.description
                let severity = d.severities[profile]?.rawValue ?? "off"
                text += "  \(d.id.padding(width))  \(severity.padding(7))  \(d.summary)\n"
            }
        }
        output.stdout += text
    }
}

extension String {
    func padding(_ width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
