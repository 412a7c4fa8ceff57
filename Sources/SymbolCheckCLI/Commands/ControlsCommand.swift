import AppRules
import ArgumentParsing
import FileAccess
import Support
import SymbolCheck
import SymbolInputs
import SymbolReport

/// `controls`' command line.
package struct ControlsArguments: ParsableCommand {
    // As `check`: controls outlines nothing, so the outlining budget (`--max-segments`,
    // `--max-crossings`) is not its to take.
    static let takenSettings = SettingOptions.checkSettings
    static let pathsArgument = ArgumentSpec(
        "paths",
        help:
            "The app's folder (or several), or .swift files, .xcassets catalogs and project files; or a built App.app, .xcarchive or .ipa.",
        isRepeating: true)
    static let quietFlag = FlagSpec(
        "--quiet", short: "-q", help: "Findings and the summary only: no measurement tables.")
    static let wiringOnlyFlag = FlagSpec(
        "--wiring-only",
        help:
            "The wiring alone (project, Info.plists, entitlements, embedding, intents per target), not the Controls' images: what the Xcode build plugin's run of the app target reports, each target's own run checking its Controls (docs/integration.md). Needs a project or a built app among the paths."
    )

    package static let spec = CommandSpec(
        name: "controls",
        abstract: "Find an app's Controls in its Swift source and check the images they show.",
        discussion: """
            Reads the .swift files under the paths for types conforming to `ControlWidget`, and \
            resolves every image their templates name (`Image(_:)`, `Label(_:image:)`, \
            `Image(uiImage:)`, `Image(systemName:)`, `Label(_:systemImage:)`): string literals, each \
            branch of a ternary or an `if`/`switch` expression, constants and `String` enum raw \
            values of the target, and Xcode's generated asset symbols (`.flash`). Each name is looked \
            up in the catalogs of the target that builds the Control, as the Xcode project \
            (.xcodeproj) or XcodeGen spec (project.yml) under the paths says, or by folder without \
            one. Reported: an image set (Control Center shows a question mark), a custom symbol \
            named as a system one (it draws nothing), a name none of the target's catalogs holds, a \
            symbol set with errors of its own, a watchOS widget extension's symbol set its watch app \
            lacks (Apple Watch shows no icon), a name built at run time that could be an image set, \
            and as notes, system symbol names (not checked) and other names built at run time. \
            A symbol set a Control shows is checked as `check` checks it, with the same settings. \
            Give the app's folder, so the project and every target's catalogs are found. Swift is \
            read by a lexer, not a compiler: docs/controls.md says what it does not follow.

            The wiring, read from the project (settings per configuration, Info.plists, \
            entitlements, embedding) and from a built App.app, .xcarchive or .ipa: an intent a \
            Control carries that a target it needs does not compile, and the Lock Screen camera's \
            checklist (the capture extension's extension point, package type, camera string, \
            bundle identifier, ExtensionKit embedding in Extensions/, capture event handler, App \
            Group use; the CameraCaptureIntent and the three targets that compile it; the \
            entitlement that does not exist; the app context's size). An app with a capture \
            extension and no Control, or a built app, gets the wiring's verdict.

            Exit status: 0 when nothing has errors, 1 when anything has, 2 on a usage error, a path \
            or file that cannot be read, or paths that declare no Control, no capture extension and \
            no built app.
            """,
        arguments: [pathsArgument],
        options: ReportFormatOptions.specs + SettingOptions.options(takenSettings) + BaselineOptions.specs,
        flags: SettingOptions.flags(takenSettings) + [quietFlag, wiringOnlyFlag])

    var paths: [String]
    var report: ReportFormatOptions
    var settings: SettingOptions
    var baselines: BaselineOptions
    var quiet: Bool
    var wiringOnly: Bool

    package init(parsing values: ParsedValues) throws(UsageError) {
        paths = values.values(of: Self.pathsArgument)
        report = ReportFormatOptions(parsing: values)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        baselines = BaselineOptions(parsing: values)
        quiet = values.isOn(Self.quietFlag)
        wiringOnly = values.isOn(Self.wiringOnlyFlag)
    }
}

/// `symbolcheck controls PATH…`: the Controls an app's Swift source declares, each judged by
/// the images its templates name (`ControlChecker`), in any of `check`'s report formats and
/// with `check`'s exit statuses.
enum ControlsCommand {
    static func run(_ arguments: ControlsArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let config = try ConfigurationBuilder.build(arguments.settings, environment: environment)
        let format = arguments.report.format
        var context = ReportContext(
            configuration: config, toolVersion: ToolVersion.withCommit,
            useColor: arguments.report.usesColor(environment), quiet: arguments.quiet,
            workingDirectory: environment.currentDirectory)
        context.subject = ReportContext.controlSubject
        context.advice = CommandAdvice(arguments.settings)
        context.codeScanningCommand = CommandAdvice.codeScanningCommand(for: ControlsArguments.spec)
        context.earlierGitHubAnnotations = GitHubReporter.earlierAnnotations(
            format: format, environment: environment, output: &output)
        var baseline = try arguments.baselines.read(environment)
        var recording = arguments.baselines.recording(environment)
        // Each Control's entry is written as it is checked, as `check` writes a catalog's: an
        // app of 40,000 Controls held every result and the whole report text (issue #42).
        var report = StreamedReport(
            format.reporter.makeStream(context: context),
            output: CheckCommand.reportOutput(environment: environment, showsProgress: false),
            temporaryDirectory: CheckCommand.temporaryDirectory(environment))
        let checked = ControlChecker.check(
            arguments.paths, configuration: config, tree: POSIXFileTree(), recordedKinds: baseline?.kinds ?? [],
            wiringOnly: arguments.wiringOnly
        ) { results in
            for result in results {
                recording?.add(result)
                report.add(baseline?.filter(result) ?? result)
            }
        }
        // What was skipped or not understood closes the entries: it is known once every file is read.
        for note in checked.notes { report.add(note) }
        if checked.wiringProjects + checked.wiringBuiltApps > 0 {
            report.setWiring(
                ReportSummary.WiringSubject(
                    projects: checked.wiringProjects, builtApps: checked.wiringBuiltApps,
                    controlsChecked: !arguments.wiringOnly))
        }
        recording?.kinds = checked.kinds
        let (summary, failure) = report.finish(into: &output)
        output.stderr += BaselineOptions.note(baseline, path: arguments.baselines.baseline)
        output.exitCode = CheckCommand.exitCode(for: summary)
        BaselineOptions.finish(recording, output: &output)
        if let failure {
            output.stderr += "error: \(failure)\n"
            output.exitCode = ExitCode.error.rawValue
        }
    }
}
