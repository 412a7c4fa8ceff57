// build-commit OUTPUT [GIT_DIR COMMON_DIR]: writes the Swift file that names the commit the
// package is built from (`BuildCommit.id`), for `BuildCommitPlugin`. The commit is HEAD's, read
// from the files git keeps: HEAD, then the loose ref it names (in GIT_DIR for a worktree's own
// refs, else COMMON_DIR) or its line in COMMON_DIR's `packed-refs`. No git command runs, so a
// build needs no git; without the folders (a source archive) the commit is nil. The file is
// rewritten only when its text changes, so an unchanged commit recompiles nothing.
import Foundation

/// A file's text without its surrounding whitespace, or nil when it cannot be read.
func read(_ path: String) -> String? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

/// An object name: 40 hex digits (SHA-1), or 64 (a SHA-256 repository).
func isObjectName(_ text: Substring) -> Bool {
    (text.count == 40 || text.count == 64) && text.allSatisfy(\.isHexDigit)
}

/// The commit `ref` names: its loose file, else its line in `packed-refs` (`NAME REF`).
func commit(of ref: String, git: String, common: String) -> String? {
    for folder in [git, common] {
        if let name = read(folder + "/" + ref), isObjectName(Substring(name)) { return name }
    }
    for line in (read(common + "/packed-refs") ?? "").split(separator: "\n") {
        let fields = line.split(separator: " ")
        if fields.count == 2, fields[1] == ref, isObjectName(fields[0]) { return String(fields[0]) }
    }
    return nil
}

/// HEAD's commit: HEAD names a ref (`ref: refs/heads/main`) or, detached, the commit itself.
func headCommit(git: String, common: String) -> String? {
    guard let head = read(git + "/HEAD") else { return nil }
    if head.hasPrefix("ref: ") { return commit(of: String(head.dropFirst("ref: ".count)), git: git, common: common) }
    return isObjectName(Substring(head)) ? head : nil
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 1 || arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: build-commit OUTPUT [GIT_DIR COMMON_DIR]\n".utf8))
    exit(2)
}
let output = arguments[0]
let commit = arguments.count == 3 ? headCommit(git: arguments[1], common: arguments[2]) : nil
let header = "// Written by build-commit (Plugins/BuildCommitPlugin) while building; not in the repository.\n"
let text =
    header
    + (commit.map {
        """

        /// The commit the package was built from: HEAD of its git checkout (`BuildCommit.id`).
        extension BuildCommit: StampedCommit {
            package static var stampedCommit: String { "\($0)" }
        }

        """
    } ?? "// No git checkout: `BuildCommit.id` is nil.\n")
if read(output).map({ $0 + "\n" }) != text {
    do {
        try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
        FileHandle.standardError.write(Data("build-commit: cannot write \(output): \(error)\n".utf8))
        exit(1)
    }
}
