import FileAccess
import SymbolCheckCLI
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `symbolcheck` binary for the preview and golden CLI tests, and the few file
/// helpers they need. Everything is inside this type so it cannot clash with other helpers of
/// this test target.
enum PreviewCLIRunner {
    typealias Run = ProcessRunner.Run

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let packageRoot = TestSupport.packageRoot

    /// `symbolcheck arguments…` in `directory`, with `stdin` as standard input. The
    /// environment is minimal (no CI, no SYMBOLCHECK_* variables) plus `environment`.
    /// Launching is `BinaryRunner`'s; this only turns a failed launch into a thrown error.
    static func run(
        _ arguments: [String], in directory: String = packageRoot, stdin: [UInt8] = [],
        environment: [String: String] = [:]
    ) throws -> Run {
        let run = BinaryRunner.run(arguments, in: directory, stdin: stdin, environment: environment)
        guard run.status != -1 else { throw Failure(description: run.stderr) }
        return run
    }

    // MARK: Files

    static func readFile(_ path: String) throws -> [UInt8] {
        switch FileSystem.readFile(path, limit: 1 << 28) {
        case .success(let bytes): return bytes
        case .failure(let failure): throw Failure(description: "cannot read \(path): \(failure)")
        }
    }

    static func readText(_ path: String) throws -> String {
        String(decoding: try readFile(path), as: UTF8.self)
    }

    /// Writes through the tool's atomic writer, creating folders first.
    static func writeFile(_ bytes: [UInt8], to path: String) throws {
        if let slash = path.lastIndex(of: "/") {
            var prefix = path.hasPrefix("/") ? "/" : ""
            for component in path[..<slash].split(separator: "/") {
                prefix += component
                if mkdir(prefix, 0o755) != 0 && errno != EEXIST {
                    throw Failure(description: "cannot create \(prefix)")
                }
                prefix += "/"
            }
        }
        do {
            try AtomicFile.write(bytes, to: path)
        } catch {
            throw Failure(description: error.message)
        }
    }

    static func exists(_ path: String) -> Bool { FileSystem.exists(path) }

    static func temporaryDirectory(_ label: String) throws -> String {
        var template = Array("/tmp/symbolcheck-\(label)-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw Failure(description: "mkdtemp failed: errno \(errno)") }
        return String(cString: made)
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24 else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
