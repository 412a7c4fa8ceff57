import SVGModel
import SymbolCheck
import SymbolMake
import SymbolModel
import TestSupport
import Testing

/// What sizes an icon by default (#37 item 1): a family keeps its relative sizes, except an icon
/// its frame would put outside the size model's band, which is sized alone to the target and
/// says so; whatever the family, every made template passes `glyph-size`.
@Suite("make: sizing within the band") struct MakeSizingTests {
    static let icons = Dictionary(uniqueKeysWithValues: StrokeFamily.files().map { ($0.name, $0.bytes) })
    static let frame = GlyphLayout.frameScale(frame: Rect(x: 0, y: 0, width: 24, height: 24), target: SizeTarget())!

    static func made(_ name: String, _ options: MakeOptions = MakeOptions()) throws -> MadeSymbol {
        try SymbolMaker.make(path: name + ".svg", bytes: icons[name]!, name: name, options: options)
    }

    @Test func aFullSizeIconKeepsItsFamilysFactor() throws {
        let circle = try Self.made("circle")
        #expect(circle.sizedAlone == nil)
        #expect(abs(circle.iconScale / Self.frame - 1) < 1e-9)
    }

    @Test func anIconItsFamilyDrawsSmallIsSizedAloneAndSaysWhy() throws {
        let minus = try Self.made("minus")
        let alone = try #require(minus.sizedAlone)
        #expect(SizeTarget.judgedRows.contains(alone.variant))
        #expect(alone.size.isBelowTargetBand)
        #expect(minus.iconScale > Self.frame)
        // The same icon by its ink alone: the same template.
        var byInk = MakeOptions()
        byInk.sizeBy = .ink
        #expect(try Self.made("minus", byInk).svg == minus.svg)
        // Told to keep the family's size, it stays small and `glyph-size` says so.
        var byFrame = MakeOptions()
        byFrame.sizeBy = .frame
        let small = try Self.made("minus", byFrame)
        #expect(small.sizedAlone == nil)
        #expect(findings(of: small, profile: .controlCenter).contains { $0.hasPrefix("glyph-size:") })
    }

    @Test func everyIconOfTheFamilyPassesByDefault() throws {
        #expect(Self.icons.count >= 4)
        for name in Self.icons.keys.sorted() {
            let made = try Self.made(name)
            #expect(findings(of: made, profile: .controlCenter) == [], "\(name)")
            #expect(findings(of: made, profile: .xcode) == [], "\(name)")
        }
    }

    /// The size model decides, not a number in `make`: another target moves every icon with it.
    @Test func theTargetComesFromTheSizeModel() throws {
        var options = MakeOptions()
        options.sizeBy = .ink
        options.sizeTarget = SizeTarget(ratio: 1.30)
        let made = try Self.made("circle", options)
        var config = CheckConfiguration()
        config.sizeTarget = options.sizeTarget
        let result = Checker.check(SourceFile(path: "c.svg", text: made.svg), configuration: config)
        let m = try #require(result.measurements[.regularM])
        #expect(abs(m.size.opticalSize - 1.30) < 0.002)
    }
}
