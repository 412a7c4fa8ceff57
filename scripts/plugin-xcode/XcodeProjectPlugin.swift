// A stand-in for Xcode's XcodeProjectPlugin module, so that `scripts/plugin-test` can compile
// SymbolCheckBuildPlugin's Xcode branch on Linux and run the commands it makes. It declares only
// what the plugin uses, with the names and types of Apple's documented API (Xcode 16):
// `XcodeBuildToolPlugin.createBuildCommands(context:target:)`, `XcodePluginContext.xcodeProject`,
// `.pluginWorkDirectoryURL`, `.tool(named:)`, `XcodeProject.directoryURL`, `XcodeTarget.displayName`,
// `.product`, `.inputFiles`, `XcodeProduct.kind` and `XcodeProduct.Kind`'s cases (and
// `XcodeProject.targets`, which the test walks as Xcode would). The rest of the API (ids, names,
// `filePaths`, `dependencies`) is left out; the memberwise initialisers are the stub's own
// (Xcode makes these values). PackagePlugin is the toolchain's own: its internal initialisers of
// `PluginContext.Tool`, `File` and `FileList` are reached through its `PackagePluginInternal` SPI.
import Foundation
@_spi(PackagePluginInternal) import PackagePlugin

public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL
    let tools: [String: URL]

    public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: URL]) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }

    public func tool(named name: String) throws -> PluginContext.Tool {
        guard let url = tools[name] else { throw StubError.noTool(name) }
        return PluginContext.Tool(name: name, path: Path(url.path), url: url)
    }
}

public enum StubError: Error { case noTool(String) }

public struct XcodeProject {
    public let directoryURL: URL
    public let targets: [XcodeTarget]

    public init(directoryURL: URL, targets: [XcodeTarget]) {
        self.directoryURL = directoryURL
        self.targets = targets
    }
}

public struct XcodeTarget {
    public let displayName: String
    public let product: XcodeProduct?
    public let inputFiles: FileList

    public init(displayName: String, product: XcodeProduct?, inputFiles: [URL]) {
        self.displayName = displayName
        self.product = product
        self.inputFiles = FileList(inputFiles.map { File(url: $0, type: .source) })
    }
}

public struct XcodeProduct {
    public let kind: Kind

    public init(kind: Kind) { self.kind = kind }

    public enum Kind {
        case application
        case executable
        case framework
        case library
        case other(String)
    }
}
