import ArgumentParsing
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import SymbolFix

/// `symbolcheck fix PATH… (--in-place | -o OUT) [--dry-run]`: rewrites the glyph shapes that
/// fail the fill-rule or stroke rules as merged outlines, writes each file atomically and
/// checks the result. Folders are searched for symbol sets as `check` searches them.
enum FixCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let configuration = try ConfigurationBuilder.build(values, environment: environment)
        let destination = try RewriteDestination.read(values, dryRunShows: "the changes")
        let (outputPath, inPlace, dryRun) = (destination.outputPath, destination.inPlace, destination.dryRun)
        let tree = POSIXFileTree()
        let discovery = InputDiscovery.discover(values.positionals("paths"), includePlainSVG: false, in: tree)
        for note in discovery.notes { output.stderr += "warning: \(note)\n" }
        var files: [String] = []
        var failed = false
        for input in discovery.inputs {
            switch input {
            case .svgFile(let path): files.append(path)
            case .standardInput:
                output.stderr += "-: error: fix rewrites files; give a path rather than standard input\n"
                failed = true
            case .symbolset(let location):
                switch location.svgFiles(in: tree, limit: configuration.limits.maxInputBytes) {
                case .success(let found): files += found.paths
                case .failure(let why):
                    output.stderr += "\(location.path): error: cannot list the symbol set: \(why)\n"
                    failed = true
                }
            case .unusable(let path, let message, _):
                output.stderr += "\(path): error: \(message)\n"
                failed = true
            }
        }
        if outputPath != nil && files.count != 1 {
            throw values.usageError("'-o <output>' takes one SVG file; use '--in-place' for \(files.count) files.")
        }
        var stillFailing = false
        for path in files {
            switch fix(path, to: inPlace ? path : outputPath, dryRun: dryRun, configuration, &output) {
            case .fixed: break
            case .stillFailing: stillFailing = true
            case .failed: failed = true
            }
        }
        output.exitCode =
            failed ? ExitCode.error.rawValue : stillFailing ? ExitCode.findings.rawValue : ExitCode.success.rawValue
    }

    enum FileResult { case fixed, stillFailing, failed }

    static func fix(
        _ path: String, to destination: String?, dryRun: Bool, _ configuration: CheckConfiguration,
        _ output: inout ToolOutput
    ) -> FileResult {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: configuration.limits.maxInputBytes) {
        case .success(let b): bytes = b
        case .failure(.failed(let why)):
            output.stderr += "\(path): error: cannot read the file: \(why)\n"
            return .failed
        case .failure(.tooLarge(let n)):
            output.stderr +=
                "\(path): error: the file is \(n) bytes, more than the limit of \(configuration.limits.maxInputBytes) (raise it with --max-input-bytes)\n"
            return .failed
        }
        let source = SourceFile(path: path, bytes: bytes)
        let outcome: FixOutcome
        do {
            outcome = try Fixer.fix(source, configuration: configuration)
        } catch {
            let location = error.offset.map { ":\(source.location(of: $0))" } ?? ""
            output.stderr += "\(path)\(location): error: cannot fix: \(error.message)\n"
            if let help = error.help { output.stderr += "  = help: \(help)\n" }
            return .failed
        }
        output.stdout += FixReport.text(outcome, source: source, written: dryRun ? nil : destination)
        if !dryRun, let destination, outcome.changedAnything || destination != path {
            do {
                try AtomicFile.write(outcome.output, to: destination)
            } catch {
                output.stderr += "\(destination): error: cannot write the result: \(error.message)\n"
                return .failed
            }
            output.stdout += "wrote \(destination)\n"
        }
        guard outcome.remaining.isEmpty else {
            let shown = dryRun ? path : destination ?? path
            for d in outcome.remaining {
                output.stdout += "\(shown): error: still fails after fixing: \(d.message) [\(d.ruleID)]\n"
            }
            return .stillFailing
        }
        return .fixed
    }
}
