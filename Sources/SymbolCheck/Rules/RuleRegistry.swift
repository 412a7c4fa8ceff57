/// The rules of one file, in catalog order, and what is derived from them (the analyses a check
/// runs, what `fix` and `resize` promise, what `fix` repairs). Adding a template rule means
/// adding it here; a symbol set's or a Control's rule is added to AppRules' `controlRules`, and
/// every rule is listed in RuleCatalogue (`RuleRegistry.all`). The catalog test checks ids are
/// unique, kebab-case and documented.
extension RuleRegistry {
    /// The rules the checker runs on every read template, in report order.
    package static let templateRules: [any Rule] = [
        InvalidValueRule(),
        MissingGuideRule(), GuideNotShapeRule(), PointSizeRule(), TemplateVersionRule(), MissingMarginsRule(),
        MissingGlyphRule(), GlyphNotGroupRule(), EmptyGlyphRule(), UnsupportedElementRule(), ClipCutsNothingRule(),
        BlankGlyphRule(), StrokeRule(), HairlineStrokeRule(), OpacityRule(), InvisibleShapeRule(), FakeHoleRule(),
        NotInterpolatableRule(), OpenSubpathRule(), MissingLayerClassesRule(), MadeCountersRule(),
        GlyphSizeRule(), GlyphOverflowsTileRule(), GlyphOffCenterRule(), GlyphOutsideMarginsRule(),
        NonzeroFillRule(), EvenoddFragileRule(),
        AnnotationVersionRule(), DrawGuidePointsRule(), DrawGuidePointsMissingRule(), DrawPathCountRule(),
        VariableDrawRule(), DrawAttachmentDataRule(),
    ]

    /// The diagnostics of the reading stages, before any template rule: the file is not XML, was
    /// not read, is no SVG, is no template.
    package static let readingStages: [any DiagnosticSource] = [
        XMLMalformedRule(), InputRefusedRule(), NotSVGRule(), NotATemplateRule(),
    ]

    /// Every rule a check of one file reports under, the reading stages' and the template rules:
    /// what `Checker.apply` settles severities with. The catalogue of every rule, the symbol
    /// set's and the Controls' too, is `RuleRegistry.all` (RuleCatalogue).
    package static let fileRules: [any DiagnosticSource] =
        readingStages + templateRules.map { $0 as any DiagnosticSource }

    /// Why `make` refused an icon, by id: documented for `explain`, but no rule `check` runs or
    /// a setting turns off (`MakeRefusal`).
    package static func makeRefusal(id: String) -> MakeRefusal? { MakeRefusal.all.first { $0.id == id } }

    /// Why `fix`, `resize` or another command wrote nothing, by id (`CommandRefusal`).
    package static func commandRefusal(id: String) -> CommandRefusal? { CommandRefusal.all.first { $0.id == id } }

    /// A note about what a run met (`RunNote`), by id: documented for `explain`, but no rule a
    /// check runs or a setting turns off.
    package static func runNote(id: String) -> RunNote? { RunNote.all.first { $0.id == id } }

    /// The analyses the template rules that are on under `configuration` read.
    package static func analyses(neededUnder configuration: CheckConfiguration) -> Set<Analysis> {
        var needed = Set<Analysis>()
        for rule in templateRules where configuration.severity(of: rule.description) != nil {
            needed.formUnion(rule.description.analyses)
        }
        return needed
    }

    /// The template rules `command` promises the files it writes pass (`RuleDescription.promisedBy`),
    /// in report order: what it checks them again with.
    package static func rules(promisedBy command: RewritingCommand) -> [String] {
        templateRules.filter { $0.description.promisedBy.contains(command) }.map(\.id)
    }

    /// The template rules whose findings carry repairs for `fix` (`RuleDescription.repairs`).
    package static var repairedRules: [String] {
        templateRules.filter { !$0.description.repairs.isEmpty }.map(\.id)
    }
}
