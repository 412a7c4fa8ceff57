/// What a project file says about building its targets, before any other file is read: each
/// configuration's setting levels (a `buildSettings` dictionary, or an `.xcconfig` to read),
/// the copy-files phases that embed one target's product in another, and XcodeGen's `info:` and
/// `entitlements:`. `ProjectBuild` reads the rest (the `.xcconfig` files, Info.plists,
/// entitlements) and answers the rules' questions.
package struct ProjectBuildInput: Sendable {
    /// The project's name (`CameraApp` for `CameraApp.xcodeproj`, XcodeGen's `name:`).
    package var projectName: String
    /// The configurations the project defines, in its order (`Debug`, `Release`).
    package var configurations: [String]
    /// `developmentRegion` (`DEVELOPMENT_LANGUAGE`), when the project sets it.
    package var developmentRegion: String?
    /// One per target of `ProjectDescription.targets`, in the same order.
    package var targets: [TargetBuildInput]

    package init(
        projectName: String, configurations: [String], developmentRegion: String? = nil,
        targets: [TargetBuildInput] = []
    ) {
        self.projectName = projectName
        self.configurations = configurations
        self.developmentRegion = developmentRegion
        self.targets = targets
    }

    package func target(named name: String) -> TargetBuildInput? { targets.first { $0.name == name } }
}

/// One target's inputs.
package struct TargetBuildInput: Sendable {
    package let name: String
    /// `com.apple.product-type.extensionkit-extension`, as written (XcodeGen's `type` gets the prefix).
    package let productTypeIdentifier: String
    /// The built product's file name as the project names it (`CameraCapture.appex`), when it does.
    package let productFileName: String?
    /// Where the target's product type is written (its `productType` key, its `type:` line).
    package let productTypePlace: ValuePlace?
    /// One per configuration of the project (a target that lacks one builds with none of its own levels).
    package var configurations: [ConfigurationInput]
    /// The copy-files phases of this target (the host) that embed products of other targets.
    package var embeds: [EmbedPhase]
    /// XcodeGen's `info:`: the Info.plist XcodeGen writes, from these properties and its defaults.
    package var generatedInfo: GeneratedPlist?
    /// XcodeGen's `entitlements:`: the file XcodeGen writes from exactly these properties.
    package var generatedEntitlements: GeneratedPlist?
    /// XcodeGen looks for an `Info.plist` among a target's sources when nothing names one: the
    /// paths to look for, relative to the project's folder (the model keeps the first that exists).
    package var infoPlistCandidates: [String]

    package init(
        name: String, productTypeIdentifier: String, productFileName: String? = nil,
        productTypePlace: ValuePlace? = nil, configurations: [ConfigurationInput] = [], embeds: [EmbedPhase] = [],
        generatedInfo: GeneratedPlist? = nil, generatedEntitlements: GeneratedPlist? = nil,
        infoPlistCandidates: [String] = []
    ) {
        self.name = name
        self.productTypeIdentifier = productTypeIdentifier
        self.productFileName = productFileName
        self.productTypePlace = productTypePlace
        self.configurations = configurations
        self.embeds = embeds
        self.generatedInfo = generatedInfo
        self.generatedEntitlements = generatedEntitlements
        self.infoPlistCandidates = infoPlistCandidates
    }

    package func configuration(named name: String) -> ConfigurationInput? {
        configurations.first { $0.name == name }
    }
}

/// One configuration's setting levels, lowest precedence first.
package struct ConfigurationInput: Sendable {
    package let name: String
    package var layers: [SettingLayer]

    package init(name: String, layers: [SettingLayer]) {
        self.name = name
        self.layers = layers
    }
}

package enum SettingLayer: Sendable {
    /// Assignments written in the project file itself.
    case assignments([SettingAssignment])
    /// An `.xcconfig` to read at `level`: its path relative to the project's folder, and where
    /// the project names it (`baseConfigurationReference`, a `configFiles:` entry).
    case configFile(path: String, level: SettingLevel, place: ValuePlace)
    /// A configuration file the project names but whose path cannot be known (a reference the
    /// project file does not resolve): every setting at and below it is unknown.
    case unknownConfigFile(reason: String, level: SettingLevel, place: ValuePlace)
}

