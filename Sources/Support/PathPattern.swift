import Platform

/// A glob over paths below a base folder, as `--exclude` and `.symbolcheck.json`'s `exclude` and
/// `overrides` write them (docs/configuration.md, "Paths"). It follows `.gitignore`'s rules,
/// which most users already know:
/// - `*` matches any run of characters but `/`, `?` one character but `/`, `**` any number of
///   whole folders (`Legacy/**`, `**/Generated/*.svg`);
/// - a pattern without a `/` (other than a trailing one) matches a file or folder of that name
///   at any depth below the base (`Pods`, `*.generated.svg`);
/// - a pattern with a `/` is anchored at the base (`Vendor/symbolcheck`, `/build`);
/// - a trailing `/` matches folders only;
/// - a folder that matches takes everything below it along.
/// Each name is matched by the C library's `fnmatch` (`Platform.NameMatching`), so `[a-z]` and
/// `\` escapes work as in a shell; case-sensitively, as file systems on Linux compare names.
package struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written, for messages.
    package let written: String
    /// The absolute folder the pattern is relative to: the config file's folder, or the working
    /// directory for a flag.
    package let base: String
    private let segments: [Segment]
    private let anchored: Bool
    private let foldersOnly: Bool

    private enum Segment: Hashable {
        /// `**`: any number of folders, none included.
        case anyFolders
        /// One name, with `*`, `?` and `[…]` wildcards.
        case name(String)
    }

    /// Nil for a pattern that can match nothing (empty, or only slashes).
    package init?(_ written: String, base: String) {
        var text = Substring(written)
        let foldersOnly = text.hasSuffix("/")
        while text.hasSuffix("/") { text = text.dropLast() }
        if text.hasPrefix("./") { text = text.dropFirst(2) }
        let parts = text.split(separator: "/", omittingEmptySubsequences: true)
        guard !parts.isEmpty else { return nil }
        // A `/` inside (not a trailing one) anchors the pattern at the base; `**` alone means
        // everything below the base, as an anchored pattern reads it.
        let anchored = text.contains("/") || parts.contains("**")
        self.written = written
        self.base = PathPattern.withoutTrailingSlash(base)
        self.segments = parts.map { $0 == "**" ? .anyFolders : .name(String($0)) }
        self.anchored = anchored
        self.foldersOnly = foldersOnly
    }

    package var description: String { written }

    /// Whether the absolute path `path` (a folder when `isFolder`), or a folder above it, matches.
    /// `within`: only folders below that absolute folder count (a search looks below the folder
    /// it was given, so a pattern that matches that folder or one above it does not empty it).
    package func matches(_ path: String, isFolder: Bool, within root: String? = nil) -> Bool {
        guard let below = PathPattern.relative(path, to: base) else { return false }
        let names = below.split(separator: "/").map(String.init)
        guard !names.isEmpty else { return false }
        var shortest = 1
        if let root {
            let rootNames = PathPattern.relative(root, to: base).map { $0.split(separator: "/").count } ?? 0
            shortest = rootNames + 1
        }
        // The path itself, then each folder above it (a matching folder takes its contents).
        for count in stride(from: names.count, through: max(1, shortest), by: -1) {
            let folder = count < names.count || isFolder
            if foldersOnly && !folder { continue }
            let prefix = names[..<count]
            if anchored {
                if Self.match(segments[...], prefix) { return true }
            } else if case .name(let glob)? = segments.first, let last = prefix.last,
                NameMatching.matches(glob, last)
            {
                return true
            }
        }
        return false
    }

    /// `path` below `base`, without a leading slash; nil when it is not below (or is) the base.
    static func relative(_ path: String, to base: String) -> Substring? {
        let path = withoutTrailingSlash(path)
        let prefix = base == "/" ? "/" : base + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return path.dropFirst(prefix.count)
    }

    static func withoutTrailingSlash(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }

    /// Whether `names` is matched whole by `segments`.
    private static func match(_ segments: ArraySlice<Segment>, _ names: ArraySlice<String>) -> Bool {
        guard let first = segments.first else { return names.isEmpty }
        switch first {
        case .anyFolders:
            // `**` takes none, one, … of the names; the rest must match what follows it.
            var rest = names
            while true {
                if match(segments.dropFirst(), rest) { return true }
                guard !rest.isEmpty else { return false }
                rest = rest.dropFirst()
            }
        case .name(let glob):
            guard let name = names.first, NameMatching.matches(glob, name) else { return false }
            return match(segments.dropFirst(), names.dropFirst())
        }
    }
}

/// Paths as the commands see them, made absolute so patterns written relative to different
/// folders (the working directory, a config file's folder) compare alike.
package enum AbsolutePath {
    /// `path` from `directory` when relative, with `.` and `..` taken lexically, as a shell's
    /// `cd` does (a link is not looked through: the path names what the user typed).
    package static func of(_ path: String, from directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : directory + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
