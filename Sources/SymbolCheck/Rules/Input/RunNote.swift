import SVGModel

/// What a run met besides the inputs it judged, said as a finding so every format carries it: a
/// path the folder walk skipped or a limit it stopped at (`input-note`), a project, build
/// setting or built app that could not be read as a whole (`project-note`). Each is documented
/// like a rule, so `explain` answers for its id, but no check runs it and no setting turns it
/// off: it is a note in every profile (the severity policy's `information`: what symbolcheck
/// could not look at, neither wrong nor risky as far as it knows), and never fails a run.
package struct RunNote: DiagnosticSource {
    package let description: RuleDescription

    /// A path the folder walk skipped, or where it stopped.
    package static let input = RunNote(
        description: RuleDescription(
            id: "input-note", category: .input,
            summary: "a path the search skipped, or a limit it stopped at",
            consequence: Consequence(
                .information,
                "symbolcheck did not look at what is there: a symbol set or a Swift file in it is not checked",
                evidence: "symbolcheck's own folder search (docs/checks.md, \"Inputs\"; docs/hostile-input.md)"),
            rationale: """
                A folder is searched for what the command reads (symbol sets, SVGs, Swift files, \
                projects), but not everything below it: a symbolic link that leads nowhere or out of \
                the folder given, a name that is not valid UTF-8, a folder more than 64 deep, and \
                everything past 200,000 files and folders are skipped, as the repository may be \
                anyone's. A Swift file whose text the lexer cannot read to its end is read up to \
                there. Each is said at the path or place it concerns, so a symbol that was never \
                checked is not taken for one that passed.
                """))

    /// A project, build setting or built app that could not be read (as a whole or in part).
    package static let project = RunNote(
        description: RuleDescription(
            id: "project-note", category: .controls,
            summary: "a project, build setting or built app that could not be read",
            consequence: Consequence(
                .information,
                "the targets, settings or bundles it holds are not known, so the rules that need them judge without them or not at all",
                evidence: "symbolcheck's own project readers (docs/controls.md)"),
            rationale: """
                `controls` reads an app's Xcode project (`project.pbxproj`), XcodeGen spec \
                (`project.yml`), build settings (`.xcconfig`) and built products (`.app`, \
                `.xcarchive`, `.ipa`) to know which target builds which file and how a Control is \
                wired. What it cannot read there (a file it cannot open, a value it does not \
                understand, a Swift file no target builds) is said at the place it concerns, with \
                what it does instead (a catalog looked up by folder, a wiring rule left unjudged).
                """))

    /// Every note, in the order `explain` lists them.
    package static let all = [input, project]

    /// The note `message` about `path`, at `offset` in the text of `source` (its place and line),
    /// or about the path as a whole.
    package func result(
        _ message: String, at path: String, in source: SourceFile? = nil, offset: Int? = nil, help: String? = nil
    ) -> CheckResult {
        let range = source != nil ? offset.map { SourceRange(at: $0) } : nil
        let result = CheckResult(
            path: path, source: range != nil ? source : nil, diagnostics: [note(message, at: range, help: help)],
            namesNoSymbol: true)
        return result.compacted()
    }

    /// The note `message` at `location` of the file `path`, whose text is not at hand.
    package func result(_ message: String, at path: String, location: SourceLocation, help: String? = nil)
        -> CheckResult
    {
        CheckResult(
            path: path, source: nil, excerpt: SourceExcerpt(locations: [0: location], lines: [:]),
            diagnostics: [note(message, at: SourceRange(at: 0), help: help)], measurements: [:], isRefused: false,
            symbol: nil, template: nil, namesNoSymbol: true)
    }

    private func note(_ message: String, at range: SourceRange?, help: String?) -> Diagnostic {
        Diagnostic(ruleID: id, severity: .note, message: message, at: range, help: help)
    }
}

extension CheckResult {
    /// A note about the run (`RunNote`): no symbol, no refusal; reports carry it, counts leave it out.
    package var isRunNote: Bool { namesNoSymbol && !isRefused }

    /// Each finding as `path:line:col: message`, for a list of sentences (`golden`'s notes).
    package var placedMessages: [String] { diagnostics.map { "\(place(of: $0)): \($0.message)" } }

    /// The findings as the lines a command that reports on standard error only writes:
    /// `path:line:col: note: message [input-note]`, each ended by a line break.
    package var plainNoteLines: String {
        diagnostics.map { "\(place(of: $0)): \($0.severity.rawValue): \($0.message) [\($0.ruleID)]\n" }.joined()
    }

    /// `path`, or `path:line:col` for a finding with a place.
    private func place(of d: Diagnostic) -> String {
        path + (d.range.flatMap { location(of: $0.start) }.map { ":\($0)" } ?? "")
    }
}
