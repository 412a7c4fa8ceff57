import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// `fix` on variable templates whose repaired sources could no longer be interpolated (#17):
/// the 24 variants actool derives are written into the file from the original sources, and all
/// 27 glyphs are repaired. The result checks clean in both profiles, and every variant draws
/// in librsvg (under either fill rule) as the variant derived from the original sources does.
@Suite struct StaticWriteOutTests {
    /// A number as path data: 4 decimals at most.
    static func n(_ v: Double) -> String { SVGNumber.text(v, decimals: 4)! }

    static let side = TemplateFixture.side(.small)
    static let top = -AppleTemplate.capHeight / 2 - side / 2

    /// Three sources of two same-direction rectangles each, interpolation-compatible as drawn
    /// and each centred on the cap-height midline (so every derived variant is too): side by
    /// side in Ultralight-S and Regular-S (their union has 8 corners), crossing in Black-S (12
    /// corners), so merged they no longer interpolate.
    static var overlapping: String {
        var f = TemplateFixture()
        f.glyphs = [:]
        let middle = -AppleTemplate.capHeight / 2
        func rectangle(x: Double, width: Double, height: Double) -> String {
            "M\(n(6 + x)) \(n(middle - height / 2))h\(n(width))v\(n(height))h-\(n(width))Z"
        }
        let sideBySide =
            rectangle(x: 0, width: side * 0.6, height: side)
            + rectangle(x: side * 0.4, width: side * 0.6, height: side * 0.6)
        // The layer classes on each path, as Apple's exports have them, so the derived glyphs carry them too.
        f.glyphLayerClasses = nil
        let layer = AppleTemplate.layerClasses
        f.glyphs["Ultralight-S"] = #"<path class="\#(layer)" d="\#(sideBySide)"/>"#
        f.glyphs["Regular-S"] = #"<path class="\#(layer)" d="\#(sideBySide)"/>"#
        let cross =
            rectangle(x: 0, width: side, height: side / 3) + rectangle(x: side / 3, width: side / 3, height: side)
        f.glyphs["Black-S"] = #"<path class="\#(layer)" d="\#(cross)"/>"#
        return f.svg
    }

    /// Three sources of one stroked open line each, round caps and joins from a class, the
    /// stroke wider with the weight: outlined, their round ends get different numbers of points.
    static var stroked: String {
        var f = TemplateFixture()
        f.glyphs = [:]
        f.styleSheet = ".line { fill: none; stroke: #000000; stroke-linecap: round; stroke-linejoin: round }"
        // Regular-S's ink (the line and its 3-unit round ends) spans `side`, the size target.
        let inner = side - 6
        for (weight, width) in [("Ultralight", 2.0), ("Regular", 6.0), ("Black", 14.0)] {
            f.glyphs["\(weight)-S"] =
                #"<path class="line monochrome-0" stroke-width="\#(n(width))" d="M9 \#(n(top + 3))L\#(n(9 + inner / 2)) \#(n(top + 3 + inner))L\#(n(9 + inner)) \#(n(top + 3))"/>"#
        }
        return f.svg
    }

    func expectWrittenOut(_ svg: String) throws -> FixOutcome {
        let outcome = try fix(svg, writingStatically: true)
        let written = try #require(outcome.staticWriteOut)
        #expect(written.variants == Variant.all.filter { !Variant.interpolationSources.contains($0) })
        #expect(outcome.repairs.map(\.variant) == Variant.all.sorted())
        #expect(untouchedBytesAgree(outcome, input: Array(svg.utf8)))
        #expect(outcome.remaining.isEmpty)
        for profile in Profile.allCases {
            var config = CheckConfiguration()
            config.profile = profile
            let result = Checker.check(SourceFile(path: "fixed.svg", bytes: outcome.output), configuration: config)
            #expect(result.template?.glyphs.count == 27)
            #expect(result.diagnostics.map(\.message) == [], "profile \(profile.rawValue)")
        }
        let reference = try derivedVariants(Array(svg.utf8))
        for variant in Variant.all {
            for rule in [FillRule.nonzero, .evenodd] {
                let iou = try coverageIoU(reference, outcome.output, glyph: variant.id, forcedRule: rule)
                #expect(iou >= 0.98, "\(variant.id) drawn \(rule.rawValue): IoU \(iou)")
            }
        }
        return outcome
    }

