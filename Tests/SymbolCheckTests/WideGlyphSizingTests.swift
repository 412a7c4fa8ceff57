import SVGModel
import Support
import TestSupport
import Testing

@testable import SymbolCheck

/// A wide bar, a flat minus and a tall narrow glyph through `check` and `resize`; a variable
/// template's derived rows as one finding; the Control Center tile's symbol area; and the
/// corpus's `git.commit`, the glyph the issue saw blown past the tile.
@Suite struct WideGlyphSizingTests {
    static let cap = AppleTemplate.capHeight

    /// Regular-S/M/L bars, `width` × `height` at M (scaled by Apple's factors in S and L).
    static func bars(width: Double, height: Double) -> String {
        var f = TemplateFixture()
        for scale in Scale.allCases {
            let k = scale.designFactor
            f.drawBar("Regular-\(scale.rawValue)", width: width * k, height: height * k)
        }
        return f.svg
    }

    static func messages(_ svg: String, target: Double = 1.45) -> [String] {
        check(svg) { $0.sizeTarget.ratio = target }.diagnostics.map { "\($0.ruleID): \($0.message)" }
    }

    @Test func aWideBarIsSizedByItsWidth() throws {
        let svg = Self.bars(width: 2.4 * Self.cap, height: 20)
        #expect(
            Self.messages(svg) == [
                "glyph-size: Regular-S is 1.879× the cap height wide, too large for the target width 1.589× ± 5%: scale it by 0.8458",
                "glyph-size: Regular-M is 2.400× the cap height wide, too large for the target width 2.030× ± 5%: scale it by 0.8458",
                // Regular-L, 2.4 × 1.29 cap heights = 218 units, also passes the tile's edge.
                "glyph-overflows-tile: Regular-L is 218.1411 × 25.8 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)",
                "glyph-size: Regular-L is 3.096× the cap height wide, too large for the target width 2.619× ± 5%: scale it by 0.8458",
            ])
        let outcome = try resizeText(svg)
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(after.size.judgedBy == .width)
            #expect(abs(after.width / Self.cap - 1.45 * 1.4 * scale.designFactor) < 1e-5, "\(scale)")
        }
        #expect(Self.messages(String(decoding: outcome.output, as: UTF8.self)) == [])
    }

    @Test func aFlatMinusGrowsToTheBoxWidthNotToTheAnchorHeight() throws {
        // 0.9 × 0.1 cap heights: by height it would be scaled 14.5×, to 13 cap heights wide.
        let svg = Self.bars(width: 0.9 * Self.cap, height: 0.1 * Self.cap)
        #expect(
            Self.messages(svg) == [
                "glyph-size: Regular-S is 0.705× the cap height wide, too small for the target width 1.589× ± 5%: scale it by 2.2556",
                "glyph-size: Regular-M is 0.900× the cap height wide, too small for the target width 2.030× ± 5%: scale it by 2.2556",
                "glyph-size: Regular-L is 1.161× the cap height wide, too small for the target width 2.619× ± 5%: scale it by 2.2556",
            ])
        let outcome = try resizeText(svg)
        let m = try #require(outcome.after[.regularM])
        #expect(abs(m.width / Self.cap - 2.03) < 1e-5)
        #expect(abs(m.height / Self.cap - 0.1 * 2.03 / 0.9) < 1e-5)
        #expect(Self.messages(String(decoding: outcome.output, as: UTF8.self)) == [])
    }

    @Test func aTallNarrowGlyphKeepsTheAnchor() throws {
        let svg = Self.bars(width: 14, height: 1.2 * Self.cap)
        #expect(
            Self.messages(svg)
                == [
                    "glyph-size: Regular-S is 1.200× the cap height, too small for the target 1.450× ± 5%: scale it by 1.2083",
                    "glyph-size: Regular-M is 1.200× the cap height, too small for the target 1.450× ± 5%: scale it by 1.2083",
                    "glyph-size: Regular-L is 1.200× the cap height, too small for the target 1.450× ± 5%: scale it by 1.2083",
                ].enumerated().map { k, line in
                    // S and L are 1.2 × their factor × the cap height, against 1.45 × the same factor.
                    let scale = Scale.allCases[k]
                    return line.replacing("1.200×", with: "\(fixed(1.2 * scale.designFactor, 3))×")
                        .replacing("1.450×", with: "\(fixed(1.45 * scale.designFactor, 3))×")
                })
        let outcome = try resizeText(svg)
        let l = try #require(outcome.after[.regularL])
        #expect(l.size.judgedBy == .height)
        #expect(abs(l.ratio - 1.45 * 1.29) < 1e-5)
    }

    @Test func aVariableTemplatesDerivedRowsAreOneFindingAtRegularS() throws {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M6 -70h60v70h-60zM20 -50v30h30v-30z"/>"#,
            "Regular-S": #"<path d="M6 -72h64v74h-64zM22 -52v34h32v-34z"/>"#,
            "Black-S": #"<path d="M6 -75h70v80h-70zM26 -55v40h30v-40z"/>"#,
        ]
        f.margins = [:]
        let result = check(f.svg)
        let size = result.diagnostics.filter { $0.ruleID == "glyph-size" }
        #expect(size.count == 1)
        let finding = try #require(size.first)
        #expect(
            finding.message
                == "Regular-S is 1.050× the cap height, too small for the target 1.135× ± 5%: scale it by 1.0810")
        let template = try #require(readTemplate(Array(f.svg.utf8)))
        #expect(finding.range == template.glyph(.regularS).map { template.tree.span(of: $0.node) })
        #expect(
            finding.notes.map(\.message) == [
                "height 74 units, cap height 70.459 units",
                "0.94× the height of the reference symbol at this scale",
                "Regular-M is 1.341× the cap height, too small for the target 1.450× ± 5% (derived from Regular-S)",
                "Regular-L is 1.730× the cap height, too small for the target 1.871× ± 5% (derived from Regular-S)",
            ])
    }

    @Test func aGlyphPastTheSymbolAreaFailsAndResizeStopsAtIt() throws {
        // Aim at 2.5× the cap height: Regular-L's target (227 units) is past the 200-unit area.
        let side = 1.45 * 1.29 * Self.cap
        var f = TemplateFixture()
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
        let messages = Self.messages(f.svg, target: 2.5)
        #expect(
            messages.contains(
                "glyph-size: Regular-L is 1.871× the cap height, too small for the target 3.225× ± 5%: scale it by 1.7241"
            ))
        let outcome = try resizeText(f.svg, target: 2.5)
        let row = try #require(outcome.plan.rows.first { $0.scale == .large })
        #expect(row.isLimitedBySymbolArea)
        #expect(abs(row.factor - 200 / side) < 1e-5)  // the path's numbers have four decimals
        let after = try #require(outcome.after[.regularL])
        #expect(abs(after.height - 200) < 1e-4)
        #expect(after.size.fitsSymbolArea)
        let output = String(decoding: outcome.output, as: UTF8.self)
        #expect(!Self.messages(output, target: 2.5).contains { $0.hasPrefix("glyph-overflows-tile") })
        // One unit more and the tile rule fires, at Regular-L, with the factor that fits.
        f.glyphs["Regular-L"] = #"<path d="\#(TemplateFixture.squarePath(side: 201))"/>"#
        #expect(
            Self.messages(f.svg, target: 2.5).filter { $0.hasPrefix("glyph-overflows-tile") } == [
                "glyph-overflows-tile: Regular-L is 201 × 201 units, larger than the Control Center tile's symbol area (200 × 200 units, 48 pt of the 64 pt tile)"
            ])
    }

    @Test(.enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func gitCommitResizedStaysInsideTheTile() throws {
        let bytes = try #require(readBytes(try SharedFolder.corpus.require() + "/126.svg"))
        let before = Checker.check(SourceFile(path: "126.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(before.measurements[.regularM]?.size.judgedBy == .width)
        let outcome = try Resizer.resize(SourceFile(path: "126.svg", bytes: bytes), configuration: CheckConfiguration())
        for scale in Scale.allCases {
            let after = try #require(outcome.after[Variant(.regular, scale)])
            #expect(after.size.fitsSymbolArea, "\(scale): \(after.width) × \(after.height)")
            #expect(after.size.accepted, "\(scale)")
            #expect(abs(after.width / after.capHeight - 1.45 * 1.4 * scale.designFactor) < 1e-4, "\(scale)")
        }
        let result = Checker.check(
            SourceFile(path: "126.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(!result.ruleIDs.contains("glyph-size") && !result.ruleIDs.contains("glyph-overflows-tile"))
    }
}
