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
            try Fixer.remaining(Array(mangled.utf8), path: "f.svg", config)
        }
        // The file as it was reads back, with its stroke finding.
        #expect(try Fixer.remaining(Array(stroke.utf8), path: "f.svg", config).map(\.ruleID) == ["stroke"])
    }
}
