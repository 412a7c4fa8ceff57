import AppRules
import ArgumentParsing
import FileAccess
import JSONReader
import SVGModel
import Support
import SymbolCheck
import SymbolReport

/// `--write-baseline FILE` records today's findings; `--baseline FILE` reports, and fails on,
/// only the findings that are not in it (docs/configuration.md, "Adopting it"), as SwiftLint's
/// baselines do. A finding is known by its file, rule and glyph (`Diagnostic.glyph`), not by
/// its line or message, so an edit above it, or a changed measurement in its message, does not
/// make it new; several findings of one rule in one glyph are counted, so one more is new.
/// A finding about a Control (`controls`) is known by its file, rule, Control and the name it is
/// about (`Diagnostic.control`), so a new finding in a file with known ones is reported and a
/// known one that moved lines stays known (#42). Paths are stored relative to the baseline
/// file's folder, so a baseline committed beside the project means the same in every checkout
/// and from every working directory.
struct Baseline {
    /// What a finding is known by.
    struct Key: Hashable {
        let path: String
        let rule: String
        let glyph: String?
        /// For a finding about a Control: the Control and the name; nil otherwise.
        var control: ControlSubject? = nil

        /// The key a baseline written before Controls findings had their own keys gives the
        /// finding (file, rule and glyph), which it still matches.
        var withoutControl: Key? {
            control == nil ? nil : Key(path: path, rule: rule, glyph: glyph)
        }
    }

    static let schemaVersion = 1

    /// The folder paths are relative to, absolute.
    let folder: String
    let workingDirectory: String
    /// How many findings of each key the baseline still holds.
    private var remaining: [Key: Int] = [:]
    /// Findings left out of the report so far.
    private(set) var matched = 0
    /// The Controls' kinds it recorded (`controls`), their paths as reports show them
    /// (`control-kind-changed` compares them with today's, issue #41).
    private(set) var kinds: [RecordedKind] = []

