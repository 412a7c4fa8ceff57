import SVGModel
import Testing

@testable import SymbolCheck
@testable import SymbolResize

/// The number rewriting itself, on exact strings: every path command kind, absolute and
/// relative, compact number runs, `points` and the local maps (number text: SVGWritingTests).
@Suite struct ResizeRewritingTests {
    /// x ↦ 2x + 10, y ↦ 2y − 4.
    static let doubling = AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 10, f: -4)

    static func rewritten(_ d: String, _ map: AffineTransform = doubling) throws -> String {
        let data = try PathDataParser.parse(d).get()
        let value = Array(d.utf8)
        let edits = try PathDataRewriter.edits(for: data, value: value, map: map, decimals: 6)
        var out = value
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            out.replaceSubrange(edit.range, with: Array(edit.text.utf8))
        }
        return String(decoding: out, as: UTF8.self)
    }

    @Test func absoluteCommandsMapEveryPoint() throws {
        #expect(
            try Self.rewritten("M1 2L3 4H5V6Q1 2 3 4T5 6C1 2 3 4 5 6S1 2 3 4A5 6 30 1 0 7 8Z")
                == "M12 0L16 4H20V8Q12 0 16 4T20 8C12 0 16 4 20 8S12 0 16 4A10 12 30 1 0 24 12Z")
    }

    @Test func relativeCommandsScaleWithoutTheShift() throws {
        // The leading `m` is absolute; everything after it is a difference.
        #expect(
            try Self.rewritten("m1 2l3 4 5 6h5v6c1 1 2 2 3 3s1 1 2 2q1 1 2 2t3 3a5 6 30 0 1 3 4z")
                == "m12 0l6 8 10 12h10v12c2 2 4 4 6 6s2 2 4 4q2 2 4 4t6 6a10 12 30 0 1 6 8z")
    }

    @Test func aMoveAfterTheFirstCommandStaysRelative() throws {
        #expect(try Self.rewritten("M1 2h1zm3 4h1z") == "M12 0h2zm6 8h2z")
    }

    @Test func numbersWrittenBackToBackStayApart() throws {
        // `.5.5` is two numbers; `1` `1` must not become `11`, `3` before `.25` not `3.25`.
        #expect(try Self.rewritten("M.5.5L1.5.5", .scale(2, 2)) == "M1 1L3 1")
        #expect(try Self.rewritten("M0 0a1.5.5.25 0 1 .1.1", .scale(2, 2)) == "M0 0a3 1 .25 0 1 0.2 0.2")
        // A leading minus separates by itself.
        #expect(try Self.rewritten("M1-2-3-4", .scale(2, 2)) == "M2-4-6-8")
        // Arc flags are single characters: a number right after one keeps reading correctly.
        #expect(try Self.rewritten("M0 0a1 1 0 01.5.5", .scale(2, 2)) == "M0 0a2 2 0 01 1 1")
    }

    @Test func unchangedNumbersKeepTheirText() throws {
        // A horizontal scale about x = 0 leaves every y, and `0`s, as written.
        let xOnly = AffineTransform(a: 3, b: 0, c: 0, d: 1, e: 0, f: 0)
        #expect(try Self.rewritten("M220,56 l0,110", xOnly) == "M660,56 l0,110")
        #expect(try Self.rewritten("M1.50 2.000V7", xOnly) == "M4.5 2.000V7")
    }

    @Test func arcRadiiFollowTheAxesOfANonUniformScaling() throws {
        let stretch = AffineTransform(a: 2, b: 0, c: 0, d: 3, e: 0, f: 0)
        #expect(try Self.rewritten("M0 0A1 1 0 0 1 1 1", stretch) == "M0 0A2 3 0 0 1 2 3")
        #expect(try Self.rewritten("M0 0A1 1 90 0 1 1 1", stretch) == "M0 0A3 2 90 0 1 2 3")
        #expect(throws: ValueRewriteFailure.self) { try Self.rewritten("M0 0A1 1 30 0 1 1 1", stretch) }
    }

    @Test func radiiThatSpanTheirArcExactlyAreWrittenJustShortOfIt() throws {
        // Radius 1 across a chord of 2: a half circle. Doubled, the radius is written 6e-6 short.
        #expect(try Self.rewritten("M0 0A1 1 0 0 1 2 0", .scale(2, 2)) == "M0 0A1.999988 1.999988 0 0 1 4 0")
        #expect(try Self.rewritten("M0 0a1 1 0 0 1 2 0", .scale(2, 2)) == "M0 0a1.999988 1.999988 0 0 1 4 0")
        // Radii that reach well past the span are scaled as they are.
        #expect(try Self.rewritten("M0 0A3 3 0 0 1 2 0", .scale(2, 2)) == "M0 0A6 6 0 0 1 4 0")
    }

    @Test(arguments: [1.0000001, 1.1484579782656081, 1.283205, 1.3333333, 0.7777777, 2.718281828])
    func halfCirclesStayHalfCircles(factor: Double) throws {
        // Rounded naively, the radius lands a hair inside or outside the chord and the arc's
        // centre jumps off it by √(2·r·error): thousandths of a unit.
        let map = AffineTransform(a: factor, b: 0, c: 0, d: factor, e: 3.3, f: -7.7)
        let d = "M26.5175-30.398A18.7024 18.7024 0 0 0 63.9223-30.398A18.7024 18.7024 0 0 0 26.5175-30.398Z"
        let before = PathNormalizer.geometry(of: try PathDataParser.parse(d).get()).transformed(by: map).bounds!
        let after = PathNormalizer.geometry(of: try PathDataParser.parse(try Self.rewritten(d, map)).get()).bounds!
        #expect(
            abs(after.height - before.height) < 1e-5 && abs(after.width - before.width) < 1e-5, "\(before) → \(after)")
    }

    @Test func horizontalAndVerticalLinesNeedAnAxisAlignedMap() {
        let rotation = AffineTransform.rotation(degrees: 30)
        #expect(throws: ValueRewriteFailure.self) { try Self.rewritten("M0 0H5", rotation) }
        #expect(throws: ValueRewriteFailure.self) { try Self.rewritten("M0 0v5", rotation) }
    }

    @Test func linesAndCurvesTakeAnyAffineMap() throws {
        let m = AffineTransform(a: 1, b: 1, c: -1, d: 1, e: 0, f: 0)
        #expect(try Self.rewritten("M1 0L0 1l1 0C1 0 0 1 1 1", m) == "M1 1L-1 1l1 1C1 1 -1 1 0 2")
    }

    @Test func pointsListsMapPairByPair() throws {
        let value = Array("1,2 3,4\n5 6".utf8)
        let edits = try PointsRewriter.edits(value: value, map: Self.doubling, decimals: 6)
        // 4 ↦ 2·4 − 4 = 4 keeps its text.
        #expect(
            edits == [
                ValueEdit(range: 0..<1, text: "12"), ValueEdit(range: 2..<3, text: "0"),
                ValueEdit(range: 4..<5, text: "16"),
                ValueEdit(range: 8..<9, text: "20"), ValueEdit(range: 10..<11, text: "8"),
            ])
        #expect(throws: ValueRewriteFailure.self) {
            try PointsRewriter.edits(value: Array("1,2 3".utf8), map: Self.doubling, decimals: 6)
        }
    }

    @Test(arguments: [
        AffineTransform.identity, .translation(1400, 1126), .rotation(degrees: 30), .skewX(degrees: 25),
        AffineTransform(a: 0.8, b: 0.3, c: -0.2, d: 1.1, e: 5, f: -7),
        AffineTransform.scale(3, 0.7).concatenating(.rotation(degrees: 45)),
    ])
    func localMapsAreTheTemplateMapSeenFromTheElement(ctm: AffineTransform) throws {
        let center = Point(x: 1450, y: 1090)
        let uniform = try #require(LocalScaling.uniform(factor: 1.3, about: center, ctm: ctm))
        let horizontal = try #require(LocalScaling.horizontal(factor: 1.3, aboutX: center.x, ctm: ctm))
        for p in [Point(x: 0, y: 0), Point(x: 12.5, y: -40), Point(x: -300, y: 77)] {
            let q = ctm.apply(p)
            let wantUniform = Point(x: center.x + 1.3 * (q.x - center.x), y: center.y + 1.3 * (q.y - center.y))
            let gotUniform = ctm.apply(uniform.apply(p))
            #expect(abs(gotUniform.x - wantUniform.x) < 1e-9 && abs(gotUniform.y - wantUniform.y) < 1e-9)
            let gotHorizontal = ctm.apply(horizontal.apply(p))
            #expect(
                abs(gotHorizontal.x - (center.x + 1.3 * (q.x - center.x))) < 1e-9 && abs(gotHorizontal.y - q.y) < 1e-9)
        }
        #expect(uniform.isUniformScaling)
    }

    @Test func anXOnlyScalingThroughATranslationKeepsYExactly() throws {
        let map = try #require(LocalScaling.horizontal(factor: 1.3, aboutX: 1450, ctm: .translation(263, 625.041)))
        #expect(map.isAxisAligned && map.d == 1 && map.f == 0)
        let turned = try #require(LocalScaling.horizontal(factor: 1.3, aboutX: 1450, ctm: .rotation(degrees: 90)))
        #expect(turned.isAxisAligned && abs(turned.a - 1) < 1e-15 && abs(turned.d - 1.3) < 1e-15)
    }
}
