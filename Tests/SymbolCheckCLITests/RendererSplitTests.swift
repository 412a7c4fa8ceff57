import Platform
import Support
import SymbolCheck
import SymbolCheckRenderCLI
import SymbolPreview
import Testing

@testable import SymbolCheckCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `symbolcheck` does not link the renderer; drawing runs in `symbolcheck-render`.
@Suite struct RendererSplitTests {
    @Test func helpTextsSpellOutTheRenderersValues() {
        #expect(PreviewArguments.Appearance.allCases.map(\.rawValue) == PreviewView.allCases.map(\.rawValue))
        #expect(PreviewArguments.Appearance.golden.map(\.rawValue) == PreviewView.goldenViews.map(\.rawValue))
        #expect(GoldenArguments.otherPlatformTolerance.channel == GoldenTolerance.otherPlatform.channelTolerance)
        #expect(GoldenArguments.otherPlatformTolerance.share == GoldenTolerance.otherPlatform.maxDifferingShare)
    }

    @Test func everyDrawingCommandHasItsCodeInTheRenderer() {
        let drawing = CommandTable.entries.map(\.spec.name).filter { RenderingCommands.support.commands[$0] != nil }
        #expect(drawing == ["fix", "make", "preview", "golden", "report"])
        #expect(Set(RenderingCommands.support.commands.keys) == Set(drawing))
    }

    @Test func theCheckingBinaryDoesNotLoadTheRenderer() throws {
        // The dynamic section (ELF) or the load commands (Mach-O) list the libraries loaded at
        // start-up; librsvg must not be one. Debian names it librsvg-2.so.2, Homebrew
        // librsvg-2.2.dylib.
        let binary = BinaryRunner.readBytes(BinaryRunner.binary)
        let render = BinaryRunner.readBytes(BinaryRunner.productsDirectory + "/symbolcheck-render")
        #expect(!binary.isEmpty && !render.isEmpty)
        #expect(!contains(binary, "librsvg-2."))
        #expect(contains(render, "librsvg-2."))
    }

    @Test func drawingCommandsAreHandedToTheRenderer() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        let run = BinaryRunner.run(["preview", "Symbols/camera.svg", "-o", dir + "/camera.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(BinaryRunner.isPreviewSheet(BinaryRunner.readBytes(dir + "/camera.png"), of: "Symbols/camera.svg"))
    }

    func contains(_ haystack: [UInt8], _ needle: String) -> Bool {
        let n = Array(needle.utf8)
        guard haystack.count >= n.count else { return false }
        var i = 0
        while i <= haystack.count - n.count {
            if haystack[i] == n[0], Array(haystack[i..<(i + n.count)]) == n { return true }
            i += 1
        }
        return false
    }
}

/// `symbolcheck` hands drawing only to the `symbolcheck-render` beside it, and that one
/// refuses a caller of another version.
@Suite struct RendererHandoffTests {
    /// A copy of `symbolcheck` alone in a fresh folder (a copy, not a link: the sibling is looked
    /// for beside the file itself).
    static func lonelyCopy() -> String {
        let dir = BinaryRunner.makeTemporaryDirectory()
        BinaryRunner.writeFile(dir + "/symbolcheck", BinaryRunner.readBytes(BinaryRunner.binary))
        chmod(dir + "/symbolcheck", 0o755)
        return dir
    }

    @Test func aRendererOnPathIsNotUsed() {
        let dir = Self.lonelyCopy()
        defer { BinaryRunner.removeTree(dir) }
        let run = BinaryRunner.run(
            ["preview", "Symbols/camera.svg", "-o", dir + "/camera.png"],
            environment: ["PATH": BinaryRunner.productsDirectory + ":/usr/bin:/bin"],
            executable: dir + "/symbolcheck")
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "error: `preview` draws with `symbolcheck-render`, which is not built beside `symbolcheck` (looked for \(ExecutablePath.resolved(dir))/symbolcheck-render); build it in symbolcheck's checkout with `swift build --product symbolcheck-render`, or install both binaries from the same build\n"
        )
        #expect(BinaryRunner.listDirectory(dir) == ["symbolcheck"])
    }

