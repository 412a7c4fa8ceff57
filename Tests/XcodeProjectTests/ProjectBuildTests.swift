import SVGModel
import TestSupport
import Testing

@testable import XcodeProject

/// The build each target reads, from the sample app's Xcode project (written as Xcode 16 writes
/// it) and from its XcodeGen spec: both must describe the same app, value for value, and each
/// value keeps its place.
@Suite struct ProjectBuildTests {
    static let sample = packageRoot + "/Examples/LockScreenCamera"
    static let app = "LockScreenCamera"
    static let widgets = "LockScreenCameraWidgets"
    static let capture = "LockScreenCameraCapture"

    static func xcodeProject(_ files: MemoryBuildFiles = .copy(of: sample)) -> ProjectBuild {
        let path = "LockScreenCamera.xcodeproj/project.pbxproj"
        let project = PBXProjectReader.read(files.files[path] ?? [], path: path, folder: "")
        return ProjectBuild.read(project, files: files)
    }

    static func xcodeGen(_ files: MemoryBuildFiles = .copy(of: sample)) -> ProjectBuild {
        let project = XcodeGenSpecReader.read(files.files["project.yml"] ?? [], path: "project.yml", folder: "") {
            files.files[$0]
        }
        return ProjectBuild.read(project, files: files)
    }

    func release(_ build: ProjectBuild, _ target: String) throws -> TargetConfiguration {
        try #require(build.target(named: target)?.configuration(named: "Release"))
    }

