import SVGModel

/// Where a value of the build is written, for a finding to point at: a line and column of a
/// text file (`project.pbxproj`, an `.xcconfig`, `project.yml`, an XML Info.plist), or a key
/// path in a binary property list, which has no lines (a built app's Info.plist).
package struct ValuePlace: Sendable, Hashable, CustomStringConvertible {
    package enum Position: Sendable, Hashable {
        /// A byte offset into the file's text, and its line and column.
        case text(offset: Int, location: SourceLocation)
        /// The keys (and array indexes, as `[2]`) from the root to the value.
        case keyPath([String])
        /// The file as a whole (a value the build derives, not written anywhere in it).
        case file
    }

    /// The file as the caller names it (joined to the paths it was given).
    package let file: String
    package let position: Position

    package init(file: String, position: Position) {
        self.file = file
        self.position = position
    }

    /// The place of `offset` in `source` (whose `path` names the file).
    package init(_ source: SourceFile, offset: Int) {
        self.init(file: source.path, position: .text(offset: offset, location: source.location(of: offset)))
    }

    package var offset: Int? {
        if case .text(let offset, _) = position { return offset }
        return nil
    }

    /// `App/Info.plist:12:5`, `App.app/Info.plist › EXAppExtensionAttributes › EXExtensionPointIdentifier`.
    package var description: String {
        switch position {
        case .text(_, let location): return "\(file):\(location)"
        case .keyPath(let keys): return ([file] + keys).joined(separator: " › ")
        case .file: return file
        }
    }
}