    /// Without `--static` the same file is refused, nothing written: a variable template is not
    /// made static unless asked. The refusal points at the first shape the repair changes and
    /// suggests `--static` as the command line's own advice.
    @Test func withoutStaticAVariableTemplateThatWouldStopInterpolatingIsRefused() throws {
        let error = try #require(throws: RewriteRefusal.self) { try fix(Self.overlapping) }
        #expect(error.message.contains("unable to interpolate"))
        #expect(error.message.hasSuffix("nothing was written"))
        #expect(error.suggestion == .fixWritingStatically(path: "test.svg"))
        let offset = try #require(error.offset)
        let source = SourceFile(path: "test.svg", text: Self.overlapping)
        // The first repaired shape is a glyph's <path>, in one of the three sources.
        #expect(Self.overlapping.utf8.dropFirst(offset).starts(with: "<path".utf8), "\(source.location(of: offset))")
    }

    @Test func overlappingSourcesAreWrittenOutAsTwentySevenMergedGlyphs() throws {
        let outcome = try expectWrittenOut(Self.overlapping)
        #expect(
            outcome.repairs.allSatisfy {
                $0.shapes.map(\.changes) == [
                    [
                        "redrew the shape as one outline whose holes wind opposite to their contours, its curves kept where the outline follows them"
                    ]
                ]
            })
        let text = String(decoding: outcome.output, as: UTF8.self)
        // Margins for the 24 new variants (the fixture has Regular-M and Regular-L's already).
        #expect(text.contains(#"<line id="left-margin-Thin-S" style="fill:none;stroke:#00AEEF;"#))
        #expect(!text.contains(#"id="left-margin-Regular-M" style"#))
        #expect(text.ranges(of: "-margin-").count == 2 * 3 + 2 * 22)
        let report = FixReport.text(
            outcome, source: SourceFile(path: "f.svg", text: Self.overlapping), written: "out.svg")
        #expect(
            report.hasPrefix(
                "f.svg: variable template written out statically: the 24 variants actool derives (Thin-S … Black-L) are drawn in the file, derived from the original Ultralight-S, Regular-S and Black-S, because the repaired sources no longer share one path structure, so actool could not derive the other variants from them; locations below are in the written file\n"
            ))
        // Then where the derived variants went, then the repairs.
        let lines = report.split(separator: "\n")
        #expect(lines.count == 2 + 27)
        #expect(lines[1] == "f.svg: " + (try #require(outcome.staticWriteOut)).placement)
        // The repairs are located in the file written, where the derived variants are.
        #expect(lines.dropFirst(2).allSatisfy { $0.hasPrefix("out.svg:") })
        let dryRun = FixReport.text(outcome, source: SourceFile(path: "f.svg", text: Self.overlapping), written: nil)
        #expect(
            dryRun.contains("locations below are in the file fix would write (dry run; lines of f.svg after the fix)\n")
        )
        #expect(dryRun.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("f.svg:") })
    }

    @Test func strokedSourcesAreWrittenOutWithInterpolatedWidths() throws {
        // Before outlining, each derived variant carries the stroke width interpolated and scaled.
        let staged = String(decoding: try derivedVariants(Array(Self.stroked.utf8)), as: UTF8.self)
        let thinS = VariantInterpolation.length(ultralight: 2, regular: 6, black: 14, in: Variant(.thin, .small))
        let boldL = VariantInterpolation.length(ultralight: 2, regular: 6, black: 14, in: Variant(.bold, .large))
        #expect(staged.contains(#"<g id="Thin-S""#))
        #expect(staged.contains("stroke-width:\(SVGWriteOptions.derivedVariant.text(thinS)!)"))
        #expect(staged.contains("stroke-width:\(SVGWriteOptions.derivedVariant.text(boldL)!)"))
        #expect(
            staged.contains(
                #"<path class="line monochrome-0" style="fill:none;stroke:#000000;stroke-linecap:round;stroke-linejoin:round;stroke-width:"#
            ))
        let outcome = try expectWrittenOut(Self.stroked)
        #expect(outcome.repairs.allSatisfy { $0.shapes.map(\.changes) == [["outlined the stroke"]] })
    }

    @Test func sourcesThatDoNotInterpolateToBeginWithAreRepairedAsTheyAre() throws {
        // Black-S draws one square, the others two: actool derives nothing, so nothing is added.
        var f = TemplateFixture()
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular"] {
            f.glyphs["\(weight)-S"] = #"<path d="\#(TemplateFixture.overlappingSquaresPath(side: Self.side))"/>"#
        }
        f.glyphs["Black-S"] = #"<path d="\#(TemplateFixture.squarePath(side: Self.side))"/>"#
        let outcome = try fix(f.svg, writingStatically: true)
        #expect(outcome.staticWriteOut == nil)
        #expect(outcome.repairs.map(\.variant.id) == ["Ultralight-S", "Regular-S"])
        #expect(!String(decoding: outcome.output, as: UTF8.self).contains(#"id="Thin-S""#))
    }

    @Test func arcsThatBecomeDifferentCurvesCannotBeDerived() throws {
        // A quarter circle in two sources, a half circle the other way round in Black-S: the
        // same `A` command, so actool would interpolate them, but their curves differ once
        // drawn, and the stroke must be outlined (the three outlines, fitted alike, no longer
        // interpolate either, so the file would have to be written out).
        var f = TemplateFixture()
        f.glyphs = [:]
        let y = Self.n(-AppleTemplate.capHeight / 2)
        for (weight, sweep) in [
            ("Ultralight", "0 0 1 46 \(y)"), ("Regular", "0 0 1 46 \(y)"),
            ("Black", "1 0 0 6 \(Self.n(-AppleTemplate.capHeight / 2 + 80))"),
        ] {
            f.glyphs["\(weight)-S"] =
                #"<path fill="none" stroke="black" stroke-width="4" d="M6 \#(y)A40 40 0 \#(sweep)"/>"#
        }
        let error = try #require(throws: RewriteRefusal.self) { try fix(f.svg, writingStatically: true) }
        #expect(
            error.message
                == "shape 1 has a different outline structure in Black-S than in Regular-S once its arcs are drawn as curves, so no variant can be derived point for point"
        )
        #expect(error.help == "draw the shape with the same commands in all three sources (arcs as curves)")
    }

    @Test func sourcesWithoutMarginGuidesCannotBePlaced() throws {
        let svg = Self.overlapping
        // The same sources with no margin guide anywhere: nothing says where the variants go.
        let bare = svg.split(separator: "\n").filter { !$0.contains("-margin-") }.joined(separator: "\n")
        let error = try #require(throws: RewriteRefusal.self) { try fix(bare, writingStatically: true) }
        #expect(error.message == "Ultralight-S has no usable margin guides, so its variants cannot be placed")
        #expect(error.help == "add left-margin-Ultralight-S and right-margin-Ultralight-S lines")
        #expect(error.suggestion == .fixAgain)
    }

    @Test func aWrittenOutTemplateNeedsNoSecondFix() throws {
        let once = try fix(Self.overlapping, writingStatically: true)
        let twice = try fix(String(decoding: once.output, as: UTF8.self), writingStatically: true)
        #expect(!twice.changedAnything)
        #expect(twice.staticWriteOut == nil)
    }

    @Test func opacityInsideTheSourcesIsWrittenOnTheDerivedShapes() throws {
        // The group a shape sits in inside the glyph is not copied, so its opacity moves onto
        // the shape; the Symbols group's stays where it is and applies to the new groups too.
        let svg = Self.overlapping.replacing(#" d="#, with: #" fill-opacity=".8" d="#)
            .replacing(#"<path "#, with: #"<g opacity="0.5"><path "#)
            .replacing(#"Z"/>"#, with: #"Z"/></g>"#)
            .replacing(#"<g id="Symbols">"#, with: #"<g id="Symbols" opacity="0.9">"#)
        let staged = String(decoding: try derivedVariants(Array(svg.utf8)), as: UTF8.self)
        #expect(staged.contains(#"<g id="Thin-S" transform="matrix(1 0 0 1 "#))
        #expect(staged.ranges(of: #"style="fill-opacity:.8;opacity:0.5" d="M"#).count == 24)
    }
}