    /// The README builds the checker first (#44 item 3): a drawing command run from a release
    /// build without the renderer names the command that builds it, in the same configuration.
    @Test func aReleaseCheckerWithoutItsRendererSaysWhichBuildMakesIt() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        #expect(mkdir(dir + "/release", 0o755) == 0)
        BinaryRunner.writeFile(dir + "/release/symbolcheck", BinaryRunner.readBytes(BinaryRunner.binary))
        chmod(dir + "/release/symbolcheck", 0o755)
        let run = BinaryRunner.run(
            ["make", "Symbols/plain/bolt.svg", "-o", dir + "/bolt.svg"], executable: dir + "/release/symbolcheck")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("error: `make` draws with `symbolcheck-render`, which is not built beside"))
        #expect(run.stderr.contains("`swift build -c release --product symbolcheck-render`"), "\(run.stderr)")
        #expect(BinaryRunner.listDirectory(dir) == ["release"])
    }

    /// Homebrew and Mint link `symbolcheck` into a folder on PATH and users run it by name:
    /// argv[0] is then `symbolcheck`, without a folder, and the renderer is still found
    /// beside the file the link leads to.
    @Test func aSymbolcheckRunByNameThroughALinkOnPathFindsItsRenderer() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        #expect(symlink(BinaryRunner.binary, dir + "/symbolcheck") == 0)
        let run = BinaryRunner.run(
            ["-c", "exec symbolcheck preview Symbols/camera.svg -o \"$0\"", dir + "/camera.png"],
            environment: ["PATH": dir + ":/usr/bin:/bin"], executable: "/bin/sh")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(BinaryRunner.isPreviewSheet(BinaryRunner.readBytes(dir + "/camera.png"), of: "Symbols/camera.svg"))
    }

    @Test func theSiblingIsToldTheCallersVersion() {
        let dir = Self.lonelyCopy()
        defer { BinaryRunner.removeTree(dir) }
        let standIn = "#!/bin/sh\necho \"$SYMBOLCHECK_RENDER_HANDOFF $*\"\n"
        BinaryRunner.writeFile(dir + "/symbolcheck-render", Array(standIn.utf8))
        chmod(dir + "/symbolcheck-render", 0o755)
        let run = BinaryRunner.run(
            ["preview", "Symbols/camera.svg", "-o", "x.png"], executable: dir + "/symbolcheck")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "\(ToolVersion.withCommit) preview Symbols/camera.svg -o x.png\n")
    }

    @Test func theRendererRefusesACallerOfAnotherVersion() {
        let render = BinaryRunner.productsDirectory + "/symbolcheck-render"
        let refused = BinaryRunner.run(
            ["preview", "Symbols/camera.svg", "-o", "/dev/null"],
            environment: ["SYMBOLCHECK_RENDER_HANDOFF": "0.0.1"], executable: render)
        #expect(refused.status == 2)
        #expect(
            refused.stderr
                == "error: `symbolcheck` 0.0.1 handed drawing to `symbolcheck-render` \(ToolVersion.withCommit); install both binaries from the same build\n"
        )
        #expect(refused.stdout == "")
        let same = BinaryRunner.run(
            ["--version"], environment: ["SYMBOLCHECK_RENDER_HANDOFF": ToolVersion.withCommit], executable: render)
        #expect(same.status == 0, "\(same.stderr)")
        // The same release from another commit is another build: refused too.
        let otherCommit = BinaryRunner.run(
            ["--version"], environment: ["SYMBOLCHECK_RENDER_HANDOFF": ToolVersion.current + "+000000000000"],
            executable: render)
        #expect(otherCommit.status == 2, "\(otherCommit.stdout)")
    }
}
