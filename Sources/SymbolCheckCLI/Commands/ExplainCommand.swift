import AppRules
import ArgumentParsing
import RuleCatalogue
import Support
import SymbolCheck

/// `explain`'s command line.
package struct ExplainArguments: ParsableCommand {
    static let ruleIDArgument = ArgumentSpec("rule-id", help: "The rule to explain, e.g. `glyph-size`.")

    package static let spec = CommandSpec(
        name: "explain", abstract: "Explain a rule: why it exists and an example that triggers it.",
        arguments: [ruleIDArgument])

    var ruleID: String
    let usage: CommandUsage

    package init(parsing values: ParsedValues) {
        // The argument is required, so the parser never lets it be absent.
        ruleID = values.value(of: Self.ruleIDArgument) ?? ""
        usage = values.usage
    }
}

/// `symbolcheck explain ID`: what a finding means on the device and the evidence (the rule's
/// `Consequence`, which its severities follow), its rationale, and its examples.
enum ExplainCommand {
    static func run(_ arguments: ExplainArguments, output: inout ToolOutput) throws(UsageError) {
        let id = arguments.ruleID
        let makeRefusal = RuleRegistry.makeRefusal(id: id)
        let runNote = RuleRegistry.runNote(id: id)
        let commandRefusal = RuleRegistry.commandRefusal(id: id)
        guard let rule = RuleRegistry.documented(id: id) else {
            let ids = RuleRegistry.ids + RuleRegistry.commandFindings.map(\.description.id)
            let suggestion = Spelling.closest(to: id, among: ids).map { "Did you mean '\($0)'? " } ?? ""
            throw arguments.usage.error("Unknown rule id '\(id)'. \(suggestion)\(CommandAdvice.seeTheRules)")
        }
        let d = rule.description
        var text = "\(d.id): \(d.summary)\n\n"
        text += "Category: \(d.category.rawValue)\n"
        if makeRefusal != nil {
            text += "Severity: error, in `make`\n\n"
        } else if let commandRefusal {
            text += "Severity: error, in \(commandRefusal.commands)\n\n"
        } else if runNote != nil {
            text += "Severity: note, in every profile (\(d.consequence.kind.rawValue))\n\n"
        } else {
            text +=
                "Severity: "
                + Profile.allCases.map { "\($0.rawValue): \(d.severities[$0]?.rawValue ?? "off")" }.joined(
                    separator: ", ") + " (\(d.consequence.kind.rawValue))\n\n"
        }
        text += wrap("What happens: \(d.consequence.happens).", width: 80) + "\n"
        text += wrap("Evidence: \(d.consequence.evidence).", width: 80) + "\n\n"
        text += wrap(d.rationale, width: 80) + "\n"
        if let example = d.examples.first(where: \.fires) {
            text += "\nExample that triggers it (\(example.title)):\n\n"
            text +=
                Self.glyphExcerpt(example.svg).split(separator: "\n", omittingEmptySubsequences: false).map {
                    "    " + $0
                }.joined(separator: "\n") + "\n"
        }
        if makeRefusal != nil {
            text +=
                "\nIt is `make`'s: the icon is refused and nothing is written for it; `check` never reports it.\n"
        } else if let commandRefusal {
            text +=
                "\nIt is reported by \(commandRefusal.commands): nothing is written for the input, and the run exits 2; `check` never reports it.\n"
        } else if runNote != nil {
            text +=
                "\nIt is a note about what the run met, in every format; no setting turns it off, and it never fails a run.\n"
        } else if let reason = d.fixedSeverityReason {
            text += "\nIt is always an error, because \(reason): --disable and --warn refuse it.\n"
        } else {
            text +=
                "\nTurn it off with --disable \(d.id), or change its severity with --warn \(d.id) / --error \(d.id).\n"
        }
        output.stdout += text
    }

    /// The part of an example that matters: the lines that differ from the fixture, or the whole
    /// file when it is short.
    static func glyphExcerpt(_ svg: String) -> String {
        let lines = svg.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let base = Set(TemplateFixture().svg.split(separator: "\n").map(String.init))
        let changed = lines.filter { !base.contains($0) && !$0.isEmpty }
        if lines.count <= 12 || changed.isEmpty { return svg.hasSuffix("\n") ? String(svg.dropLast()) : svg }
        return changed.map { $0.trimmingLeadingSpaces() }.joined(separator: "\n")
    }

    static func wrap(_ text: String, width: Int) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if current.count + word.count + 1 > width, !current.isEmpty {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}

extension String {
    func trimmingLeadingSpaces() -> String { String(drop { $0 == " " }) }
}
