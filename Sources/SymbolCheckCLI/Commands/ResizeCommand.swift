import ArgumentParsing
import SVGModel
import SymbolCheck

/// `symbolcheck resize FILE (-o OUT | --in-place)`: rewrites the template so every scale row's
/// Regular glyph meets its target, writes it atomically, and checks the result for glyph-size.
enum ResizeCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let configuration = try ConfigurationBuilder.build(values, environment: environment)
        let path = values.positional("file") ?? ""
        let outputPath = values.string("--output")
        let inPlace = values.flag("--in-place")
        let dryRun = values.flag("--dry-run")
        if outputPath != nil && inPlace {
            throw values.usageError("Give either '-o <output>' or '--in-place', not both.")
        }
        if outputPath == nil && !inPlace && !dryRun {
            throw values.usageError(
                "Say where the result goes: '-o <output>' or '--in-place' (or '--dry-run' to see the factors).")
        }

        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: configuration.limits.maxInputBytes) {
        case .success(let b): bytes = b
        case .failure(.failed(let why)): return fail("\(path): error: cannot read the file: \(why)", &output)
        case .failure(.tooLarge(let n)):
            return fail(
                "\(path): error: the file is \(n) bytes, more than the limit of \(configuration.limits.maxInputBytes) (raise it with --max-input-bytes)",
                &output)
        }
        let source = SourceFile(path: path, bytes: bytes)
        let outcome: ResizeOutcome
        do {
            outcome = try Resizer.resize(source, configuration: configuration)
        } catch {
            let location = error.offset.map { ":\(source.location(of: $0))" } ?? ""
            var text = "\(path)\(location): error: cannot resize: \(error.message)"
            if let help = error.help { text += "\n  = help: \(help)" }
            return fail(text, &output)
        }
        output.stdout += ResizeReport.text(outcome, path: path, dryRun: dryRun)
        if dryRun { return }

        let destination = inPlace ? path : outputPath ?? path
        do {
            try AtomicFile.write(outcome.output, to: destination)
        } catch {
            return fail("\(destination): error: cannot write the result: \(error.message)", &output)
        }
        output.stdout += "wrote \(destination)\n"
        let stillFailing = recheck(outcome.output, path: destination, configuration: configuration)
        if !stillFailing.isEmpty {
            output.stdout += stillFailing.map { "\(destination): error: \($0) [glyph-size]\n" }.joined()
            output.exitCode = ExitCode.findings.rawValue
        }
    }

    /// The glyph-size findings of the written result, with the rule on whatever the profile or
    /// config file says: resizing exists to satisfy it.
    static func recheck(_ bytes: [UInt8], path: String, configuration: CheckConfiguration) -> [String] {
        var config = configuration
        config.severityOverrides[GlyphSizeRule().description.id] = .some(.error)
        let result = Checker.check(SourceFile(path: path, bytes: bytes), configuration: config)
        return result.diagnostics.filter { $0.ruleID == GlyphSizeRule().description.id }.map(\.message)
    }

    static func fail(_ text: String, _ output: inout ToolOutput) {
        output.stderr += text + "\n"
        output.exitCode = ExitCode.error.rawValue
    }
}
