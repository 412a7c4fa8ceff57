import FileAccess
import SymbolCheck

/// One tool call that runs a command line: the paths confined to the workspace, the command
/// run as a child (`ToolProcess`) in the root that holds its first path, and its JSON report
/// cut down (`ReportDigest`).
struct ToolCall {
    let workspace: Workspace
    let scratch: String
    let process: ToolProcess
    let maxFindings: Int

    /// `check --format json` over `paths`.
    func check(_ paths: [String], options: [String]) -> ToolAnswer {
        switch inputs(paths) {
        case .failure(let refusal): return .failure(refusal.message)
        case .success(let (folder, given)):
            return report(["check", "--format", "json", "--quiet"] + options + given, in: folder).answer
        }
    }

    /// `controls --format json` over an app's folder; each Control's verdict beside the files'.
    func controls(_ path: String) -> ToolAnswer {
        switch inputs([path]) {
        case .failure(let refusal): return .failure(refusal.message)
        case .success(let (folder, given)):
            return report(["controls", "--format", "json", "--quiet"] + given, in: folder, perControl: true).answer
        }
    }

    /// `check --preview` of one symbol: the sheet as an image, the measurements and the findings.
    func preview(_ path: String) -> ToolAnswer {
        switch inputs([path]) {
        case .failure(let refusal): return .failure(refusal.message)
        case .success(let (folder, given)):
            let sheets = scratch + "/" + ToolProcess.previewFolder
            var result = report(
                ["check", "--format", "json", "--quiet", "--preview", sheets] + given, in: folder, measurements: true)
            guard result.digest != nil else { return result.answer }
            let sheet = (FileSystem.fileNames(in: sheets) ?? []).sorted().first { $0.hasSuffix(".png") }
            guard let sheet, case .success(let png) = FileSystem.readFile(sheets + "/" + sheet, limit: 16 << 20) else {
                return .failure(
                    "no preview sheet was drawn for \(path) (a template needs a Regular-S, -M or -L glyph with ink, and baseline and capline guides)\n"
                        + result.process.stderr)
            }
            result.answer.png = png
            return result.answer
        }
    }

    /// `make ICON -o OUTPUT`, `fix PATH -o OUTPUT`, `resize PATH -o OUTPUT`, then `check` of what
    /// was written. `fix` and `resize` refuse an output that exists: this server never writes
    /// over a file (make refuses, by its own rule, a file it did not write or that was edited since).
    func write(_ command: String, input: String, output: String) -> ToolAnswer {
        let source: String
        let target: String
        switch (workspace.input(input), workspace.output(output)) {
        case (.failure(let refusal), _), (_, .failure(let refusal)): return .failure(refusal.message)
        case (.success(let i), .success(let o)): (source, target) = (i, o)
        }
        if command != "make", FileSystem.exists(target) {
            return .failure(
                "\(output) exists: \(command) writes only a new file here, so nothing a user wrote is replaced; give another output path"
            )
        }
        let folder = workspace.root(holding: source) ?? workspace.roots[0]
        let written = process.run(
            [command, argument(source, from: folder), "-o", argument(target, from: folder)]
                + (command == "make" ? ["--quiet"] : []), in: folder, scratch: scratch)
        if written.timedOut { return .failure(timedOut(command)) }
        let printed = String(decoding: written.stdout, as: UTF8.self) + written.stderr
        let commandReport = printed.count > 4000 ? String(printed.prefix(4000)) + "\n…" : printed
        // Exit status 2: refused or failed, nothing written (an existing file make did not
        // write is still there, untouched).
        guard written.status != 2, FileSystem.exists(target) else {
            return .failure("\(command) wrote nothing (exit status \(written.status)):\n\(commandReport)")
        }
        var result = report(["check", "--format", "json", "--quiet", argument(target, from: folder)], in: folder)
        guard let digest = result.digest else { return result.answer }
        let shown = workspace.display(target)
        result.answer.structured = { w in
            w.field("output", shown)
            w.field("commandStatus", raw: String(written.status))
            w.field("commandReport", commandReport)
            digest.write(to: w)
        }
        return result.answer
    }

    // MARK: - Running a report

    private struct Reported {
        var answer: ToolAnswer
        var digest: ReportDigest?
        var process: ToolProcess.Run
    }

    /// Runs a command that prints a JSON report; its digest as the answer, or the command's
    /// own words when it printed none (a usage error: an unknown Xcode version, say).
    private func report(_ arguments: [String], in folder: String, perControl: Bool = false, measurements: Bool = false)
        -> Reported
    {
        let run = process.run(arguments, in: folder, scratch: scratch)
        if run.timedOut { return Reported(answer: .failure(timedOut(arguments[0])), process: run) }
        guard !run.stdout.isEmpty, case .success(let report) = JSONNode.parse(run.stdout) else {
            let words = run.stderr.isEmpty ? "exit status \(run.status)" : run.stderr
            return Reported(answer: .failure("\(arguments[0]) gave no report: \(words)"), process: run)
        }
        let digest = ReportDigest(report: report, workspace: workspace, maxFindings: maxFindings)
        var answer = ToolAnswer(structured: { w in
            digest.write(to: w)
            if perControl { digest.writeControls(to: w) }
            if measurements { digest.writeMeasurements(to: w) }
        })
        if !run.stderr.isEmpty { answer.text = run.stderr }
        return Reported(answer: answer, digest: digest, process: run)
    }

    /// The paths confined to the workspace, and the root to run in: the one holding the first
    /// path. Paths under that root are given relative to it, so the report shows them as the
    /// user knows them.
    private func inputs(_ paths: [String]) -> Result<(String, [String]), Workspace.Refusal> {
        var resolved: [String] = []
        for path in paths {
            switch workspace.input(path) {
            case .failure(let refusal): return .failure(refusal)
            case .success(let full): resolved.append(full)
            }
        }
        let folder = resolved.first.flatMap(workspace.root(holding:)) ?? workspace.roots.first ?? "/"
        return .success((folder, resolved.map { argument($0, from: folder) }))
    }

    /// `absolute` as the child reads it from `folder`: relative when under it (`./` before a
    /// name that starts with `-`, which would read as an option), else absolute.
    private func argument(_ absolute: String, from folder: String) -> String {
        guard absolute.hasPrefix(folder == "/" ? "/" : folder + "/") else { return absolute == folder ? "." : absolute }
        let relative = String(absolute.dropFirst(folder == "/" ? 1 : folder.count + 1))
        return relative.hasPrefix("-") ? "./" + relative : relative
    }

    private func timedOut(_ command: String) -> String {
        "\(command) ran past this server's time limit of \(process.timeLimit) for a call (--call-time-limit) and was stopped; give fewer or smaller inputs"
    }
}
