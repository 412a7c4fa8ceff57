import Foundation
import PackagePlugin

/// `swift package symbolcheck [--target NAME]… [SUBCOMMAND ARGUMENTS…]`: runs symbolcheck in the package's
/// folder (so relative paths and the nearest `.symbolcheck.json` mean what they mean in a shell there).
/// With no arguments it checks every asset catalog of the package's targets (or of the `--target`s
/// named); with arguments and `--target`s, those targets' catalogs are added after the arguments.
/// `fix` and `resize --in-place` rewrite files: run them with `--allow-writing-to-package-directory`.
@main
struct SymbolCheckCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let chosen = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let files = chosen.compactMap { $0 as? SourceModuleTarget }.flatMap { $0.sourceFiles.map(\.url) }
        try SymbolCheckRun.run(
            tool: SymbolCheckRun.tool { try context.tool(named: $0).url },
            in: context.package.directoryURL,
            arguments: extractor.remainingArguments,
            catalogs: targetNames.isEmpty && !extractor.remainingArguments.isEmpty ? [] : catalogFolders(among: files))
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
            let files = chosen.flatMap { $0.inputFiles.map(\.url) }
            try SymbolCheckRun.run(
                tool: SymbolCheckRun.tool { try context.tool(named: $0).url },
                in: context.xcodeProject.directoryURL,
                arguments: extractor.remainingArguments,
                catalogs: targetNames.isEmpty && !extractor.remainingArguments.isEmpty
                    ? [] : catalogFolders(among: files))
        }
    }
#endif

enum SymbolCheckRun {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// `symbolcheck-render` where the plugin has it (built from source): it runs every subcommand,
    /// drawing ones (fix, make, preview) included. `symbolcheck` hands those to the
    /// `symbolcheck-render` in its own folder, which SwiftPM's plugin tools lack (it names them
    /// `symbolcheck-tool` and `symbolcheck-render-tool`). A release's plugin package has the checker only.
    static func tool(_ named: (String) throws -> URL) throws -> URL {
        if let renderer = try? named("symbolcheck-render") { return renderer }
        return try named("symbolcheck")
    }

    static func run(tool: URL, in folder: URL, arguments: [String], catalogs: [URL]) throws {
        var arguments = arguments.isEmpty ? ["check"] : arguments
        if arguments == ["check"] && catalogs.isEmpty {
            throw Failure(description: "no asset catalog (*.xcassets) among the targets' files; name paths to check")
        }
        arguments += catalogs.map(\.path)
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // Standard output and error are inherited, so findings stream as symbolcheck prints them.
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // symbolcheck has printed the findings or the usage error; this only says it failed.
            throw Failure(
                description: "symbolcheck \(arguments.first ?? "") exited with status \(process.terminationStatus)")
        }
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