    /// The baseline at `path` (as typed), read; a usage error with the place when it cannot be.
    static func read(_ path: String, workingDirectory: String) throws(UsageError) -> Baseline {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: 64 * 1024 * 1024) {
        case .success(let read): bytes = read
        case .failure(.failed(let why)): throw UsageError(message: "cannot read the baseline: \(why)", at: path)
        case .failure(.tooLarge): throw UsageError(message: "the baseline is larger than 64 MiB", at: path)
        }
        let source = SourceFile(path: path, bytes: bytes)
        func fail(_ message: String, at offset: Int) -> UsageError {
            UsageError(message: message, at: "\(path):\(source.location(of: offset))")
        }
        let root: JSONValue.Located
        do { root = try JSONValue.parse(bytes) } catch {
            throw fail("not valid JSON: \(error.message)", at: error.offset)
        }
        let shape =
            "a baseline is { \"schemaVersion\": 1, \"findings\": [{ \"path\", \"rule\", \"glyph\" }, …] }, as --write-baseline writes it"
        guard case .object(let members) = root.value,
            case .array(let findings)? = members.first(where: { $0.key == "findings" })?.value.value
        else { throw fail(shape, at: root.offset) }
        var baseline = Baseline(path: path, workingDirectory: workingDirectory)
        for finding in findings {
            guard case .object(let fields) = finding.value,
                case .string(let file)? = fields.first(where: { $0.key == "path" })?.value.value,
                case .string(let rule)? = fields.first(where: { $0.key == "rule" })?.value.value
            else { throw fail(shape, at: finding.offset) }
            var glyph: String?
            switch fields.first(where: { $0.key == "glyph" })?.value.value {
            case .string(let id)?: glyph = id
            case .null?, nil: glyph = nil
            default: throw fail("\"glyph\" is a glyph id like \"Regular-M\", or null", at: finding.offset)
            }
            var control: ControlSubject?
            switch fields.first(where: { $0.key == "control" })?.value.value {
            case .string(let type)?:
                var name: String?
                switch fields.first(where: { $0.key == "name" })?.value.value {
                case .string(let text)?: name = text
                case .null?, nil: name = nil
                default:
                    throw fail("\"name\" is the image name a Control's finding is about, or null", at: finding.offset)
                }
                control = ControlSubject(type: type, name: name)
            case .null?, nil: control = nil
            default: throw fail("\"control\" is the type name of a Control, or null", at: finding.offset)
            }
            baseline.remaining[Key(path: file, rule: rule, glyph: glyph, control: control), default: 0] += 1
        }
        // Optional, `controls` only: `"kinds": [{ "path", "control", "kind" }, …]`.
        if case .array(let kinds)? = members.first(where: { $0.key == "kinds" })?.value.value {
            for entry in kinds {
                guard case .object(let fields) = entry.value,
                    case .string(let file)? = fields.first(where: { $0.key == "path" })?.value.value,
                    case .string(let control)? = fields.first(where: { $0.key == "control" })?.value.value,
                    case .string(let kind)? = fields.first(where: { $0.key == "kind" })?.value.value
                else { throw fail("a recorded kind is { \"path\", \"control\", \"kind\" }", at: entry.offset) }
                baseline.kinds.append(
                    RecordedKind(path: PathText.join(baseline.folder, file), control: control, kind: kind))
            }
        }
        return baseline
    }

    /// An empty baseline to be written at `path` (as typed).
    init(path: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        folder = PathText.parent(AbsolutePath.of(path, from: workingDirectory))
    }

    /// The key of `diagnostic` in `result`.
    func key(_ diagnostic: Diagnostic, in result: CheckResult) -> Key {
        Key(path: stored(result.path), rule: diagnostic.ruleID, glyph: diagnostic.glyph, control: diagnostic.control)
    }

    /// `path` (as reports show it) as the baseline stores it: relative to its folder (with `..`
    /// where the path is not below it), so the baseline moves with the project; standard input
    /// as `-`.
    func stored(_ path: String) -> String {
        guard path != "-" else { return path }
        let target = AbsolutePath.of(path, from: workingDirectory).split(separator: "/")
        let base = folder.split(separator: "/")
        var shared = 0
        while shared < min(target.count, base.count), target[shared] == base[shared] { shared += 1 }
        let up = Array(repeating: "..", count: base.count - shared)
        return (up + target[shared...].map(String.init)).joined(separator: "/")
    }

    /// `result` without the findings the baseline holds, each taken once.
    mutating func filter(_ result: CheckResult) -> CheckResult {
        guard !remaining.isEmpty, !result.diagnostics.isEmpty else { return result }
        var known = 0
        let kept = result.keepingDiagnostics { d in
            let exact = key(d, in: result)
            // An entry of an older baseline, without the Control, matches as it did.
            guard let key = [exact, exact.withoutControl].compactMap({ $0 }).first(where: { (remaining[$0] ?? 0) > 0 })
            else { return true }
            remaining[key, default: 0] -= 1
            known += 1
            return false
        }
        matched += known
        return kept
    }

    /// The findings of a run, recorded as results stream by (only what the file keeps, so a
    /// large catalog's results are not held), for `--write-baseline`.
    struct Recording {
        let baseline: Baseline
        let path: String
        private var findings: [(key: Key, message: String)] = []
        /// The Controls' kinds (`controls`), recorded beside the findings.
        var kinds: [RecordedKind] = []

        init(path: String, workingDirectory: String) {
            self.path = path
            baseline = Baseline(path: path, workingDirectory: workingDirectory)
        }

        mutating func add(_ result: CheckResult) {
            for d in result.diagnostics { findings.append((baseline.key(d, in: result), d.message)) }
        }

        var count: Int { findings.count }

        /// The baseline file, findings in report order.
        var file: String {
            let w = JSONWriter()
            w.object {
                w.field("schemaVersion", raw: String(Baseline.schemaVersion))
                w.field("findings") {
                    w.array(findings) { finding in
                        w.object {
                            w.field("path", finding.key.path)
                            w.field("rule", finding.key.rule)
                            if let glyph = finding.key.glyph {
                                w.field("glyph", glyph)
                            } else {
                                w.field("glyph", raw: "null")
                            }
                            if let control = finding.key.control {
                                w.field("control", control.type)
                                if let name = control.name { w.field("name", name) }
                            }
                            // For a reader of the file only: matching ignores it.
                            w.field("message", finding.message)
                        }
                    }
                }
                if !kinds.isEmpty {
                    w.field("kinds") {
                        w.array(kinds) { recorded in
                            w.object {
                                w.field("path", baseline.stored(recorded.path))
                                w.field("control", recorded.control)
                                w.field("kind", recorded.kind)
                            }
                        }
                    }
                }
            }
            return w.take() + "\n"
        }

        /// Writes the file; what to print on standard error, and whether it failed.
        func write() -> (message: String, failed: Bool) {
            // A baseline usually lives in a folder of its own (`ci/`): it is made when missing.
            if let problem = FileSystem.makeDirectory(PathText.parent(path)) {
                return ("error: cannot create the folder of the baseline \(path): \(problem)\n", true)
            }
            do {
                try AtomicFile.write(Array(file.utf8), to: path)
            } catch {
                return ("error: cannot write the baseline \(path): \(error.message)\n", true)
            }
            return ("wrote \(path): \(counted(count, "finding"))\n", false)
        }
    }
}

