/// What addresses a rule's findings, as the rule states it (`RuleDescription.remedy`). The
/// commands derive from it what they name for an error left in a file they wrote
/// (`SuggestedAction.remedy`), so no list of rule ids is written twice.
package enum Remedy: Sendable, Hashable, CaseIterable {
    /// `symbolcheck fix` repairs the findings, with the edits the description's `repairs` name
    /// (where a finding's repair is `.leftAsIs`, its designer).
    case fix
    /// `symbolcheck resize` scales each row to its size target.
    case resize
    /// `symbolcheck make` draws every variant of the template, each in its margins, from the
    /// icon a glyph was drawn from.
    case make
    /// The designer: the glyph drawn again, or the file written or exported again, in a drawing
    /// tool or the SF Symbols app (a finding's own suggestion may name a command that helps, such
    /// as `fix --template-version`).
    case designer
    /// The app's developer: its Swift source, its catalogs or its project (`controls`' rules).
    case appDeveloper
    /// The input given: another file, or a limit raised for a genuine one (the reading stages).
    case input
}

/// A command that promises the files it writes pass a rule: it checks the bytes it wrote again
/// with the rule at error, whatever the profile or the settings say, and never reports success
/// over a finding left (`RuleDescription.promisedBy`).
package enum RewritingCommand: Sendable, Hashable, CaseIterable {
    /// `fix`: the fill-rule and stroke rules it exists to satisfy.
    case fix
    /// `fix --template-version V`: what an Xcode reading V rejects or ignores.
    case fixTemplateVersion
    /// `resize`: the size target and the Control Center tile.
    case resize
}
