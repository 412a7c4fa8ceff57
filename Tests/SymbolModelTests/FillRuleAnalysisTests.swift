import SVGModel
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// The fill-rule sampling runs glyphs on several threads from `parallelGlyphCount` glyphs on;
/// its findings must be exactly the one-glyph-at-a-time findings, in variant order.
@Suite struct FillRuleAnalysisTests {
    /// `Symbols/broken/nonzero-fill.svg` with its Regular-S/M/L copied into every weight: 27
    /// glyphs, each with the same nonzero finding in its M.
    static func allWeights() throws -> SymbolTemplate {
        let text = String(
            decoding: try #require(readBytes(packageRoot + "/Symbols/broken/nonzero-fill.svg")), as: UTF8.self)
        var blocks: [String] = []
        for scale in ["S", "M", "L"] {
            let start = try #require(text.firstRange(of: "<g id=\"Regular-\(scale)\""))
            let end = try #require(text[start.upperBound...].firstRange(of: "</g>"))
            blocks.append(String(text[start.lowerBound..<end.upperBound]))
        }
        var extra = ""
        for weight in Weight.allCases where weight != .regular {
            for block in blocks { extra += block.replacing("id=\"Regular-", with: "id=\"\(weight.rawValue)-") + "\n" }
        }
        let svg = text.replacing(blocks[2], with: blocks[2] + "\n" + extra)
        let doc = try XMLReader.read(SourceFile(path: "all-weights.svg", text: svg))
        return TemplateReader.read(SVGTreeBuilder.build(doc))
    }

    @Test func manyGlyphsGiveTheFindingsOfOneAtATimeInVariantOrder() throws {
        let template = try Self.allWeights()
        let glyphs = template.glyphs.values.sorted(by: { $0.variant < $1.variant }).filter(\.isGroup)
        #expect(glyphs.count == 27)
        #expect(glyphs.count >= FillRuleAnalysis.parallelGlyphCount)
        let serial = glyphs.flatMap { FillRuleAnalysis.findings(in: $0) }
        let parallel = FillRuleAnalysis.findings(template)
        #expect(serial.count == 9)  // every weight's Regular-M-like glyph
        #expect(parallel.map(\.glyph.variant) == serial.map(\.glyph.variant))
        #expect(parallel.map(\.difference.differingPixels) == serial.map(\.difference.differingPixels))
        #expect(parallel.map(\.shape.node.offset) == serial.map(\.shape.node.offset))
        // `--jobs 1` keeps it on one thread, with the same findings.
        let oneThread = FillRuleAnalysis.findings(template, acrossThreads: false)
        #expect(oneThread.map(\.glyph.variant) == serial.map(\.glyph.variant))
        #expect(oneThread.map(\.difference.differingPixels) == serial.map(\.difference.differingPixels))
    }
}