/// `--baseline` and `--write-baseline`, declared once for the commands that report findings.
package struct BaselineOptions: Sendable, Equatable {
    static let baselineSpec = OptionSpec(
        "--baseline", valueName: "file",
        help:
            "Report and fail only on findings that are not in this baseline (file, rule and glyph, or a Control's type and image name; not line)."
    )
    static let writeSpec = OptionSpec(
        "--write-baseline", valueName: "file",
        help:
            "Record every finding of this run as a baseline in this file; the run then exits 0 (2 if an input could not be read)."
    )
    static let specs = [baselineSpec, writeSpec]

    package var baseline: String?
    package var writeBaseline: String?

    init(parsing values: ParsedValues) {
        baseline = values.value(of: Self.baselineSpec)
        writeBaseline = values.value(of: Self.writeSpec)
    }

    /// The baseline to filter with, read; nil without `--baseline`.
    func read(_ environment: ToolEnvironment) throws(UsageError) -> Baseline? {
        guard let baseline else { return nil }
        return try Baseline.read(baseline, workingDirectory: environment.currentDirectory)
    }

    /// An empty recording for `--write-baseline`; nil without it.
    func recording(_ environment: ToolEnvironment) -> Baseline.Recording? {
        writeBaseline.map { Baseline.Recording(path: $0, workingDirectory: environment.currentDirectory) }
    }

    /// Writes the recording, if any, onto `output`: the line it prints, and exit status 2 when
    /// the file cannot be written. Written, the findings it records are accepted, so a run that
    /// failed only on them exits 0 (#44: a "record the baseline" CI step failed with 1); an
    /// input that could not be read still exits 2.
    static func finish(_ recording: Baseline.Recording?, output: inout ToolOutput) {
        guard let recording else { return }
        let (message, failed) = recording.write()
        output.stderr += message
        if failed {
            output.exitCode = ExitCode.error.rawValue
        } else if output.exitCode == ExitCode.findings.rawValue {
            output.exitCode = ExitCode.success.rawValue
        }
    }

    /// The note that findings were left out because the baseline holds them.
    static func note(_ baseline: Baseline?, path: String?) -> String {
        guard let baseline, let path, baseline.matched > 0 else { return "" }
        return
            "note: \(counted(baseline.matched, "finding")) in the baseline \(path) \(agreeing(baseline.matched, "is", "are")) not reported\n"
    }
}
