import AppRules
import FileAccess
import JSONReader
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import Testing

/// `symbolcheck controls` over the fixture app in Tests/Fixtures/ControlsApp, shaped as Xcode 16
/// makes a new app: an Xcode project (`CameraApp.xcodeproj`, synchronized folders) with an app
/// target, a widget extension with eight Controls (one of them built by the app too), a
/// LockedCameraCapture extension and a watchOS app, four catalogs (one the project adds to both
/// the app and the extension). It gives exactly the findings the app was built to have, each
/// judged by the target that builds the Control, in every format, with `check`'s exit statuses,
/// through the built binary and through the library.
@Suite struct ControlsCLITests {
    static let app = "Tests/Fixtures/ControlsApp"
    static let controls = app + "/CameraWidgets/Controls.swift"
    static let aperture = app + "/CameraWidgets/Assets.xcassets/Glyphs/aperture.symbolset/aperture.svg"

    /// One line per finding, `path:line:col severity rule`, in report order: each Control of
    /// Controls.swift hits one case; the aperture symbol set's own `check` finding comes in
    /// its Control's place, after the Control's line that names it; the capture extension's
    /// `Image("flash")` is not a Control's. The project's watchOS app has no widget extension, so
    /// no iOS Control is judged by the watch gallery (#42 item 1: `night` draws); the lens
    /// Control's file is compiled by the app too, whose own views show none of its label, so the
    /// app's bundle decides nothing (#42 item 2).
    static let expected = [
        "\(controls):25:39 error control-image-set",
        "\(controls):36:45 error control-custom-system-image",
        "\(controls):58:52 error control-symbol-set-fails",
        "\(aperture):55:171 error stroke",
        "\(controls):69:38 error control-image-missing",
        "\(controls):86:44 note control-system-symbol",
        "\(controls):87:23 warning control-image-maybe-image-set",
    ]

