/// The settings the build system supplies itself, below every level a project writes, for
/// the values a rule reads: names (`TARGET_NAME`, `PRODUCT_NAME` as `$(TARGET_NAME)`), the
/// bundle's layout (`WRAPPER_NAME`, `CONTENTS_FOLDER_PATH`, `EXTENSIONS_FOLDER_PATH`,
/// `PLUGINS_FOLDER_PATH`…) and the package type of the product type
/// (`PRODUCT_BUNDLE_PACKAGE_TYPE`, `XPC!` for an extension). Values from Xcode's build settings
/// reference; not verified against a Mac's `xcodebuild -showBuildSettings` (docs/controls.md,
/// "What the project reader reads").
///
/// `SRCROOT` and `PROJECT_DIR` are `.`: the project's folder, which the model joins to every
/// relative path it reads (the absolute folder on a developer's machine is no part of a value
/// a rule reads).
package enum BuiltInSettings {
    package struct Context: Sendable {
        package let targetName: String
        package let projectName: String
        package let configuration: String
        package let productType: String
        package let platform: ApplePlatform?
        package let developmentRegion: String?

        package init(
            targetName: String, projectName: String, configuration: String, productType: String,
            platform: ApplePlatform?, developmentRegion: String?
        ) {
            self.targetName = targetName
            self.projectName = projectName
            self.configuration = configuration
            self.productType = productType
            self.platform = platform
            self.developmentRegion = developmentRegion
        }
    }

    package static func assignments(_ context: Context, place: ValuePlace) -> [SettingAssignment] {
        let macOS = context.platform == .macOS
        let contents = macOS ? "$(WRAPPER_NAME)/Contents" : "$(WRAPPER_NAME)"
        var values: [(String, String)] = [
            ("TARGET_NAME", context.targetName),
            ("PROJECT_NAME", context.projectName),
            ("CONFIGURATION", context.configuration),
            ("SRCROOT", "."), ("PROJECT_DIR", "."), ("SOURCE_ROOT", "."),
            ("PRODUCT_NAME", "$(TARGET_NAME)"),
            ("EXECUTABLE_NAME", "$(PRODUCT_NAME)"),
            ("PRODUCT_MODULE_NAME", "$(PRODUCT_NAME:c99extidentifier)"),
            ("DEVELOPMENT_LANGUAGE", context.developmentRegion ?? "en"),
            ("PLATFORM_NAME", deviceSDK(context.platform)),
            ("WRAPPER_NAME", "$(PRODUCT_NAME).$(WRAPPER_EXTENSION)"),
            ("FULL_PRODUCT_NAME", "$(WRAPPER_NAME)"),
            ("CONTENTS_FOLDER_PATH", contents),
            ("EXECUTABLE_FOLDER_PATH", macOS ? "$(CONTENTS_FOLDER_PATH)/MacOS" : "$(CONTENTS_FOLDER_PATH)"),
            (
                "UNLOCALIZED_RESOURCES_FOLDER_PATH",
                macOS ? "$(CONTENTS_FOLDER_PATH)/Resources" : "$(CONTENTS_FOLDER_PATH)"
            ),
            ("EXTENSIONS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/Extensions"),
            ("PLUGINS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/PlugIns"),
            ("FRAMEWORKS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/Frameworks"),
            ("SHARED_FRAMEWORKS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/SharedFrameworks"),
            ("SHARED_SUPPORT_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/SharedSupport"),
            ("XPCSERVICES_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/XPCServices"),
            ("SYSTEM_EXTENSIONS_FOLDER_PATH", "$(CONTENTS_FOLDER_PATH)/Library/SystemExtensions"),
        ]
        if let (wrapper, packageType) = product(context.productType) {
            values.append(("WRAPPER_EXTENSION", wrapper))
            values.append(("PRODUCT_BUNDLE_PACKAGE_TYPE", packageType))
        }
        return values.map { SettingAssignment(name: $0.0, value: $0.1, place: place, level: .buildSystem) }
    }

    /// The bundle extension and package type of a product type (`com.apple.product-type.…`).
    static func product(_ identifier: String) -> (wrapper: String, packageType: String)? {
        let name =
            identifier.hasPrefix("com.apple.product-type.")
            ? String(identifier.dropFirst("com.apple.product-type.".count)) : identifier
        if name.hasPrefix("application") { return ("app", "APPL") }
        if name.hasPrefix("app-extension") || name == "extensionkit-extension" || name.hasPrefix("watchkit") {
            return ("appex", "XPC!")
        }
        switch name {
        case "xpc-service": return ("xpc", "XPC!")
        case "framework": return ("framework", "FMWK")
        case "bundle": return ("bundle", "BNDL")
        case "bundle.unit-test", "bundle.ui-testing": return ("xctest", "BNDL")
        default: return nil
        }
    }

    /// The SDK a device build of the platform uses (what `[sdk=…]` conditions are matched against).
    package static func deviceSDK(_ platform: ApplePlatform?) -> String {
        switch platform {
        case .macOS: return "macosx"
        case .watchOS: return "watchos"
        case .tvOS: return "appletvos"
        case .visionOS: return "xros"
        case .iOS, nil: return "iphoneos"
        }
    }
}
