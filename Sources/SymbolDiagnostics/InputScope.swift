import Support

/// Which files below the folders a command is given it reads, and which rule settings hold
/// where (docs/configuration.md, "Paths"). The commands module fills it from `--exclude` and the
/// config file's `exclude` and `overrides`; the `.symbolcheck.json` files the folder walk meets
/// in the folders it enters (SymbolInputs' `FolderWalk`) add theirs to what it finds, as
/// `FolderSettings`.
package struct InputScope: Sendable {
    /// Folders a search never enters: build products and dependency managers' checkouts, which
    /// hold other people's files or copies of one's own (`DerivedData` holds compiled catalogs).
    /// Hidden folders (`.build`, `.git`) are skipped as every hidden entry is. A path named on
    /// the command line is read wherever it is.
    package static let skippedFolderNames: Set<String> = ["DerivedData", "Pods", "Carthage", "build", "node_modules"]

    /// The folder relative paths are read from (the process's working directory).
    package var workingDirectory = "/"
    /// Patterns of files and folders a search leaves out.
    package var excluded: [PathPattern] = []
    /// Severities that hold for the files some patterns match, in the order they apply: the
    /// config file's `overrides` (a nested config's come with each input, `FolderSettings`).
    package var overrides: [PathOverride] = []
    /// The run's own config file, with every link resolved: a search that meets it inside a
    /// folder does not read it again as that folder's.
    package var topConfigFile: String?
    /// Rule ids whose severity the command line set: flags win over every file, so no override
    /// changes them.
    package var ruleIDsSetOnTheCommandLine: Set<String> = []

    package init() {}

    /// Whether a search that started at the absolute folder `root` leaves out the absolute
    /// `path` (a folder when `isFolder`) it found below it.
    /// `nested`: the patterns the `.symbolcheck.json` files of the folders above it add.
    package func excludes(_ path: String, isFolder: Bool, within root: String, nested: [PathPattern] = []) -> Bool {
        if isFolder, Self.skippedFolderNames.contains(String(Self.name(of: path))) { return true }
        // Two lookups, not one over `excluded + nested`: this runs for every entry of a walk.
        return excluded.contains { $0.matches(path, isFolder: isFolder, within: root) }
            || nested.contains { $0.matches(path, isFolder: isFolder, within: root) }
    }

    /// `path` as typed, made absolute from the working directory.
    package func absolute(_ path: String) -> String { AbsolutePath.of(path, from: workingDirectory) }

    private static func name(of path: String) -> Substring {
        let trimmed = path.hasSuffix("/") ? path.dropLast() : Substring(path)
        return trimmed.split(separator: "/").last ?? trimmed
    }
}

/// Rule severities for the files some patterns match: an entry of `overrides` in
/// `.symbolcheck.json`, or the rule settings of a nested `.symbolcheck.json` (which hold for
/// everything below its folder).
package struct PathOverride: Sendable, Hashable {
    package let patterns: [PathPattern]
    /// Per rule: the severity, or nil to turn the rule off.
    package let severities: [String: Severity?]

    package init(patterns: [PathPattern], severities: [String: Severity?]) {
        self.patterns = patterns
        self.severities = severities
    }
}

/// The rule settings the `.symbolcheck.json` files in the folders above one input give it, outer
/// before inner, as the folder walk met them (SwiftLint reads nested configurations so): each
/// holds for the files its patterns match, after the run's own (`InputScope.overrides`). Every
/// input a walk finds carries its own, so each command that checks it judges it alike.
package struct FolderSettings: Sendable, Hashable {
    package var overrides: [PathOverride] = []

    package init(overrides: [PathOverride] = []) {
        self.overrides = overrides
    }
}
