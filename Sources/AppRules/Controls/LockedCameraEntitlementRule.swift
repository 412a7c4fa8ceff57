import SymbolDiagnostics
import XcodeProject

/// A target's entitlements name `com.apple.developer.locked-camera-capture`, which does not exist.
package struct LockedCameraEntitlementRule: ControlRule {
    package init() {}

    static let entitlement = "com.apple.developer.locked-camera-capture"

    package let description = RuleDescription(
        id: "locked-camera-entitlement", category: .controls,
        summary: "an entitlements file names `com.apple.developer.locked-camera-capture`, which does not exist",
        consequence: Consequence(
            .xcodeRejects,
            "Xcode stops signing: \"Entitlement com.apple.developer.locked-camera-capture not found and could not be included in profile\"",
            evidence:
                "Xcode's message, quoted by a founding write-up and Apple DTS on the forums (docs/runtime.md, \"Wiring\")"
        ),
        rationale: """
            A Lock Screen camera needs no entitlement of its own, and the one the name suggests does \
            not exist: Xcode says "Entitlement com.apple.developer.locked-camera-capture not found \
            and could not be included in profile. This likely is not a valid entitlement and should \
            be removed from your entitlements file." (a founding write-up quoting Xcode; Apple DTS on \
            the forums; docs/runtime.md "Wiring"). `controls` reads the entitlements file each \
            target signs with (`CODE_SIGN_ENTITLEMENTS`, XcodeGen's `entitlements:`) in every \
            configuration and reports the key where it is written.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "the entitlement in the app's entitlements", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    appEntitlements: ControlExampleApp.entitlements(["com.apple.developer.locked-camera-capture"]))),
            RuleExample(
                "an entitlement that exists", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera(
                    appEntitlements: ControlExampleApp.entitlements(["com.apple.developer.default-data-protection"]))),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        var placed: [PlacedDiagnostic] = []
        for build in wiring.builds {
            var findings = ConfigurationFindings()
            for target in build.targets {
                for configuration in target.configurations {
                    for (key, place) in configuration.entitlements?.keys ?? [] where key == Self.entitlement {
                        findings.add(
                            "the target \(target.name)'s entitlements name `\(key)`, which does not exist: Xcode stops signing (\"not found and could not be included in profile\")",
                            help: "remove the key: the Lock Screen camera needs no entitlement of its own",
                            at: place, configuration: configuration.name)
                    }
                }
            }
            placed += findings.placed(by: self, configurations: build.configurations)
        }
        return placed
    }
}
