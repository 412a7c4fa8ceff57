import SVGModel
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `open-subpath`: a filled subpath is not closed. One cause, one finding (#23 item 5): subpaths that end where they start without `Z` are one
/// habit, reported once with the variants listed as the grouped fill-rule findings list them;
/// a real gap is one finding per subpath of a shape across the variants.
@Suite struct OpenSubpathRuleTests {
    let side = TemplateFixture.side(.medium)

    /// A square per row whose contour returns to its start with `L`, without `Z`.
    static var unclosedSquares: String {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let side = TemplateFixture.side(scale)
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="M6 -\#(side)L\#(6 + side) -\#(side)L\#(6 + side) 0L6 0L6 -\#(side)"/>"#
        }
        return f.svg
    }

    @Test func subpathsThatEndAtTheirStartAreOneFindingForAllVariants() throws {
        let result = Checker.check(
            SourceFile(path: "t.svg", text: Self.unclosedSquares), configuration: CheckConfiguration())
        #expect(result.ruleIDs.filter { $0 == "open-subpath" } == ["open-subpath"])
        let d = try #require(result.diagnostics.first { $0.ruleID == "open-subpath" })
        #expect(
            d.message
                == "3 subpaths in all 3 variants (first Regular-S) are not closed: each ends where it starts but has no `Z`"
        )
        #expect(d.notes.map(\.message) == ["the same in every other variant"])
        // `fix` is suggested to add the `Z`s, shape by shape.
        #expect(d.suggestedRepair == d.repair)
        #expect(!d.repairActions.isEmpty)
        #expect(
            d.repairActions.allSatisfy {
                if case .closeSubpaths = $0 { return true }
                return false
            })
    }

    @Test func aGapInTwoVariantsIsOneFindingNamingBoth() throws {
        var f = TemplateFixture()
        for scale in [Scale.small, .medium] {
            let side = TemplateFixture.side(scale)
            f.glyphs["Regular-\(scale.rawValue)"] =
                #"<path d="M6 -\#(side)L\#(6 + side) -\#(side)L\#(6 + side) 0L6 0"/>"#
        }
        let result = Checker.check(SourceFile(path: "t.svg", text: f.svg), configuration: CheckConfiguration())
        let open = result.diagnostics.filter { $0.ruleID == "open-subpath" }
        #expect(open.count == 1)
        #expect(
            open.first?.message.hasPrefix("a subpath in Regular-S and 1 more variant is not closed: it ends up to ")
                == true)
        #expect(open.first?.notes.map(\.message) == ["the same in Regular-M"])
    }

    @Test func openSubpathPointsAtItsMove() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: side))M30 -60v10h10"/>"#
        expectSingle("open-subpath", in: f.svg, at: "M30 -60")
    }

    /// Corpus 128 (jellyfin/Swiftfin `dolby.atmos`): 216 subpaths in 27 variants that end where they start
    /// without `Z` were 216 warnings: one cause, one finding (#23 item 5).
    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpus128IsOneFinding() throws {
        let dir = try SharedFolder.corpus.require()
        let bytes = try #require(readBytes(dir + "/128.svg"))
        let result = Checker.check(SourceFile(path: "128.svg", bytes: bytes), configuration: CheckConfiguration())
        let open = result.diagnostics.filter { $0.ruleID == "open-subpath" }
        #expect(
            open.map(\.message) == [
                "216 subpaths in all 27 variants (first Ultralight-S) are not closed: each ends where it starts but has no `Z`"
            ])
    }
}
