import SVGModel
import Testing

@testable import XcodeProject

/// `.xcconfig` files and the build settings of one configuration: levels, `$(inherited)`,
/// references, modifiers, conditions, and what the repository cannot decide.
@Suite struct BuildSettingsTests {
    static let place = ValuePlace(file: "test", position: .file)

    static func assignment(_ name: String, _ value: String, _ level: SettingLevel, conditions: [SettingCondition] = [])
        -> SettingEntry
    {
        .assignment(SettingAssignment(name: name, conditions: conditions, value: value, place: place, level: level))
    }

    static func settings(_ entries: [SettingEntry], configuration: String = "Release", sdk: String = "iphoneos")
        -> BuildSettings
    {
        BuildSettings(conditions: BuildConditions(configuration: configuration, sdk: sdk), entries: entries)
    }

    @Test func xcconfigLinesIncludesAndComments() {
        let files = MemoryBuildFiles([
            "Config/App.xcconfig": """
            // The app's settings.
            #include "Shared/Base.xcconfig"
            #include? "Local.xcconfig"
            PRODUCT_BUNDLE_IDENTIFIER = com.example.app // a comment after a value
            HOMEPAGE = https://example.com
            OTHER_LDFLAGS[sdk=iphoneos*] = -ObjC ;
            not a setting
            """,
            "Config/Shared/Base.xcconfig": "BUNDLE_PREFIX = com.example\r\nSWIFT_VERSION=6.0\n",
        ])
        let place = ValuePlace(file: "App.xcodeproj/project.pbxproj", position: .file)
        let result = XCConfigReader.read("Config/App.xcconfig", level: .targetConfigFile, includedFrom: place) {
            files.read($0)
        }
        let written = result.entries.map { entry -> String in
            switch entry {
            case .assignment(let a):
                return "\(a.name)\(a.conditions.map(\.description).joined())=\(a.value) @\(a.place)"
            case .unknown(let reason, let place, _): return "unknown: \(reason) @\(place)"
            }
        }
        #expect(
            written == [
                "BUNDLE_PREFIX=com.example @Config/Shared/Base.xcconfig:1:1",
                "SWIFT_VERSION=6.0 @Config/Shared/Base.xcconfig:2:1",
                "unknown: Config/Local.xcconfig, included with #include?, is absent (a file kept on a developer's machine) @Config/App.xcconfig:3:1",
                "PRODUCT_BUNDLE_IDENTIFIER=com.example.app @Config/App.xcconfig:4:1",
                // Xcode reads `//` as a comment wherever it is.
                "HOMEPAGE=https: @Config/App.xcconfig:5:1",
                "OTHER_LDFLAGS[sdk=iphoneos*]=-ObjC @Config/App.xcconfig:6:1",
            ])
        #expect(
            result.problems.map(\.description) == [
                "Config/App.xcconfig:7:1: not a setting (NAME = value), an #include or a comment"
            ])
        #expect(Set(result.files.keys) == ["Config/App.xcconfig", "Config/Shared/Base.xcconfig"])
    }

    /// `A` includes `B` includes `A`: refused with the chain, every setting after it unknown, no hang.
    @Test func anIncludeLoopIsRefusedWithItsChain() {
        let files = MemoryBuildFiles([
            "A.xcconfig": "#include \"B.xcconfig\"\nX = 1\n",
            "B.xcconfig": "Y = 2\n#include \"A.xcconfig\"\n",
        ])
        let result = XCConfigReader.read("A.xcconfig", level: .projectConfigFile, includedFrom: nil) { files.read($0) }
        #expect(
            result.problems.map(\.description) == [
                "B.xcconfig:2:1: an #include loop: A.xcconfig → B.xcconfig → A.xcconfig; the build refuses it"
            ])
        let settings = Self.settings(result.entries)
        #expect(settings.value("X").text == "1")
        #expect(settings.value("Y").isUnresolved)
        // A file that includes itself.
        let itself = MemoryBuildFiles(["S.xcconfig": "#include \"./S.xcconfig\"\n"])
        #expect(
            XCConfigReader.read("S.xcconfig", level: .target, includedFrom: nil) { itself.read($0) }.problems.count == 1
        )
    }

    @Test func aMissingIncludeIsAProblemAndAnOptionalOneIsNot() {
        let files = MemoryBuildFiles(["A.xcconfig": "#include \"Pods/Pods.xcconfig\"\n#include? \"Local.xcconfig\"\n"])
        let result = XCConfigReader.read("A.xcconfig", level: .project, includedFrom: nil) { files.read($0) }
        #expect(result.problems.map(\.description) == ["A.xcconfig:1:1: cannot read Pods/Pods.xcconfig: no such file"])
        #expect(result.entries.count == 2)
    }

    /// Each level's `$(inherited)` is the level below; references are evaluated against the top.
    @Test func levelsInheritAndReferencesAreLate() {
        let settings = Self.settings([
            Self.assignment("FLAGS", "-a", .projectConfigFile),
            Self.assignment("BUNDLE_PREFIX", "com.example", .projectConfigFile),
            Self.assignment(
                "PRODUCT_BUNDLE_IDENTIFIER", "$(BUNDLE_PREFIX).$(PRODUCT_NAME:rfc1034identifier)", .project),
            Self.assignment("FLAGS", "$(inherited) -b", .project),
            Self.assignment("FLAGS", "${inherited} -c", .target),
            Self.assignment("PRODUCT_NAME", "My App_1", .target),
        ])
        #expect(settings.value("FLAGS").text == "-a -b -c")
        let identifier = settings.value("PRODUCT_BUNDLE_IDENTIFIER")
        #expect(identifier.text == "com.example.My-App-1")
        #expect(identifier.assignment?.level == .project)
        #expect(settings.value("NOT_SET").state == .unset)
    }

    @Test(arguments: [
        ("$(NAME:rfc1034identifier)", "1 Café_x", "1-Caf--x"),
        ("$(NAME:c99extidentifier)", "1 Café-x", "_1_Café_x"),
        ("$(NAME:identifier)", "1 Café-x", "_1_Caf__x"),
        ("$(NAME:lower)", "CamEra", "camera"),
        ("$(NAME:upper)", "CamEra", "CAMERA"),
        ("$(NAME:lower:rfc1034identifier)", "My App", "my-app"),
        ("$(NAME:base)", "a/b/Info.plist", "Info"),
        ("$(NAME:file)", "a/b/Info.plist", "Info.plist"),
        ("$(NAME:dir)", "a/b/Info.plist", "a/b/"),
        ("$(NAME:suffix)", "a/b/Info.plist", ".plist"),
        ("$(EMPTY:default=fallback)", "x", "fallback"),
    ])
    func modifiers(reference: String, value: String, expected: String) {
        let settings = Self.settings([
            Self.assignment("NAME", value, .target), Self.assignment("EMPTY", "", .target),
            Self.assignment("R", reference, .target),
        ])
        #expect(settings.value("R").text == expected)
    }

    @Test func nestedReferencesAndConditions() {
        let entries = [
            Self.assignment("SUFFIX_Debug", ".debug", .project),
            Self.assignment("SUFFIX_Release", "", .project),
            Self.assignment("ID", "com.example$(SUFFIX_$(CONFIGURATION))", .target),
            Self.assignment("CONFIGURATION", "$(CONFIGURATION_NAME)", .buildSystem),
            Self.assignment("SIGN", "Apple Development", .target),
            Self.assignment(
                "SIGN", "iPhone Developer", .target, conditions: [SettingCondition(key: "sdk", pattern: "iphoneos*")]),
            Self.assignment(
                "ONLY_DEBUG", "yes", .target, conditions: [SettingCondition(key: "config", pattern: "Debug")]),
        ]
        let debug = Self.settings(
            entries + [Self.assignment("CONFIGURATION_NAME", "Debug", .buildSystem)], configuration: "Debug")
        #expect(debug.value("ID").text == "com.example.debug")
        #expect(debug.value("SIGN").text == "iPhone Developer")
        #expect(debug.value("ONLY_DEBUG").text == "yes")
        let simulator = Self.settings(
            entries + [Self.assignment("CONFIGURATION_NAME", "Release", .buildSystem)], configuration: "Release",
            sdk: "iphonesimulator")
        #expect(simulator.value("ID").text == "com.example")
        #expect(simulator.value("SIGN").text == "Apple Development")
        #expect(simulator.value("ONLY_DEBUG").state == .unset)
    }

    /// A variable no level sets, an absent `#include?`, a cycle, an unknown modifier: unresolved,
    /// with the reason, never a guess.
    @Test func whatTheRepositoryDoesNotDecideIsUnresolved() {
        let hole = SettingEntry.unknown(
            reason: "Local.xcconfig is absent", place: Self.place, level: .projectConfigFile)
        let settings = Self.settings([
            hole,
            Self.assignment("SET_ABOVE", "yes", .project),
            Self.assignment("ID", "com.$(DEVELOPMENT_TEAM).app", .target),
            Self.assignment("A", "$(B)", .target), Self.assignment("B", "x$(A)", .target),
            Self.assignment("ODD", "$(SET_ABOVE:quote)", .target),
        ])
        #expect(settings.value("SET_ABOVE").text == "yes")
        // Set nowhere, and the absent file might set it.
        #expect(
            settings.value("CODE_SIGN_ENTITLEMENTS").reasons == [
                "CODE_SIGN_ENTITLEMENTS may be set in what is not read: Local.xcconfig is absent"
            ])
        #expect(
            settings.value("ID").reasons == [
                "DEVELOPMENT_TEAM may be set in what is not read: Local.xcconfig is absent"
            ])
        #expect(settings.value("A").reasons == ["$(A) refers to itself"])
        #expect(
            settings.value("ODD").reasons == [
                "the modifier :quote of $(SET_ABOVE:quote) is not one symbolcheck evaluates"
            ])
        // Without the hole, a referenced variable set nowhere is one set on a developer's machine.
        let plain = Self.settings([Self.assignment("ID", "com.$(DEVELOPMENT_TEAM).app", .target)])
        #expect(plain.value("ID").reasons.first?.hasPrefix("$(DEVELOPMENT_TEAM) is not set in the project") == true)
        #expect(plain.value("ID").assignment?.name == "ID")
    }

    /// A value built by doubling references is evaluated once per setting, and a long one stops.
    @Test(.timeLimit(.minutes(1))) func doublingReferencesCostTheirCount() {
        var entries = [Self.assignment("V0", "x", .target)]
        for level in 1...40 {
            entries.append(Self.assignment("V\(level)", "$(V\(level - 1))$(V\(level - 1))", .target))
        }
        let settings = Self.settings(entries)
        #expect(settings.value("V10").text?.count == 1024)
        #expect(settings.value("V40").reasons == ["the value expands to more than 65536 characters"])
    }

    @Test func settingKeysSplitIntoNamesAndConditions() {
        #expect(
            SettingAssignment.splitKey("OTHER[sdk=iphoneos*][arch=arm64]")?.conditions.map(\.description) == [
                "[sdk=iphoneos*]", "[arch=arm64]",
            ])
        #expect(SettingAssignment.splitKey("1BAD") == nil)
        #expect(SettingAssignment.splitKey("A[sdk=x") == nil)
        #expect(SettingCondition(key: "sdk", pattern: "iphone*").matches("iphoneos18.0"))
        #expect(!SettingCondition(key: "sdk", pattern: "macosx*").matches("iphoneos"))
    }
}
