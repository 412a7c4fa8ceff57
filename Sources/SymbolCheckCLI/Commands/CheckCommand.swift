import ArgumentParsing
import SVGModel
import SymbolCheck

/// `symbolcheck check FILE…`: every input gets its verdict; an unreadable one is reported and
/// the others are still checked (exit 2 then).
enum CheckCommand {
    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let config = try ConfigurationBuilder.build(values, environment: environment)
        let format = OutputFormat(rawValue: values.string("--format") ?? "text") ?? .text
        let paths = values.positionals("files")
        let results = paths.map { check(path: $0, configuration: config, environment: environment) }
        let useColor = format == .text && environment.stdoutIsTerminal && environment.variables["NO_COLOR"] == nil
        let context = ReportContext(configuration: config, toolVersion: CommandSpecs.version, useColor: useColor)
        output.stdout += format.reporter.report(results, context: context)
        output.exitCode = exitCode(for: results, strict: config.strict)
        if let directory = values.string("--preview"), let rendering = environment.rendering {
            let previews = try rendering.checkPreviews(results, directory, config, values, &output)
            output.exitCode = max(output.exitCode, previews.rawValue)
        }
    }

    static func check(path: String, configuration: CheckConfiguration, environment: ToolEnvironment) -> CheckResult {
        let limit = configuration.limits.maxInputBytes
        if path == "-" {
            guard let bytes = environment.readStandardInput() else { return Checker.unreadable(path: path, reason: "standard input cannot be read") }
            if bytes.count > limit { return tooLarge(path, bytes.count, limit) }
            return Checker.check(SourceFile(path: path, bytes: bytes), configuration: configuration)
        }
        switch FileSystem.readFile(path, limit: limit) {
        case .success(let bytes): return Checker.check(SourceFile(path: path, bytes: bytes), configuration: configuration)
        case .failure(.failed(let why)): return Checker.unreadable(path: path, reason: why)
        case .failure(.tooLarge(let n)): return tooLarge(path, n, limit)
        }
    }

    static func tooLarge(_ path: String, _ size: Int, _ limit: Int) -> CheckResult {
        Checker.unreadable(path: path, reason: "it is \(size) bytes, more than the limit of \(limit) (raise it with --max-input-bytes)")
    }

    static func exitCode(for results: [CheckResult], strict: Bool) -> Int32 {
        if results.contains(where: \.isRefused) { return ExitCode.error.rawValue }
        if results.contains(where: { !$0.passes(strict: strict) }) { return ExitCode.findings.rawValue }
        return ExitCode.success.rawValue
    }
}
