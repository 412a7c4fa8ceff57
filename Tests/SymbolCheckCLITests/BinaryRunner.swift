import Platform
import SymbolPreview
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs the built `symbolcheck` binary as a user would, capturing output and exit status.
struct BinaryRunner {
    typealias Run = ProcessRunner.Run

    /// The products folder (`.build/<triple>/debug`): the nearest folder above this test code's
    /// own image that holds `symbolcheck`. Not argv[0]: on macOS `swift test` runs the tests in
    /// the toolchain's helper, and the image is inside `….xctest/Contents/MacOS`.
    static let productsDirectory: String = {
        let marker: @convention(c) () -> Void = {}
        var folder = ExecutablePath.ofImage(containing: unsafeBitCast(marker, to: UnsafeRawPointer.self))
            .flatMap(ExecutablePath.folder(of:))
        while let here = folder {
            if access(here + "/symbolcheck", X_OK) == 0 { return here }
            folder = here == "/" ? nil : ExecutablePath.folder(of: here)
        }
        return packageRoot + "/.build/debug"
    }()

    static let binary = productsDirectory + "/symbolcheck"

    /// Whether a rendering is the committed golden `golden/NAME`: the same bytes where this
    /// run's cairo and librsvg are the ones `golden/PLATFORM` names, the same pixels within
    /// the cross-platform tolerance elsewhere (a Mac's Homebrew libraries).
    static func matchesGolden(_ png: [UInt8], _ name: String) -> Bool {
        let platform = GoldenPlatformMatch(
            recordedText: String(decoding: readBytes(packageRoot + "/golden/PLATFORM"), as: UTF8.self))
        return platform.renderingMatches(png, golden: readBytes(packageRoot + "/golden/" + name))
    }

    /// Whether `png` is the package file `file`'s preview sheet as this process draws it: what
    /// `preview` and `check --preview` write (with the checker's verdict, which goldens leave out).
    static func isPreviewSheet(_ png: [UInt8], of file: String, view: PreviewView = .light) -> Bool {
        guard let sheet = try? Previewer.png(svg: readBytes(packageRoot + "/" + file), path: file, view: view) else {
            return false
        }
        return sheet.png == png
    }

    static let packageRoot = TestSupport.packageRoot

    /// Runs `symbolcheck args…` (or another `executable`) in `directory` with `stdin` as
    /// standard input, with PATH, LANG and `environment` only.
    static func run(
        _ args: [String], in directory: String = packageRoot, stdin: [UInt8]? = nil,
        environment: [String: String] = [:], executable: String = binary
    ) -> Run {
        let variables = ["PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"].merging(environment) { $1 }
        return ProcessRunner.run(executable, args, in: directory, stdin: stdin, environment: variables)
    }

    /// Starts `symbolcheck args…` without waiting (output discarded); the caller waits or kills.
    static func spawn(_ args: [String], environment: [String: String] = [:]) -> pid_t {
        ProcessRunner.spawn(binary, args, environment: ["PATH": "/usr/bin:/bin"].merging(environment) { $1 })
    }

    static func listDirectory(_ path: String) -> [String] { TestSupport.listDirectory(path) }

    static func makeTemporaryDirectory() -> String {
        var template = Array("/tmp/symbolcheck-test-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { buffer in
            guard let p = mkdtemp(buffer.baseAddress!) else { return "/tmp" }
            return String(decoding: UnsafeRawBufferPointer(start: p, count: strlen(p)), as: UTF8.self)
        }
    }

    /// Runs `body` in a scratch folder, removed afterwards.
    static func inScratchFolder(_ body: (_ folder: String) throws -> Void) rethrows {
        let folder = makeTemporaryDirectory()
        defer { removeTree(folder) }
        try body(folder)
    }

    static func removeTree(_ path: String) {
        guard path.hasPrefix("/tmp/symbolcheck-test-") else { return }
        if let d = opendir(path) {
            while let e = readdir(d) {
                let name = withUnsafePointer(to: e.pointee.d_name) {
                    String(decoding: UnsafeRawBufferPointer(start: $0, count: 256).prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = path + "/" + name
                var st = stat()
                if lstat(child, &st) == 0, (st.st_mode & S_IFMT) == S_IFDIR { removeTree(child) } else { unlink(child) }
            }
            closedir(d)
        }
        rmdir(path)
    }

    static func writeFile(_ path: String, _ bytes: [UInt8]) {
        // "e": close on exec, so a binary written here is not held open for writing by a
        // process another test spawns meanwhile (exec would then fail with "Text file busy").
        guard let f = fopen(path, "wbe") else { return }
        _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, f) }
        fclose(f)
    }

    static func readBytes(_ path: String) -> [UInt8] { TestSupport.readBytes(path) ?? [] }

    static func readText(_ path: String) -> String { String(decoding: readBytes(path), as: UTF8.self) }
}
