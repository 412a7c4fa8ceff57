import SVGModel
import Support

/// What reading one file of the project gave: its bytes, or why not. `missing` is told apart
/// from `unreadable` because an `#include?` of a missing file is no error.
package enum FileContent: Sendable {
    case bytes([UInt8])
    case missing
    case unreadable(String)
}

/// Something the build reads that could not be read, with its place (the file and line that
/// names it, when there is one).
package struct BuildProblem: Sendable, Hashable, CustomStringConvertible {
    package let message: String
    package let place: ValuePlace?

    package init(_ message: String, at place: ValuePlace?) {
        self.message = message
        self.place = place
    }

    package var description: String { place.map { "\($0): \(message)" } ?? message }
}

/// Reads an `.xcconfig` file as the build does: `NAME = value` lines (with `[sdk=…]`-style
/// conditions), `//` comments (anywhere on a line, a URL's `//` included, as Xcode reads them),
/// and `#include "file"` / `#include? "file"` (relative to the including file; `#include?`
/// of a missing file is silently skipped by the build, and leaves every setting it might have
/// set unknown here).
///
/// An include loop (`A` includes `B` includes `A`) is refused with the chain, includes nest at
/// most `maxIncludeDepth` deep and at most `maxFiles` files are read for one configuration.
package enum XCConfigReader {
    package static let maxIncludeDepth = 16
    package static let maxFiles = 256

    package struct Result: Sendable {
        package var entries: [SettingEntry] = []
        package var problems: [BuildProblem] = []
        /// Every file read, by path, for the places of its lines.
        package var files: [String: SourceFile] = [:]
    }

    /// `path` as the caller names files (the project's folder joined in); `read` gives a file's
    /// bytes by such a path.
    package static func read(
        _ path: String, level: SettingLevel, includedFrom place: ValuePlace?, read: (String) -> FileContent
    ) -> Result {
        withoutActuallyEscaping(read) { read in
            var state = State(level: level, read: read)
            state.include(path, optional: false, from: place, chain: [])
            return state.result
        }
    }

    private struct State {
        let level: SettingLevel
        let read: (String) -> FileContent
        var result = Result()
        var filesRead = 0

        mutating func include(_ path: String, optional: Bool, from place: ValuePlace?, chain: [String]) {
            let path = ProjectPath.normalized(path)
            if let loop = chain.firstIndex(of: path) {
                let cycle = (chain[loop...] + [path]).joined(separator: " → ")
                result.problems.append(BuildProblem("an #include loop: \(cycle); the build refuses it", at: place))
                result.entries.append(
                    .unknown(reason: "\(path) is in an #include loop", place: place ?? fileWide(path), level: level))
                return
            }
            guard chain.count < XCConfigReader.maxIncludeDepth else {
                result.problems.append(
                    BuildProblem(
                        "#include nests more than \(XCConfigReader.maxIncludeDepth) files deep here", at: place))
                result.entries.append(
                    .unknown(
                        reason: "\(path) is included too deep to read", place: place ?? fileWide(path), level: level))
                return
            }
            filesRead += 1
            guard filesRead <= XCConfigReader.maxFiles else {
                if filesRead == XCConfigReader.maxFiles + 1 {
                    result.problems.append(
                        BuildProblem(
                            "more than \(XCConfigReader.maxFiles) .xcconfig files are included; the rest are not read",
                            at: place))
                }
                result.entries.append(
                    .unknown(
                        reason: "\(path) was not read (too many files)", place: place ?? fileWide(path), level: level))
                return
            }
            let bytes: [UInt8]
            switch read(path) {
            case .bytes(let read): bytes = read
            case .missing where optional:
                result.entries.append(
                    .unknown(
                        reason: "\(path), included with #include?, is absent (a file kept on a developer's machine)",
                        place: place ?? fileWide(path), level: level))
                return
            case .missing:
                result.problems.append(BuildProblem("cannot read \(path): no such file", at: place))
                result.entries.append(
                    .unknown(reason: "\(path) is absent", place: place ?? fileWide(path), level: level))
                return
            case .unreadable(let why):
                result.problems.append(BuildProblem("cannot read \(path): \(why)", at: place))
                result.entries.append(
                    .unknown(reason: "\(path) cannot be read", place: place ?? fileWide(path), level: level))
                return
            }
            let source = SourceFile(path: path, bytes: bytes)
            result.files[path] = source
            lines(of: source, chain: chain + [path])
        }

        func fileWide(_ path: String) -> ValuePlace { ValuePlace(file: path, position: .file) }

        mutating func lines(of source: SourceFile, chain: [String]) {
            let bytes = source.bytes
            var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
                line(bytes[lineStart..<lineEnd], in: source, chain: chain)
                if lineEnd >= bytes.count { break }
                lineStart =
                    lineEnd
                    + (bytes[lineEnd] == 0x0D && lineEnd + 1 < bytes.count && bytes[lineEnd + 1] == 0x0A ? 2 : 1)
            }
        }

        mutating func line(_ raw: ArraySlice<UInt8>, in source: SourceFile, chain: [String]) {
            // A comment runs from `//` to the end of the line, wherever it starts.
            var end = raw.endIndex
            var index = raw.startIndex
            while index + 1 < raw.endIndex {
                if raw[index] == UInt8(ascii: "/"), raw[index + 1] == UInt8(ascii: "/") {
                    end = index
                    break
                }
                index += 1
            }
            var start = raw.startIndex
            while start < end, raw[start] == 0x20 || raw[start] == 0x09 { start += 1 }
            while end > start, raw[end - 1] == 0x20 || raw[end - 1] == 0x09 { end -= 1 }
            guard start < end else { return }
            let text = String(decoding: raw[start..<end], as: UTF8.self)
            let place = ValuePlace(source, offset: start)
            if text.hasPrefix("#include") {
                let optional = text.hasPrefix("#include?")
                let rest = text.dropFirst(optional ? 9 : 8).trimmingSpaces()
                guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else {
                    result.problems.append(BuildProblem("an #include names no \"file\"", at: place))
                    return
                }
                let named = String(rest.dropFirst().dropLast())
                let folder = ProjectPath.parentFolder(source.path)
                include(ProjectPath.join(folder, named), optional: optional, from: place, chain: chain)
                return
            }
            // The `=` that ends the name is the first outside its `[condition=…]` brackets.
            var bracketDepth = 0
            let equals = text.firstIndex { character in
                if character == "[" { bracketDepth += 1 }
                if character == "]" { bracketDepth -= 1 }
                return character == "=" && bracketDepth == 0
            }
            guard let equals else {
                result.problems.append(
                    BuildProblem("not a setting (NAME = value), an #include or a comment", at: place))
                return
            }
            let key = text[..<equals].trimmingSpaces()
            var value = text[text.index(after: equals)...].trimmingSpaces()
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces() }
            guard let (name, conditions) = SettingAssignment.splitKey(key) else {
                result.problems.append(BuildProblem("\"\(key)\" is not a build setting's name", at: place))
                return
            }
            result.entries.append(
                .assignment(
                    SettingAssignment(name: name, conditions: conditions, value: value, place: place, level: level)))
        }
    }
}
