import Foundation
import PackagePlugin

/// Checks a target on every build that changes it, with the checker's findings in the Xcode format
/// (`file:line:col: error: message [rule]`), so Xcode's issue navigator and `swift build` show
/// each at its place and an error fails the build:
///
/// - every asset catalog (`*.xcassets`) among the target's files with `symbolcheck check`, one
///   build command per catalog, whose inputs are every `.svg` and `Contents.json` inside;
/// - the target's Controls, when one of its Swift files declares a `ControlWidget`, with
///   `symbolcheck controls` over its Swift files and catalogs (its inputs: an edit of either
///   re-runs it), so a Control that shows a question mark or nothing fails the build at its
///   Swift line;
/// - in an Xcode project, on the application target only, the project's wiring (Info.plists,
///   entitlements, embedding, the intents each target compiles) with `symbolcheck controls
///   --wiring-only` over the project's folder (`TargetCheck.wiringCommands`): once per build,
///   however many of the project's targets run the plugin. A package has no project: no wiring.
///
/// Each command reads the nearest `.symbolcheck.json` up to the package's (or project's) folder.
@main
struct SymbolCheckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        return try TargetCheck.commands(
            target: module.name,
            files: module.sourceFiles.map(\.url),
            root: context.package.directoryURL,
            tool: context.tool(named: "symbolcheck").url,
            workDirectory: context.pluginWorkDirectoryURL)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // An app project's target (Build Phases → Run Build Tool Plug-ins) lists its Swift files and
    // catalogs among its input files; its configuration is searched for up to the project's folder.
    // Written against Apple's XcodeProjectPlugin API (Xcode 16): `XcodePluginContext.xcodeProject`
    // (`XcodeProject.directoryURL`), `XcodePluginContext.tool(named:)` and `pluginWorkDirectoryURL`,
    // `XcodeTarget.displayName`, `.product` (`XcodeProduct.kind`) and `.inputFiles`. Nothing here
    // has run in Xcode (no Mac among the project's machines): `scripts/plugin-test` compiles it on
    // Linux against a stub of those declarations and runs its commands (docs/integration.md).
    extension SymbolCheckBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let tool = try context.tool(named: "symbolcheck").url
            let root = context.xcodeProject.directoryURL
            let commands = TargetCheck.commands(
                target: target.displayName,
                files: target.inputFiles.map(\.url),
                root: root,
                tool: tool,
                workDirectory: context.pluginWorkDirectoryURL)
            guard TargetCheck.judgesWiring(target.product?.kind) else { return commands }
            return commands
                + TargetCheck.wiringCommands(
                    project: root, target: target.displayName, tool: tool, workDirectory: context.pluginWorkDirectoryURL
                )
        }
    }

    extension TargetCheck {
        /// Whether this target's run judges the project's wiring: an application's
        /// (`XcodeProduct.Kind.application`). The wiring is the whole project's (the capture
        /// extension's Info.plist, its embedding in the app, the intents each target compiles),
        /// so one target's run must own it, or a build of the app, its widget extension and its
        /// capture extension with the plugin on each would report every finding three times. The
        /// application is the target every build of the app builds (the extensions are built as
        /// its dependencies), and the one whose product holds the wiring. The API does not say
        /// which targets run the plugin, so the product's kind decides.
        static func judgesWiring(_ kind: XcodeProduct.Kind?) -> Bool {
            if case .application = kind { return true }
            return false
        }
    }
#endif

enum TargetCheck {
    static func commands(target: String, files: [URL], root: URL, tool: URL, workDirectory: URL) -> [Command] {
        // Each catalog walked once for the whole plan: its files are the inputs of its check and of `controls`.
        let catalogs = catalogFolders(among: files).map { Catalog(folder: $0, inputs: catalogInputs($0)) }
        let symbolCatalogs = catalogs.filter(\.holdsSymbolSet)
        let catalogChecks = catalogCommands(symbolCatalogs, root: root, tool: tool, workDirectory: workDirectory)
        // `controls` runs after the catalogs are checked (their outputs are its inputs): a symbol
        // set's own error is then reported once, by the catalog's check, which stops the build
        // before `controls` repeats it at the Control; and the two never run side by side, where
        // SwiftPM 6.3 dropped the output of the one still running when the other failed.
        let checkedCatalogs = symbolCatalogs.map { catalogOutput($0.folder, workDirectory: workDirectory) }
        return catalogChecks
            + controlsCommands(
                target: target, files: files, catalogs: catalogs, root: root, tool: tool, workDirectory: workDirectory,
                after: checkedCatalogs)
    }

