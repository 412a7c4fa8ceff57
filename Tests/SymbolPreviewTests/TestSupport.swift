import FileAccess
import Foundation
import SymbolCheckCLI
import SymbolPreview
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

struct TestFileError: Error, CustomStringConvertible {
    let description: String
}

func readFile(_ path: String) throws -> [UInt8] {
    switch FileSystem.readFile(path, limit: 1 << 28) {
    case .success(let bytes): return bytes
    case .failure(let failure): throw TestFileError(description: "cannot read \(path): \(failure)")
    }
}

func readText(_ path: String) throws -> String {
    String(decoding: try readFile(path), as: UTF8.self)
}

/// Whether a rendering is the committed golden `golden/NAME`, as exactly as this platform can
/// promise (`GoldenPlatformMatch.renderingMatches`: bytes here, pixels within the
/// cross-platform tolerance where the libraries differ from `golden/PLATFORM`'s).
func matchesGolden(_ png: [UInt8], _ name: String) throws -> Bool {
    let platform = GoldenPlatformMatch(recordedText: try? readText(packageRoot + "/golden/PLATFORM"))
    return platform.renderingMatches(png, golden: try readFile(packageRoot + "/golden/" + name))
}

/// Writes through the tool's own atomic writer, creating the folder first.
func writeFile(_ bytes: [UInt8], to path: String) throws {
    if let slash = path.lastIndex(of: "/") { try makeDirectory(String(path[..<slash])) }
    do {
        try AtomicFile.write(bytes, to: path)
    } catch {
        throw TestFileError(description: error.message)
    }
}

func makeDirectory(_ path: String) throws {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
        prefix += component
        if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
            throw TestFileError(description: "cannot create \(prefix): errno \(errno)")
        }
        prefix += "/"
    }
}

func fileExists(_ path: String) -> Bool { FileSystem.exists(path) }

/// A fresh, empty folder under the system's temporary folder.
func temporaryDirectory(_ label: String) throws -> String {
    var template = Array("/tmp/symbolcheck-\(label)-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw TestFileError(description: "mkdtemp failed: errno \(errno)") }
    return String(cString: made)
}

func symlink(_ target: String, at path: String) throws {
    guard systemSymlink(target, path) == 0 else {
        throw TestFileError(description: "symlink \(path) failed: errno \(errno)")
    }
}

/// Symbols/<name>.
func symbolBytes(_ name: String) throws -> [UInt8] {
    try readFile(packageRoot + "/Symbols/" + name)
}

extension String {
    /// `self` with the only occurrence of `target` replaced; throws unless it occurs exactly once.
    func replacingOnce(_ target: String, with replacement: String) throws -> String {
        let parts = components(separatedBy: target)
        guard parts.count == 2 else {
            throw TestFileError(description: "expected one occurrence of \(target), found \(parts.count - 1)")
        }
        return parts[0] + replacement + parts[1]
    }

    func components(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.range(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}

extension Substring {
    func range(of needle: String) -> Range<Substring.Index>? {
        guard !needle.isEmpty else { return nil }
        var start = startIndex
        while start < endIndex {
            if self[start...].hasPrefix(needle) {
                return start..<index(start, offsetBy: needle.count)
            }
            start = index(after: start)
        }
        return nil
    }
}

#if canImport(Glibc)
    private let systemSymlink = Glibc.symlink
#elseif canImport(Darwin)
    private let systemSymlink = Darwin.symlink
#endif
