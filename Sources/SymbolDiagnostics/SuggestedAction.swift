import SVGModel
import Support
import SymbolModel

/// What a finding or a refusal tells the user to do when the doing is a command line: the
/// lower modules say which action, as data, and the commands module words it (flags, command
/// names, config keys), so no module below it spells a flag (docs/design.md, "Command-line
/// words live in the commands module"). A library client reads the data; `symbolcheck` shows
/// it as a help line of its own after the finding's own `help` (as rustc gives a diagnostic
/// several `help:` lines), so the finding's help never leans on the suggestion's words.
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
    /// Run `fix` on the file at `path`, in place: `repair` says what it does (or, for a finding
    /// it leaves, why), said in as much `detail` as the finding asks.
    case fix(path: String, repair: Repair, detail: FixDetail = .brief)
    /// Make a template of the plain icon at `icon` with `make`, written to `template` (the other
    /// way, exporting one from the SF Symbols app, is the finding's own help).
    case makeTemplate(icon: String, template: String)
    /// Make a template from an icon SVG with `make`, for a file that is no icon (a PNG, PDF or
    /// JPEG): the command line with placeholders, after the help.
    case makeTemplateFromAnIcon
    /// Make a symbol set from the SVG an image was drawn from, `svg`, written as `symbolSet`.
    case makeSymbolSet(svg: String, symbolSet: String)
    /// The same for a name no catalog holds, whose finding asks for a symbol set of that name.
    case makeMissingSymbolSet(svg: String, symbolSet: String)
    /// Check the file at `path` with `check` to see `purpose` ("why", "what is missing").
    case check(path: String, toSee: String)
    /// Check the symbol sets an image name built at run time can name.
    case checkTheSymbolSets
    /// A file given to `make` is a template already: check it, or resize it.
    case checkOrResizeTemplate(path: String)
    /// Run `fix` again once the help's own edit is made.
    case fixAgain
    /// Make the template again with `make` from the icon its glyph was drawn from: it draws
    /// every variant, each within its margins (what `fix` leaves when a template lacks them).
    case makeEveryVariant
    /// No command repairs the finding of rule `ruleID`: the glyph is redrawn in a drawing tool
    /// (`explain` says what the device does with it).
    case redrawInADrawingTool(ruleID: String)
    /// Run `fix` on the variable template at `path` again, in place, allowing it to write the
    /// template out statically (its 24 derived variants drawn in the file, all 27 repaired).
    case fixWritingStatically(path: String)
    /// Take the file at `path` down to template version `version` with `fix`, in place.
    case lowerTemplateVersion(path: String, to: TemplateVersion)
    /// Scaling with `resize`, which stops at the symbol area.
    case resizeStopsAtTheSymbolArea

    /// How much a suggestion of `fix` says of a fill-rule repair: `brief`, in one clause (a help
    /// that must stay short, `nonzero-fill`'s); `full`, with the fallbacks spelled out, naming
    /// the shape (`<path>`) and the fill rule it declares.
    package enum FixDetail: Sendable, Hashable {
        case brief
        case full(shape: String, declared: FillRule)
    }

    /// What a report names for an error of rule `ruleID` left in the file at `path` once `fix`
    /// has run, from what the rule states addresses it: `resize` for a size, `make` for what
    /// the template lacks, and otherwise the designer, in a drawing tool (`fix` itself has run).
    package static func leftAfterFix(_ ruleID: String, remedy: Remedy?, path: String) -> SuggestedAction {
        switch remedy {
        case .resize?: return .resizeInPlace(path: path)
        case .make?: return .makeEveryVariant
        case .fix?, .designer?, .appDeveloper?, .input?, nil: return .redrawInADrawingTool(ruleID: ruleID)
        }
    }

    /// Raising `limit`, if the input went past one.
    package static func raising(_ limit: InputLimit?) -> SuggestedAction? {
        limit.map(SuggestedAction.raiseLimit)
    }
}