    /// `path:line:col: severity: message [rule]` lines of a text or Xcode report.
    static func findings(inLines text: String, dropping prefix: String = "") -> [String] {
        text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            guard parts.count == 5, Int(parts[1]) != nil, Int(parts[2]) != nil else { return nil }
            let path = parts[0].hasPrefix(prefix) ? String(parts[0].dropFirst(prefix.count)) : String(parts[0])
            let severity = parts[3].trimmingCharacters(in: " ")
            return
                "\(path):\(parts[1]):\(parts[2]) \(severity) \(line[line.index(after: open)..<line.index(before: line.endIndex)])"
        }
    }

    @Test func theFixtureAppGivesExactlyItsFindings() {
        let run = BinaryRunner.run(["controls", Self.app, "--quiet"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(Self.findings(inLines: run.stdout) == Self.expected)
        #expect(
            run.stdout.hasSuffix(
                "\n8 controls: 4 passed, 4 failed; the wiring of 1 project: passed; 5 errors, 1 warning\n"))
        // What the image-set finding says it holds, and what to do.
        #expect(run.stdout.contains(#""flash" is an image set (flash.png, flash@2x.png), not a symbol set"#))
        #expect(
            run.stdout.contains(
                "help: make a symbol set from the image's SVG: `symbolcheck make flash.svg -o \(Self.app)/CameraWidgets/Assets.xcassets/flash.symbolset`"
            ))
        #expect(run.stdout.contains(#"help: load the app's asset with `Label("…", image: "timer.custom")`"#))
        // The Control is named beside its symbol set's own finding.
        #expect(
            run.stdout.contains(
                "= note: the symbol set's error at \(Self.aperture):55:171: stroke `#000000` on a shape in Regular-M: Control Center does not draw strokes (stroke)\n"
            ))
    }

    @Test func everyFormatCarriesTheSamePlacesAndRules() throws {
        let xcode = BinaryRunner.run(["controls", Self.app, "--format", "xcode"])
        #expect(xcode.status == 1)
        #expect(Self.findings(inLines: xcode.stdout, dropping: BinaryRunner.packageRoot + "/") == Self.expected)

        let github = BinaryRunner.run(["controls", Self.app, "--format", "github"])
        #expect(github.status == 1)
        let annotations = github.stdout.split(separator: "\n").filter {
            $0.hasPrefix("::") && !$0.hasPrefix("::notice title=symbolcheck")
        }
        let commands = ["error": "error", "warning": "warning", "notice": "note"]
        let fromGitHub = annotations.compactMap { line -> String? in
            let head = line.dropFirst(2).prefix { $0 != ":" }
            let words = head.split(separator: " ", maxSplits: 1)
            guard words.count == 2 else { return nil }
            var properties: [String: String] = [:]
            for pair in words[1].split(separator: ",") {
                let kv = pair.split(separator: "=", maxSplits: 1)
                if kv.count == 2 { properties[String(kv[0])] = String(kv[1]) }
            }
            return
                "\(properties["file"] ?? ""):\(properties["line"] ?? ""):\(properties["col"] ?? "") \(commands[String(words[0])] ?? "?") \(properties["title"] ?? "")"
        }
        #expect(fromGitHub == Self.expected)

        let sarif = BinaryRunner.run(["controls", Self.app, "--format", "sarif"])
        #expect(sarif.status == 1)
        let root = try JSONValue.parse(Array(sarif.stdout.utf8)).value
        let results = try #require(Self.at(root, "runs", 0, "results")?.arrayValues)
        let fromSARIF = results.map { result -> String in
            let location = Self.at(result, "locations", 0, "physicalLocation")
            let uri = Self.at(location, "artifactLocation", "uri")?.stringValue ?? ""
            let line = Self.at(location, "region", "startLine")?.intValue ?? 0
            let column = Self.at(location, "region", "startColumn")?.intValue ?? 0
            let level = Self.at(result, "level")?.stringValue ?? ""
            return "\(uri):\(line):\(column) \(level) \(Self.at(result, "ruleId")?.stringValue ?? "")"
        }
        #expect(fromSARIF == Self.expected)

        let json = BinaryRunner.run(["controls", Self.app, "--format", "json"])
        #expect(json.status == 1)
        let jsonRoot = try JSONValue.parse(Array(json.stdout.utf8)).value
        // `controls`' JSON follows docs/output.md's schema, as `check`'s does.
        #expect(JSONReportSchema.problems(jsonRoot) == [])
        let files = try #require(Self.at(jsonRoot, "files")?.arrayValues)
        let fromJSON = files.flatMap { file -> [String] in
            let path = Self.at(file, "path")?.stringValue ?? ""
            return (Self.at(file, "diagnostics")?.arrayValues ?? []).map { d in
                "\(path):\(Self.at(d, "line")?.intValue ?? 0):\(Self.at(d, "column")?.intValue ?? 0) \(Self.at(d, "severity")?.stringValue ?? "") \(Self.at(d, "rule")?.stringValue ?? "")"
            }
        }
        #expect(fromJSON == Self.expected)

        let junit = BinaryRunner.run(["controls", Self.app, "--format", "junit"])
        #expect(junit.status == 1)
        #expect(junit.stdout.contains(#"<testsuites name="symbolcheck" tests="8" failures="4" errors="0">"#))
        #expect(
            junit.stdout.contains(
                #"<testcase name="\#(Self.controls): ShutterControl" classname="symbolcheck" file="\#(Self.controls)"/>"#
            ))
        #expect(junit.stdout.contains(#"<failure type="stroke""#))
        #expect(junit.stdout.contains(#"<failure type="control-image-missing""#))
    }

    /// One Swift file given alone, with no project and no catalog under the paths: the names
    /// cannot be looked up, so each is a warning that says to pass the app's folder — not an
    /// error that the app has no such asset (a new user's trial).
    @Test func aSwiftFileAloneIsWarnedThatNoCatalogWasGiven() {
        let folder = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(folder) }
        let swift = """
            import WidgetKit
            struct Torch: ControlWidget {
                var body: some ControlWidgetConfiguration {
                    StaticControlConfiguration(kind: "torch") {
                        ControlWidgetButton(action: TorchIntent()) { Label("Torch", image: "torch.on") }
                    }
                }
            }

            """
        BinaryRunner.writeFile(folder + "/Controls.swift", Array(swift.utf8))
        let run = BinaryRunner.run(["controls", "Controls.swift"], in: folder)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(
            run.stdout.hasPrefix(
                "Controls.swift:5:80: warning: no asset catalog was found under the paths given, so \"torch.on\" could not be looked up; if the app has no catalog, the Control has no glyph [control-image-missing]\n"
            ), "\(run.stdout)")
        #expect(run.stdout.contains("= help: pass the app's folder, with its catalogs and its Swift, to `controls`"))
    }

    /// `controls` outlines nothing: its help offers `check`'s settings, not the outlining budget.
    @Test func helpOffersNoOutliningBudget() {
        let help = BinaryRunner.run(["controls", "--help"]).stdout
        #expect(help.contains("--time-limit"))
        #expect(!help.contains("--max-segments") && !help.contains("--max-crossings"), "\(help)")
        #expect(BinaryRunner.run(["controls", Self.app, "--max-segments", "10"]).status == 2)
    }

    @Test func exitStatusesFollowCheck() {
        // Errors turned off (the watch's lowered to a warning, though this app has none): the warnings and the notes pass,
        // unless --strict counts the warnings. (With `stroke` off, the aperture set has no error,
        // so its Control has none either.)
        let errorsOff = [
            "controls", Self.app, "--disable", "control-image-set", "--disable", "control-custom-system-image",
            "--disable", "control-image-missing", "--disable", "stroke", "-q",
        ]
        let quieted = errorsOff + ["--warn", "control-symbol-extension-only"]
        let passing = BinaryRunner.run(quieted)
        #expect(passing.status == 0)
        #expect(
            passing.stdout.hasSuffix(
                "8 controls: 8 passed, 0 failed; the wiring of 1 project: passed; 0 errors, 1 warning\n"))
        #expect(BinaryRunner.run(quieted + ["--strict"]).status == 1)
        // Notes never fail, even under --strict.
        let noWarnings = [
            "--disable", "control-symbol-extension-only", "--disable", "control-image-maybe-image-set",
        ]
        #expect(BinaryRunner.run(errorsOff + ["--strict"] + noWarnings).status == 0)

        let noControls = BinaryRunner.run(["controls", Self.app + "/CameraCapture"])
        #expect(noControls.status == 2)
        #expect(
            noControls.stdout.hasPrefix(
                "\(Self.app)/CameraCapture: error: no Swift file under \(Self.app)/CameraCapture declares a Control (a type conforming to `ControlWidget`) [input-refused]\n"
            ))
        // Not a Control that failed: a path with none (#44).
        #expect(
            noControls.stdout.hasSuffix("0 controls: 0 passed, 0 failed; 1 error, 0 warnings; 1 path with no control\n")
        )
        let missing = BinaryRunner.run(["controls", "no/such/app"])
        #expect(missing.status == 2)
        #expect(
            missing.stdout.hasPrefix(
                "no/such/app: error: cannot read the file: no such file or directory [input-refused]\n"))
        #expect(BinaryRunner.run(["controls"]).status == 2)
    }

    @Test func theLibraryGivesTheSameFindings() {
        let report = ControlChecker.check(
            [BinaryRunner.packageRoot + "/" + Self.app], configuration: CheckConfiguration(), tree: POSIXFileTree())
        #expect(report.controlCount == 8)
        #expect(report.notes.isEmpty)
        #expect(report.projects == [BinaryRunner.packageRoot + "/" + Self.app + "/CameraApp.xcodeproj/project.pbxproj"])
        let found = report.results.flatMap { result in
            result.diagnostics.map { d in
                let place = d.range.flatMap { result.location(of: $0.start) }.map { "\($0)" } ?? "-"
                return
                    "\(result.path.dropFirst(BinaryRunner.packageRoot.count + 1)):\(place) \(d.severity.rawValue) \(d.ruleID)"
            }
        }
        #expect(found == Self.expected)
        // Each Control is one entry: its Swift file's result, then its symbol sets' results.
        let night = report.results.filter { $0.symbol?.hasSuffix(": NightControl") == true }.map {
            $0.path.dropFirst(BinaryRunner.packageRoot.count + 1)
        }
        #expect(
            night == [
                Self.controls[...], "\(Self.app)/CameraWidgets/Assets.xcassets/night.symbolset/Contents.json",
                "\(Self.app)/CameraWidgets/Assets.xcassets/night.symbolset/night.svg",
            ])
    }

    /// The sample app of Examples/LockScreenCamera is right: its two Controls pass, and so do the
    /// symbol sets `make` wrote for it (the README's first screen is to run it for a newcomer).
    @Test func theSampleAppPasses() {
        let controls = BinaryRunner.run(["controls", "Examples/LockScreenCamera"])
        #expect(controls.status == 0, "\(controls.stdout)\(controls.stderr)")
        #expect(
            controls.stdout.hasSuffix(
                "2 controls: 2 passed, 0 failed; the wiring of 1 project: passed; 0 errors, 0 warnings\n"))
        #expect(controls.stderr == "")
        let check = BinaryRunner.run(["check", "Examples/LockScreenCamera"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.hasSuffix("2 symbols: 2 passed, 0 failed; 0 errors, 0 warnings\n"))
    }

    @Test func theHelpScreenIsPinned() {
        let run = BinaryRunner.run(["controls", "--help"])
        #expect(run.status == 0)
        #expect(
            run.stdout.hasPrefix(
                """
                OVERVIEW: Find an app's Controls in its Swift source and check the images they
                show.

                Reads the .swift files under the paths for types conforming to `ControlWidget`,
                and resolves every image their templates name (`Image(_:)`, `Label(_:image:)`,
                `Image(uiImage:)`, `Image(systemName:)`, `Label(_:systemImage:)`): string
                literals, each branch of a ternary or an `if`/`switch` expression, constants and
                `String` enum raw values of the target, and Xcode's generated asset symbols
                (`.flash`). Each name is looked up in the catalogs of the target that builds the
                Control, as the Xcode project (.xcodeproj) or XcodeGen spec (project.yml) under
                the paths says, or by folder without one. Reported: an image set (Control Center
                shows a question mark), a custom symbol named as a system one (it draws
                nothing), a name none of the target's catalogs holds, a symbol set with errors
                of its own, a watchOS widget extension's symbol set its watch app lacks (Apple
                Watch shows no icon), a name built at run time that could be an image set, and
                as notes, system symbol names (not checked) and other names built at run time. A
                symbol set a Control shows is checked as `check` checks it, with the same
                settings. Give the app's folder, so the project and every target's catalogs are
                found. Swift is read by a lexer, not a compiler: docs/controls.md says what it
                does not follow.

                The wiring, read from the project (settings per configuration, Info.plists,
                entitlements, embedding) and from a built App.app, .xcarchive or .ipa: an intent
                a Control carries that a target it needs does not compile, and the Lock Screen
                camera's checklist (the capture extension's extension point, package type,
                camera string, bundle identifier, ExtensionKit embedding in Extensions/, capture
                event handler, App Group use; the CameraCaptureIntent and the three targets that
                compile it; the entitlement that does not exist; the app context's size). An app
                with a capture extension and no Control, or a built app, gets the wiring's
                verdict.

                Exit status: 0 when nothing has errors, 1 when anything has, 2 on a usage error,
                a path or file that cannot be read, or paths that declare no Control, no capture
                extension and no built app.

                USAGE: symbolcheck controls [--format <format>] [--color <when>]

                """))
        #expect(run.stdout.contains("  <paths>                 The app's folder (or several), or .swift files,\n"))
        #expect(
            BinaryRunner.run(["--help"]).stdout.contains(
                "  controls                Find an app's Controls in its Swift source and check\n"))
    }

    static func at(_ value: JSONValue?, _ path: Any...) -> JSONValue? {
        var current = value
        for step in path {
            switch (current, step) {
            case (.object(let members)?, let key as String): current = members.first { $0.key == key }?.value.value
            case (.array(let items)?, let index as Int): current = index < items.count ? items[index].value : nil
            default: return nil
            }
        }
        return current
    }
}

extension JSONValue {
    var arrayValues: [JSONValue]? {
        if case .array(let items) = self { return items.map(\.value) }
        return nil
    }
    var stringValue: String? {
        if case .string(let s) = self { return s }
        return nil
    }
    var intValue: Int? {
        if case .number(let n) = self { return Int(n) }
        return nil
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
