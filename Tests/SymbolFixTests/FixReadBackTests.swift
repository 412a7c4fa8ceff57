import SVGModel
import SymbolCheck
import SymbolEdit
import TestSupport
import Testing

@testable import SymbolFix

/// Defence in depth: whatever a repair did, a result that does not read back as a template is
/// refused, never written. The fill-rule and stroke findings alone would not show it.
@Suite struct FixReadBackTests {
    @Test func aResultThatDoesNotReadBackAsATemplateIsRefused() throws {
        let stroke = String(
            decoding: try #require(readBytes(packageRoot + "/Symbols/broken/stroke.svg")), as: UTF8.self)
        // What the byte-offset bug of #17's review wrote into a Latin-1 file: an attribute
        // spliced into the middle of another's name.
        let mangled = stroke.replacing(
            #"<path class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary" d="M57.5936"#,
            with:
                #"<path clas style="stroke:none"s="monochrome-0 multicolor-0:tintColor hierarchical-0:primary" d="M57.5936"#
        )
        #expect(mangled != stroke)
        let config = Fixer.configuration(CheckConfiguration())
        #expect(
            throws: RewriteRefusal(
                "the fixed file would not read back as a symbol template: unexpected `s` [xml-malformed]; nothing was written",
                help: "this is a bug in symbolcheck fix; please report it with the file")
        ) {
            try Fixer.remaining(ReadBack(Array(mangled.utf8), path: "f.svg", limits: config.limits), config)
        }
        // The file as it was reads back, with its stroke finding.
        #expect(
            try Fixer.remaining(ReadBack(Array(stroke.utf8), path: "f.svg", limits: config.limits), config).map(
                \.ruleID)
                == ["stroke"])
    }

    /// A variable template with Draw data whose strokes `fix` outlines: the result is read back
    /// once (before, four times: whether it interpolates, its guide points, `fix`'s own rules,
    /// the user's settings), and every check of it asks that read (`FixOutcome.readBack`).
    @Test func theResultIsReadBackOnceAndEveryCheckAsksThatRead() throws {
        let lines = String(
            decoding: try #require(readBytes(packageRoot + "/Symbols/draw-camera-variable.svg")), as: UTF8.self
        ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var stroked = lines
        // The camera body of each source, a path without Draw guide points.
        for index in [47, 52, 57] {
            #expect(lines[index].hasPrefix("   <path class=") && !lines[index].contains("data-clipstroke"))
            stroked[index] = lines[index].replacing("<path ", with: ##"<path stroke="#000000" stroke-width="3" "##)
        }
        let source = SourceFile(path: "v.svg", text: stroked.joined(separator: "\n"))
        let outcome = try Fixer.fix(source, configuration: CheckConfiguration())
        #expect(outcome.changedAnything && outcome.staticWriteOut == nil)
        #expect(outcome.readBack.bytes == outcome.output)
        #expect(outcome.readBack.template?.hasDrawGuidePoints == true)
        #expect(Fixer.remainingErrors(outcome, path: "v.svg", configuration: CheckConfiguration()).isEmpty)
        // What remains is asked of the read-back, not of the bytes again: given the input's read
        // in its place, the strokes it still has are what remains.
        var asked = outcome
        asked.readBack = ReadBack(source.bytes, path: "v.svg", limits: ReaderLimits.default)
        #expect(
            Set(
                Fixer.remainingErrors(asked, path: "out.svg", configuration: CheckConfiguration()).map(
                    \.diagnostic.ruleID))
                == ["stroke"])
    }
}