    /// `symbolcheck controls` over the target's Swift files and catalogs, when one of the Swift
    /// files names `ControlWidget` (the checker reads the rest: a file without a Control needs no
    /// run, and a target without one would be refused). Without a project file the names are
    /// looked up in the catalogs given, the Control's own folder's first (docs/controls.md).
    static func controlsCommands(
        target: String, files: [URL], catalogs: [Catalog], root: URL, tool: URL, workDirectory: URL,
        after checkedCatalogs: [URL]
    ) -> [Command] {
        let swiftFiles = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let declaresControl = swiftFiles.contains { file in
            (try? Data(contentsOf: file)).map { $0.range(of: Data("ControlWidget".utf8)) != nil } ?? false
        }
        guard declaresControl else { return [] }
        let output = workDirectory.appendingPathComponent(
            "SymbolCheck_Controls_\(fileStem(target))_\(fnv1a(target)).swift")
        let candidates = configurationCandidates(from: commonFolder(of: swiftFiles), root: root)
        return [
            command(
                "controls", displayName: "symbolcheck controls \(target)", paths: swiftFiles + catalogs.map(\.folder),
                inputs: swiftFiles + catalogs.flatMap(\.inputs) + checkedCatalogs, candidates: candidates,
                tool: tool,
                output: output, workDirectory: workDirectory)
        ]
    }

    /// `symbolcheck controls --wiring-only` over the project's folder (where its `.xcodeproj` or
    /// `project.yml` is), for the run of the target that owns the wiring (`judgesWiring`): the
    /// wiring rules read the project, so they fire only where `controls` is given it, and
    /// `--wiring-only` leaves each Control's images to its own target's run (one finding, once).
    /// Its inputs are what the wiring reads (`wiringInputs`): an edit of an Info.plist or of the
    /// project re-runs it. A project with no Control and no capture extension passes.
    static func wiringCommands(project: URL, target: String, tool: URL, workDirectory: URL) -> [Command] {
        let output = workDirectory.appendingPathComponent(
            "SymbolCheck_Wiring_\(fileStem(target))_\(fnv1a(project.standardizedFileURL.path)).swift")
        return [
            command(
                "controls", options: ["--wiring-only"],
                displayName: "symbolcheck controls --wiring-only \(project.lastPathComponent)",
                paths: [project], inputs: wiringInputs(project),
                candidates: configurationCandidates(from: project, root: project), tool: tool, output: output,
                workDirectory: workDirectory)
        ]
    }

