import SVGModel
import SymbolCheck

/// Why `fix`, `resize` or `make` wrote nothing for an input, besides `make`'s own reasons
/// (`MakeRefusal`): a rewrite refused rather than guessed (`SymbolEdit`'s `RewriteRefusal`), or a
/// result that could not be written where it goes. Each is documented like a rule, so `explain`
/// answers for the id the report gives, but no check runs it and no setting turns it off: it is
/// an error in every profile, and the command exits 2 (docs/output.md, "Exit status").
package struct CommandRefusal: DiagnosticSource {
    package let description: RuleDescription
    /// The commands that report it, as `explain` names them: "`fix`".
    package let commands: String

    /// `fix` cannot repair the file exactly, so it writes nothing for it.
    package static let fix = CommandRefusal(
        description: RuleDescription(
            id: "fix-refused", category: .input,
            summary: "fix cannot rewrite the file exactly, so it writes nothing for it",
            consequence: Consequence(
                .unread,
                "fix leaves the file as it is and writes nothing for it: a repair it cannot make exactly would lose or change what the author drew",
                evidence: "what `fix` reads and writes (docs/fixing.md)"),
            rationale: """
                `fix` rewrites the glyph shapes its rules name and keeps every other byte; where it \
                cannot do that exactly (a file in an encoding other than UTF-8, a variable template \
                whose repair would no longer interpolate, a `--template-version` the template cannot \
                go to, a symbol set with no SVG file) it refuses at the place concerned, with what \
                to do, rather than guess. Nothing is written for the file (exit status 2); the other files of the run \
                are fixed.
                """),
        commands: "`fix`")

    /// `resize` cannot rewrite the file exactly, so it writes nothing for it.
    package static let resize = CommandRefusal(
        description: RuleDescription(
            id: "resize-refused", category: .input,
            summary: "resize cannot rewrite the file exactly, or within its budget, so it writes nothing for it",
            consequence: Consequence(
                .unread,
                "resize leaves the file as it is and writes nothing for it: a scale it cannot write exactly would change what the author drew",
                evidence: "what `resize` reads and writes (docs/sizing.md)"),
            rationale: """
                `resize` rewrites the numbers of the glyph groups and their margin guides in place \
                and keeps every other byte; where it cannot (a template it cannot read or measure, a \
                file in an encoding other than UTF-8, a shape whose numbers cannot be rewritten, a \
                file past its --time-limit, a symbol set with no SVG file) it refuses at the place \
                concerned, with what to do, rather than guess. Nothing is written for the file (exit status 2); the other \
                files of the run are resized.
                """),
        commands: "`resize`")

    /// The result was made but could not be written where it goes.
    package static let notWritten = CommandRefusal(
        description: RuleDescription(
            id: "result-not-written", category: .input,
            summary: "the result could not be written where it goes, or a file there is not replaced",
            consequence: Consequence(
                .unread,
                "the command wrote nothing there: the folder or file could not be created or written, or a file there is one it may not replace",
                evidence: "symbolcheck's atomic writes (docs/hostile-input.md)"),
            rationale: """
                `fix`, `resize` and `make` write each result atomically (a temporary file renamed \
                over the target), so a failed write leaves what was there. When the folder for a \
                result cannot be created, the write fails (permissions, a full disk), `-o` names one \
                file for a symbol set that holds several, a result would be placed outside the `-o` \
                folder (its path climbs out with `..`), or `make` would replace a file it did not \
                write or that was edited since (`--force` replaces it), the result is not written, \
                the reason is given at the path, and the run exits 2; the other inputs are still \
                done.
                """),
        commands: "`fix`, `resize` and `make`")

    /// Every reason, in the order `explain` lists them.
    package static let all = [fix, resize, notWritten]

    /// The refusal `message` of `path`, at `offset` in `source` when there is a place.
    package func result(
        _ message: String, at path: String, in source: SourceFile? = nil, offset: Int? = nil, help: String? = nil,
        suggestion: SuggestedAction? = nil
    ) -> CheckResult {
        let range = source != nil ? offset.map { SourceRange(at: $0) } : nil
        let finding = Diagnostic(
            ruleID: id, severity: .error, message: message, at: range, help: help, suggestion: suggestion)
        return CheckResult(path: path, source: range != nil ? source : nil, diagnostics: [finding]).compacted()
    }
}
