import SVGModel
import Support
import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `nonzero-fill`: contours that run the same way overlap or nest, so even-odd opens what non-zero
/// fills. Judged against the rule the file declares, saying which contours make the difference,
/// one cause reported once however many variants share it (#17). The location test pins
/// `evenodd-fragile`'s too: one analysis, one inner contour (its other tests are in
/// `EvenoddFragileRuleTests`).
@Suite struct NonzeroFillRuleTests {
    static let side = TemplateFixture.side(.medium)

    @Test func fillRuleRulesPointAtTheInnerContour() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        expectSingle("nonzero-fill", in: f.svg, at: "M30 -60")
        f.glyphs["Regular-M"] =
            #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        expectSingle("evenodd-fragile", in: f.svg, at: "M30 -60")
    }

    /// Every glyph id of a static template, each drawn with `markup(scale)`.
    static func allVariants(_ markup: (Scale) -> String) -> TemplateFixture {
        var f = TemplateFixture()
        for variant in Variant.all { f.glyphs[variant.id] = markup(variant.scale) }
        return f
    }

    @Test func twoOverlappingSquaresAreOneOverlapThatNonzeroFills() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: Self.side))"/>"#
        let result = check(f.svg)
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        let d = found[0]
        #expect(d.ruleID == "nonzero-fill")
        #expect(
            d.message
                == "contours 1 and 2 of a <path> overlap and run the same way in Regular-M: non-zero, the rule this file draws with (no fill-rule is declared), fills where they overlap as the designer saw it, and even-odd leaves it open (5.84% of the glyph in Regular-M)"
        )
        #expect(
            d.help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Merge contours 1 and 2 into one outline"
        )
        // `fix` is suggested with the repair it makes (`RepairAdviceTests` pins its words).
        #expect(d.suggestedRepair == d.repair)
        #expect(d.repairActions == [.redrawOutline])
        #expect(result.locations(of: "nonzero-fill") == [location(of: "M6 -86", in: f.svg)])
        // The overlap is 0.2 × side squared; the sampler sees it to within a pixel row.
        let overlap = (Self.side * 0.2) * (Self.side * 0.2)
        let area = try #require(Double(d.notes[0].message.split(separator: " ")[2]))
        #expect(abs(area - overlap) / overlap < 0.03)
        #expect(d.notes[0].message.hasPrefix("in Regular-M: "))
        // The note underlines the command that starts contour 2, with its numbers.
        let contour2 = String(try #require(f.svg.split(separator: "ZM46.8662").last).prefix { $0 != "h" })
        #expect(
            d.notes[1]
                == Diagnostic.Note("contour 2 starts here", at: range(of: "M46.8662" + contour2, in: f.svg)))
        #expect(d.notes.count == 2)
    }

    @Test func aStrokedShapeWithASameDirectionHoleIsRedrawnNotEdited() throws {
        // Deleting or reversing a contour would change what the stroke draws, so fix redraws
        // the shape, and the help says that, not a deletion.
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(found[0].suggestedRepair == found[0].repair)
        #expect(found[0].repairActions == [.redrawOutline])
    }

    @Test func aSameDirectionHoleIsNestedAndTheHelpOffersTheHoleToo() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(
            found[0].message
                == "contour 2 of a <path> lies inside contour 1 and runs the same way in Regular-M: non-zero, the rule this file draws with (no fill-rule is declared), fills contour 2 as the designer saw it, and even-odd leaves it open (15.34% of the glyph in Regular-M)"
        )
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Delete contour 2 (it adds nothing)"
        )
        #expect(found[0].suggestedRepair == found[0].repair)
        #expect(found[0].repairActions == [.deleteContours([1])])
        #expect(check(f.svg).locations(of: "nonzero-fill") == [location(of: "M30 -60", in: f.svg)])
    }

    @Test func anExplicitNonzeroSaysItIsDeclaredAndWhere() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill-rule="nonzero" d="\#(TemplateFixture.overlappingSquaresPath(side: Self.side))"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(found[0].message.contains(": non-zero, the fill rule this file declares, fills where they overlap"))
        #expect(
            found[0].notes.last
                == Diagnostic.Note(
                    "`fill-rule` set by an attribute", at: range(of: #"fill-rule="nonzero""#, in: f.svg)))
    }

    @Test func oneCauseInAll27VariantsIsOneError() throws {
        let f = Self.allVariants { scale in
            #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(scale)))"/>"#
        }
        let result = check(f.svg)
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(
            found[0].message
                == "contours 1 and 2 of a <path> overlap and run the same way in all 27 variants (first Ultralight-S): non-zero, the rule this file draws with (no fill-rule is declared), fills where they overlap as the designer saw it, and even-odd leaves it open (5.84% of the glyph in Ultralight-S)"
        )
        #expect(found[0].notes.map(\.message).contains("the same contours in every other variant"))
        // The largest overlap is in an L glyph (the biggest squares); it points there.
        let largest = try #require(found[0].notes.first { $0.message.hasPrefix("largest in ") })
        #expect(largest.message.hasPrefix("largest in Ultralight-L: "))
        #expect(result.diagnostics.filter { $0.ruleID == "nonzero-fill" }.count == 1)
    }

    @Test func differentShapesAreDifferentFindings() throws {
        var f = TemplateFixture()
        let squares = TemplateFixture.overlappingSquaresPath(side: Self.side)
        f.glyphs["Regular-M"] =
            #"<path d="\#(squares)"/><path d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let found = fillFindings(f.svg)
        #expect(found.count == 2)
        #expect(found.map { $0.message.prefix(20) } == ["contours 1 and 2 of ", "contour 2 of a <path"])
    }

    @Test func aVariableTemplateWhoseSourcesOverlapIsOneErrorOverTheThreeSources() throws {
        var f = TemplateFixture()
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(weight)-S"] =
                #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(.small)))"/>"#
        }
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(found[0].message.contains(" in all 3 variants (first Ultralight-S): "))
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Merge contours 1 and 2 into one outline"
        )
        // A merged outline may not interpolate: the repair says `fix` may write the template out.
        let repair = try #require(found[0].suggestedRepair)
        #expect(repair == found[0].repair)
        #expect(!repair.steps.isEmpty && repair.steps.allSatisfy { $0.action == .redrawOutline })
        #expect(repair.mayWriteOutStatically)
    }

    @Test func aSelfCrossingContourIsSaidToCrossItself() throws {
        var f = TemplateFixture()
        // A loop that goes round its middle square twice: a figure with a doubly wound centre.
        let top = -AppleTemplate.capHeight / 2 - Self.side / 2
        let s = Self.side
        f.glyphs["Regular-M"] =
            #"<path d="M6 \#(fmt(top))h\#(fmt(s))v\#(fmt(s))h\#(fmt(-s * 0.7))v\#(fmt(-s * 0.7))h\#(fmt(s * 0.4))v\#(fmt(s * 0.4))h\#(fmt(-s * 0.7))Z"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(
            found[0].message.hasPrefix(
                "contour 1 of a <path> crosses itself and winds part of its area twice in Regular-M"))
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Redraw contour 1 so it does not cross itself"
        )
    }

    /// A variable template whose lens is a square inside a square in Ultralight-S and Regular-S,
    /// and in Black-S an inner square that sticks out of the outer one: nested in two sources,
    /// an overlap in the third. Two diagnoses, two findings, each true of its variants.
    @Test func aVariantWhereTheInnerContourSticksOutIsADifferentFinding() throws {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M45 -40H65V-20H45ZM50 -35H60V-25H50Z"/>"#,
            "Regular-S": #"<path d="M45 -40H65V-20H45ZM50 -35H60V-25H50Z"/>"#,
            "Black-S": #"<path d="M45 -40H65V-20H45ZM50 -35H70V-25H50Z"/>"#,
        ]
        let found = fillFindings(f.svg)
        try #require(found.count == 2)
        #expect(
            found[0].message
                == "contour 2 of a <path> lies inside contour 1 and runs the same way in Ultralight-S and 1 more variant: non-zero, the rule this file draws with (no fill-rule is declared), fills contour 2 as the designer saw it, and even-odd leaves it open (25.00% of the glyph in Ultralight-S)"
        )
        #expect(found[0].notes.map(\.message).contains("the same contours in Regular-S"))
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Delete contour 2 (it adds nothing)"
        )
        #expect(
            found[1].message
                == "contours 1 and 2 of a <path> overlap and run the same way in Black-S: non-zero, the rule this file draws with (no fill-rule is declared), fills where they overlap as the designer saw it, and even-odd leaves it open (33.41% of the glyph in Black-S)"
        )
        #expect(
            found[1].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Merge contours 1 and 2 into one outline"
        )
        #expect(
            check(f.svg).locations(of: "nonzero-fill") == [
                location(of: "M50 -35H60", in: f.svg), location(of: "M45 -40H65V-20H45ZM50 -35H70", in: f.svg),
            ])
    }

    @Test func severalNestedContoursAreThemAndTheHelpSaysWhichFixDeletes() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path d="\#(TemplateFixture.squarePath(side: Self.side))M20 -60h20v20h-20ZM60 -60h20v20h-20Z"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(
            found[0].message
                == "contours 2 and 3 of a <path> lie inside contour 1 and run the same way in Regular-M: non-zero, the rule this file draws with (no fill-rule is declared), fills contours 2 and 3 as the designer saw them, and even-odd leaves them open (7.63% of the glyph in Regular-M)"
        )
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Delete contours 2 and 3 (they add nothing)"
        )
        #expect(found[0].suggestedRepair == found[0].repair)
        #expect(found[0].repairActions == [.deleteContours([1, 2])])
    }

    /// A ring (a hole wound the other way) with an island in the hole and a same-direction square
    /// on the island: contours 2, 3 and 4 lie inside contour 1, but only contour 4 adds nothing.
    /// The help names only it, as `fix` deletes only it.
    @Test func onlyTheContoursThatAddNothingAreOfferedForDeletion() throws {
        var f = TemplateFixture()
        let top = -AppleTemplate.capHeight / 2 - Self.side / 2
        let s = Self.side
        f.glyphs["Regular-M"] =
            #"<path d="M6 \#(fmt(top))h\#(fmt(s))v\#(fmt(s))h-\#(fmt(s))ZM\#(fmt(6 + s * 0.1)) \#(fmt(top + s * 0.1))v\#(fmt(s * 0.8))h\#(fmt(s * 0.8))v-\#(fmt(s * 0.8))ZM\#(fmt(6 + s * 0.3)) \#(fmt(top + s * 0.3))h\#(fmt(s * 0.4))v\#(fmt(s * 0.4))h-\#(fmt(s * 0.4))ZM\#(fmt(6 + s * 0.4)) \#(fmt(top + s * 0.4))h\#(fmt(s * 0.2))v\#(fmt(s * 0.2))h-\#(fmt(s * 0.2))Z"/>"#
        let found = fillFindings(f.svg)
        try #require(found.count == 1)
        #expect(
            found[0].help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Delete contour 4 (it adds nothing)"
        )
        #expect(found[0].suggestedRepair == found[0].repair)
        #expect(found[0].repairActions == [.deleteContours([3])])
    }

    /// The bytes of the first occurrence of `needle` in `text`.
    func range(of needle: String, in text: String) -> SourceRange? {
        let bytes = Array(text.utf8)
        let n = Array(needle.utf8)
        for i in 0...(bytes.count - n.count) where Array(bytes[i..<(i + n.count)]) == n {
            return SourceRange(start: i, end: i + n.count)
        }
        return nil
    }
}
