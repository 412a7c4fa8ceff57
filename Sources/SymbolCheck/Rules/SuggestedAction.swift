import Support

/// What a finding or a refusal tells the user to do when the doing is a command line: the
/// lower modules say which action, as data, and the commands module words it (flags, command
/// names, config keys), so no module below it spells a flag (docs/design.md, "Command-line
/// words live in the commands module"). A library client reads the data; `symbolcheck` shows
/// it as the finding's help.
package enum SuggestedAction: Hashable, Sendable {
    /// Raise the limit the input went past, if the input is genuine.
    case raiseLimit(InputLimit)
    /// Scale every variant of the file at `path` to the size target with `resize`, in place
    /// (standard input, `-`: to standard output).
    case resizeInPlace(path: String)
    /// Make the Regular weight only with `make`, and draw the other weights by hand.
    case makeRegularOnly
    /// Search the folder again with plain `.svg` files taken as templates: `count` of them are
    /// in no symbol set.
    case includePlainSVGs(count: Int)
    /// Say which repair a wireframe that draws nothing stands for, as `fix` refuses to guess:
    /// its closed contours filled, or its strokes outlined at a visible width.
    case chooseWireframe
    /// Run `fix` on the file at `path`, in place: `repair` says what it does (`Repair.fixHelp`
    /// in `wording`, or `leftAsIsHelp` for a finding it leaves). `asAlternative`: the finding's
    /// help offers it as the other way to do what it asks ("…, or `symbolcheck fix` …") rather
    /// than in a clause of its own ("…; `symbolcheck fix` …").
    case fix(path: String, repair: Repair, wording: Repair.Wording = .brief, asAlternative: Bool = false)

    /// The finding's `help` with this suggestion's `words` after it, one line: after "; ", or
    /// after ", or " when the suggestion is the alternative to what the help asks.
    package func following(_ help: String?, words: String?) -> String? {
        guard let words else { return help }
        guard let help else { return words }
        if case .fix(_, _, _, asAlternative: true) = self { return help + ", or " + words }
        return help + "; " + words
    }

    /// Raising `limit`, if the input went past one.
    package static func raising(_ limit: InputLimit?) -> SuggestedAction? {
        limit.map(SuggestedAction.raiseLimit)
    }
}
