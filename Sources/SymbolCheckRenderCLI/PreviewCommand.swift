import ArgumentParsing
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import SymbolPreview

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck preview FILE -o OUT.png` and the `--preview DIR` part of `check`: one sheet per
/// template, written atomically. Only the sheet is rendered (about 1300 × 700 pixels), never the
/// template's 3300 × 2200 canvas.
enum PreviewCommand {
    static let nothingToPreviewStatus = ExitCode.findings

    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        let config = try ConfigurationBuilder.build(values, environment: environment)
        let path = values.positional("file") ?? "-"
        let outputPath = values.string("--output") ?? ""
        guard !outputPath.isEmpty else { throw values.usageError("Missing value for '-o <png>'.") }
        guard let scale = try values.int("--scale"), (1...4).contains(scale) else {
            throw values.usageError("'--scale' must be a whole number from 1 to 4.")
        }
        let view = PreviewView(rawValue: values.string("--appearance") ?? "light") ?? .light
        let reference = try referenceTemplate(for: config, values: values)

        let bytes: [UInt8]
        switch readInput(path, limit: config.limits.maxInputBytes, environment: environment) {
        case .success(let read): bytes = read
        case .failure(let problem):
            output.stderr += "error: \(path): \(problem.message)\n"
            output.exitCode = ExitCode.error.rawValue
            return
        }
        do {
            let (png, plan) = try Previewer.png(
                svg: bytes, path: path, view: view, pixelScale: scale, reference: reference, configuration: config)
            try AtomicFile.write(png, to: outputPath)
            output.stderr += notes(for: plan, path: path)
        } catch let failure as AtomicFile.Failure {
            output.stderr += "error: \(failure.message)\n"
            output.exitCode = ExitCode.error.rawValue
        } catch let error as PreviewError {
            output.stderr += "error: \(path): \(error)\n"
            output.exitCode = exitCode(for: error).rawValue
        } catch {
            output.stderr += "error: \(path): \(error)\n"
            output.exitCode = ExitCode.error.rawValue
        }
    }

    /// `check --preview DIR`: a sheet per checked input that could be read, named after the
    /// input (`camera.svg` → `DIR/camera.png`, `-` → `DIR/stdin.png`). Returns the exit status
    /// the previews call for (success when all were written).
    static func writePreviews(
        for results: [CheckResult], into directory: String, configuration: CheckConfiguration,
        values: ParsedValues, output: inout ToolOutput
    ) throws(UsageError) -> ExitCode {
        let reference = try referenceTemplate(for: configuration, values: values)
        if let problem = makeDirectory(directory) {
            output.stderr += "error: cannot create the preview folder '\(directory)': \(problem)\n"
            return .error
        }
        var status = ExitCode.success
        var writtenFor: [String: String] = [:]
        for result in results {
            // A symbol set also reports its Contents.json; only templates get a sheet.
            guard let source = result.source, !result.isRefused,
                result.path == "-" || result.path.lowercased().hasSuffix(".svg")
            else { continue }
            let file = previewFileName(for: result.path)
            let target = directory.hasSuffix("/") ? directory + file : directory + "/" + file
            if let earlier = writtenFor[file] {
                output.stderr +=
                    "error: \(result.path): no preview written: '\(target)' already holds the preview of \(earlier)\n"
                status = worse(status, .error)
                continue
            }
            do {
                // The checker's own template when it got that far: the file is not read twice.
                let (png, plan) =
                    if let template = result.template {
                        try Previewer.png(
                            checked: result, template: template, svg: source.bytes, view: .light,
                            reference: reference, sizeTarget: configuration.sizeTarget)
                    } else {
                        try Previewer.png(
                            svg: source.bytes, path: result.path, view: .light, reference: reference,
                            configuration: configuration)
                    }
                try AtomicFile.write(png, to: target)
                writtenFor[file] = result.path
                output.stderr += notes(for: plan, path: result.path)
            } catch let failure as AtomicFile.Failure {
                output.stderr += "error: \(failure.message)\n"
                status = worse(status, .error)
            } catch let error as PreviewError {
                // An unreadable template is already a finding of the check itself.
                if case .unreadableTemplate = error {
                    output.stderr += "note: \(result.path): no preview written: \(error)\n"
                    continue
                }
                output.stderr += "error: \(result.path): no preview written: \(error)\n"
                status = worse(status, exitCode(for: error))
            } catch {
                output.stderr += "error: \(result.path): no preview written: \(error)\n"
                status = worse(status, .error)
            }
        }
        return status
    }

    /// `camera.svg` → `camera.png`; `-` → `stdin.png`.
    static func previewFileName(for path: String) -> String {
        if path == "-" { return "stdin.png" }
        let file = path.split(separator: "/").last.map(String.init) ?? path
        let stem = file.lowercased().hasSuffix(".svg") ? String(file.dropLast(4)) : file
        return (stem.isEmpty ? "preview" : stem) + ".png"
    }

    static func exitCode(for error: PreviewError) -> ExitCode {
        if case .nothingToPreview = error { return nothingToPreviewStatus }
        return .error
    }

    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode { a.rawValue >= b.rawValue ? a : b }

    /// Rows the sheet leaves out, as notes on standard error.
    static func notes(for plan: PreviewPlan, path: String) -> String {
        plan.omittedRows.map { "note: \(path): \($0)\n" }.joined()
    }

    /// The reference to draw: the bundled one, or the template the configuration measured
    /// (`--reference` or the config file), whose path `ConfigurationBuilder` keeps as its name.
    static func referenceTemplate(for config: CheckConfiguration, values: ParsedValues) throws(UsageError)
        -> PreviewReference?
    {
        guard config.reference.name != ReferenceSymbol.bundled.name else { return .bundled }
        let path = config.reference.name
        switch FileSystem.readFile(path, limit: config.limits.maxInputBytes) {
        case .failure(.failed(let why)): throw values.usageError("Cannot read the reference '\(path)': \(why).")
        case .failure(.tooLarge(let n)):
            throw values.usageError("The reference '\(path)' is \(n) bytes, more than the limit.")
        case .success(let bytes):
            do {
                return PreviewReference(
                    template: try TemplateLoader.load(svg: bytes, path: path, limits: config.limits))
            } catch {
                throw values.usageError("The reference '\(path)' is not a readable SVG: \(error).")
            }
        }
    }

    struct InputProblem: Error { let message: String }

    static func readInput(_ path: String, limit: Int, environment: ToolEnvironment) -> Result<[UInt8], InputProblem> {
        if path == "-" {
            guard let bytes = environment.readStandardInput() else {
                return .failure(InputProblem(message: "standard input cannot be read"))
            }
            guard bytes.count <= limit else {
                return .failure(
                    InputProblem(
                        message: "it is more than the limit of \(limit) bytes (raise it with --max-input-bytes)"))
            }
            return .success(bytes)
        }
        switch FileSystem.readFile(path, limit: limit) {
        case .success(let bytes): return .success(bytes)
        case .failure(.failed(let why)): return .failure(InputProblem(message: "cannot read the file: \(why)"))
        case .failure(.tooLarge(let n)):
            return .failure(
                InputProblem(
                    message: "it is \(n) bytes, more than the limit of \(limit) (raise it with --max-input-bytes)"))
        }
    }

    /// `mkdir -p`; `nil` on success, else the reason.
    static func makeDirectory(_ path: String) -> String? {
        if FileSystem.isDirectory(path) { return nil }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if !FileSystem.isDirectory(prefix) {
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST { return FileSystem.errnoText() }
                if !FileSystem.isDirectory(prefix) { return "'\(prefix)' exists and is not a folder" }
            }
            prefix += "/"
        }
        return nil
    }
}
