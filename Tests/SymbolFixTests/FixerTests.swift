import SVGModel
import SymbolCheck
import SymbolFix
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

/// `symbolcheck fix` on small files of our own (#17): each repaired glyph checks clean under
/// both profiles, draws in librsvg as the original did (coverage IoU ≥ 0.98), draws the same
/// with every fill rule forced to even-odd, and every byte outside the edits is kept.
@Suite struct FixerTests {
    static let side = TemplateFixture.side(.medium)

    /// The checks every repaired file must pass, for the glyphs it repaired.
    /// `alsoFixed`: rules whose findings the repair may take away too (a stroked line has no
    /// area until it is outlined).
    func expectRepaired(_ svg: String, _ outcome: FixOutcome, glyphs: [String], alsoFixed: Set<String> = [])
        throws
    {
        let input = Array(svg.utf8)
        #expect(untouchedBytesAgree(outcome, input: input))
        #expect(outcome.remaining.isEmpty)
        for profile in Profile.allCases {
            #expect(fillAndStrokeFindings(outcome.output, profile: profile).isEmpty)
            // Nothing else the checker says changes.
            var config = CheckConfiguration()
            config.profile = profile
            let before = Checker.check(SourceFile(path: "f.svg", bytes: input), configuration: config).diagnostics
                .filter { !Fixer.ruleIDs.contains($0.ruleID) && !alsoFixed.contains($0.ruleID) }.map(\.ruleID)
            let after = Checker.check(SourceFile(path: "f.svg", bytes: outcome.output), configuration: config)
                .diagnostics.filter { !Fixer.ruleIDs.contains($0.ruleID) }.map(\.ruleID)
            #expect(before == after, "profile \(profile.rawValue)")
        }
        for id in glyphs {
            let iou = try coverageIoU(input, outcome.output, glyph: id)
            #expect(iou >= 0.98, "\(id): IoU \(iou)")
            let evenodd = try coverageIoU(input, outcome.output, glyph: id, forcedRule: .evenodd)
            #expect(evenodd >= 0.98, "\(id) drawn even-odd: IoU \(evenodd)")
        }
    }

