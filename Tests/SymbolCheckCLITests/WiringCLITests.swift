import Testing

/// `symbolcheck controls` on the wiring (issue #41), through the built binary: the sample Lock
/// Screen camera passes, built apps (`App.app`, `.xcarchive`, `.ipa`, laid out as Xcode lays
/// them out, in Tests/Fixtures/BuiltApps) are judged by the same rules as the project, and an
/// app with a capture extension and no Control gets a verdict rather than a refusal.
@Suite struct WiringCLITests {
    static let sample = "Examples/LockScreenCamera"
    static let built = "Tests/Fixtures/BuiltApps"

    /// `rule` of each `path:…: severity: message [rule]` line, and of path-only lines.
    static func rules(_ text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func theSampleAppPasses() {
        let run = BinaryRunner.run(["controls", Self.sample, "--quiet"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == "")
        #expect(Self.rules(run.stdout) == [])
    }

    @Test(arguments: ["LockScreenCamera.app", "LockScreenCamera.xcarchive", "LockScreenCamera.ipa"])
    func aBuiltAppWiredRightPasses(_ name: String) {
        let run = BinaryRunner.run(["controls", Self.built + "/" + name, "--quiet"])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr == "")
        #expect(Self.rules(run.stdout) == [])
        // What was judged: the built app's wiring (no Swift, so no count of Controls).
        #expect(run.stdout == "the wiring of 1 built app: passed; 0 errors, 0 warnings\n", "\(run.stdout)")
    }

    /// The capture extension built the old way: each fault by the rule that judges the project,
    /// placed at the key path of the built Info.plist (a binary plist has no lines).
    @Test(arguments: ["OldStyleCamera.app", "OldStyleCamera.ipa"])
    func aBuiltAppWiredTheOldWayFails(_ name: String) {
        let run = BinaryRunner.run(["controls", Self.built + "/" + name, "--quiet"])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            Set(Self.rules(run.stdout)) == [
                "capture-extension-point", "capture-extension-embedding", "capture-extension-bundle-id",
                "capture-camera-usage",
            ], "\(run.stdout)")
        #expect(run.stdout.contains("NSExtension › NSExtensionPointIdentifier"), "\(run.stdout)")
        #expect(
            run.stdout.contains("`com.example.OldStyleCapture` is not under the app's `com.example.OldStyleCamera`"))
        let json = BinaryRunner.run(["controls", Self.built + "/" + name, "--format", "json"])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"capture-extension-embedding\""))
    }

    /// Paths that are neither: a `.app` that is a file is no built app.
    @Test func aPathNamedLikeABuiltAppButNotOneIsRefused() {
        BinaryRunner.inScratchFolder { folder in
            BinaryRunner.writeFile(folder + "/Fake.app", Array("not a bundle".utf8))
            let run = BinaryRunner.run(["controls", folder + "/Fake.app"])
            #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        }
    }

    /// An app with a Lock Screen camera and no Control yet: the wiring's verdict, exit 0 when
    /// it is right and 1 when it is not (it was refused, exit 2, for having no Control).
    @Test func aLockScreenCameraWithoutAControlGetsTheWiringsVerdict() {
        BinaryRunner.inScratchFolder { folder in
            let copy = ProcessRunnerCopy.copy(BinaryRunner.packageRoot + "/" + Self.sample, to: folder + "/App")
            #expect(copy)
            for control in ["CameraControl.swift", "FlashControl.swift"] {
                BinaryRunner.writeFile(folder + "/App/LockScreenCameraWidgets/" + control, [])
            }
            let run = BinaryRunner.run(["controls", folder + "/App", "--quiet"])
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            // A note: the camera intent serves the Camera Control alone.
            #expect(Self.rules(run.stdout) == ["camera-intent-no-control"], "\(run.stdout)")
            let plist = folder + "/App/LockScreenCameraCapture/Info.plist"
            let text = BinaryRunner.readText(plist).replacing("com.apple.securecapture", with: "com.apple.capture")
            BinaryRunner.writeFile(plist, Array(text.utf8))
            let broken = BinaryRunner.run(["controls", folder + "/App", "--quiet"])
            #expect(broken.status == 1, "\(broken.stdout)\(broken.stderr)")
            #expect(
                Set(Self.rules(broken.stdout)) == ["capture-extension-point", "camera-intent-no-control"],
                "\(broken.stdout)")
        }
    }

    /// `--write-baseline` records each Control's kind; a renamed kind is then an error naming
    /// the old and the new string, and a kind kept under a renamed type is none.
    @Test func aBaselineRecordsTheKindsAndARenamedKindFails() {
        BinaryRunner.inScratchFolder { folder in
            #expect(ProcessRunnerCopy.copy(BinaryRunner.packageRoot + "/" + Self.sample, to: folder + "/App"))
            let baseline = folder + "/ci/baseline.json"
            let write = BinaryRunner.run(["controls", folder + "/App", "--write-baseline", baseline])
            #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
            let recorded = BinaryRunner.readText(baseline)
            #expect(recorded.contains("\"kind\": \"com.example.LockScreenCamera.camera\""), "\(recorded)")
            #expect(recorded.contains("\"kind\": \"com.example.LockScreenCamera.flash\""))
            #expect(recorded.contains("\"path\": \"../App/LockScreenCameraWidgets/CameraControl.swift\""))
            #expect(BinaryRunner.run(["controls", folder + "/App", "--baseline", baseline]).status == 0)

            let control = folder + "/App/LockScreenCameraWidgets/CameraControl.swift"
            let original = BinaryRunner.readText(control)
            BinaryRunner.writeFile(
                control, Array(original.replacing("LockScreenCamera.camera\"", with: "LockScreenCamera.photo\"").utf8))
            let renamed = BinaryRunner.run(["controls", folder + "/App", "--baseline", baseline, "--quiet"])
            #expect(renamed.status == 1, "\(renamed.stdout)\(renamed.stderr)")
            #expect(Self.rules(renamed.stdout) == ["control-kind-changed"], "\(renamed.stdout)")
            #expect(
                renamed.stdout.contains(
                    "the Control `CameraControl`'s kind is \"com.example.LockScreenCamera.photo\"; the baseline recorded \"com.example.LockScreenCamera.camera\""
                ), "\(renamed.stdout)")

            // The type renamed, its kind kept: the same placed Control.
            BinaryRunner.writeFile(
                control, Array(original.replacing("struct CameraControl:", with: "struct PhotoControl:").utf8))
            let typeRenamed = BinaryRunner.run(["controls", folder + "/App", "--baseline", baseline])
            #expect(typeRenamed.status == 0, "\(typeRenamed.stdout)")
        }
    }
}
