import Support
import SymbolDiagnostics

/// The read-only file operations that input discovery and symbol-set checks need. The library
/// does no I/O itself: the CLI passes a POSIX implementation, tests pass an in-memory one, so
/// discovery and Contents.json checks are tested without touching the disk.
package protocol FileTree: Sendable {
    /// What is at `path`, without following a final symbolic link; nil when nothing is there.
    func kind(of path: String) -> FileKind?
    /// The entries of a folder (never `.` or `..`), in any order.
    func entries(of directory: String) -> Result<[DirectoryEntry], FileReadFailure>
    /// The bytes of the file at `path` (following links); refuses anything but a regular file
    /// and files longer than `limit` bytes.
    func read(_ path: String, limit: Int) -> Result<[UInt8], FileReadFailure>
    /// The absolute path with every symbolic link resolved, or nil when it leads nowhere.
    func resolve(_ path: String) -> String?
    /// The size in bytes of the regular file at `path` (following links), or nil.
    func size(of path: String) -> Int?
    /// `count` bytes from `offset` of the regular file at `path`: formats read in pieces (a zip's
    /// directory and the entries wanted) so an `.ipa` of hundreds of megabytes is never read whole.
    func read(_ path: String, at offset: Int, count: Int) -> Result<[UInt8], FileReadFailure>
}

extension FileTree {
    /// By reading the whole file: for trees in memory. A tree on disk reads only the bytes asked.
    package func size(of path: String) -> Int? {
        if case .success(let bytes) = read(path, limit: Int.max) { return bytes.count }
        return nil
    }

    package func read(_ path: String, at offset: Int, count: Int) -> Result<[UInt8], FileReadFailure> {
        read(path, limit: Int.max).flatMap { bytes in
            guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
                return .failure(.failed("the range asked for lies outside the file"))
            }
            return .success(Array(bytes[offset..<(offset + count)]))
        }
    }
}

package enum FileKind: Sendable, Hashable {
    case file
    case directory
    case symbolicLink
    /// A FIFO, socket or device: never read (reading a FIFO can block forever).
    case other
}

package struct DirectoryEntry: Sendable, Hashable {
    package let name: String
    package let kind: FileKind
    /// The name on disk is not valid UTF-8, so `name` (decoded with replacement characters)
    /// cannot be used to open it.
    package let hasUndecodableName: Bool

    package init(name: String, kind: FileKind, hasUndecodableName: Bool = false) {
        self.name = name
        self.kind = kind
        self.hasUndecodableName = hasUndecodableName
    }
}

package enum FileReadFailure: Error, Sendable, Hashable {
    /// The operating system's reason, lowercase, e.g. "permission denied".
    case failed(String)
    /// The file's size in bytes, which is over the limit.
    case tooLarge(Int)

    /// The reason as reports show it after "cannot read the file: ".
    package func reason(limit: Int) -> String {
        switch self {
        case .failed(let why): return why
        case .tooLarge(let size):
            return "it is \(size) bytes, more than the limit of \(limit)"
        }
    }

    /// The limit a file too large went past, for the advice the commands module words.
    package var exceededLimit: InputLimit? {
        switch self {
        case .failed: return nil
        case .tooLarge: return .maxInputBytes
        }
    }
}