    func pathData(of id: String, in bytes: [UInt8]) throws -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let group = try #require(text.firstRange(of: "<g id=\"\(id)\""))
        let d = try #require(text[group.upperBound...].firstRange(of: " d=\""))
        let end = try #require(text[d.upperBound...].firstIndex(of: "\""))
        return String(text[d.upperBound..<end])
    }

    @Test func twoOverlappingSquaresBecomeOneOutline() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: Self.side))"/>"#
        let outcome = try fix(f.svg)
        #expect(outcome.repairs.map(\.variant.id) == ["Regular-M"])
        #expect(
            outcome.repairs[0].shapes.map(\.changes) == [
                [
                    "redrew the shape as one outline whose holes wind opposite to their contours, its curves kept where the outline follows them"
                ]
            ])
        #expect(outcome.edits.count == 1)
        // One contour: the union of the two squares is an 8-cornered outline.
        let d = try pathData(of: "Regular-M", in: outcome.output)
        let outline = try PathNormalizer.geometry(of: PathDataParser.parse(d).get())
        #expect(outline.subpaths.count == 1)
        #expect(outline.subpaths.first?.isClosed == true)
        // 8 corners: the start and 7 line segments (the closing edge is the `z`).
        #expect(Set(outline.subpaths.first.map { [$0.start] + $0.segments.map(\.end) } ?? []).count == 8)
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"])
    }

    @Test func aSameDirectionHoleIsFilledAsTheDesignerSawIt() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let outcome = try fix(f.svg)
        let d = try pathData(of: "Regular-M", in: outcome.output)
        #expect(d.filter { $0 == "M" }.count == 1)  // the inner square adds nothing under non-zero
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"])
    }

    @Test func aDeclaredEvenoddKeepsItsHoleWoundOpposite() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path fill-rule="evenodd" d="\#(TemplateFixture.squarePath(side: Self.side))M30 -60h40v40h-40Z"/>"#
        let outcome = try fix(f.svg)
        let d = try pathData(of: "Regular-M", in: outcome.output)
        // The hole written backwards, from its start: up, right, down, back; the outline as it was.
        #expect(d == TemplateFixture.squarePath(side: Self.side) + "M30 -60L30 -20L70 -20L70 -60L30 -60Z")
        #expect(
            outcome.repairs[0].shapes.map(\.changes) == [
                [
                    "wrote contour 2 backwards, so it winds opposite to the contour around it and both fill rules leave it open"
                ]
            ])
        #expect(outcome.edits.count == 1)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(#"<path fill-rule="evenodd" d=""#))  // the attribute is not touched
        // Drawn under non-zero, the fixed glyph now looks like the even-odd original.
        let nonzero = try coverageIoU(Array(f.svg.utf8), outcome.output, glyph: "Regular-M", forcedRule: .nonzero)
        #expect(nonzero >= 0.98)
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"])
    }

    /// The example file: a camera whose lens ring (contour 2, two arcs) runs the same way as the
    /// body, in a path that declares even-odd. `fix` does what the finding suggests: that
    /// contour backwards, arcs with the other sweep, and not one other byte.
    @Test func theEvenoddExampleKeepsItsArcs() throws {
        let path = packageRoot + "/Symbols/broken/evenodd-fragile.svg"
        let svg = String(decoding: try #require(readBytes(path)), as: UTF8.self)
        let finding = try #require(fillAndStrokeFindings(Array(svg.utf8), profile: .controlCenter).first)
        #expect(finding.suggestedRepair?.steps.map(\.action) == [.reverseContours([1])])
        let outcome = try fix(svg)
        #expect(outcome.edits.count == 1)
        #expect(
            outcome.edits.first?.replacement
                == "M41.7579 -27.3117A30.6497 30.6497 0 0 0 103.0573 -27.3117A30.6497 30.6497 0 0 0 41.7579 -27.3117Z")
        #expect(
            svg.contains(
                "ZM41.7579-27.3117A30.6497 30.6497 0 0 1 103.0573-27.3117A30.6497 30.6497 0 0 1 41.7579-27.3117ZM111"))
        try expectRepaired(svg, outcome, glyphs: ["Regular-M"])
    }

    @Test func aStrokeIsOutlinedAndSwitchedOff() throws {
        var f = TemplateFixture()
        let side = Self.side - 8
        let top = -AppleTemplate.capHeight / 2 - side / 2
        f.glyphs["Regular-M"] =
            ##"<path fill="none" stroke="#000000" stroke-width="8" d="M10 \##(top)h\##(side)v\##(side)h-\##(side)Z"/>"##
        let outcome = try fix(f.svg)
        #expect(outcome.repairs[0].shapes.map(\.changes) == [["outlined the stroke"]])
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(
            text.contains(
                ##"<path style="fill:#000000;stroke:none" fill="none" stroke="#000000" stroke-width="8" d="M"##))
        let d = try pathData(of: "Regular-M", in: outcome.output)
        #expect(d.filter { $0 == "M" }.count == 2)  // a square ring
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"])
    }

    @Test func aStrokedLineBecomesAPath() throws {
        var f = TemplateFixture()
        let y = -AppleTemplate.capHeight / 2
        f.glyphs["Regular-M"] =
            #"<line x1="6" y1="\#(y)" x2="\#(6 + Self.side)" y2="\#(y)" stroke="black" stroke-width="\#(Self.side)"></line>"#
        let outcome = try fix(f.svg)
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(#"<path style="fill:black;stroke:none" d="M"#))
        #expect(text.contains(#"</path>"#))
        // The line had no area, so actool's measure saw an empty glyph; outlined, it has one.
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"], alsoFixed: ["empty-glyph", "glyph-size"])
    }

    @Test func oneCauseIn27VariantsIsRepairedInEach() throws {
        var f = TemplateFixture()
        for variant in Variant.all {
            f.glyphs[variant.id] =
                #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(variant.scale)))"/>"#
        }
        let outcome = try fix(f.svg)
        #expect(outcome.repairs.count == 27)
        try expectRepaired(f.svg, outcome, glyphs: ["Ultralight-S", "Regular-M", "Black-L"])
    }

    @Test func aVariableTemplateWhoseSourcesOverlapAlikeStaysInterpolatable() throws {
        var f = TemplateFixture()
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(weight)-S"] =
                #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: TemplateFixture.side(.small)))"/>"#
        }
        let outcome = try fix(f.svg)
        #expect(outcome.repairs.map(\.variant.id) == ["Ultralight-S", "Regular-S", "Black-S"])
        let doc = try XMLReader.read(SourceFile(path: "f.svg", bytes: outcome.output))
        #expect(InterpolationCompatibility.analyse(TemplateReader.read(SVGTreeBuilder.build(doc))).isCompatible)
        try expectRepaired(f.svg, outcome, glyphs: ["Ultralight-S", "Regular-S", "Black-S"])
    }

    @Test func aVariableTemplateKeepsInterpolatingWhenDeletingContoursIsEnough() throws {
        var f = TemplateFixture()
        f.glyphs = [:]
        let s = TemplateFixture.side(.small)
        // A square with a same-direction square inside, a different size in each weight.
        for (weight, inner) in [("Ultralight", 20.0), ("Regular", 30.0), ("Black", 40.0)] {
            f.glyphs["\(weight)-S"] =
                #"<path d="\#(TemplateFixture.squarePath(side: s))M20 \#(-AppleTemplate.capHeight / 2 - inner / 2)h\#(inner)v\#(inner)h-\#(inner)Z"/>"#
        }
        let outcome = try fix(f.svg)
        #expect(
            outcome.repairs.flatMap(\.shapes).map(\.changes)
                == Array(repeating: ["deleted contour 2, which adds nothing to what non-zero fills"], count: 3))
        let text = String(decoding: outcome.output, as: UTF8.self)
        #expect(text.contains(#"<path d="\#(TemplateFixture.squarePath(side: s))"/>"#))
        #expect(!text.contains("M20 "))
        let doc = try XMLReader.read(SourceFile(path: "f.svg", bytes: outcome.output))
        #expect(InterpolationCompatibility.analyse(TemplateReader.read(SVGTreeBuilder.build(doc))).isCompatible)
        try expectRepaired(f.svg, outcome, glyphs: ["Ultralight-S", "Regular-S", "Black-S"])
    }

    /// A contour that crosses itself is not an overlap of contours: `fix` says what it did in
    /// words true of any diagnosis, and the finding suggested the same repair.
    @Test func aSelfCrossingContourIsRedrawnAndSaidSo() throws {
        var f = TemplateFixture()
        let top = -AppleTemplate.capHeight / 2 - Self.side / 2
        let s = Self.side
        f.glyphs["Regular-M"] =
            #"<path d="M6 \#(top)h\#(s)v\#(s)h\#(-s * 0.7)v\#(-s * 0.7)h\#(s * 0.4)v\#(s * 0.4)h\#(-s * 0.7)Z"/>"#
        let finding = try #require(fillAndStrokeFindings(Array(f.svg.utf8), profile: .controlCenter).first)
        // Two sentences: what breaks and where (docs/runtime.md), then the repair by hand; `fix`
        // redraws the shape, as suggested.
        #expect(
            finding.help
                == "only tools that draw the file even-odd open it, not the compiled symbol, which fills non-zero as you see it. Redraw contour 1 so it does not cross itself"
        )
        #expect(finding.suggestedRepair?.steps.map(\.action) == [.redrawOutline])
        let outcome = try fix(f.svg)
        #expect(outcome.repairs[0].shapes.map(\.changes) == [["redrew the shape as \(Repair.outline)"]])
        try expectRepaired(f.svg, outcome, glyphs: ["Regular-M"])
    }

    /// Nested in Ultralight-S and Regular-S, sticking out in Black-S: two findings, and `fix`
    /// does what each help says in its variants: deletes contour 2 where it is nested, redraws
    /// the overlap; the sources no longer interpolate, so it writes the variants out first.
    @Test func eachVariantIsRepairedAsItsFindingSays() throws {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M45 -40H65V-20H45ZM50 -35H60V-25H50Z"/>"#,
            "Regular-S": #"<path d="M45 -40H65V-20H45ZM50 -35H60V-25H50Z"/>"#,
            "Black-S": #"<path d="M45 -40H65V-20H45ZM50 -35H70V-25H50Z"/>"#,
        ]
        let repairs = fillAndStrokeFindings(Array(f.svg.utf8), profile: .controlCenter).compactMap(\.suggestedRepair)
        try #require(repairs.count == 2)
        #expect(repairs[0].steps.map(\.action) == [.deleteContours([1]), .deleteContours([1])])
        #expect(repairs[1].steps.map(\.action) == [.redrawOutline])
        #expect(repairs.allSatisfy { $0.mayWriteOutStatically })
        let outcome = try fix(f.svg, writingStatically: true)
        #expect(outcome.staticWriteOut != nil)
        let changes = Dictionary(
            uniqueKeysWithValues: outcome.repairs.map { ($0.variant.id, $0.shapes.flatMap(\.changes)) })
        #expect(changes["Ultralight-S"] == ["deleted contour 2, which adds nothing to what non-zero fills"])
        #expect(changes["Regular-S"] == ["deleted contour 2, which adds nothing to what non-zero fills"])
        #expect(changes["Black-S"] == ["redrew the shape as \(Repair.outline)"])
        #expect(outcome.remaining.isEmpty)
    }

    /// A stroke that paints nothing (zero width, fully transparent, or on a shape not
    /// displayed) is not a stroke to the rules, to the flattening model or to `fix`: no
    /// finding, and a filled circle drawn as two arcs keeps its arcs (the review's case: the
    /// zero-width stroke was an error and `fix` rewrote the arcs as a polyline ten times longer).
    @Test(arguments: [
        ##"stroke="#000000" stroke-width="0""##, ##"stroke="#000000" stroke-opacity="0""##,
        ##"stroke="#000000" stroke-width="2" style="display:none""##,
    ])
    func aStrokeThatPaintsNothingIsLeftAlone(_ stroke: String) throws {
        var f = TemplateFixture()
        let r = Self.side / 2
        let cy = -AppleTemplate.capHeight / 2
        f.glyphs["Regular-M"] =
            #"<path \#(stroke) d="M10 \#(cy)a\#(r) \#(r) 0 1 0 \#(2 * r) 0a\#(r) \#(r) 0 1 0 -\#(2 * r) 0Z"/>"#
        for profile in Profile.allCases {
            let strokeFindings = fillAndStrokeFindings(Array(f.svg.utf8), profile: profile)
            #expect(strokeFindings.isEmpty, "\(profile.rawValue): \(strokeFindings.map(\.message))")
        }
        let outcome = try fix(f.svg)
        #expect(!outcome.changedAnything)
        #expect(outcome.output == Array(f.svg.utf8))
    }

    @Test func aCleanFileIsLeftAsItIs() throws {
        let svg = TemplateFixture().svg
        let outcome = try fix(svg)
        #expect(!outcome.changedAnything)
        #expect(outcome.output == Array(svg.utf8))
    }

    @Test func fixingTwiceChangesNothingMore() throws {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: Self.side))"/>"#
        let once = try fix(f.svg)
        let twice = try fix(String(decoding: once.output, as: UTF8.self))
        #expect(!twice.changedAnything)
    }
}
