/// Paths inside a project, as the project file writes them: relative to the project's folder
/// (the folder holding `App.xcodeproj` or `project.yml`), `/`-separated, compared lexically.
/// Nothing here reads the disk; `..` is resolved by the text alone, as Xcode joins group paths.
package enum ProjectPath {
    /// `a/./b/../c/` → `a/c`; `./` and `` → `` (the project's folder itself); a leading `/`
    /// stays (an absolute path); `..` above the start stays (`../Shared/x`).
    package static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        return (absolute ? "/" : "") + parts.joined(separator: "/")
    }

    /// `base/child`, normalised; an absolute `child` stands alone.
    package static func join(_ base: String, _ child: String) -> String {
        if child.hasPrefix("/") { return normalized(child) }
        if base.isEmpty { return normalized(child) }
        return normalized(base + "/" + child)
    }

    /// `path` relative to `folder` when it is `folder` or inside it (both normalised): `""` for
    /// the folder itself, nil for a path outside it.
    package static func relative(_ path: String, to folder: String) -> String? {
        relative(normalized: normalized(path), to: normalized(folder))
    }

    /// `relative(_:to:)` of two paths already normalised.
    static func relative(normalized path: String, to folder: String) -> String? {
        if folder.isEmpty { return path.hasPrefix("/") || path.hasPrefix("..") ? nil : path }
        if path == folder { return "" }
        guard path.hasPrefix(folder + "/") || folder == "/" && path.hasPrefix("/") else { return nil }
        return String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
    }

    /// `path` as the project writes it from `folder`, `..` included (`../Shared/Glyphs.swift`
    /// for `Shared/Glyphs.swift` from `App`); nil when one is absolute and the other not, or
    /// `folder` climbs above where the paths start.
    package static func fromFolder(_ path: String, _ folder: String) -> String? {
        let path = normalized(path)
        let folder = normalized(folder)
        guard path.hasPrefix("/") == folder.hasPrefix("/") else { return nil }
        let pathParts = path.split(separator: "/")
        let folderParts = folder.split(separator: "/")
        var common = 0
        while common < min(pathParts.count, folderParts.count), pathParts[common] == folderParts[common] { common += 1 }
        guard !folderParts[common...].contains("..") else { return nil }
        return (Array(repeating: "..", count: folderParts.count - common) + pathParts[common...].map(String.init))
            .joined(separator: "/")
    }

    /// The folder holding `path`: `a/b` for `a/b/c.xcconfig`, `` for `c.xcconfig`, `/` for `/c`.
    package static func parentFolder(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component: `Info.plist` for `App/Info.plist`.
    package static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Whether `path` is `ancestor` or inside it.
    package static func isWithin(_ path: String, _ ancestor: String) -> Bool {
        relative(path, to: ancestor) != nil
    }
}
