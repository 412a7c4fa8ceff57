import Support
import SymbolModel

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
    /// Make a template of the plain icon at `icon` with `make`, written to `template`: the first
    /// of two ways, before the help's other one ("…, or export one from the SF Symbols app").
    case makeTemplate(icon: String, template: String)
    /// Make a template from an icon SVG with `make`, for a file that is no icon (a PNG, PDF or
    /// JPEG): the command line with placeholders, after the help.
    case makeTemplateFromAnIcon
    /// Make a symbol set from the SVG an image was drawn from, `svg`, written as `symbolSet`:
    /// the first step, before the help's next one ("…, then remove the image set").
    case makeSymbolSet(svg: String, symbolSet: String)
    /// The same for a name no catalog holds: an aside after the help's "add a symbol set", in
    /// parentheses.
    case makeMissingSymbolSet(svg: String, symbolSet: String)
    /// Check the file at `path` with `check` to see `purpose` ("why", "what is missing").
    case check(path: String, toSee: String)
    /// Check the symbol sets an image name built at run time can name: the other way to what
    /// the help asks.
    case checkTheSymbolSets
    /// A file given to `make` is a template already: check it, or resize it.
    case checkOrResizeTemplate(path: String)
    /// Run `fix` again once the help's own edit is made, after it.
    case fixAgain
    /// Take the file at `path` down to template version `version` with `fix`, in place.
    case lowerTemplateVersion(path: String, to: TemplateVersion)
    /// Scaling with `resize`, which stops at the symbol area: an aside after the help's factor.
    case resizeStopsAtTheSymbolArea

    /// Where a suggestion's words go beside the finding's own help.
    package enum Placement: Sendable {
        /// After the help, behind `separator` ("; ", ", or ", ", then ").
        case after(String)
        /// Before the help, which continues the sentence after `separator` (", or ", ", then ").
        case before(String)
        /// After the help, in parentheses.
        case aside
    }

    package var placement: Placement {
        switch self {
        case .fix(_, _, _, asAlternative: true), .checkTheSymbolSets: return .after(", or ")
        case .makeTemplate: return .before(", or ")
        case .makeSymbolSet: return .before(", then ")
        case .fixAgain: return .after(", then ")
        case .makeMissingSymbolSet, .resizeStopsAtTheSymbolArea: return .aside
        case .raiseLimit, .resizeInPlace, .makeRegularOnly, .includePlainSVGs, .chooseWireframe, .fix,
            .makeTemplateFromAnIcon, .check, .checkOrResizeTemplate, .lowerTemplateVersion:
            return .after("; ")
        }
    }

    /// The finding's `help` and this suggestion's `words`, one line, joined as `placement` says.
    package func following(_ help: String?, words: String?) -> String? {
        guard let words else { return help }
        guard let help else { return words }
        switch placement {
        case .after(let separator): return help + separator + words
        case .before(let separator): return words + separator + help
        case .aside: return help + " (" + words + ")"
        }
    }

    /// Raising `limit`, if the input went past one.
    package static func raising(_ limit: InputLimit?) -> SuggestedAction? {
        limit.map(SuggestedAction.raiseLimit)
    }
}
