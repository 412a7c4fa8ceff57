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

    /// Raising `limit`, if the input went past one.
    package static func raising(_ limit: InputLimit?) -> SuggestedAction? {
        limit.map(SuggestedAction.raiseLimit)
    }
}
