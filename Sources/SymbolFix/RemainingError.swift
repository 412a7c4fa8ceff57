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
    /// The rules `resize` addresses: it scales each row to the size target and never past the
    /// Control Center tile's symbol area.
    static let resizedRuleIDs: Set<String> = [GlyphSizeRule().id, GlyphOverflowsTileRule().id]
    /// The rules `make` addresses: it draws every variant of a template, each in its margins,
    /// from the icon a glyph was drawn from.
    static let madeRuleIDs: Set<String> = [MissingGlyphRule().id, MissingMarginsRule().id, MissingGuideRule().id]

    /// The errors `output` (what `fix` wrote, or would write, to `path`) still has, in the
    /// order the checker reports them: every rule's errors under `configuration` (the profile,
    /// severities and settings the user gave, not the ones `fix` repairs under), and the
    /// findings of `fix`'s own rules its repairs left (`FixOutcome.remaining`), which are
    /// errors to `fix` whatever their severity elsewhere.
    package static func remainingErrors(
        _ outcome: FixOutcome, path: String, configuration: CheckConfiguration
    ) -> [RemainingError] {
        var config = configuration
        config.keepsMeasurements = false
        let checked = Checker.check(SourceFile(path: path, bytes: outcome.output), configuration: config)
        var errors = checked.diagnostics.filter { $0.severity == .error }
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
    /// suggests itself (`fix --template-version`, `resize`), unless that is `fix`, which has run.
    static func remedy(for diagnostic: Diagnostic, path: String) -> SuggestedAction {
        switch diagnostic.suggestion {
        case .fix?, .fixAgain?, .fixWritingStatically?, nil: break
        case let suggestion?: return suggestion
        }
        if resizedRuleIDs.contains(diagnostic.ruleID) { return .resizeInPlace(path: path) }
        if madeRuleIDs.contains(diagnostic.ruleID) { return .makeEveryVariant }
        return .redrawInADrawingTool(ruleID: diagnostic.ruleID)
    }
}
