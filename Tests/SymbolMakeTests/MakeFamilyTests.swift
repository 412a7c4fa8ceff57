import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolMake
import SymbolModel
import TestSupport
import Testing

/// Icons of one family made together: one stem, and the family's relative sizes.
enum StrokeFamily {
    /// The family drawn for these tests (Tests/Fixtures/StrokeFamily: 24 × 24, stroke 2).
    static func files() -> [(name: String, bytes: [UInt8])] {
        let folder = packageRoot + "/Tests/Fixtures/StrokeFamily"
        return listDirectory(folder).filter { $0.hasSuffix(".svg") }.compactMap { file in
            readBytes(folder + "/" + file).map { (String(file.dropLast(4)), $0) }
        }
    }

    /// Regular-M as `check` measures it.
    static func regularM(_ name: String, _ bytes: [UInt8], sizeBy: MakeOptions.SizeBy = .frame) throws
        -> GlyphMeasurement
    {
        var options = MakeOptions()
        options.sizeBy = sizeBy
        let made = try SymbolMaker.make(path: name + ".svg", bytes: bytes, name: name, options: options)
        let result = Checker.check(SourceFile(path: name + ".svg", text: made.svg), configuration: CheckConfiguration())
        return try #require(result.measurements[.regularM])
    }

    /// A variant's glyph in the made template as one outline (template units), read back from
    /// the written path data.
    static func outline(of variant: Variant, in made: MadeSymbol) throws -> Outline {
        let tree = SVGTreeBuilder.build(try XMLReader.read(SourceFile(path: made.name + ".svg", text: made.svg)))
        let group = try #require(tree.node(withID: variant.id))
        let parts = try tree.descendants(of: group.index).compactMap(\.geometry).map {
            try Outliner.fill($0, rule: .nonzero, tolerance: 0.01)
        }
        return try Outliner.union(parts)
    }

    /// The largest stem ÷ the smallest.
    static func spread(_ stems: [Double]) -> Double { (stems.max() ?? 0) / (stems.min() ?? 1) }
}

@Suite("make: one family, one weight") struct MakeFamilyTests {
    let icons = Dictionary(uniqueKeysWithValues: StrokeFamily.files().map { ($0.name, $0.bytes) })

    @Test func theFamilyIsDrawnHere() {
        #expect(icons.count == 7)
    }

    /// Every stroke is outlined at Apple's Regular-M stem, whatever the icon's size and however
    /// it is sized. Read where the measure is exact: 2 × area ÷ perimeter of a ring (the circle,
    /// the rounded square), and the height of a bar with round caps (the minus).
    @Test(arguments: [MakeOptions.SizeBy.frame, .ink])
    func everyIconHasOneRegularStem(sizeBy: MakeOptions.SizeBy) throws {
        var options = MakeOptions()
        options.sizeBy = sizeBy
        var stems: [String: Double] = [:]
        for name in ["circle", "square", "minus"] {
            let made = try SymbolMaker.make(path: name + ".svg", bytes: icons[name]!, name: name, options: options)
            let outline = try StrokeFamily.outline(of: .regularM, in: made)
            stems[name] = name == "minus" ? try #require(outline.bounds).height : outline.stemThickness
        }
        for (name, stem) in stems {
            #expect(abs(stem / StrokeWeights.regularStem(.medium) - 1) < 0.01, "\(name): stem \(stem)")
        }
        #expect(StrokeFamily.spread(Array(stems.values)) < 1.05, "stems \(stems)")
    }

    /// Over the whole family, 2 × area ÷ perimeter (what `check` reports as the stem) reads the
    /// one stroke width less where strokes end in round caps or cross, never more.
    @Test func theStemMeasureReadsTheOneStrokeWidth() throws {
        for (name, bytes) in icons where name != "ellipsis-vertical" {
            let made = try SymbolMaker.make(path: name + ".svg", bytes: bytes, name: name)
            let stem = try StrokeFamily.outline(of: .regularM, in: made).stemThickness
            let share = stem / StrokeWeights.regularStem(.medium)
            #expect(share > 0.85 && share < 1.001, "\(name): stem \(stem)")
        }
    }