/// A copy-files phase that puts built products inside the host's bundle: "Embed Foundation
/// Extensions" (`dstSubfolderSpec = 13`, `PlugIns/`), "Embed ExtensionKit Extensions"
/// (`dstSubfolderSpec = 16`, `dstPath = "$(EXTENSIONS_FOLDER_PATH)"`), "Embed Watch Content"…;
/// XcodeGen's embedding dependencies are read as the phases it generates.
package struct EmbedPhase: Sendable, Hashable {
    /// `dstSubfolderSpec`: the folder `subpath` is relative to.
    package enum Destination: Sendable, Hashable {
        case absolutePath, wrapper, executables, resources, javaResources, frameworks, sharedFrameworks
        case sharedSupport, plugins, productsDirectory
        case other(Int)

        package init(subfolderSpec: Int) {
            switch subfolderSpec {
            case 0: self = .absolutePath
            case 1: self = .wrapper
            case 6: self = .executables
            case 7: self = .resources
            case 10: self = .frameworks
            case 11: self = .sharedFrameworks
            case 12: self = .sharedSupport
            case 13: self = .plugins
            case 15: self = .javaResources
            case 16: self = .productsDirectory
            default: self = .other(subfolderSpec)
            }
        }

        /// XcodeGen's `copy: destination:` words.
        package init?(xcodeGenName: String) {
            switch xcodeGenName {
            case "absolutePath": self = .absolutePath
            case "productsDirectory": self = .productsDirectory
            case "wrapper": self = .wrapper
            case "executables": self = .executables
            case "resources": self = .resources
            case "javaResources": self = .javaResources
            case "frameworks": self = .frameworks
            case "sharedFrameworks": self = .sharedFrameworks
            case "sharedSupport": self = .sharedSupport
            case "plugins": self = .plugins
            default: return nil
            }
        }

        /// The build setting naming the folder this destination is (the products directory is
        /// where `WRAPPER_NAME` sits; an absolute path is outside every bundle: nil).
        package var baseSetting: String? {
            switch self {
            case .wrapper: return "WRAPPER_NAME"
            case .executables: return "EXECUTABLE_FOLDER_PATH"
            case .resources, .javaResources: return "UNLOCALIZED_RESOURCES_FOLDER_PATH"
            case .frameworks: return "FRAMEWORKS_FOLDER_PATH"
            case .sharedFrameworks: return "SHARED_FRAMEWORKS_FOLDER_PATH"
            case .sharedSupport: return "SHARED_SUPPORT_FOLDER_PATH"
            case .plugins: return "PLUGINS_FOLDER_PATH"
            case .productsDirectory: return ""
            case .absolutePath, .other: return nil
            }
        }
    }

    /// `Embed ExtensionKit Extensions`, as the phase is named (or XcodeGen names it).
    package let name: String
    package let destination: Destination
    /// `dstPath` as written (`$(EXTENSIONS_FOLDER_PATH)`, or empty).
    package let subpath: String
    package let products: [EmbeddedProduct]
    /// Where the phase is declared; where its destination is written (`dstSubfolderSpec`).
    package let place: ValuePlace
    package let destinationPlace: ValuePlace

    package init(
        name: String, destination: Destination, subpath: String, products: [EmbeddedProduct], place: ValuePlace,
        destinationPlace: ValuePlace
    ) {
        self.name = name
        self.destination = destination
        self.subpath = subpath
        self.products = products
        self.place = place
        self.destinationPlace = destinationPlace
    }
}

/// One product a phase copies: the target that builds it (when one of this project's does) and
/// the file name (`CameraCapture.appex`).
package struct EmbeddedProduct: Sendable, Hashable {
    package let target: String?
    package let fileName: String
    /// The phase's entry for it (`files = ( … CameraCapture.appex in Embed … )`, the dependency's line).
    package let place: ValuePlace

    package init(target: String?, fileName: String, place: ValuePlace) {
        self.target = target
        self.fileName = fileName
        self.place = place
    }
}

/// A property list XcodeGen writes from `project.yml` (`info:`, `entitlements:`): the path it
/// writes to, and the properties as written in the spec (their places are in `project.yml`).
package struct GeneratedPlist: Sendable {
    package let path: String
    package let properties: PropertyListFile
    /// The `info:` / `entitlements:` key.
    package let place: ValuePlace

    package init(path: String, properties: PropertyListFile, place: ValuePlace) {
        self.path = path
        self.properties = properties
        self.place = place
    }
}