    @Test func theXcodeProjectReadsAsXcodeBuildsIt() throws {
        let build = Self.xcodeProject()
        #expect(build.problems == [])
        #expect(build.configurations == ["Debug", "Release"])
        #expect(
            build.targets.map(\.productTypeIdentifier) == [
                "com.apple.product-type.application", "com.apple.product-type.app-extension",
                "com.apple.product-type.extensionkit-extension",
            ])
        #expect(build.targets.map(\.target.productType) == [.application, .appExtension, .extensionKitExtension])
        let capture = try release(build, Self.capture)
        // The prefix comes from Configuration/Base.xcconfig, named through the synchronized
        // folder (baseConfigurationReferenceAnchor), the rest from the target's settings.
        let identifier = capture.settings.value("PRODUCT_BUNDLE_IDENTIFIER")
        #expect(identifier.text == "com.example.LockScreenCamera.Capture")
        #expect(identifier.assignment?.level == .target)
        #expect(
            identifier.assignment?.place.description.hasPrefix("LockScreenCamera.xcodeproj/project.pbxproj:") == true)
        let prefix = capture.settings.value("BUNDLE_ID_PREFIX")
        #expect(prefix.assignment?.place.description == "Configuration/Base.xcconfig:3:1")
        #expect(prefix.assignment?.level == .projectConfigFile)
        #expect(capture.settings.value("SDKROOT").text == "iphoneos")
        #expect(capture.settings.value("PRODUCT_BUNDLE_PACKAGE_TYPE").text == "XPC!")
        #expect(capture.entitlements == nil)
    }

    /// The capture extension's Info.plist: its file's keys (at their lines) merged with the keys
    /// the build generates and the `INFOPLIST_KEY_` settings (at theirs).
    @Test func theInfoPlistIsTheFileMergedWithWhatTheBuildGenerates() throws {
        let build = Self.xcodeProject()
        let info = try release(build, Self.capture).infoPlist
        #expect(info.path == "LockScreenCameraCapture/Info.plist")
        #expect(info.isComplete)
        let point = try #require(info.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]))
        #expect(point.node.string == "com.apple.securecapture")
        #expect(point.place.description == "LockScreenCameraCapture/Info.plist:7:3")
        let packageType = try #require(info.entry("CFBundlePackageType"))
        #expect(packageType.origin == .generated)
        #expect(packageType.expanded?.text == "XPC!")
        let pbxproj = try #require(build.files["LockScreenCamera.xcodeproj/project.pbxproj"])
        let generation = try #require(packageType.place.offset)
        #expect(pbxproj.lineText(pbxproj.location(of: generation).line).contains("GENERATE_INFOPLIST_FILE = YES;"))
        let camera = try #require(info.entry("NSCameraUsageDescription"))
        #expect(camera.origin == .setting("INFOPLIST_KEY_NSCameraUsageDescription"))
        #expect(camera.expanded?.text == "Lock Screen Camera takes photos from the Lock Screen.")
        #expect(info.entry("CFBundleIdentifier")?.expanded?.text == "com.example.LockScreenCamera.Capture")
        #expect(info.entry("NSExtension") == nil)
        // The widget extension's file has the old-style extension point.
        let widgets = try release(build, Self.widgets).infoPlist
        #expect(
            widgets.value(at: ["NSExtension", "NSExtensionPointIdentifier"])?.node.string
                == "com.apple.widgetkit-extension")
        // The app has no file: every key is generated or a setting; the `_iPad` suffix is Info.plist's `~ipad`.
        let app = try release(build, Self.app).infoPlist
        #expect(app.path == nil)
        #expect(app.entry("CFBundleDisplayName")?.expanded?.text == "Lock Screen Camera")
        #expect(app.entry("UISupportedInterfaceOrientations~ipad") != nil)
        #expect(app.entry("UIApplicationSceneManifest_Generation") == nil)
    }

    /// The app embeds the widget extension in PlugIns/ and the capture extension in Extensions/.
    @Test func embeddingIsReadFromTheCopyFilesPhases() throws {
        let build = Self.xcodeProject()
        let embeddings = try release(build, Self.app).embeddings
        #expect(embeddings.map(\.product.target) == [Self.widgets, Self.capture])
        #expect(embeddings.map(\.folder) == [.insideBundle("PlugIns"), .insideBundle("Extensions")])
        #expect(embeddings.map(\.phase.name) == ["Embed Foundation Extensions", "Embed ExtensionKit Extensions"])
        #expect(embeddings[1].phase.destination == .productsDirectory)
        #expect(embeddings[1].phase.subpath == "$(EXTENSIONS_FOLDER_PATH)")
        #expect(embeddings[1].product.fileName == "LockScreenCameraCapture.appex")
        #expect(try release(build, Self.capture).embeddings.isEmpty)
    }

    /// One line moved back to the old way: the capture extension is then placed in PlugIns/.
    @Test func aPhaseIntoPlugInsPlacesTheExtensionThere() throws {
        var files = MemoryBuildFiles.copy(of: Self.sample)
        files.edit(
            "LockScreenCamera.xcodeproj/project.pbxproj",
            "dstPath = \"$(EXTENSIONS_FOLDER_PATH)\";\n\t\t\tdstSubfolderSpec = 16;",
            "dstPath = \"\";\n\t\t\tdstSubfolderSpec = 13;")
        let build = Self.xcodeProject(files)
        let capture = try #require(try release(build, Self.app).embeddings.last)
        #expect(capture.folder == .insideBundle("PlugIns"))
        #expect(capture.phase.destinationPlace.description.hasPrefix("LockScreenCamera.xcodeproj/project.pbxproj:"))
    }

    /// The XcodeGen spec of the same app reads to the same values, placed in project.yml.
    @Test func theXcodeGenSpecDescribesTheSameApp() throws {
        let xcode = Self.xcodeProject()
        let spec = Self.xcodeGen()
        #expect(spec.problems == [])
        #expect(spec.configurations == ["Debug", "Release"])
        #expect(spec.targets.map(\.target.name) == xcode.targets.map(\.target.name))
        #expect(spec.targets.map(\.productTypeIdentifier) == xcode.targets.map(\.productTypeIdentifier))
        let settings = [
            "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_BUNDLE_PACKAGE_TYPE", "GENERATE_INFOPLIST_FILE", "INFOPLIST_FILE",
            "SDKROOT", "CODE_SIGN_ENTITLEMENTS", "MARKETING_VERSION",
        ]
        let keys = [
            "CFBundleIdentifier", "CFBundlePackageType", "CFBundleDisplayName", "NSCameraUsageDescription",
            "EXAppExtensionAttributes", "NSExtension",
        ]
        for target in [Self.app, Self.widgets, Self.capture] {
            for configuration in ["Debug", "Release"] {
                let a = try #require(xcode.target(named: target)?.configuration(named: configuration))
                let b = try #require(spec.target(named: target)?.configuration(named: configuration))
                for name in settings {
                    #expect(
                        a.settings.value(name).text == b.settings.value(name).text, "\(target) \(configuration) \(name)"
                    )
                }
                for key in keys {
                    #expect(
                        a.infoPlist.entry(key)?.expanded?.text == b.infoPlist.entry(key)?.expanded?.text,
                        "\(target) \(key)")
                    #expect((a.infoPlist.entry(key) == nil) == (b.infoPlist.entry(key) == nil), "\(target) \(key)")
                }
                #expect(a.embeddings.map(\.folder) == b.embeddings.map(\.folder), "\(target)")
                #expect(a.embeddings.map(\.product.target) == b.embeddings.map(\.product.target), "\(target)")
            }
        }
        let capture = try release(spec, Self.capture)
        #expect(capture.settings.value("PRODUCT_BUNDLE_IDENTIFIER").assignment?.place.description == "project.yml:65:9")
        let embedding = try #require(try release(spec, Self.app).embeddings.last)
        #expect(embedding.phase.name == "Embed ExtensionKit Extensions")
        #expect(embedding.product.place.description == "project.yml:37:9")
    }

    /// XcodeGen's `info:` and `entitlements:` are the files it writes; `bundleIdPrefix` gives a
    /// bundle identifier only where no level sets one; `embed: false` embeds nothing; an
    /// `Info.plist` among the sources is found when nothing names one.
    @Test func xcodeGenWritesInfoEntitlementsAndIdentifiers() throws {
        let files = MemoryBuildFiles([
            "project.yml": """
            name: Cam
            options:
              bundleIdPrefix: com.acme
            targets:
              Cam:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - target: Capture
                  - target: Other
                    embed: false
              Capture:
                type: extensionkit-extension
                platform: iOS
                sources: [Capture]
                info:
                  path: Capture/Info.plist
                  properties:
                    NSCameraUsageDescription: Takes photos
                    EXAppExtensionAttributes:
                      EXExtensionPointIdentifier: com.apple.securecapture
                entitlements:
                  path: Capture/Capture.entitlements
                  properties:
                    com.apple.developer.locked-camera-capture: true
              Other:
                type: app-extension
                platform: iOS
                sources: [Other]
                settings:
                  PRODUCT_BUNDLE_IDENTIFIER: com.acme.other-thing
            """,
            "App/App.swift": "",
            "Other/Deep/Info.plist": "<plist><dict><key>NSExtension</key><dict/></dict></plist>",
        ])
        let build = Self.xcodeGen(files)
        let capture = try release(build, "Capture")
        #expect(capture.settings.value("PRODUCT_BUNDLE_IDENTIFIER").text == "com.acme.Capture")
        #expect(capture.settings.value("INFOPLIST_FILE").assignment?.place.description == "project.yml:18:13")
        let info = capture.infoPlist
        #expect(info.path == "Capture/Info.plist")
        #expect(
            info.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"])?.place.description
                == "project.yml:22:11")
        #expect(info.entry("NSCameraUsageDescription")?.place.description == "project.yml:20:9")
        // XcodeGen 2.45 writes no package type for an ExtensionKit extension.
        #expect(info.entry("CFBundlePackageType") == nil)
        #expect(info.entry("CFBundleIdentifier")?.origin == .xcodeGenDefault)
        let entitlements = try #require(capture.entitlements)
        #expect(entitlements.path == "Capture/Capture.entitlements")
        #expect(entitlements.keys.map(\.key) == ["com.apple.developer.locked-camera-capture"])
        #expect(entitlements.keys.map(\.place.description) == ["project.yml:26:9"])
        let other = try release(build, "Other")
        #expect(other.settings.value("PRODUCT_BUNDLE_IDENTIFIER").text == "com.acme.other-thing")
        #expect(other.settings.value("INFOPLIST_FILE").text == "Other/Deep/Info.plist")
        #expect(other.infoPlist.entry("NSExtension") != nil)
        let app = try release(build, "Cam")
        #expect(app.embeddings.map(\.product.target) == ["Capture"])
        #expect(app.embeddings.map(\.folder) == [.insideBundle("Extensions")])
    }

    /// A target `.xcconfig` that includes a file absent from the repository: what it may set is
    /// unresolved; a project file naming an Info.plist that is not a property list is a problem
    /// at the setting's line.
    @Test func whatCannotBeReadIsSaidAndUnresolved() throws {
        var files = MemoryBuildFiles.copy(of: Self.sample)
        files.files["Configuration/Base.xcconfig"] = Array(
            "#include? \"Local.xcconfig\"\nBUNDLE_ID_PREFIX = com.example\n".utf8)
        files.files["LockScreenCameraWidgets/Info.plist"] = Array("<plist><dict><key>a</key></dict></plist>".utf8)
        let build = Self.xcodeProject(files)
        let capture = try release(build, Self.capture)
        #expect(capture.settings.value("PRODUCT_BUNDLE_IDENTIFIER").text == "com.example.LockScreenCamera.Capture")
        #expect(capture.settings.value("DEVELOPMENT_TEAM").isUnresolved)
        #expect(capture.entitlements?.setting.isUnresolved == true)
        // Reported once, at the first configuration's INFOPLIST_FILE.
        #expect(
            build.problems.map(\.message) == ["LockScreenCameraWidgets/Info.plist:1:14: the key \"a\" has no value"])
        let pbxproj = try #require(build.files["LockScreenCamera.xcodeproj/project.pbxproj"])
        let named = try #require(build.problems.first?.place?.offset)
        #expect(
            pbxproj.lineText(pbxproj.location(of: named).line).contains(
                "INFOPLIST_FILE = LockScreenCameraWidgets/Info.plist;"))
        #expect(try release(build, Self.widgets).infoPlist.isComplete == false)
    }
}
