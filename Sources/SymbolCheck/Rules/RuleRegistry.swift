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

    /// What `symbolcheck controls` judges about an app's Controls, in report order: each rule
    /// holds its judgement (`ControlRule`).
    package static let controlRules: [any ControlRule] = [
        ControlImageSetRule(), ControlCustomSystemImageRule(), ControlImageMissingRule(), ControlSymbolSetFailsRule(),
        ControlSymbolExtensionOnlyRule(), ImageSetBesideSymbolSetRule(), ControlImageMaybeImageSetRule(),
        ControlSystemSymbolRule(), ControlImageUnresolvedRule(),
        // The wiring (issue #41): will every Control act, will the system find the Lock Screen camera.
        ControlIntentMembershipRule(), CaptureExtensionNotBuiltRule(), CaptureExtensionPointRule(),
        CaptureExtensionEmbeddingRule(), CaptureExtensionBundleIDRule(), CameraCaptureIntentMissingRule(),
        CameraCaptureIntentTargetsRule(), CaptureEventHandlerRule(), LockedCameraEntitlementRule(),
        CaptureExtensionPackageTypeRule(), CaptureExtensionCameraUsageRule(), CaptureExtensionAppGroupRule(),
        CameraAppContextSizeRule(), CameraControlPlainIntentRule(), ControlKindChangedRule(),
        ControlNameRepeatsAppRule(),
    ]

    /// Every rule id: the reading stages' diagnostics, the template rules, the catalog's, the Controls'.
    public static let all: [any DiagnosticSource] =
        [XMLMalformedRule(), InputRefusedRule(), NotSVGRule(), NotATemplateRule()] + templateRules + [
            ContentsJSONRule()
        ] + controlRules.map { $0 as any DiagnosticSource }

    public static func rule(id: String) -> (any DiagnosticSource)? { all.first { $0.description.id == id } }

    /// Why `make` refused an icon, by id: documented for `explain`, but no rule `check` runs or
    /// a setting turns off (`MakeRefusal`).
    package static func makeRefusal(id: String) -> MakeRefusal? { MakeRefusal.all.first { $0.id == id } }

    public static var ids: [String] { all.map(\.description.id) }

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
