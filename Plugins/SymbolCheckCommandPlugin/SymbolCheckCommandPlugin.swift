import Foundation
import PackagePlugin

/// `swift package symbolcheck [--target NAME]… [SUBCOMMAND ARGUMENTS…]`: runs symbolcheck in the package's
/// folder (so relative paths and the nearest `.symbolcheck.json` mean what they mean in a shell there).
/// With no arguments it checks every asset catalog of the package's targets (or of the `--target`s
/// named), then the Controls of each such target whose Swift declares one (`controls` over its Swift
/// files and catalogs), as the build plugin does; with arguments and `--target`s, those targets'
/// catalogs are added after the arguments.
/// `resize --in-place` rewrites files: run it with `--allow-writing-to-package-directory`. The plugin
/// builds the checker only (Package.swift says why): the commands that draw say how to run them instead.
@main
struct SymbolCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let chosen = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let targetFiles = chosen.compactMap { $0 as? SourceModuleTarget }.map { $0.sourceFiles.map(\.url) }
        try SymbolCheckRun.run(
            tool: SymbolCheckRun.tool { try context.tool(named: $0).url },
            in: context.package.directoryURL,
            arguments: extractor.remainingArguments,
            catalogs: targetNames.isEmpty && !extractor.remainingArguments.isEmpty
                ? [] : catalogFolders(among: targetFiles.flatMap { $0 }),
            targets: targetFiles)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    // In an app project: the same, with the project's targets (File → Packages is not needed; the
    // project's context menu lists the command).
    extension SymbolCheckCommandPlugin: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            var extractor = ArgumentExtractor(arguments)
            let targetNames = extractor.extractOption(named: "target")
            let chosen = context.xcodeProject.targets.filter {
                targetNames.isEmpty || targetNames.contains($0.displayName)
            }
            let targetFiles = chosen.map { $0.inputFiles.map(\.url) }
            try SymbolCheckRun.run(
                tool: SymbolCheckRun.tool { try context.tool(named: $0).url },
                in: context.xcodeProject.directoryURL,
                arguments: extractor.remainingArguments,
                catalogs: targetNames.isEmpty && !extractor.remainingArguments.isEmpty
                    ? [] : catalogFolders(among: targetFiles.flatMap { $0 }),
                targets: targetFiles)
        }
    }
#endif

enum SymbolCheckRun {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The checker (a release's plugin package has the same one, as a binary).
    static func tool(_ named: (String) throws -> URL) throws -> URL { try named("symbolcheck") }

    /// Set for the checker's process, so a command that draws says how to run it without the plugin.
    static let pluginVariable = "SYMBOLCHECK_COMMAND_PLUGIN"

    /// `arguments` (with the catalogs after them); with none, `check` of the catalogs, then
    /// `controls` of each target (its files in `targets`) whose Swift names `ControlWidget`, over
    /// its Swift files and catalogs: what the build plugin checks (#44: the default skipped the
    /// Controls). Every run goes ahead; the command fails when one did.
    static func run(tool: URL, in folder: URL, arguments: [String], catalogs: [URL], targets: [[URL]]) throws {
        let controls = arguments.isEmpty ? targets.compactMap(controlsPaths(of:)) : []
        var runs: [[String]] = []
        if arguments.isEmpty {
            if !catalogs.isEmpty { runs.append(["check"] + catalogs.map(\.path)) }
            runs += controls.map { ["controls"] + $0.map(\.path) }
            if runs.isEmpty {
                throw Failure(
                    description:
                        "no asset catalog (*.xcassets) and no Control among the targets' files; name paths to check")
            }
        } else {
            runs.append(arguments + catalogs.map(\.path))
        }
        var failed: [String] = []
        for arguments in runs {
            let status = try runOnce(tool: tool, in: folder, arguments: arguments)
            if status != 0 { failed.append("symbolcheck \(arguments.first ?? "") exited with status \(status)") }
        }
        // symbolcheck has printed the findings or the usage error; this only says which run failed.
        guard failed.isEmpty else { throw Failure(description: failed.joined(separator: "; ")) }
    }

    /// The target's Swift files and catalogs, when one of the Swift files names `ControlWidget`.
    static func controlsPaths(of files: [URL]) -> [URL]? {
        let swiftFiles = files.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
        let declaresControl = swiftFiles.contains { file in
            (try? Data(contentsOf: file)).map { $0.range(of: Data("ControlWidget".utf8)) != nil } ?? false
        }
        return declaresControl ? swiftFiles + catalogFolders(among: files) : nil
    }

    /// Runs the checker once; its exit status (-1 when it did not exit).
    static func runOnce(tool: URL, in folder: URL, arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging([pluginVariable: "1"]) { $1 }
        // Standard output and error are inherited, so findings stream as symbolcheck prints them.
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .exit ? process.terminationStatus : -1
    }
}

/// The `.xcassets` folders that the given files are, or lie in, each once, in order. (The build plugin
/// has the same few lines: plugins cannot share a library target.)
private func catalogFolders(among files: [URL]) -> [URL] {
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
