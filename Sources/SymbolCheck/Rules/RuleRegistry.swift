/// Every rule id, in catalog order. Adding a rule means adding it here; the catalog test checks
/// ids are unique, kebab-case and documented.
public enum RuleRegistry {
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

    /// What `symbolcheck controls` reports about an app's Swift source, in report order.
    package static let controlRules: [any DiagnosticSource] = [
        ControlImageSetRule(), ControlCustomSystemImageRule(), ControlImageMissingRule(), ControlSymbolSetFailsRule(),
        ControlSymbolExtensionOnlyRule(), ControlImageMaybeImageSetRule(), ControlSystemSymbolRule(),
        ControlImageUnresolvedRule(),
    ]

    /// Every rule id: the reading stages' diagnostics, the template rules, the catalog's, the Controls'.
    public static let all: [any DiagnosticSource] =
        [XMLMalformedRule(), InputRefusedRule(), NotSVGRule(), NotATemplateRule()] + templateRules + [
            ContentsJSONRule()
        ] + controlRules

    public static func rule(id: String) -> (any DiagnosticSource)? { all.first { $0.description.id == id } }

    /// Why `make` refused an icon, by id: documented for `explain`, but no rule `check` runs or
    /// a setting turns off (`MakeRefusal`).
    package static func makeRefusal(id: String) -> MakeRefusal? { MakeRefusal.all.first { $0.id == id } }

    public static var ids: [String] { all.map(\.description.id) }
}