    /// The files under the project's folder that the wiring reads, sorted: `project.pbxproj`
    /// (not the rest of an `.xcodeproj`: its user data changes on every click), `project.yml`,
    /// Swift files (the intents, the capture extension, which target compiles which), property
    /// lists (Info.plists), `.entitlements`, `.xcconfig` files and `Package.swift`. It skips
    /// what `controls`' own folder walk skips (`FolderWalk`, `InputScope.skippedFolderNames`,
    /// which this list repeats: a plugin cannot link the checker's modules): hidden entries, build
    /// products and dependency checkouts, and catalogs and workspaces, which the wiring does not
    /// read. A file the project names outside its folder (an `.xcconfig` in `../`) is not among them.
    static func wiringInputs(_ project: URL) -> [URL] {
        let skipped: Set<String> = ["DerivedData", "Pods", "Carthage", "build", "node_modules"]
        let read: Set<String> = ["swift", "plist", "entitlements", "xcconfig"]
        guard
            let walker = FileManager.default.enumerator(
                at: project, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
        else { return [] }
        var inputs: [URL] = []
        for case let file as URL in walker {
            let name = file.lastPathComponent
            let isFolder = (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            if isFolder {
                if name.hasSuffix(".xcodeproj") {
                    let pbxproj = file.appendingPathComponent("project.pbxproj")
                    if FileManager.default.fileExists(atPath: pbxproj.path) { inputs.append(pbxproj) }
                }
                if skipped.contains(name)
                    || [".xcodeproj", ".xcassets", ".xcworkspace"].contains(where: name.hasSuffix)
                {
                    walker.skipDescendants()
                }
            } else if name == "project.yml" || read.contains(file.pathExtension.lowercased()) {
                inputs.append(file)
            }
        }
        return inputs.sorted { $0.path < $1.path }
    }

    /// The deepest folder holding every file (where the configuration search starts).
    static func commonFolder(of files: [URL]) -> URL {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return URL(fileURLWithPath: "/") }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        return URL(fileURLWithPath: NSString.path(withComponents: common.isEmpty ? ["/"] : common))
    }

    /// One build command running `symbolcheck SUBCOMMAND --format xcode --config … OPTIONS PATHS`
    /// through `script`, writing `output` when it passes.
    static func command(
        _ subcommand: String, options: [String] = [], displayName: String, paths: [URL], inputs: [URL],
        candidates: [URL], tool: URL, output: URL, workDirectory: URL
    ) -> Command {
        // The empty configuration used when the package has none (see `script`).
        let defaults = workDirectory.appendingPathComponent("defaults.symbolcheck.json")
        return .buildCommand(
            displayName: displayName,
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", script, tool.path, subcommand] + candidates.map(\.path) + ["--"] + options
                + paths.map(\.path),
            environment: ["SYMBOLCHECK_OUTPUT": output.path, "SYMBOLCHECK_DEFAULTS": defaults.path],
            // The inputs: the tool (/bin/sh is the executable, and a rebuilt checker must check
            // again), every file the check reads, and the folders a configuration may appear in:
            // a file created in or deleted from a folder changes the folder's time. (A missing
            // file cannot be an input: SwiftPM refuses to run a command with a missing input.)
            inputFiles: [tool] + inputs
                + candidates.filter { FileManager.default.fileExists(atPath: $0.path) }
                + candidates.map { $0.deletingLastPathComponent() },
            outputFiles: [output])
    }

    static func catalogCommands(_ catalogs: [Catalog], root: URL, tool: URL, workDirectory: URL) -> [Command] {
        catalogs.map { catalog in
            let output = catalogOutput(catalog.folder, workDirectory: workDirectory)
            // Where a configuration may be, nearest first. The command picks the first that exists when
            // it runs, not when the build is planned: SwiftPM reuses a plugin's commands until the
            // target's own files change, so a .symbolcheck.json created or deleted later would
            // otherwise go unseen.
            let candidates = configurationCandidates(from: catalog.folder.deletingLastPathComponent(), root: root)
            return command(
                "check", displayName: "symbolcheck \(catalog.folder.lastPathComponent)", paths: [catalog.folder],
                inputs: catalog.inputs, candidates: candidates, tool: tool, output: output,
                workDirectory: workDirectory)
        }
    }

    /// A catalog among the target's files (`folder`) and every file `check` reads in it (`inputs`).
    struct Catalog {
        let folder: URL
        let inputs: [URL]

        /// Whether it holds a symbol set, which is when it gets a check: `check` refuses a catalog without one
        /// (it holds nothing to check, exit 2), and every app target has one (its `Assets.xcassets`,
        /// with the app icon and the accent colour), which failed the app's build. A catalog that
        /// gains its first symbol set is checked once the plugin is called for the target again
        /// (SwiftPM calls it when the target's files change; when Xcode does is not verified here); a
        /// symbol set a Control shows is checked by the Controls' run meanwhile.
        var holdsSymbolSet: Bool { inputs.contains { $0.deletingLastPathComponent().pathExtension == "symbolset" } }
    }

    /// The file a catalog's check writes when it passes: named after the catalog and a hash of its
    /// whole path, so two `Media.xcassets` of one target never share an output, and a deep path
    /// never makes too long a file name.
    static func catalogOutput(_ catalog: URL, workDirectory: URL) -> URL {
        let stem = fileStem(catalog.deletingPathExtension().lastPathComponent)
        return workDirectory.appendingPathComponent("SymbolCheck_\(stem)_\(fnv1a(catalog.path)).swift")
    }

    /// `name` with every character but ASCII letters and digits made `_`, for an output's file name.
    static func fileStem(_ name: String) -> String {
        name.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? String($0) : "_" }.joined()
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
    // sh -c SCRIPT TOOL SUBCOMMAND CANDIDATE… -- [OPTION…] PATH…: the first candidate that exists is the configuration;
    // without one, an empty configuration (the defaults). symbolcheck must get --config: without it,
    // it looks for .symbolcheck.json from its working directory up, which for a build command is
    // wherever the build system runs it, and a file above the package ($HOME, /tmp) would then
    // change the verdict. The command writes the empty file itself: one written while the build is
    // planned is gone once the output folder has been cleaned.
    static let script = """
        tool="$0"; subcommand="$1"; shift; config=""
        while [ "$#" -gt 0 ] && [ "$1" != "--" ]; do
            if [ -z "$config" ] && [ -f "$1" ]; then config="$1"; fi
            shift
        done
        shift
        if [ -z "$config" ]; then
            config="$SYMBOLCHECK_DEFAULTS"
            printf '{}\\n' > "$config" || exit 1
        fi
        if "$tool" "$subcommand" --format xcode --config "$config" "$@"; then
            [ -f "$SYMBOLCHECK_OUTPUT" ] || printf '// symbolcheck %s: passed.\\n' "$subcommand" > "$SYMBOLCHECK_OUTPUT"
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
