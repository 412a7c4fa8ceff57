import AppRules
import SVGModel
import SymbolInputs
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck

/// The wiring rules on the sample app (Examples/LockScreenCamera): the app as committed passes
/// every rule, and each one-line mutation (made in memory) makes exactly its rule fire, at the
/// line of the file where the broken value lives. The Xcode project is what `controls` reads;
/// the XcodeGen spec is read where the Xcode project is left out.
@Suite struct LockScreenCameraWiringTests {
    static let root = "/LockScreenCamera"

    /// The sample's files, as a tree rooted at `root`.
    static let sample: [String: [UInt8]] = {
        var files: [String: [UInt8]] = [:]
        func add(_ folder: String, _ relative: String) {
            for name in listDirectory(folder) {
                let path = folder + "/" + name
                let inside = relative.isEmpty ? name : relative + "/" + name
                if !listDirectory(path).isEmpty {
                    add(path, inside)
                } else if let bytes = readBytes(path) {
                    files[root + "/" + inside] = bytes
                }
            }
        }
        add(packageRoot + "/Examples/LockScreenCamera", "")
        return files
    }()

    /// One broken thing: `old` replaced by `new` in `file` (every occurrence), files added, files
    /// left out.
    struct Mutation: CustomTestStringConvertible, Sendable {
        let rule: String
        let file: String
        let old: String
        let new: String
        var added: [String: String] = [:]
        var removed: [String] = []
        /// Where the finding must be: the file, and a text whose line it is on (after `after`, when
        /// given); nil `line` for a finding about the file as a whole.
        let at: String
        let line: String?
        var after: String? = nil
        /// Words the finding's message must hold, when the rule says something particular here.
        var says: String? = nil

        var testDescription: String { "\(rule): \(file)" }
    }

    static let xcodeProject = "LockScreenCamera.xcodeproj/project.pbxproj"
    static let captureInfo = "LockScreenCameraCapture/Info.plist"

