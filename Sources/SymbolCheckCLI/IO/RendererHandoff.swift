import ArgumentParsing
import Platform
import Support
import SymbolCheck
import SymbolReport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck` does not link librsvg and cairo: loading them and their ~50 dependencies
/// costs more than checking a template. Invocations that draw are handed to
/// `symbolcheck-render` by replacing this process (`execv`: same arguments, same standard
/// streams, its exit status is ours).
///
/// Only the `symbolcheck-render` in the running executable's own folder is run, never one found
/// on PATH: a stale or foreign binary there would answer for this one. The handoff declares
/// the caller's version in `SYMBOLCHECK_RENDER_HANDOFF`; `symbolcheck-render` refuses to
/// continue when it is not its own (`refusalOfMismatchedCaller`), so the two binaries of one
/// run are always the same release.
enum RendererHandoff {
    static let executableName = "symbolcheck-render"
    static let versionVariable = "SYMBOLCHECK_RENDER_HANDOFF"
    /// Set by `SymbolCheckCommandPlugin` for the checker it runs, which has no renderer beside it.
    static let commandPluginVariable = "SYMBOLCHECK_COMMAND_PLUGIN"

    static func exec(_ arguments: [String]) -> Never {
        let sibling = siblingPath()
        if let path = sibling, access(path, X_OK) == 0 {
            setenv(versionVariable, ToolVersion.withCommit, 1)
            let argv = ([path] + arguments).map { strdup($0) } + [nil]
            execv(path, argv)
            for pointer in argv { free(pointer) }
        }
        let message =
            ProcessEnvironment.variables()[commandPluginVariable] != nil
            ? "error: `swift package symbolcheck` runs the checker only, and this command draws with `\(executableName)`, which the plugin does not build (docs/integration.md says why); run it from symbolcheck's checkout instead: `swift run --package-path <symbolcheck's folder> \(executableName) \(arguments.map(ShellWord.quote).joined(separator: " "))`\n"
            : missingRendererMessage(command: arguments.first, lookedFor: sibling ?? executableName)
        SymbolCheckTool.write(2, message)
        exit(ExitCode.error.rawValue)
    }

    /// What a drawing command says when `symbolcheck-render` is not built beside `symbolcheck`
    /// (the README builds the checker first, #44 item 3): the command that builds it, in the
    /// configuration of the running build (`.build/release` or `.build/debug`), or installing both.
    static func missingRendererMessage(command: String?, lookedFor path: String) -> String {
        let folder = ExecutablePath.folder(of: path) ?? ""
        let configuration = folder.hasSuffix("/release") ? " -c release" : ""
        let what = command.map { "`\($0)` draws" } ?? "drawing needs"
        return "error: \(what) with `\(executableName)`, which is not built beside `symbolcheck` (looked for \(path)); "
            + "build it in symbolcheck's checkout with `swift build\(configuration) --product \(executableName)`, "
            + "or install both binaries from the same build\n"
    }

    /// In `symbolcheck-render`: the message to stop with when a `symbolcheck` of another
    /// version handed this invocation over; nil when started directly or by its own release.
    static func refusalOfMismatchedCaller(environment: [String: String]) -> String? {
        guard let caller = environment[versionVariable], caller != ToolVersion.withCommit else { return nil }
        return
            "error: `symbolcheck` \(caller) handed drawing to `\(executableName)` \(ToolVersion.withCommit); install both binaries from the same build\n"
    }

    /// `symbolcheck-render` in the folder of the running executable's own file (links
    /// resolved, so a `symbolcheck` linked into a folder on PATH finds its real sibling);
    /// argv[0]'s folder only when the system does not say.
    static func siblingPath() -> String? {
        let executable = ExecutablePath.ofRunningProcess() ?? CommandLine.arguments.first ?? ""
        return ExecutablePath.folder(of: executable).map { $0 + "/" + executableName }
    }
}
