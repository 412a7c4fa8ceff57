import SymbolCheck
import SymbolReport
import SymbolTestSupport
import Testing

@testable import SymbolCheckCLI

@Suite struct CompactedResultTests {
    @Test func aCompactedResultReportsExactlyLikeTheFullOne() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" fill-opacity="0.5" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let full = check(f.svg)
        let compact = full.compacted()
        #expect(compact.source == nil)
        let context = ReportContext(configuration: CheckConfiguration(), toolVersion: "t")
        for format in OutputFormat.allCases {
            #expect(
                format.reporter.report([compact], context: context) == format.reporter.report([full], context: context),
                "\(format)")
        }
    }
}
