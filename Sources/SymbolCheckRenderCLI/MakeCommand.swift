import ArgumentParsing
import Dispatch
import SVGModel
import Support
import SymbolCheck
import SymbolCheckCLI
import SymbolMake

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck make ICON… -o OUT`: makes a template per icon (on every core), checks it,
/// writes it atomically where OUT says, and prints the check report with its measurement table.
enum MakeCommand {
    /// Where results go, decided from OUT's form.
    enum Destination {
        case standardOutput
        case templateFile(String)
        case symbolset(String)
        /// A folder or `.xcassets` catalog: one `NAME.symbolset` per icon.
        case catalog(String)

        init(_ out: String) {
            let trimmed = out.hasSuffix("/") && out.count > 1 ? String(out.dropLast()) : out
            if out == "-" {
                self = .standardOutput
            } else if trimmed.lowercased().hasSuffix(".svg") {
                self = .templateFile(trimmed)
            } else if trimmed.lowercased().hasSuffix(".symbolset") {
                self = .symbolset(trimmed)
            } else {
                self = .catalog(trimmed)
            }
        }

        var takesOneIcon: Bool {
            if case .catalog = self { return false }
            return true
        }
    }

    struct Job {
        var input: String
        var name: String
        /// The template's path as reported (and previewed): where it is written.
        var templatePath: String
        var contentsPath: String?
    }

    static func run(_ values: ParsedValues, environment: ToolEnvironment, output: inout ToolOutput) throws(UsageError) {
        var configuration = try ConfigurationBuilder.build(values, environment: environment)
        let inputs = values.positionals("icons")
        guard !inputs.isEmpty else { throw values.usageError("Give at least one icon to make a symbol from.") }
        guard let out = values.string("--output") else {
            throw values.usageError("Say where the result goes: '-o <out>' (a .svg, a .symbolset, a folder, or '-').")
        }
        let destination = Destination(out)
        if destination.takesOneIcon, inputs.count > 1 {
            throw values.usageError(
                "'\(out)' holds one symbol; give one icon, or a folder or .xcassets catalog for \(inputs.count).")
        }
        if values.isGiven("--name"), inputs.count > 1 {
            throw values.usageError("'--name' names one symbol; give one icon (several are named after their files).")
        }
        if inputs.filter({ $0 == "-" }).count > 1 {
            throw values.usageError("Standard input ('-') can be read once.")
        }
        var options = MakeOptions()
        options.sizeTarget = configuration.sizeTarget
        options.limits = configuration.geometryLimits
        options.timeLimit = configuration.timeLimit
        switch values.string("--weights") {
        case "regular": options.weights = .regular
        case "all": options.weights = .all
        default: options.weights = .automatic
        }
        let dryRun = values.flag("--dry-run")
        let jobs = try jobCount(values, environment: environment)
        configuration.sharesGlyphWorkAcrossThreads = jobs > 1

        var plan: [Job] = []
        for input in inputs {
            let name = values.string("--name") ?? defaultName(for: input, destination: destination)
            guard !name.isEmpty, !name.contains("/") else {
                throw values.usageError("'\(name)' cannot name a symbol: use letters, digits, dots, dashes.")
            }
            switch destination {
            case .standardOutput: plan.append(Job(input: input, name: name, templatePath: "-"))
            case .templateFile(let path): plan.append(Job(input: input, name: name, templatePath: path))
            case .symbolset(let folder):
                plan.append(
                    Job(
                        input: input, name: name, templatePath: "\(folder)/\(name).svg",
                        contentsPath: "\(folder)/Contents.json"))
            case .catalog(let folder):
                let set = "\(folder)/\(name).symbolset"
                plan.append(
                    Job(
                        input: input, name: name, templatePath: "\(set)/\(name).svg",
                        contentsPath: "\(set)/Contents.json"))
            }
        }
        var seen: [String: String] = [:]
        for job in plan {
            if let earlier = seen[job.templatePath] {
                throw values.usageError(
                    "'\(earlier)' and '\(job.input)' would both be written to '\(job.templatePath)'.")
            }
            seen[job.templatePath] = job.input
        }

        let stdinBytes = inputs.contains("-") ? environment.readStandardInput() : nil
        let outcomes = makeAll(
            plan, jobs: jobs, options: options, configuration: configuration, limit: configuration.limits.maxInputBytes,
            stdin: stdinBytes)

        var reported: [CheckResult] = []
        var status = ExitCode.success
        var written: [CheckResult] = []
        if case .catalog(let folder) = destination, !dryRun, outcomes.contains(where: { $0.made != nil }) {
            if let problem = ensureCatalog(folder) {
                output.stderr += "error: cannot create '\(folder)': \(problem)\n"
                output.exitCode = ExitCode.error.rawValue
                return
            }
        }
        for (job, outcome) in zip(plan, outcomes) {
            guard let made = outcome.made, let result = outcome.result else {
                if let failure = outcome.failure { reported.append(failure) }
                status = worse(status, outcome.readError ? .error : .findings)
                continue
            }
            reported.append(result)
            if result.errorCount > 0 || result.warningCount > 0 { status = worse(status, .findings) }
            if dryRun { continue }
            let bytes = Array(made.svg.utf8)
            if case .standardOutput = destination {
                output.stdout += made.svg
                written.append(result)
                continue
            }
            if let contents = job.contentsPath {
                let folder = String(contents.dropLast("/Contents.json".count))
                if let problem = makeDirectory(folder) {
                    output.stderr += "error: \(job.input): cannot create '\(folder)': \(problem)\n"
                    status = worse(status, .error)
                    continue
                }
            }
            do throws(AtomicFile.Failure) {
                try AtomicFile.write(bytes, to: job.templatePath)
                if let contents = job.contentsPath {
                    try AtomicFile.write(Array(contentsJSON(templateFile: "\(job.name).svg").utf8), to: contents)
                }
                written.append(result)
            } catch {
                output.stderr += "error: \(job.input): cannot write the result: \(error.message)\n"
                status = worse(status, .error)
            }
        }
        // The report: standard error when the template itself goes to standard output.
        let context = ReportContext(configuration: configuration, toolVersion: ToolVersion.current, useColor: false)
        let report = TextReporter().report(reported, context: context)
        if case .standardOutput = destination { output.stderr += report } else { output.stdout += report }
        for result in written where result.path != "-" {
            output.stdout += "wrote \(result.path)\n"
        }
        if let previews = values.string("--preview"), !reported.isEmpty {
            let sheets = reported.filter { r in outcomes.contains { $0.result?.path == r.path } }
            let previewStatus = try RenderingCommands.support.checkPreviews(
                sheets, previews, configuration, values, &output)
            status = worse(status, previewStatus)
        }
        output.exitCode = max(output.exitCode, status.rawValue)
    }

    struct Outcome: Sendable {
        var made: MadeSymbol?
        var result: CheckResult?
        var failure: CheckResult?
        var readError = false
    }

    /// Makes and checks every job, `jobs` at a time; outcomes in job order.
    static func makeAll(
        _ plan: [Job], jobs: Int, options: MakeOptions, configuration: CheckConfiguration, limit: Int, stdin: [UInt8]?
    ) -> [Outcome] {
        let slots = IndexedResults<Outcome>(count: plan.count)
        let queue = DispatchQueue(label: "symbolcheck.make", attributes: .concurrent)
        let group = DispatchGroup()
        let gate = DispatchSemaphore(value: max(1, jobs))
        for (i, job) in plan.enumerated() {
            gate.wait()
            queue.async(group: group) {
                slots.store(
                    makeOne(job, options: options, configuration: configuration, limit: limit, stdin: stdin), at: i)
                gate.signal()
            }
        }
        group.wait()
        return slots.inOrder()
    }

    static func makeOne(
        _ job: Job, options: MakeOptions, configuration: CheckConfiguration, limit: Int, stdin: [UInt8]?
    ) -> Outcome {
        let bytes: [UInt8]
        if job.input == "-" {
            guard let stdin else {
                return Outcome(
                    failure: Checker.unreadable(path: "-", reason: "standard input cannot be read"), readError: true)
            }
            bytes = stdin
        } else {
            switch FileSystem.readFile(job.input, limit: limit) {
            case .success(let b): bytes = b
            case .failure(.failed(let why)):
                return Outcome(failure: Checker.unreadable(path: job.input, reason: why), readError: true)
            case .failure(.tooLarge(let n)):
                return Outcome(
                    failure: Checker.unreadable(
                        path: job.input,
                        reason:
                            "the file is \(n) bytes, more than the limit of \(limit) (raise it with --max-input-bytes)"),
                    readError: true)
            }
        }
        let source = SourceFile(path: job.input, bytes: bytes)
        do {
            let made = try SymbolMaker.make(source, name: job.name, options: options)
            let result = Checker.check(SourceFile(path: job.templatePath, text: made.svg), configuration: configuration)
            return Outcome(made: made, result: result)
        } catch {
            return Outcome(failure: CheckResult(path: job.input, source: error.source, diagnostics: [error.diagnostic]))
        }
    }

    /// A symbol set's folder name (Xcode names the symbol after it); else `icons/bolt.svg` →
    /// `bolt`; standard input → the output file's name, or `symbol`.
    static func defaultName(for input: String, destination: Destination) -> String {
        func stem(_ path: String, _ suffix: String) -> String {
            let file = path.split(separator: "/").last.map(String.init) ?? path
            return file.lowercased().hasSuffix(suffix) ? String(file.dropLast(suffix.count)) : file
        }
        if case .symbolset(let p) = destination { return stem(p, ".symbolset") }
        if input != "-" { return stem(input, ".svg") }
        switch destination {
        case .templateFile(let p): return stem(p, ".svg")
        case .symbolset(let p): return stem(p, ".symbolset")
        default: return "symbol"
        }
    }

    /// Xcode's own minimal symbol-set description.
    static func contentsJSON(templateFile: String) -> String {
        """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          },
          "symbols" : [
            {
              "filename" : "\(templateFile)",
              "idiom" : "universal"
            }
          ]
        }

        """
    }

    /// The folder, and for an `.xcassets` catalog its top-level Contents.json when missing.
    static func ensureCatalog(_ folder: String) -> String? {
        if let problem = makeDirectory(folder) { return problem }
        let contents = "\(folder)/Contents.json"
        guard folder.lowercased().hasSuffix(".xcassets"), !FileSystem.exists(contents) else { return nil }
        let json = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
        do { try AtomicFile.write(Array(json.utf8), to: contents) } catch { return error.message }
        return nil
    }

    static func makeDirectory(_ path: String) -> String? { FileSystem.makeDirectory(path) }

    static func worse(_ a: ExitCode, _ b: ExitCode) -> ExitCode { a.rawValue >= b.rawValue ? a : b }

    static func jobCount(_ values: ParsedValues, environment: ToolEnvironment) throws(UsageError) -> Int {
        guard values.isGiven("--jobs") else { return environment.processorCount }
        guard let jobs = try values.int("--jobs"), jobs > 0 else {
            throw values.usageError("'--jobs' must be a positive number of threads.")
        }
        return jobs
    }
}