    static let mutations: [Mutation] = [
        Mutation(
            rule: "capture-extension-point", file: captureInfo, old: "com.apple.securecapture",
            new: "com.apple.camera-capture", at: captureInfo, line: "<key>EXExtensionPointIdentifier"),
        Mutation(
            rule: "capture-extension-bundle-type", file: captureInfo, old: "<dict>\n\t<key>EXApp",
            new: "<dict>\n\t<key>CFBundlePackageType</key><string>APPL</string>\n\t<key>EXApp", at: captureInfo,
            line: "CFBundlePackageType"),
        Mutation(
            rule: "capture-camera-usage", file: xcodeProject,
            old:
                "\t\t\t\tINFOPLIST_KEY_NSCameraUsageDescription = \"Lock Screen Camera takes photos from the Lock Screen.\";\n",
            new: "", at: captureInfo, line: nil),
        Mutation(
            rule: "capture-extension-bundle-id", file: xcodeProject,
            old: "\"$(BUNDLE_ID_PREFIX).LockScreenCamera.Capture\"",
            new: "\"$(BUNDLE_ID_PREFIX).LockScreenCameraCapture\"", at: xcodeProject,
            line: "$(BUNDLE_ID_PREFIX).LockScreenCameraCapture"),
        Mutation(
            rule: "capture-extension-embedding", file: xcodeProject,
            old: "dstPath = \"$(EXTENSIONS_FOLDER_PATH)\";\n\t\t\tdstSubfolderSpec = 16;",
            new: "dstPath = \"\";\n\t\t\tdstSubfolderSpec = 13;", at: xcodeProject, line: "dstSubfolderSpec = 13;",
            after: "/* Embed ExtensionKit Extensions */ = {"),
        Mutation(
            rule: "camera-capture-intent-missing", file: "Shared/CaptureIntent.swift",
            old: "struct CaptureIntent: CameraCaptureIntent {", new: "struct CaptureIntent: AppIntent {",
            at: "LockScreenCameraCapture/LockScreenCameraCapture.swift", line: "struct LockScreenCameraCapture:"),
        Mutation(
            rule: "camera-capture-intent-targets", file: xcodeProject, old: "\t\t\t\tLaunchWithFlashIntent.swift,\n",
            new: "\t\t\t\tCaptureIntent.swift,\n\t\t\t\tLaunchWithFlashIntent.swift,\n",
            at: "Shared/CaptureIntent.swift",
            line: "struct CaptureIntent:"),
        Mutation(
            rule: "control-intent-membership", file: xcodeProject, old: "\t\t\t\tCameraSession.swift,\n",
            new: "\t\t\t\tCameraSession.swift,\n\t\t\t\tLaunchWithFlashIntent.swift,\n",
            at: "LockScreenCameraWidgets/FlashControl.swift", line: "LaunchWithFlashIntent()"),
        Mutation(
            rule: "control-intent-membership", file: "project.yml",
            old: "    sources:\n      - LockScreenCamera\n      - Shared\n",
            new:
                "    sources:\n      - LockScreenCamera\n      - path: Shared\n        excludes: [LaunchWithFlashIntent.swift]\n",
            removed: [xcodeProject], at: "LockScreenCameraWidgets/FlashControl.swift", line: "LaunchWithFlashIntent()"),
        Mutation(
            rule: "capture-event-handler", file: "LockScreenCameraCapture/CaptureScreen.swift",
            old: ".onCameraCaptureEvent {", new: ".onCameraCaptureEvents {",
            at: "LockScreenCameraCapture/LockScreenCameraCapture.swift", line: "struct LockScreenCameraCapture:"),
        Mutation(
            rule: "locked-camera-entitlement", file: xcodeProject,
            old: "\t\t\t\tINFOPLIST_FILE = LockScreenCameraCapture/Info.plist;\n",
            new:
                "\t\t\t\tCODE_SIGN_ENTITLEMENTS = LockScreenCameraCapture/Capture.entitlements;\n\t\t\t\tINFOPLIST_FILE = LockScreenCameraCapture/Info.plist;\n",
            added: [
                "LockScreenCameraCapture/Capture.entitlements": ControlExampleApp.entitlements([
                    "com.apple.developer.locked-camera-capture"
                ])
            ], at: "LockScreenCameraCapture/Capture.entitlements", line: "locked-camera-capture"),
        Mutation(
            rule: "capture-extension-app-group", file: "Shared/CameraSession.swift",
            old: "    let session = AVCaptureSession()\n",
            new:
                "    let session = AVCaptureSession()\n    let defaults = UserDefaults(suiteName: \"group.com.example.LockScreenCamera\")\n",
            at: "Shared/CameraSession.swift", line: "UserDefaults(suiteName:"),
        Mutation(
            rule: "capture-extension-not-built", file: "LockScreenCameraCapture/CaptureScreen.swift", old: "", new: "",
            added: ["OldCapture/OldCapture.swift": "struct OldCapture: LockedCameraCaptureExtension {}\n"],
            at: "OldCapture/OldCapture.swift", line: "struct OldCapture"),
        Mutation(
            rule: "capture-extension-bundle-type", file: "project.yml",
            old: "        INFOPLIST_FILE: LockScreenCameraCapture/Info.plist\n",
            new:
                "        INFOPLIST_FILE: LockScreenCameraCapture/Info.plist\n        PRODUCT_BUNDLE_PACKAGE_TYPE: APPL\n",
            removed: [xcodeProject], at: "project.yml", line: "GENERATE_INFOPLIST_FILE: YES",
            after: "LockScreenCameraCapture:"),
        Mutation(
            rule: "camera-control-plain-intent", file: "LockScreenCameraWidgets/CameraControl.swift",
            old: "ControlWidgetButton(action: CaptureIntent())",
            new: "ControlWidgetButton(action: LaunchWithFlashIntent())",
            at: "LockScreenCameraWidgets/CameraControl.swift", line: "LaunchWithFlashIntent()"),
        Mutation(
            rule: "control-name-repeats-app", file: "LockScreenCameraWidgets/CameraControl.swift",
            old: ".displayName(\"Camera\")", new: ".displayName(\"Lock Screen Camera Photo\")",
            at: "LockScreenCameraWidgets/CameraControl.swift", line: "Lock Screen Camera Photo"),
        Mutation(
            rule: "camera-app-context-size", file: "Shared/CaptureIntent.swift", old: "    var gridOn = true\n",
            new: "    var recentPhotos: [Data] = []\n", at: "Shared/CaptureIntent.swift", line: "recentPhotos"),
        // The camera Control carries another intent, and the flash Control (which opens the app)
        // is gone: the camera intent serves the Camera Control alone.
        Mutation(
            rule: "camera-intent-no-control", file: "LockScreenCameraWidgets/CameraControl.swift",
            old: "ControlWidgetButton(action: CaptureIntent())", new: "ControlWidgetButton(action: SwitchLensIntent())",
            removed: ["LockScreenCameraWidgets/FlashControl.swift"], at: "Shared/CaptureIntent.swift",
            line: "struct CaptureIntent:"),
        // The camera intent moved into a local Swift package the targets would link.
        Mutation(
            rule: "camera-capture-intent-targets", file: "Shared/CaptureIntent.swift", old: "", new: "",
            added: [
                "CameraKit/Package.swift":
                    "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(name: \"CameraKit\", targets: [.target(name: \"CameraKit\")])\n",
                "CameraKit/Sources/CameraKit/CaptureIntent.swift": String(
                    decoding: sample[root + "/Shared/CaptureIntent.swift"] ?? [], as: UTF8.self),
            ], removed: ["Shared/CaptureIntent.swift"], at: "CameraKit/Sources/CameraKit/CaptureIntent.swift",
            line: "struct CaptureIntent:",
            says: "is declared in the Swift package of /LockScreenCamera/CameraKit/Package.swift"),
    ]

