import Foundation
import PackagePlugin

/// Checks every asset catalog (`*.xcassets`) among a target's files with `symbolcheck check --format xcode`,
/// so Xcode's issue navigator and `swift build` show each finding at its file, line and column, and an
/// error fails the build. One build command per catalog: its inputs are every `.svg` and `Contents.json`
/// inside (an edit re-runs it) and the `.symbolcheck.json` it is checked with.
@main
struct SymbolCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try CatalogCheck.commands(
            files: module.sourceFiles.map(\.url),
            root: context.package.directoryURL,
            tool: context.tool(named: "symbolcheck").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // An app project's target (Build Phases → Run Build Tool Plug-ins) lists its catalogs among its input
    // files; its configuration is searched for up to the project's folder.
    extension SymbolCheckBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            try CatalogCheck.commands(
                files: target.inputFiles.map(\.url),
                root: context.xcodeProject.directoryURL,
                tool: context.tool(named: "symbolcheck").url,
                workDirectory: context.pluginWorkDirectoryURL)
        }
    }
#endif

enum CatalogCheck {
    static func commands(files: [URL], root: URL, tool: URL, workDirectory: URL) -> [Command] {
        let catalogs = catalogFolders(among: files)
        guard !catalogs.isEmpty else { return [] }
        // The empty configuration used when the package has none (see `script`).
        let defaults = workDirectory.appendingPathComponent("defaults.symbolcheck.json")
        return catalogs.map { catalog in
            // Named after the catalog and a hash of its whole path, so two `Media.xcassets` of one target
            // never share an output, and a deep path never makes too long a file name.
            let stem = catalog.deletingPathExtension().lastPathComponent.unicodeScalars.map {
                $0.isASCII && CharacterSet.alphanumerics.contains($0) ? String($0) : "_"
            }.joined()
            let output = workDirectory.appendingPathComponent("SymbolCheck_\(stem)_\(fnv1a(catalog.path)).swift")
            // Where a configuration may be, nearest first. The command picks the first that exists when
            // it runs, not when the build is planned: SwiftPM reuses a plugin's commands until the
            // target's own files change, so a .symbolcheck.json created or deleted later would
            // otherwise go unseen.
            let candidates = configurationCandidates(from: catalog.deletingLastPathComponent(), root: root)
            return .buildCommand(
                displayName: "symbolcheck \(catalog.lastPathComponent)",
                executable: URL(fileURLWithPath: "/bin/sh"),
                arguments: ["-c", script, tool.path] + candidates.map(\.path) + ["--", catalog.path],
                environment: ["SYMBOLCHECK_OUTPUT": output.path, "SYMBOLCHECK_DEFAULTS": defaults.path],
                // The inputs: the tool (/bin/sh is the executable, and a rebuilt checker must check
                // again), every file the check reads, and the folders a configuration may appear in:
                // a file created in or deleted from a folder changes the folder's time. (A missing
                // file cannot be an input: SwiftPM refuses to run a command with a missing input.)
                inputFiles: [tool] + catalogInputs(catalog)
                    + candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
                    + candidates.map { $0.deletingLastPathComponent() },
                outputFiles: [output])
        }
    }

    // The output is a generated Swift file (one comment) because then the target's compilation
    // consumes it: every build graph (SwiftPM's, Xcode's) must run the command, after an edit of any
    // input, before the target compiles, and an error stops the build there. A command whose outputs
    // nothing consumes may be skipped (SwiftPM 6.3 happens to run one with no outputs), and any other
    // output type (a `touch`ed stamp) becomes a resource that SwiftPM 6.3 copies into the target's
    // bundle, creating a bundle for a target that had none. The checker writes no file, so /bin/sh
    // writes it: when the check passes and the file is missing (an unchanged file leaves the target's
    // compilation alone). A failed check deletes it, so the next build checks again.
    //
    // sh -c SCRIPT TOOL CANDIDATE… -- CATALOG: the first candidate that exists is the configuration;
    // without one, an empty configuration (the defaults). symbolcheck must get --config: without it,
    // it looks for .symbolcheck.json from its working directory up, which for a build command is
    // wherever the build system runs it, and a file above the package ($HOME, /tmp) would then
    // change the verdict. The command writes the empty file itself: one written while the build is
    // planned is gone once the output folder has been cleaned.
    static let script = """
        tool="$0"; config=""
        while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do
            if [ -z "$config" ] && [ -f "$1" ]; then config="$1"; fi
            shift
        done
        shift
        if [ -z "$config" ]; then
            config="$SYMBOLCHECK_DEFAULTS"
            printf '{}\\n' > "$config" || exit 1
        fi
        if "$tool" check --format xcode --config "$config" "$@"; then
            [ -f "$SYMBOLCHECK_OUTPUT" ] || printf '// symbolcheck: the asset catalog passed.\\n' > "$SYMBOLCHECK_OUTPUT"
        else
            status=$?
            rm -f "$SYMBOLCHECK_OUTPUT"
            exit "$status"
        fi
        """

    /// The `.xcassets` folders that the given files are, or lie in (SwiftPM lists a catalog as one
    /// file; another build system may list the files inside), each once, in order.
    static func catalogFolders(among files: [URL]) -> [URL] {
        var seen = Set<String>()
        var catalogs: [URL] = []
        for file in files {
            let parts = file.standardizedFileURL.pathComponents
            guard let index = parts.lastIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            let catalog = URL(fileURLWithPath: NSString.path(withComponents: Array(parts[...index])))
            if seen.insert(catalog.path).inserted { catalogs.append(catalog) }
        }
        return catalogs
    }

    /// Every `.svg` and `Contents.json` in the catalog, as `symbolcheck check` reads them, sorted.
    static func catalogInputs(_ catalog: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else {
            return []
        }
        var inputs: [URL] = []
        for case let file as URL in walker
        where file.lastPathComponent == "Contents.json" || file.pathExtension.lowercased() == "svg" {
            inputs.append(file)
        }
        return inputs.sorted { $0.path < $1.path }
    }

    /// `.symbolcheck.json` in `folder` and each parent up to `root` (the package or project folder),
    /// nearest first: where `symbolcheck check` run in the catalog's folder would look, without
    /// reaching outside the package.
    static func configurationCandidates(from folder: URL, root: URL) -> [URL] {
        let top = root.standardizedFileURL.path
        var dir = folder.standardizedFileURL
        var candidates: [URL] = []
        while true {
            candidates.append(dir.appendingPathComponent(".symbolcheck.json"))
            if dir.path == top || dir.path == "/" || !dir.path.hasPrefix(top) { return candidates }
            dir = dir.deletingLastPathComponent()
        }
    }

    /// FNV-1a of the UTF-8 bytes, in hex: stable across runs and platforms (`hashValue` is seeded per process).
    static func fnv1a(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}
