import SVGModel
import SymbolCheck
import SymbolMake
import SymbolModel
import TestSupport
import Testing

/// A family's flat marks keep their proportion (#46 item 3): made in one call, a minus and an
/// ellipsis are sized with the plus of their width, not alone.
@Suite("make: a family's flat marks") struct FamilySizingTests {
    /// Tests/Fixtures/FlatMarks: a plus, a minus and an ellipsis on a 24-unit grid, stroke 1.5.
    static let marks: [(name: String, bytes: [UInt8])] = ["plus", "minus", "ellipsis-horizontal"].map { name in
        (name, readBytes(packageRoot + "/Tests/Fixtures/FlatMarks/\(name).svg") ?? [])
    }

    static func source(_ i: Int, in icons: [(name: String, bytes: [UInt8])]) -> SourceFile {
        SourceFile(path: icons[i].name + ".svg", bytes: icons[i].bytes)
    }

    /// The icons made as one `make` call makes them: each flat mark at its family's scale.
    static func madeInOneCall(_ icons: [(name: String, bytes: [UInt8])]) throws -> [String: MadeSymbol] {
        let options = MakeOptions()
        let scales = FamilySizing.flatMarkScales(count: icons.count, options: options) { source($0, in: icons) }
        var out: [String: MadeSymbol] = [:]
        for i in icons.indices {
            var own = options
            own.familyScale = scales[i]
            out[icons[i].name] = try SymbolMaker.make(
                path: icons[i].name + ".svg", bytes: icons[i].bytes, name: icons[i].name, options: own)
        }
        return out
    }

    static func measurements(_ made: MadeSymbol) -> [Variant: GlyphMeasurement] {
        Checker.check(SourceFile(path: made.name + ".svg", text: made.svg), configuration: CheckConfiguration())
            .measurements
    }

    @Test func theMarksAreDrawnHere() {
        #expect(Self.marks.allSatisfy { !$0.bytes.isEmpty })
    }

    /// The issue's "Done when": every Regular row keeps the drawing's proportion within 3 %
    /// (the drawn ink is 16.5, 15.5 and 15 units wide: 0.939 and 0.909 of the plus).
    @Test func minusAndEllipsisKeepTheirWidthBesideThePlus() throws {
        let made = try Self.madeInOneCall(Self.marks)
        let plus = Self.measurements(made["plus"]!)
        for (name, drawn) in [("minus", 15.5 / 16.5), ("ellipsis-horizontal", 15.0 / 16.5)] {
            let mark = Self.measurements(made[name]!)
            for row in SizeTarget.judgedRows {
                let ratio = try #require(mark[row]).width / (try #require(plus[row]).width)
                #expect(abs(ratio / drawn - 1) < 0.03, "\(name) \(row.id): \(ratio) of the plus, drawn \(drawn)")
                // Judged as a flat mark, inside its band: no `glyph-size` finding.
                #expect(mark[row]?.size.judgedBy == .flat)
                #expect(mark[row]?.size.accepted == true, "\(name) \(row.id)")
            }
            #expect(made[name]!.sizedAlone == nil)
            #expect(
                made[name]!.changes.contains { $0.message.hasPrefix("a flat mark, sized with the icon of its width") },
                "\(made[name]!.changes.map(\.message))")
            #expect(findings(of: made[name]!, profile: .controlCenter) == [], "\(name)")
        }
    }

    /// Without the pre-pass each decides alone: the plus is sized alone by its height, each
    /// flat mark alone by its width, and the proportion is lost (what `make` did before).
    @Test func aloneEachMarkGoesToItsOwnTarget() throws {
        var alone: [String: MadeSymbol] = [:]
        for icon in Self.marks {
            alone[icon.name] = try SymbolMaker.make(path: icon.name + ".svg", bytes: icon.bytes, name: icon.name)
        }
        let plus = try #require(Self.measurements(alone["plus"]!)[.regularM])
        let minus = try #require(Self.measurements(alone["minus"]!)[.regularM])
        // A flat mark alone is as wide as a square glyph at the target: the plus's width.
        #expect(abs(minus.size.opticalSize - SizeTarget.defaultRatio) < 0.005)
        #expect(abs(minus.width / plus.width - 1) < 0.01, "minus \(minus.width), plus \(plus.width)")
    }

    /// Partners are the call's icons on the same frame, not flat, about as wide and as tall as
    /// the mark is wide: a large circle is not one, nor an icon on another grid.
    @Test func partnersAreTheSquareMarksOfTheMarksWidth() throws {
        func icon(_ body: String, frame: String = "0 0 24 24") -> [UInt8] {
            Array(
                #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="\#(frame)" fill="none" stroke="black" stroke-width="1.5" stroke-linecap="round">\#(body)</svg>"#
                    .utf8)
        }
        let icons: [(name: String, bytes: [UInt8])] = [
            ("minus", icon(#"<path d="M5 12h14"/>"#)),
            ("circle", icon(#"<circle cx="12" cy="12" r="10"/>"#)),
            ("small-plus", icon(#"<path d="M12 5v14M5 12h14"/>"#, frame: "0 0 48 48")),
            ("x", icon(#"<path d="M6 6l12 12M18 6 6 18"/>"#)),
        ]
        let scales = FamilySizing.flatMarkScales(count: icons.count, options: MakeOptions()) {
            Self.source($0, in: icons)
        }
        #expect(Array(scales.keys) == [0])
        #expect(scales[0]?.partners == ["x.svg"])
        // Only several icons sized within the band have a family to size with.
        var byInk = MakeOptions()
        byInk.sizeBy = .ink
        #expect(FamilySizing.flatMarkScales(count: icons.count, options: byInk) { Self.source($0, in: icons) }.isEmpty)
        // A mark without partners decides alone.
        let lone = [icons[0], icons[1]]
        #expect(FamilySizing.flatMarkScales(count: 2, options: MakeOptions()) { Self.source($0, in: lone) }.isEmpty)
    }
}
