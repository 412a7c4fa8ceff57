import SymbolDiagnostics

/// The rules over what holds a template, in catalog order; RuleCatalogue lists them after the
/// rules of one file (`RuleRegistry.all`).
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
}