    @Test func plusAndMinusKeepTheirWidthWhenSizedByFrame() throws {
        let plus = try StrokeFamily.regularM("plus", icons["plus"]!)
        let minus = try StrokeFamily.regularM("minus", icons["minus"]!)
        #expect(abs(plus.width - minus.width) < 1, "plus \(plus.width), minus \(minus.width)")
        // The dots stay small and the column of dots keeps its height relative to the plus: its
        // centre-lines span 16 grid units (dot centres 14 apart, radius 1) against the plus's 14,
        // both drawn at the same stem.
        let frame = try #require(
            GlyphLayout.frameScale(frame: Rect(x: 0, y: 0, width: 24, height: 24), target: SizeTarget()))
        let dots = try StrokeFamily.regularM("ellipsis-vertical", icons["ellipsis-vertical"]!)
        #expect(dots.width < plus.width / 3)
        #expect(abs(dots.height - plus.height - 2 * frame) < 1, "dots \(dots.height), plus \(plus.height)")
        // The circle is the family's full-size icon: the size model accepts it.
        let circle = try StrokeFamily.regularM("circle", icons["circle"]!)
        #expect(circle.size.accepted, "circle optical size \(circle.size.opticalSize)")
    }

    /// An icon whose ink reaches far past its frame is shrunk until every row fits the Control
    /// Center tile's symbol area; its strokes keep the stem.
    @Test func anIconPastItsFrameIsShrunkToFitTheTile() throws {
        let wide = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" \
            stroke-width="2" stroke-linecap="round"><path d="M-40 12h104"/></svg>
            """
        var byFrame = MakeOptions()
        byFrame.sizeBy = .frame
        let made = try SymbolMaker.make(path: "wide.svg", bytes: Array(wide.utf8), name: "wide", options: byFrame)
        let result = Checker.check(SourceFile(path: "wide.svg", text: made.svg), configuration: CheckConfiguration())
        #expect(!result.diagnostics.contains { $0.ruleID == GlyphOverflowsTileRule().id })
        let large = try #require(result.measurements[.regularL])
        #expect(large.width <= ControlCenterSymbolArea.sideInTemplateUnits() + 0.01)
        #expect(large.width > ControlCenterSymbolArea.sideInTemplateUnits() - 2, "shrunk no more than it must")
        #expect(abs(try StrokeFamily.outline(of: .regularM, in: made).bounds!.height - 8.3) < 0.05)
    }

    /// By ink each icon goes to the target alone: the plus by its height, the minus (a flat
    /// mark) by its width as a square of that width, so as wide as the plus; the column of dots
    /// by its height, as tall as the plus.
    @Test func sizingByInkStretchesEachIconToTheTarget() throws {
        let plus = try StrokeFamily.regularM("plus", icons["plus"]!, sizeBy: .ink)
        let minus = try StrokeFamily.regularM("minus", icons["minus"]!, sizeBy: .ink)
        let dots = try StrokeFamily.regularM("ellipsis-vertical", icons["ellipsis-vertical"]!, sizeBy: .ink)
        for m in [plus, minus, dots] { #expect(abs(m.size.opticalSize - SizeTarget.defaultRatio) < 0.001) }
        #expect(minus.size.judgedBy == .flat)
        #expect(abs(plus.width - minus.width) < 1, "plus \(plus.width), minus \(minus.width)")
        #expect(abs(plus.height - dots.height) < 1, "plus \(plus.height), dots \(dots.height)")
    }

    /// Small symbols keep heavier stems for their size: S's stem is Apple's 0.900 of M's, not
    /// the 0.783 the scale factor alone would give.
    @Test func eachRowHasAppleStem() throws {
        let made = try SymbolMaker.make(
            path: "circle.svg", bytes: icons["circle"]!, name: "circle", options: MakeOptions())
        let result = Checker.check(SourceFile(path: "circle.svg", text: made.svg), configuration: CheckConfiguration())
        for v in [Variant.regularS, .regularM, .regularL, Variant(.black, .small), Variant(.ultralight, .large)] {
            let stem = try #require(result.measurements[v]?.ink?.stem)
            #expect(abs(stem / StrokeWeights.stem(v) - 1) < 0.05, "\(v): stem \(stem), want \(StrokeWeights.stem(v))")
        }
    }
}
