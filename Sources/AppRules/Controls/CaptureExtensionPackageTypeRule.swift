import SymbolDiagnostics
import XcodeProject

/// The capture extension's `CFBundlePackageType` is not `XPC!`.
package struct CaptureExtensionPackageTypeRule: ControlRule {
    package init() {}

    package let description = RuleDescription(
        id: "capture-extension-bundle-type", category: .controls,
        summary: "a Lock Screen capture extension's `CFBundlePackageType` is not `XPC!`",
        consequence: Consequence(
            .judgment,
            "the bundle does not say it is an extension; what iOS then does with it is not reported first-hand",
            evidence:
                "Xcode's Capture Extension template writes `$(PRODUCT_BUNDLE_PACKAGE_TYPE)`, `XPC!` for every extension (docs/runtime.md, \"Wiring\"); no first-hand report of a device's verdict, hence a warning"
        ),
        rationale: """
            Every extension's bundle says it is one: `CFBundlePackageType` = `XPC!`, which Xcode's \
            templates write as `$(PRODUCT_BUNDLE_PACKAGE_TYPE)` and the build resolves from the \
            product type (docs/runtime.md, "Wiring": the capture extension's bundle). A capture \
            extension whose Info.plist says `APPL`, or says nothing (XcodeGen's `info:` writes no \
            package type for an ExtensionKit extension), is not what Xcode's template builds; the \
            write-ups list it among what makes the Lock Screen camera not appear, but no first-hand \
            report isolates it, so it is a warning. Judged in each configuration from the Info.plist \
            the build writes, and in a built app from the `.appex`'s own Info.plist.
            """,
        remedy: .appDeveloper,
        examples: [
            RuleExample(
                "a capture extension whose Info.plist says APPL", fires: true,
                controlApp: ControlExampleApp.lockScreenCamera(
                    captureInfo: ControlExampleApp.captureInfo(packageType: "APPL"))),
            RuleExample(
                "the package type the build generates for an extension", fires: false,
                controlApp: ControlExampleApp.lockScreenCamera()),
        ])

    package func judge(_ app: some ControlApp) -> [PlacedDiagnostic] {
        let wiring = app.wiring
        let help =
            "set CFBundlePackageType to $(PRODUCT_BUNDLE_PACKAGE_TYPE) (XPC! for an extension), as Xcode's template does"
        var placed = wiring.eachCaptureConfiguration(judgedBy: self) { capture, configuration, findings in
            let info = configuration.infoPlist
            let subject = "the capture extension \(capture.build.name)'s CFBundlePackageType"
            findings.judge(
                "CFBundlePackageType", of: info, configuration: configuration.name, help: help,
                missing: "\(subject) is not set, in \(info.described): the bundle does not say it is an extension"
            ) { type in
                type == "XPC!" ? nil : "\(subject) is `\(type)`, not `XPC!`: the bundle does not say it is an extension"
            }
        }
        for product in wiring.products {
            for (_, capture) in product.captureExtensions {
                if let type = capture.string("CFBundlePackageType") {
                    guard type.value != "XPC!" else { continue }
                    placed.append(
                        type.place.placed(
                            self,
                            "the built capture extension \(capture.name)'s CFBundlePackageType is `\(type.value)`, not `XPC!`",
                            help: help))
                } else if capture.infoPlist != nil {
                    placed.append(
                        capture.infoPlistPlace.placed(
                            self, "the built capture extension \(capture.name)'s Info.plist has no CFBundlePackageType",
                            help: help))
                }
            }
        }
        return placed
    }
}
