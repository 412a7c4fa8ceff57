import SVGModel
import SymbolCheck

/// An error a fixed file still has under the user's settings, and what addresses it: `fix`
/// repairs the shapes its rules name and nothing else, so after writing it says what is left
/// and who takes it from there — `resize` for a glyph's size, `make` for variants a template
/// lacks, and otherwise the designer, in a drawing tool.
package struct RemainingError: Sendable, Hashable {
    package let diagnostic: Diagnostic
    /// The command that addresses it (`SuggestedAction.resizeInPlace`,
    /// `.makeEveryVariant`), or `.redrawInADrawingTool` where no command does.
    package let remedy: SuggestedAction
}

extension Fixer {
    /// The errors the fixed file (`outcome`'s, written, or that would be written, to `path`)
    /// still has, in the order the checker reports them: every rule's errors under
    /// `configuration` (the profile, severities and settings the user gave, not the ones `fix`
    /// repairs under), and the findings of `fix`'s own rules its repairs left
    /// (`FixOutcome.remaining`), which are errors to `fix` whatever their severity elsewhere.
    /// Asked of the result's one read (`FixOutcome.readBack`).
    package static func remainingErrors(
        _ outcome: FixOutcome, path: String, configuration: CheckConfiguration
    ) -> [RemainingError] {
        var errors = outcome.readBack.renamed(path).errors(under: configuration)
        let seen = Set(errors.map { RemainingKey(ruleID: $0.ruleID, start: $0.start) })
        errors += outcome.remaining.filter { !seen.contains(RemainingKey(ruleID: $0.ruleID, start: $0.start)) }
        return errors.map { RemainingError(diagnostic: $0, remedy: remedy(for: $0, path: path)) }
    }

    /// A finding, as far as telling two reports of it apart goes.
    struct RemainingKey: Hashable {
        let ruleID: String
        let start: Int?
    }

    /// What addresses an error `fix` left in the file at `path`: the command the finding
    /// suggests itself (`fix --template-version`, `resize`), unless that is `fix`, which has run;
    /// else what the rule states addresses it (`RuleDescription.remedy`).
    static func remedy(for diagnostic: Diagnostic, path: String) -> SuggestedAction {
        switch diagnostic.suggestion {
        case .fix?, .fixAgain?, .fixWritingStatically?, nil: break
        case let suggestion?: return suggestion
        }
        let remedy = RuleRegistry.fileRules.first { $0.id == diagnostic.ruleID }?.description.remedy
        return SuggestedAction.leftAfterFix(diagnostic.ruleID, remedy: remedy, path: path)
    }
}
