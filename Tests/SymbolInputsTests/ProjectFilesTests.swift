import AppRules
import SymbolCheck
import SymbolInputs
import SymbolTestSupport
import TestSupport
import Testing
import XcodeProject

/// The project model and the built-product readers read through a `FileTree`: the projects
/// `controls` finds give their builds, and an `.ipa` is read in pieces.
@Suite struct ProjectFilesTests {
    /// The sample app copied into a tree in memory.
    static func sampleTree() -> MemoryFileTree {
        var tree = MemoryFileTree()
        let root = packageRoot + "/Examples/LockScreenCamera"
        func walk(_ relative: String) {
            let absolute = relative.isEmpty ? root : root + "/" + relative
            let names = listDirectory(absolute)
            if names.isEmpty, let bytes = readBytes(absolute) {
                tree.file("/app/" + relative, bytes: bytes)
                return
            }
            for name in names { walk(relative.isEmpty ? name : relative + "/" + name) }
        }
        walk("")
        return tree
    }

    @Test func theProjectsControlsFindsGiveTheirBuilds() throws {
        let tree = Self.sampleTree()
        let sources = AppSources.discover(["/app"], in: tree)
        #expect(sources.projectFiles == ["/app/LockScreenCamera.xcodeproj/project.pbxproj", "/app/project.yml"])
        // The spec beside the project it describes is left to the project (what Xcode builds).
        let targets = AppTargets.load(sources.projectFiles, in: tree, limit: 1 << 20)
        #expect(targets.projects.map(\.path) == ["/app/LockScreenCamera.xcodeproj/project.pbxproj"])
        let build = try #require(targets.builds(in: tree, limit: 1 << 20).first)
        #expect(build.problems == [])
        let capture = try #require(build.target(named: "LockScreenCameraCapture")?.configuration(named: "Release"))
        #expect(capture.infoPlist.path == "/app/LockScreenCameraCapture/Info.plist")
        #expect(
            capture.infoPlist.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"])?.place.description
                == "/app/LockScreenCameraCapture/Info.plist:7:3")
        #expect(
            capture.settings.value("BUNDLE_ID_PREFIX").assignment?.place.description
                == "/app/Configuration/Base.xcconfig:3:1")
    }

    /// An `.ipa` in a tree, read in pieces: the directory, then the Info.plists.
    @Test func anIPAIsReadInPieces() throws {
        var tree = MemoryFileTree()
        let bytes = try #require(readBytes(packageRoot + "/Tests/Fixtures/BuiltApps/LockScreenCamera.ipa"))
        tree.file("/dist/App.ipa", bytes: bytes)
        let file = try #require(TreeFileBytes(tree: tree, path: "/dist/App.ipa"))
        #expect(file.count == bytes.count)
        #expect(file.bytes(at: bytes.count - 22, count: 4) == [0x50, 0x4B, 0x05, 0x06])
        #expect(file.bytes(at: bytes.count - 2, count: 4) == nil)
        let product = BuiltProductReader.read(ipa: "/dist/App.ipa", bytes: file)
        #expect(product.apps.first?.extensions.map(\.folder) == ["PlugIns", "Extensions"])
        #expect(TreeFileBytes(tree: tree, path: "/dist") == nil)
    }
}
