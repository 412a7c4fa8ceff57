import AppRules
import FileAccess
import Platform
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs one `symbolcheck` command line for a tool call as a child process of this same build
/// (docs/mcp.md, "How a call runs"): its standard input is /dev/null, never the protocol stream,
/// and its output goes to files in a private scratch folder, never to the server's standard
/// output; no shell is involved. Past the call's time limit it is killed. A child, not a call
/// in this process: the checker executable does not link the renderer (the child hands drawing
/// to `symbolcheck-render` as every `symbolcheck` does, with its version check), a call that
/// runs out of time can be stopped, and a crash or a runaway allocation ends the call, not the
/// server.
struct ToolProcess: Sendable {
    /// The `symbolcheck` executable to run (the server's own).
    let executable: String
    let timeLimit: Duration
    /// The server's variables the child does not inherit (`SymbolCheckTools.Settings`).
    let variablesNotInherited: Set<String>
    /// The most bytes of standard output read back (a catalog's JSON report).
    var outputLimit = 64 * 1024 * 1024

    struct Run: Sendable {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
        var timedOut: Bool
    }

    /// Runs `symbolcheck arguments…` in `directory`, with `scratch` holding its output files.
    func run(_ arguments: [String], in directory: String, scratch: String) -> Run {
        let (out, err) = (scratch + "/stdout", scratch + "/stderr")
        defer {
            unlink(out)
            unlink(err)
        }
        let environment = ProcessEnvironment.variables().filter { !variablesNotInherited.contains($0.key) }
        let started = ProcessSpawn.start(
            executable, arguments: [executable] + arguments,
            environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
            redirections: [
                .init(0, to: "/dev/null", flags: O_RDONLY),
                .init(1, to: out, flags: O_WRONLY | O_CREAT | O_TRUNC),
                .init(2, to: err, flags: O_WRONLY | O_CREAT | O_TRUNC),
            ], workingDirectory: directory)
        guard case .success(let pid) = started else {
            let code: Int32 = if case .failure(let error) = started { error.code } else { 0 }
            return Run(
                status: -1, stdout: [],
                stderr: "could not start \(executable): \(String(cString: strerror(code)))", timedOut: false)
        }
        let ended = ProcessSpawn.wait(for: pid, limit: timeLimit)
        let stdout = (try? FileSystem.readFile(out, limit: outputLimit).get()) ?? []
        let stderr = (try? FileSystem.readFile(err, limit: 1024 * 1024).get()) ?? []
        return Run(
            status: ended.status, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self),
            timedOut: ended.timedOut)
    }

    /// A private scratch folder under $TMPDIR (else /tmp), removed by `removeScratch`.
    static func makeScratch(environment: [String: String]) -> String? {
        let base = environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array(PathText.join(base, "symbolcheck-mcp-XXXXXX").utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            mkdtemp(buffer.baseAddress!).map { String(cString: $0) }
        }
    }

    /// Removes the scratch folder: its files and those of the folders `previewFolder` names.
    static func removeScratch(_ folder: String) {
        let inner = folder + "/" + previewFolder
        for name in FileSystem.fileNames(in: inner) ?? [] { unlink(inner + "/" + name) }
        rmdir(inner)
        for name in FileSystem.fileNames(in: folder) ?? [] { unlink(folder + "/" + name) }
        rmdir(folder)
    }

    /// The scratch folder's one subfolder: where `check --preview` draws the sheet.
    static let previewFolder = "preview"
}
