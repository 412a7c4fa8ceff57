import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `missing-layer-classes`: glyph shapes without a layer class in a template of version 3.0 or
/// later. One finding per file, at the first bare shape; classes on a group count from 5.0, as
/// actool reads them; a `LayerTree` and templates before 3.0 are left alone.
@Suite struct MissingLayerClassesRuleTests {
    /// The fixture at `version` with bare glyph groups and, per row, its square written as
    /// `shape` (`%@` for the path data).
    static func bare(version: String = "Template v.6.0", shape: String = #"<path d="%@"/>"#) -> TemplateFixture {
        var f = TemplateFixture()
        f.glyphLayerClasses = nil
        f.versionText = version
        for scale in Scale.allCases {
            f.glyphs["Regular-\(scale.rawValue)"] = shape.replacing(
                "%@", with: TemplateFixture.squarePath(side: TemplateFixture.side(scale)))
        }
        return f
    }

    @Test func pointsAtTheFirstBareShape() {
        expectSingle("missing-layer-classes", in: Self.bare().svg, at: "<path")
    }

    @Test func oneFindingNamesEveryVariant() throws {
        let result = check(Self.bare().svg)
        let d = try #require(result.diagnostics.first { $0.ruleID == "missing-layer-classes" })
        #expect(result.ruleIDs == ["missing-layer-classes"])
        #expect(
            d.message
                == "3 glyph shapes in all 3 variants (first Regular-S) have no layer class (`monochrome-0` …): one app's Control drew such a glyph empty"
        )
        #expect(d.severity == .warning)
        #expect(d.notes.map(\.message) == ["the same in every other variant"])
        #expect(
            d.help
                == #"put class="monochrome-0 multicolor-0:tintColor hierarchical-0:primary" on each glyph shape, as the SF Symbols app's exports do"#
        )
        #expect(d.suggestedRepair == d.repair)
    }

    @Test func oneBareShapeIsSaidInTheSingular() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="10" height="10" class="extra"/>"#
        // The group's classes count from 5.0: the fixture's 6.0 is quiet, 4.0 is not.
        #expect(check(f.svg).ruleIDs.isEmpty)
        f.versionText = "Template v.4.0"
        let d = try #require(check(f.svg).diagnostics.first { $0.ruleID == "missing-layer-classes" })
        #expect(d.message.hasPrefix("4 glyph shapes in all 3 variants"))
        var one = Self.bare(version: "Template v.4.0", shape: #"<path class="monochrome-0" d="%@"/>"#)
        one.glyphs["Regular-M"]! += #"<rect x="20" y="-60" width="10" height="10"/>"#
        let single = try #require(check(one.svg).diagnostics.first { $0.ruleID == "missing-layer-classes" })
        #expect(single.message.hasPrefix("a glyph shape in Regular-M has no layer class"))
        #expect(single.notes.isEmpty)
    }

    @Test func classesOnEachShapeAreQuietAtEveryVersion() {
        for version in ["Template v.3.0", "Template v.4.0", "Template v.6.0", "Template v.7.0"] {
            let f = Self.bare(version: version, shape: #"<path class="hierarchical-1:secondary" d="%@"/>"#)
            #expect(!check(f.svg).ruleIDs.contains("missing-layer-classes"), "\(version)")
        }
    }

    @Test func beforeVersionThreeThereAreNoLayers() {
        var f = Self.bare(version: "Template v.2.0")
        f.margins = [:]
        #expect(!check(f.svg).ruleIDs.contains("missing-layer-classes"))
    }

    @Test func aLayerTreeDeclaresTheLayers() {
        var f = Self.bare()
        f.glyphs["Regular-L"]! += "\n  </g>\n  <g id=\"LayerTree\"><g class=\"monochrome-0\"/>"
        #expect(!check(f.svg).ruleIDs.contains("missing-layer-classes"))
    }

    @Test func theXcodeProfileDoesNotReportIt() {
        #expect(check(Self.bare().svg, profile: .xcode).ruleIDs.isEmpty)
    }

    @Test func theRepairNamesEveryBareShapeWrittenInPlace() throws {
        let d = try #require(check(Self.bare().svg).diagnostics.first { $0.ruleID == "missing-layer-classes" })
        let repair = try #require(d.repair)
        #expect(repair.steps.count == 3)
        #expect(repair.steps.allSatisfy { $0.action == .addLayerClasses })
        #expect(!repair.drawnThroughUse)
    }

    /// The shared corpus: which of its 132 templates of version 3.0 and later get the warning.
    /// Apple's version 6 exports that declare a `LayerTree` do not; converters' files (SwiftDraw)
    /// with bare paths do, and so do the SF Symbols app's exports that wrote none (`126.svg`).
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func theCorpusFilesItFiresOn() throws {
        #expect(try corpusFindings("009.svg", "missing-layer-classes").isEmpty)  // LayerTree, v6.0
        #expect(try corpusFindings("003.svg", "missing-layer-classes").isEmpty)  // classes on every path
        #expect(try corpusFindings("032.svg", "missing-layer-classes").count == 1)  // SwiftDraw, v3.0
        #expect(try corpusFindings("126.svg", "missing-layer-classes").count == 1)  // Apple CoreSVG 149, v3.0
        #expect(try corpusFindings("001.svg", "missing-layer-classes").isEmpty)  // v2.0
    }
}
