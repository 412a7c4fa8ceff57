import SymbolPreview
import Testing

@testable import SymbolCheckCLI

/// `symbolcheck` does not link the renderer; drawing runs in `symbolcheck-render`.
@Suite struct RendererSplitTests {
    @Test func helpTextsSpellOutTheRenderersValues() {
        #expect(CommandSpecs.previewViews == PreviewView.allCases.map(\.rawValue))
        #expect(CommandSpecs.otherPlatformTolerance.channel == GoldenTolerance.otherPlatform.channelTolerance)
        #expect(CommandSpecs.otherPlatformTolerance.share == GoldenTolerance.otherPlatform.maxDifferingShare)
    }

    @Test func theCheckingBinaryDoesNotLoadTheRenderer() throws {
        // The dynamic section lists the libraries loaded at start-up; librsvg must not be one.
        let binary = BinaryRunner.readBytes(BinaryRunner.binary)
        let render = BinaryRunner.readBytes(BinaryRunner.productsDirectory + "/symbolcheck-render")
        #expect(!binary.isEmpty && !render.isEmpty)
        #expect(!contains(binary, "librsvg-2.so"))
        #expect(contains(render, "librsvg-2.so"))
    }

    @Test func drawingCommandsAreHandedToTheRenderer() {
        let dir = BinaryRunner.makeTemporaryDirectory()
        defer { BinaryRunner.removeTree(dir) }
        let run = BinaryRunner.run(["preview", "Symbols/camera.svg", "-o", dir + "/camera.png"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(
            BinaryRunner.readBytes(dir + "/camera.png")
                == BinaryRunner.readBytes(BinaryRunner.packageRoot + "/golden/camera.light.png"))
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
