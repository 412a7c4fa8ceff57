import AppRules
import FileAccess
import SymbolCheck
import SymbolPreview
import SymbolReport
import Testing

@testable import SymbolCheckCLI
@testable import SymbolCheckRenderCLI

/// `symbolcheck preview` and `check --preview`, run as a user runs them.
@Suite struct PreviewCLITests {
    typealias R = PreviewCLIRunner

    @Test func theNewSpecsAreWellFormed() {
        #expect(PreviewArguments.spec.specificationProblems == [])
        #expect(GoldenArguments.spec.specificationProblems == [])
        #expect(CheckArguments.spec.specificationProblems == [])
    }

    @Test func previewFilesAreNamedAfterTheInput() {
        func name(_ path: String, symbol: String? = nil) -> String {
            PreviewCommand.previewFileName(
                for: CheckResult(path: path, source: nil, diagnostics: [], symbol: symbol), in: POSIXFileTree())
        }
        #expect(name("Symbols/camera.svg") == "camera.png")
        #expect(name("-") == "stdin.png")
        #expect(name("a/b/Icon.SVG") == "Icon.png")
        #expect(name("notes") == "notes.png")
        #expect(name("missing/Star.symbolset/x.svg", symbol: "missing/Star.symbolset") == "Star.png")
        #expect(ShellWord.quote("Assets.xcassets/a b") == "'Assets.xcassets/a b'")
        #expect(ShellWord.quote("it's") == #"'it'\''s'"#)
    }

    static func golden(_ name: String) throws -> [UInt8] { try R.readFile(R.packageRoot + "/golden/" + name) }

    /// camera.svg's light sheet read from standard input: camera.light.png but for the header,
    /// which names the symbol "stdin".
    static func cameraFromStandardInput() throws -> [UInt8] {
        try Previewer.png(svg: try R.readFile(R.packageRoot + "/Symbols/camera.svg"), path: "-", view: .light).png
    }