    /// The wiring rules' ids.
    static let wiringRules: Set<String> = [
        "control-intent-membership", "capture-extension-not-built", "capture-extension-point",
        "capture-extension-embedding", "capture-extension-bundle-id", "camera-capture-intent-missing",
        "camera-capture-intent-targets", "capture-event-handler", "locked-camera-entitlement",
        "capture-extension-bundle-type", "capture-camera-usage", "capture-extension-app-group",
        "camera-app-context-size", "camera-control-plain-intent", "control-kind-changed",
        "control-name-repeats-app", "camera-intent-no-control",
    ]

    /// A finding: `rule path:line:col message`.
    struct Found {
        let rule: String
        let path: String
        let location: SVGModel.SourceLocation?
        let message: String
    }

    static func check(_ files: [String: [UInt8]]) -> (findings: [Found], report: ControlChecker.Report) {
        var tree = MemoryFileTree()
        for (path, bytes) in files { tree.file(path, bytes: bytes) }
        let report = ControlChecker.check([root], configuration: CheckConfiguration(), tree: tree)
        let findings = report.results.flatMap { result in
            result.diagnostics.map { d in
                Found(
                    rule: d.ruleID, path: result.path, location: d.range.flatMap { result.location(of: $0.start) },
                    message: d.message)
            }
        }
        return (findings, report)
    }

    @Test func theSampleAsCommittedPassesEveryRule() {
        let (findings, report) = Self.check(Self.sample)
        #expect(findings.map { "\($0.rule) \($0.path) \($0.message)" } == [])
        #expect(report.notes.isEmpty)
        #expect(report.controlCount == 2)
        // The same app read from its XcodeGen spec.
        var spec = Self.sample
        spec[Self.root + "/" + Self.xcodeProject] = nil
        let fromSpec = Self.check(spec)
        #expect(fromSpec.findings.map { "\($0.rule) \($0.path) \($0.message)" } == [])
        #expect(fromSpec.report.notes.isEmpty)
    }

    @Test(arguments: mutations)
    func eachMutationFiresItsRuleAtItsPlace(_ mutation: Mutation) throws {
        var files = Self.sample
        let path = Self.root + "/" + mutation.file
        let original = String(decoding: try #require(files[path]), as: UTF8.self)
        if !mutation.old.isEmpty {
            #expect(original.contains(mutation.old), "the mutation's text is in \(mutation.file)")
            files[path] = Array(original.replacing(mutation.old, with: mutation.new).utf8)
        }
        for (added, text) in mutation.added { files[Self.root + "/" + added] = Array(text.utf8) }
        for removed in mutation.removed { files[Self.root + "/" + removed] = nil }
        let (findings, _) = Self.check(files)
        let wiring = findings.filter { Self.wiringRules.contains($0.rule) }
        #expect(Set(wiring.map(\.rule)) == [mutation.rule], "\(wiring.map { "\($0.rule): \($0.message)" })")
        let expectedPath = Self.root + "/" + mutation.at
        let placed = wiring.filter { $0.rule == mutation.rule && $0.path == expectedPath }
        #expect(!placed.isEmpty, "\(wiring.map { "\($0.path) \($0.message)" })")
        if let says = mutation.says {
            #expect(placed.count == 1 && placed[0].message.contains(says), "\(placed.map(\.message))")
        }
        guard let needle = mutation.line else {
            #expect(placed.allSatisfy { $0.location == nil })
            return
        }
        // The line of the needle in the file as mutated.
        let text = String(decoding: try #require(files[expectedPath]), as: UTF8.self)
        var start = text.startIndex
        if let after = mutation.after, let found = text.firstRange(of: after) { start = found.upperBound }
        let at = try #require(text[start...].firstRange(of: needle), "\(needle) in \(mutation.at)")
        let line = text[..<at.lowerBound].filter { $0 == "\n" }.count + 1
        #expect(
            placed.contains { $0.location?.line == line },
            "\(placed.map { "\($0.location.map { "\($0)" } ?? "-") \($0.message)" })")
    }

    /// An app with a capture extension and no Control yet gets the verdict on its wiring (it was
    /// refused, exit status 2, for having no Control).
    @Test func aLockScreenCameraWithoutAControlIsJudged() {
        var files = Self.sample
        files = files.filter { !$0.key.contains("/LockScreenCameraWidgets/") || !$0.key.hasSuffix("Control.swift") }
        let (findings, report) = Self.check(files)
        #expect(report.controlCount == 0)
        // Right, but for the note that the camera intent serves the Camera Control alone.
        #expect(findings.map(\.rule) == ["camera-intent-no-control"], "\(findings.map(\.message))")
        // Broken, it is reported.
        let info = Self.root + "/" + Self.captureInfo
        files[info] = Array(
            String(decoding: files[info] ?? [], as: UTF8.self).replacing("securecapture", with: "capture").utf8)
        #expect(Set(Self.check(files).findings.map(\.rule)) == ["capture-extension-point", "camera-intent-no-control"])
    }
}
