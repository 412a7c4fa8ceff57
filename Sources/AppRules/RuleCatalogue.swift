import SymbolCheck

/// Every rule, in catalog order: the one list `explain`, `rules`, the reports, the settings'
/// rule ids and the library read. SymbolCheck lists the rules of one file
/// (`RuleRegistry.fileRules`); the rules over what holds a template are listed here, where all
/// of them are seen.
extension RuleRegistry {
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
        CameraAppContextSizeRule(), CameraControlPlainIntentRule(), CameraIntentWithoutControlRule(),
        ControlKindChangedRule(),
        ControlNameRepeatsAppRule(),
    ]

    /// Every rule id: the reading stages' diagnostics, the template rules, the catalog's, the Controls'.
    public static let all: [any DiagnosticSource] =
        fileRules + [ContentsJSONRule()] + controlRules.map { $0 as any DiagnosticSource }

    public static func rule(id: String) -> (any DiagnosticSource)? { all.first { $0.description.id == id } }

    public static var ids: [String] { all.map(\.description.id) }

    /// What a command reports besides the rules, each documented like a rule for `explain` and
    /// listed after the rules in SARIF: why `make` refused an icon (`MakeRefusal`), why `fix` or
    /// `resize` rewrote nothing or a result was not written (`CommandRefusal`), and the notes
    /// about a run (`RunNote`). No check runs them and no setting turns them off.
    package static let commandFindings: [any DiagnosticSource] =
        (MakeRefusal.all as [any DiagnosticSource]) + (CommandRefusal.all as [any DiagnosticSource])
        + (RunNote.all as [any DiagnosticSource])

    /// A rule, or a finding a command reports besides the rules (`commandFindings`), by id: what
    /// `explain` knows.
    package static func documented(id: String) -> (any DiagnosticSource)? {
        rule(id: id) ?? commandFindings.first { $0.description.id == id }
    }

    /// Why `fix`, `resize` or another command wrote nothing, by id (`CommandRefusal`).
    package static func commandRefusal(id: String) -> CommandRefusal? { CommandRefusal.all.first { $0.id == id } }
}
