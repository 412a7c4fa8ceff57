import ArgumentParsing
import FileAccess
import Support
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import SymbolReport

/// `symbolcheck report PATH… -o DIR`: the inputs checked as `check` checks them, a sheet per
/// symbol drawn as `check --preview` draws it, and `DIR/index.html` (`CatalogPage`) showing
/// them all. Exit status as `check`'s, and 2 when the page or a sheet cannot be written.
enum ReportCommand {
    static let pageFileName = "index.html"

    static func run(_ arguments: ReportArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let run = try CheckCommand.Setup(
            settings: arguments.settings, jobs: arguments.jobs, inputs: arguments.inputs, environment: environment)
        let (config, jobs, tree, discovery) = (run.configuration, run.jobs, run.tree, run.discovery)
        // The page shows symbols; what the search skipped is said on standard error.
        for note in discovery.notes { output.stderr += note.plainNoteLines }
        let directory = arguments.directory
        // Every result keeps its bytes until its sheet is drawn, as with `check --preview`.
        var results: [CheckResult] = []
        CheckCommand.checkAll(
            discovery.inputs, jobs: jobs, configuration: config, tree: tree, environment: environment,
            showsProgress: false, keepSources: true
        ) { results += $0 }
        let summary = ReportSummary(results, strict: config.strict)
        var status = ExitCode(rawValue: CheckCommand.exitCode(for: summary)) ?? .error

        let previews = try PreviewCommand.writePreviews(
            for: results, into: directory, configuration: config, settings: arguments.settings, output: &output)
        status = PreviewCommand.worse(status, previews.status)
        let entries = CatalogPage.groupedBySymbol(results).map { symbol in
            let first = symbol.files[symbol.files.startIndex]
            let sheet = symbol.files.lazy.compactMap { previews.sheets[$0.path] }.first
            // Two symbols of one name that differ are told apart as their sheets are.
            let distinct = sheet.flatMap { $0.hasSuffix(".png") && $0.contains("+") ? String($0.dropLast(4)) : nil }
            return CatalogPage.Entry(
                name: distinct ?? PreviewCommand.previewName(for: first, in: tree), symbol: symbol, sheet: sheet)
        }
        var settings = ["profile: \(config.profile.rawValue)"]
        if let configFile = config.configFile { settings.append("settings from \(configFile)") }
        let context = ReportContext(configuration: config, toolVersion: ToolVersion.withCommit)
        let page = CatalogPage.html(
            entries, summary: summary, strict: config.strict, showsMeasurements: context.showsMeasurementTables,
            settings: settings, advice: CommandAdvice(arguments.settings), imageSets: discovery.imageSets)
        let pagePath = PreviewCommand.joinPath(directory, pageFileName)
        do {
            if let problem = FileSystem.makeDirectory(directory) {
                output.stderr += "error: cannot create the report folder '\(directory)': \(problem)\n"
                output.exitCode = ExitCode.error.rawValue
                return
            }
            try AtomicFile.write(Array(page.utf8), to: pagePath)
        } catch {
            output.stderr += "error: \(error.message)\n"
            output.exitCode = ExitCode.error.rawValue
            return
        }
        output.stdout += summary.line + "\n" + "wrote \(pagePath)\n"
        output.exitCode = status.rawValue
    }
}
