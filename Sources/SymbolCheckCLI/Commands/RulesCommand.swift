import AppRules
import ArgumentParsing
import RuleCatalogue
import SymbolCheck
import SymbolReport

/// `rules`' command line.
package struct RulesArguments: ParsableCommand {
    enum Format: String, CaseIterable, Sendable { case text, json, markdown }

    static let profileSpec = OptionSpec(
        "--profile", valueName: "profile", help: "Show severities for this profile.",
        allowedValues: Profile.allCases.map(\.rawValue), defaultValue: Profile.controlCenter.rawValue)
    static let formatSpec = OptionSpec(
        "--format", valueName: "format",
        help: "Text grouped by category, JSON, or the README's Markdown table (all profiles).",
        allowedValues: Format.allCases.map(\.rawValue), defaultValue: Format.text.rawValue)

    package static let spec = CommandSpec(
        name: "rules", abstract: "List every rule with its default severity and summary.",
        options: [profileSpec, formatSpec])

    var profile: Profile
    var format: Format

    package init(parsing values: ParsedValues) {
        // The parser accepts only the allowed values, each of which names a case.
        profile = values.value(of: Self.profileSpec).flatMap(Profile.init(rawValue:)) ?? .controlCenter
        format = values.value(of: Self.formatSpec).flatMap(Format.init(rawValue:)) ?? .text
    }
}

/// `symbolcheck rules`: every id with its severity in the chosen profile and its summary, as
/// text grouped by category, as JSON (`--format json`), or as the README's Markdown table
/// (`--format markdown`, every profile in its columns).
enum RulesCommand {
    static func run(_ arguments: RulesArguments, output: inout ToolOutput) {
        let profile = arguments.profile
        switch arguments.format {
        case .json:
            output.stdout += RuleListJSON.render(profile: profile)
            return
        case .markdown:
            output.stdout += RuleListMarkdown.render()
            return
        case .text: break
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
