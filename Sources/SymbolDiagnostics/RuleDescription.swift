/// A rule's description is data: it drives `symbolcheck rules`, `explain`, the docs and the
/// catalog test, which runs every example.
public struct RuleDescription: Sendable {
    public enum Category: String, Sendable, CaseIterable {
        case input = "Input"
        case structure = "Structure"
        /// Animation, variable-value and Draw annotations (docs/template-format.md §5).
        case annotations = "Annotations"
        case controlCenter = "Control Center"
        case size = "Size"
        case fillRule = "Fill rule"
        case catalog = "Asset catalog"
        case controls = "Controls"
    }

    /// Stable kebab-case id: the package contract (users disable rules by id, CI parses it).
    public let id: String
    public let category: Category
    public let summary: String
    /// What a finding means in Xcode or on the device, and the evidence: `explain` shows it
    /// first, and the rule's severities follow from it (`SeverityPolicy`).
    public let consequence: Consequence
    public let rationale: String
    /// Severity per profile, as `SeverityPolicy` gives it for the consequence; a profile
    /// missing here turns the rule off.
    public let severities: [Profile: Severity]
    /// The kinds of edit its findings may ask of `symbolcheck fix` (`Repair`). `fix` checks a file
    /// with exactly the rules that name any and applies what their findings carry, so a rule that
    /// carries a repair names it here (`RepairCoverageTests` holds both sides).
    package let repairs: Set<Repair.Kind>
    /// What addresses its findings (`fix`, `resize`, `make`, the designer, …): what a command
    /// names for an error left in a file it wrote. Every rule that can give an error states one
    /// (`RuleCatalogTests`).
    package let remedy: Remedy?
    /// The commands that promise the files they write pass it, and check them again with it
    /// (`RuleRegistry.rules(promisedBy:)`).
    package let promisedBy: Set<RewritingCommand>
    /// The analyses of the template its judgement reads; the checker runs each once, for the
    /// rules that are on (`CheckContext`).
    package let analyses: Set<Analysis>
    package let examples: [RuleExample]
    /// Why no setting may turn the rule off or lower it to a warning, for the findings of
    /// reading stages after which nothing else can be checked (the file is not XML, not an
    /// SVG, or was not read): `--disable` or `--warn` of it is refused with this reason,
    /// instead of being accepted and ignored or letting an unreadable file pass. Nil: the
    /// rule's severity is the user's to set.
    package let fixedSeverityReason: String?

    package init(
        id: String, category: Category, summary: String, consequence: Consequence, rationale: String,
        remedy: Remedy? = nil, promisedBy: Set<RewritingCommand> = [], analyses: Set<Analysis> = [],
        repairs: Set<Repair.Kind> = [], examples: [RuleExample] = [], fixedSeverityReason: String? = nil
    ) {
        self.id = id
        self.category = category
        self.summary = summary
        self.consequence = consequence
        self.rationale = rationale
        self.severities = SeverityPolicy.severities(consequence, scope: category == .controls ? .appSource : .template)
        self.remedy = remedy
        self.promisedBy = promisedBy
        self.analyses = analyses
        self.repairs = repairs
        self.examples = examples
        self.fixedSeverityReason = fixedSeverityReason
    }

    public var defaultSeverity: Severity? { severities[.controlCenter] }

}

/// An example template for a rule. `fires` says whether the rule must report it.
package struct RuleExample: Sendable {
    package let title: String
    /// The example file's text: an SVG template, or a symbol set's Contents.json when
    /// `symbolsetFolder` is set. Built on first use: every check creates the rule registry,
    /// and building all examples up front cost more than checking a small template.
    package var svg: String { makeText() }
    package let fires: Bool
    /// For asset-catalog rules: the names of the files beside Contents.json in the example's
    /// `.symbolset` folder. Nil for template examples.
    package let symbolsetFolder: [String]?
    /// For Controls rules: the app the example's Swift source (`svg`) is part of (AppRules'
    /// `ControlExampleApp`, which this module cannot name: its files and the run's recorded
    /// kinds). Nil otherwise.
    package var app: (any Sendable)? { makeApp?() }
    private let makeText: @Sendable () -> String
    private let makeApp: (@Sendable () -> any Sendable)?

    package init(_ title: String, fires: Bool, svg: @autoclosure @escaping @Sendable () -> String) {
        self.title = title
        self.fires = fires
        self.makeText = svg
        self.symbolsetFolder = nil
        self.makeApp = nil
    }

    /// An example Control: the Swift source `svg` returns, in the app `app` returns.
    package init(
        _ title: String, fires: Bool, swift: @escaping @Sendable () -> String,
        app: @escaping @Sendable () -> any Sendable
    ) {
        self.title = title
        self.fires = fires
        self.makeText = swift
        self.symbolsetFolder = nil
        self.makeApp = app
    }

    /// An example Contents.json in a `.symbolset` folder that also holds `folder`.
    package init(
        _ title: String, fires: Bool, contentsJSON: @autoclosure @escaping @Sendable () -> String, folder: [String]
    ) {
        self.title = title
        self.fires = fires
        self.makeText = contentsJSON
        self.symbolsetFolder = folder
        self.makeApp = nil
    }
}
