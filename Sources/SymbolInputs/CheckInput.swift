import SymbolCheck

/// One thing to check, as found on the command line or below a folder named there, with the
/// rule settings the nested `.symbolcheck.json` files above it give it (`FolderWalk`). Each
/// input becomes one symbol in the report.
package struct CheckInput: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        /// A file the user named (whatever its extension), or a plain `.svg` found with `--all-svg`.
        case svgFile(path: String)
        /// `-`: the bytes of standard input.
        case standardInput
        /// A `Name.symbolset` folder: its Contents.json and the SVG it names.
        case symbolset(SymbolsetLocation)
        /// A path that holds nothing to check (a folder without symbol sets, a folder that cannot
        /// be listed). It is reported as an `input-refused` error so CI does not pass on nothing;
        /// `suggestion` is what the command line can do about it (`--all-svg`), worded by it.
        case unusable(path: String, message: String, help: String?, suggestion: SuggestedAction?)
    }

    package let kind: Kind
    /// What the nested config files of the folders above it say (none for a path named on the
    /// command line, which no walk found).
    package let settings: FolderSettings

    package init(_ kind: Kind, settings: FolderSettings = FolderSettings()) {
        self.kind = kind
        self.settings = settings
    }

    package static func svgFile(path: String) -> CheckInput { CheckInput(.svgFile(path: path)) }
    package static let standardInput = CheckInput(.standardInput)
    package static func symbolset(_ location: SymbolsetLocation) -> CheckInput { CheckInput(.symbolset(location)) }
    package static func unusable(path: String, message: String, help: String?, suggestion: SuggestedAction? = nil)
        -> CheckInput
    {
        CheckInput(.unusable(path: path, message: message, help: help, suggestion: suggestion))
    }

    /// The path reports show for this input.
    package var path: String {
        switch kind {
        case .svgFile(let path), .unusable(let path, _, _, _): return path
        case .standardInput: return "-"
        case .symbolset(let location): return location.path
        }
    }

    /// The run's settings as they hold for this input: the config file's `overrides` and the
    /// nested config files' that match its path (a folder for a symbol set).
    package func configuration(in run: CheckConfiguration) -> CheckConfiguration {
        var isFolder = false
        if case .symbolset = kind { isFolder = true }
        return run.configuration(forInputAt: path, isFolder: isFolder, settings: settings)
    }
}

/// Where a symbol set is, and the folder tree it was found in.
package struct SymbolsetLocation: Sendable, Hashable {
    /// The folder as reports show it: the path the user typed joined with the path below it.
    package let path: String
    package let boundary: TreeBoundary
    /// An image set of the same name in the same folder (`flash.imageset` beside
    /// `flash.symbolset`), as the folder walk found it: `image-set-beside-symbol-set`.
    package var imageSetBeside: String?

    package init(path: String, boundary: TreeBoundary, imageSetBeside: String? = nil) {
        self.path = path
        self.boundary = boundary
        self.imageSetBeside = imageSetBeside
    }
}

/// The folder the user named. Symbolic links are not followed out of it: a Contents.json or
/// SVG that is a link to somewhere else (say `/etc/passwd`) is not read, because its bytes
/// would end up in CI logs as snippets.
package struct TreeBoundary: Sendable, Hashable {
    /// As the user typed it, for messages.
    package let typedPath: String
    /// Absolute, with every link resolved.
    package let resolvedPath: String

    package init(typedPath: String, resolvedPath: String) {
        self.typedPath = typedPath
        self.resolvedPath = resolvedPath
    }

    /// Whether a resolved absolute path is this folder or lies below it.
    package func contains(_ resolved: String) -> Bool {
        if resolved == resolvedPath { return true }
        let prefix = resolvedPath.hasSuffix("/") ? resolvedPath : resolvedPath + "/"
        return resolved.hasPrefix(prefix)
    }
}