    /// It says what it wrote, on standard error (standard output may be the PNG, `-o -`), and
    /// refuses an OUT named .svg, which would pass for a template or replace one (#44).
    @Test func previewWritesTheSheetAndSaysSo() throws {
        let out = try R.temporaryDirectory("preview") + "/camera.png"
        let run = try R.run(["preview", "Symbols/camera.svg", "-o", out])
        #expect(run.status == 0)
        #expect(run.stdout == "")
        #expect(run.stderr == "wrote \(out): the preview sheet of Symbols/camera.svg\n")
        let svgName = try R.temporaryDirectory("preview-svg") + "/camera.svg"
        let refused = try R.run(["preview", "Symbols/camera.svg", "-o", svgName])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.hasPrefix(
                "Error: '\(svgName)' names an SVG file, and `preview` writes a PNG image; name it .png"))
        #expect(!R.exists(svgName))
        // The same bytes as the committed golden: deterministic across processes and runs.
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(out), of: "Symbols/camera.svg"))
    }

    @Test func appearanceAndScaleChangeTheSheet() throws {
        let dir = try R.temporaryDirectory("preview")
        #expect(
            try R.run(["preview", "Symbols/camera.svg", "-o", dir + "/dark.png", "--appearance", "dark"]).status == 0)
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(dir + "/dark.png"), of: "Symbols/camera.svg", view: .dark))
        // iOS 18's tinted appearance: accepted, and drawn in its own colours.
        let tinted = try R.run(["preview", "Symbols/camera.svg", "-o", dir + "/tinted.png", "--appearance", "tinted"])
        #expect(tinted.status == 0)
        #expect(tinted.stderr == "wrote \(dir)/tinted.png: the preview sheet of Symbols/camera.svg\n")
        #expect(
            BinaryRunner.isPreviewSheet(try R.readFile(dir + "/tinted.png"), of: "Symbols/camera.svg", view: .tinted))
        #expect(try R.readFile(dir + "/tinted.png") != (try R.readFile(dir + "/dark.png")))
        #expect(try R.run(["preview", "Symbols/camera.svg", "--output", dir + "/big.png", "--scale", "2"]).status == 0)
        let one = try #require(R.pngSize(try Self.golden("camera.light.png")))
        let two = try #require(R.pngSize(try R.readFile(dir + "/big.png")))
        #expect(two.width == 2 * one.width && two.height == 2 * one.height)
    }

    @Test func standardInputIsReadForADash() throws {
        let out = try R.temporaryDirectory("preview") + "/stdin.png"
        let run = try R.run(["preview", "-", "-o", out], stdin: try R.readFile(R.packageRoot + "/Symbols/camera.svg"))
        #expect(run.status == 0)
        #expect(try R.readFile(out) == (try Self.cameraFromStandardInput()))
    }

    @Test func aFileOverTheInputLimitIsWordedOneWayByEveryDrawingCommand() throws {
        let dir = try R.temporaryDirectory("preview")
        let camera = try R.readFile(R.packageRoot + "/Symbols/camera.svg")
        // The advice is worded as every report words it, for the command's settings: `golden`
        // reads no config file, so it names the flag only.
        let problem =
            "the file is \(camera.count) bytes, more than the limit of 100; raise the limit with --max-input-bytes"
        let expected = problem + #" (or "maxInputBytes" in .symbolcheck.json) if this file is genuine"#
        let file = try R.run(["preview", "Symbols/camera.svg", "-o", dir + "/x.png", "--max-input-bytes", "100"])
        #expect(file.status == 2)
        #expect(file.stderr == "error: Symbols/camera.svg: \(expected)\n")
        let standardInput = try R.run(
            ["preview", "-", "-o", dir + "/x.png", "--max-input-bytes", "100"], stdin: camera)
        #expect(standardInput.status == 2)
        #expect(standardInput.stderr == "error: -: \(expected)\n")
        let golden = try R.run(
            ["golden", "verify", "Symbols/camera.svg", "--golden-dir", dir, "--max-input-bytes", "100"])
        #expect(golden.status == 2)
        #expect(golden.stderr.contains("error: Symbols/camera.svg: \(problem) if this file is genuine\n"))
        #expect(!R.exists(dir + "/x.png"))
    }

    @Test func omittedRowsAreNotedOnStandardError() throws {
        let out = try R.temporaryDirectory("preview") + "/x.png"
        let run = try R.run(["preview", "Symbols/broken/missing-glyph.svg", "-o", out])
        #expect(run.status == 0)
        #expect(
            run.stderr == "note: Symbols/broken/missing-glyph.svg: no Large row: the template has no Regular-L\n"
                + "wrote \(out): the preview sheet of Symbols/broken/missing-glyph.svg\n")
        #expect(R.exists(out))
    }

    @Test func aTemplateWithNothingToDrawExitsWithOne() throws {
        let dir = try R.temporaryDirectory("preview")
        let svg =
            #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200"><g id="Symbols"><g id="Bold-M"><rect width="9" height="9"/></g></g></svg>"#
        try R.writeFile(Array(svg.utf8), to: dir + "/bold.svg")
        let run = try R.run(["preview", dir + "/bold.svg", "-o", dir + "/bold.png"])
        #expect(run.status == 1)
        #expect(
            run.stderr == "error: \(dir)/bold.svg: nothing to preview: no Small row: the template has no Regular-S; "
                + "no Medium row: the template has no Regular-M; no Large row: the template has no Regular-L\n")
        #expect(!R.exists(dir + "/bold.png"))
    }

    @Test func unreadableInputAndUnwritableOutputExitWithTwo() throws {
        let dir = try R.temporaryDirectory("preview")
        let missing = try R.run(["preview", "nope.svg", "-o", dir + "/x.png"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: nope.svg: cannot read the file: no such file or directory\n")
        let notSVG = try R.run(["preview", "Symbols/broken/not-svg.svg", "-o", dir + "/x.png"])
        #expect(notSVG.status == 2)
        #expect(
            notSVG.stderr
                == "error: Symbols/broken/not-svg.svg: cannot read the template: the root element is <symbol>, not <svg>\n"
        )
        // A folder that cannot be made: a file stands where it would go.
        try R.writeFile(Array("x".utf8), to: dir + "/file")
        let unwritable = try R.run(["preview", "Symbols/camera.svg", "-o", dir + "/file/sub/x.png"])
        #expect(unwritable.status == 2)
        #expect(
            unwritable.stderr
                == "error: cannot create the folder of '\(dir)/file/sub/x.png': '\(dir)/file' exists and is not a folder\n"
        )
        #expect(!R.exists(dir + "/x.png"))
    }

    @Test func usageErrorsExitWithTwo() throws {
        let noOutput = try R.run(["preview", "Symbols/camera.svg"])
        #expect(noOutput.status == 2)
        #expect(noOutput.stderr.contains("-o"))
        let badScale = try R.run(["preview", "Symbols/camera.svg", "-o", "/tmp/x.png", "--scale", "9"])
        #expect(badScale.status == 2)
        #expect(badScale.stderr.hasPrefix("Error: '--scale' must be a whole number from 1 to 4."))
        let badAppearance = try R.run(["preview", "Symbols/camera.svg", "-o", "/tmp/x.png", "--appearance", "sepia"])
        #expect(badAppearance.status == 2)
    }

    @Test func helpDocumentsTheExitStatus() throws {
        let run = try R.run(["preview", "--help"])
        #expect(run.status == 0)
        let flat = run.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(
            flat.contains(
                "Exit status: 0 when the PNG was written; 1 when the template has no Regular-S, -M or -L glyph with ink and baseline and capline guides (nothing to draw); 2 on a usage error"
            ))
        #expect(flat.contains("--appearance <appearance>"))
    }

    // MARK: check --preview

    @Test func checkWritesOnePreviewPerInputNamedAfterIt() throws {
        let dir = try R.temporaryDirectory("check-preview") + "/previews"
        let run = try R.run(
            ["check", "--preview", dir, "Symbols/camera.svg", "-"],
            stdin: try R.readFile(R.packageRoot + "/Symbols/camera.svg"))
        #expect(run.status == 0)
        #expect(run.stderr == "")
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(dir + "/camera.png"), of: "Symbols/camera.svg"))
        #expect(try R.readFile(dir + "/stdin.png") == (try Self.cameraFromStandardInput()))
    }

    @Test func checkKeepsItsVerdictAndNotesFilesWithoutAPreview() throws {
        let dir = try R.temporaryDirectory("check-preview")
        let run = try R.run(["check", "--preview", dir, "Symbols/camera-puny.svg", "Symbols/broken/xml-malformed.svg"])
        #expect(run.status == 1)
        #expect(
            run.stderr == "note: Symbols/broken/xml-malformed.svg: no preview written: cannot read the template: "
                + "the end tag </rect> does not match the start tag <path>\n")
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(dir + "/camera-puny.png"), of: "Symbols/camera-puny.svg"))
        #expect(!R.exists(dir + "/xml-malformed.png"))
    }

    /// Two files of one name in different folders: one sheet when they are the same bytes, one
    /// each, named after their folders, when they differ (the same file named twice is one input).
    @Test func twoInputsWithTheSameNameDoNotOverwriteEachOther() throws {
        let dir = try R.temporaryDirectory("check-preview")
        let other = try R.temporaryDirectory("check-preview-input")
        BinaryRunner.writeFile(other + "/camera.svg", BinaryRunner.readBytes(R.packageRoot + "/Symbols/camera.svg"))
        let same = try R.run(["check", "--quiet", "--preview", dir, "Symbols/camera.svg", other + "/camera.svg"])
        #expect(same.status == 0)
        #expect(same.stderr == "")
        #expect(BinaryRunner.listDirectory(dir) == ["camera.png"])
        BinaryRunner.writeFile(
            other + "/camera.svg", BinaryRunner.readBytes(R.packageRoot + "/Symbols/camera-variable.svg"))
        let differ = try R.run([
            "check", "--quiet", "--preview", dir + "/2", "Symbols/camera.svg", other + "/camera.svg",
        ])
        let otherFolder = String(other.split(separator: "/").last ?? "")
        #expect(differ.status == 0)
        #expect(BinaryRunner.listDirectory(dir + "/2") == ["camera+Symbols.png", "camera+\(otherFolder).png"].sorted())
        #expect(BinaryRunner.isPreviewSheet(try R.readFile(dir + "/2/camera+Symbols.png"), of: "Symbols/camera.svg"))
        #expect(
            try R.run(["check", "--quiet", "Symbols/camera.svg", "Symbols/broken/../camera.svg"]).stdout.hasPrefix(
                "1 symbol: "))
    }
}
