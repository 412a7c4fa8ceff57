import AppRules
import ArgumentParsing
import FileAccess
import SVGModel
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import SymbolModel
import SymbolPreview
import SymbolReport

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

    static func run(_ arguments: PreviewArguments, environment: ToolEnvironment, output: inout ToolOutput)
        throws(UsageError)
    {
        let config = try ConfigurationBuilder.build(arguments.settings, environment: environment)
        let (path, outputPath, scale) = (arguments.path, arguments.outputPath, arguments.scale)
        let view = PreviewView(arguments.appearance)
        let advice = CommandAdvice(arguments.settings)
        let reference = try referenceTemplate(for: config, usage: arguments.settings.usage, advice: advice)

        let svgPath: String
        switch templatePath(
            for: path, includePlainSVG: arguments.includesPlainSVG, limit: config.limits.maxInputBytes, advice: advice)
        {
        case .success(let found): svgPath = found
        case .failure(let problem):
            output.stderr += "error: \(problem.message)\n"
            output.exitCode = ExitCode.error.rawValue
            return
        }
        let bytes: [UInt8]
        switch readInput(svgPath, limits: config.limits, advice: advice, environment: environment) {
        case .success(let read): bytes = read
        case .failure(let problem):
            output.stderr += "error: \(svgPath): \(problem.message)\n"
            output.exitCode = ExitCode.error.rawValue
            return
        }
        do {
            let (png, plan) = try Previewer.png(
                svg: bytes, path: svgPath, view: view, pixelScale: scale, reference: reference, configuration: config)
            if outputPath == "-" {
                output.stdoutBytes = png
            } else {
                if let problem = FileSystem.makeDirectory(PathText.parent(outputPath)) {
                    output.stderr += "error: cannot create the folder of '\(outputPath)': \(problem)\n"
                    output.exitCode = ExitCode.error.rawValue
                    return
                }
                try AtomicFile.write(png, to: outputPath)
            }
            output.stderr += notes(for: plan, path: svgPath)
            // Said, as `make` and `fix` say what they wrote (#44: a preview printed nothing).
            if outputPath != "-" { output.stderr += "wrote \(outputPath): the preview sheet of \(svgPath)\n" }
        } catch let failure as AtomicFile.Failure {
            output.stderr += "error: \(failure.message)\n"
            output.exitCode = ExitCode.error.rawValue
        } catch let error as PreviewError {
            output.stderr += "error: \(path): \(described(error, advice: advice))\n"
            output.exitCode = exitCode(for: error).rawValue
        } catch {
            output.stderr += "error: \(path): \(error)\n"
            output.exitCode = ExitCode.error.rawValue
        }
    }

    /// The one template `preview` draws for `path`: the file itself, standard input, or the
    /// SVG of the one symbol set (or, with `--all-svg`, plain template) that a `.symbolset`
    /// folder, its `Contents.json` or another folder holds, found as `check` finds them.
    static func templatePath(for path: String, includePlainSVG: Bool, limit: Int, advice: CommandAdvice) -> Result<
        String, InputProblem
    > {
        guard path != "-" else { return .success(path) }
        let tree = POSIXFileTree()
        guard tree.resolve(path).map({ tree.kind(of: $0) == .directory }) == true || path.hasSuffix("Contents.json")
        else { return .success(path) }  // a file: reading it says what is wrong, if anything
        let found = GoldenInputs.collect(
            [path], includePlainSVG: includePlainSVG, in: tree, limit: limit, help: advice.helpLines)
        if let problem = found.problems.first { return .failure(InputProblem(message: problem.message)) }
        guard found.symbols.count == 1, let symbol = found.symbols.first else {
            return .failure(
                InputProblem(
                    message:
                        "\(path): holds \(found.symbols.count) symbols and `preview` draws one; name one, or draw them all with `symbolcheck check --preview DIR \(ShellWord.quote(path))`"
                ))
        }
        return .success(symbol.svgPath)
    }

    /// `check --preview DIR`: a sheet per checked symbol that could be read, named as `golden`
    /// names symbols (`camera.svg` → `DIR/camera.png`, `Icons/star.symbolset` in a namespaced
    /// group → `DIR/Icons.star.png`, `-` → `DIR/stdin.png`). Symbols of one name share one sheet
    /// when they are the same bytes, and are named after their catalog's folder when they differ
    /// (`SheetNames`). Returns the exit status the previews call for (success when all were
    /// written) and the file name of each sheet, by its result's path.
    static func writePreviews(
        for results: [CheckResult], into directory: String, configuration: CheckConfiguration,
        settings: SettingOptions, output: inout ToolOutput
    ) throws(UsageError) -> (status: ExitCode, sheets: [String: String]) {
        let advice = CommandAdvice(settings)
        let reference = try referenceTemplate(for: configuration, usage: settings.usage, advice: advice)
        // A symbol set also reports its Contents.json; only templates get a sheet.
        let drawable = results.filter { result in
            result.source != nil && !result.isRefused
                && (result.path == "-" || result.path.lowercased().hasSuffix(".svg"))
        }
        let tree = POSIXFileTree()
        let sheetNames = SheetNames.plan(
            drawable.map {
                SheetNames.Symbol(name: previewName(for: $0, in: tree), svgPath: $0.path, bytes: $0.source?.bytes)
            })
        let files = drawable.map { (sheetNames.names[$0.path] ?? previewName(for: $0, in: tree)) + ".png" }
        let copies = Set(sheetNames.copies.values.joined())
        if let problem = FileSystem.makeDirectory(directory) {
            output.stderr += "error: cannot create the preview folder '\(directory)': \(problem)\n"
            return (.error, [:])
        }
        var status = ExitCode.success
        var sheets: [String: String] = [:]
        for (result, file) in zip(drawable, files) {
            guard let source = result.source else { continue }
            // A copy of a symbol drawn under the same name shares its sheet.
            if copies.contains(result.path) { continue }
            let target = joinPath(directory, file)
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
                sheets[result.path] = file
                for copy in sheetNames.copies[result.path] ?? [] { sheets[copy] = file }
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
                output.stderr += "error: \(result.path): no preview written: \(described(error, advice: advice))\n"
                status = worse(status, exitCode(for: error))
            } catch {
                output.stderr += "error: \(result.path): no preview written: \(error)\n"
                status = worse(status, .error)
            }
        }
        return (status, sheets)
    }

    /// `SymbolName` + `.png`: `camera.svg` → `camera.png`; a symbol set's SVG → its set's
    /// namespaced name, `Icons.star.png`; `-` → `stdin.png`.
    static func previewFileName(for result: CheckResult, in tree: some FileTree) -> String {
        previewName(for: result, in: tree) + ".png"
    }

    /// The symbol's name as its sheet is named, without `.png`.
    static func previewName(for result: CheckResult, in tree: some FileTree) -> String {
        let name =
            result.symbol.map { SymbolName.ofSymbolset(at: $0, in: tree) } ?? SymbolName.ofFile(at: result.path)
        return name.isEmpty ? "preview" : name
    }

    static func joinPath(_ directory: String, _ file: String) -> String {
        directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }

    static func exitCode(for error: PreviewError) -> ExitCode {
        switch error {
        case .nothingToPreview, .plainIcon: return nothingToPreviewStatus
        case .unreadableTemplate, .rendering, .invalidSheetInput: return .error
        }
    }

    /// The error as this command says it: a plain icon's help and the `make` command line.
    static func described(_ error: PreviewError, advice: CommandAdvice) -> String {
        guard case .plainIcon(let finding) = error else { return error.description }
        return PreviewError.nothingToPreview(finding, help: advice.helpLines(of: finding))
    }

    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode { a.rawValue >= b.rawValue ? a : b }

    /// Rows the sheet leaves out, as notes on standard error.
    static func notes(for plan: PreviewPlan, path: String) -> String {
        plan.omittedRows.map { "note: \(path): \($0)\n" }.joined()
    }

    /// The reference to draw: the bundled one, or the template the configuration measured
    /// (`--reference` or the config file), whose path `ConfigurationBuilder` keeps as its name.
    static func referenceTemplate(for config: CheckConfiguration, usage: CommandUsage, advice: CommandAdvice)
        throws(UsageError)
        -> PreviewReference?
    {
        guard config.reference.name != ReferenceSymbol.bundled.name else { return .bundled }
        let path = config.reference.name
        switch FileSystem.readFile(path, limit: config.limits.maxInputBytes) {
        case .failure(.failed(let why)): throw usage.error("Cannot read the reference '\(path)': \(why).")
        case .failure(.tooLarge(let n)):
            throw usage.error(
                "Cannot read the reference '\(path)': \(advice.inputTooLarge(byteCount: n, limits: config.limits))."
            )
        case .success(let bytes):
            do {
                return PreviewReference(
                    template: try TemplateLoader.load(svg: bytes, path: path, limits: config.limits))
            } catch {
                throw usage.error("The reference '\(path)' is not a readable SVG: \(error).")
            }
        }
    }

    struct InputProblem: Error { let message: String }

    static func readInput(_ path: String, limits: ReaderLimits, advice: CommandAdvice, environment: ToolEnvironment)
        -> Result<[UInt8], InputProblem>
    {
        if path == "-" {
            guard let bytes = environment.readStandardInput() else {
                return .failure(InputProblem(message: "standard input cannot be read"))
            }
            guard bytes.count <= limits.maxInputBytes else {
                return .failure(
                    InputProblem(message: advice.inputTooLarge(byteCount: bytes.count, limits: limits)))
            }
            return .success(bytes)
        }
        switch FileSystem.readFile(path, limit: limits.maxInputBytes) {
        case .success(let bytes): return .success(bytes)
        case .failure(.failed(let why)): return .failure(InputProblem(message: "cannot read the file: \(why)"))
        case .failure(.tooLarge(let n)):
            return .failure(InputProblem(message: advice.inputTooLarge(byteCount: n, limits: limits)))
        }
    }
}
