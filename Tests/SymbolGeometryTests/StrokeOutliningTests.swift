import SVGModel
import SymbolGeometry
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Stroke outlining") struct StrokeOutliningTests {
    let segment = polyline([(0, 0), (10, 0)])
    let corner = polyline([(0, 0), (10, 0), (10, 10)])

    @Test func buttCapEndsAtTheEndpoints() throws {
        let o = try Outliner.stroke(segment, style: StrokeStyle(width: 2, cap: .butt), tolerance: fine)
        #expect(approximately(o.area, 20))
        #expect(
            o.bounds.map { approximately($0.minX, 0) && approximately($0.maxX, 10) && approximately($0.maxY, 1) }
                == true)
    }

    @Test func squareCapExtendsHalfTheWidth() throws {
        let o = try Outliner.stroke(segment, style: StrokeStyle(width: 2, cap: .square), tolerance: fine)
        #expect(approximately(o.area, 24))
        #expect(
            o.bounds.map { approximately($0.minX, -1) && approximately($0.maxX, 11) && approximately($0.maxY, 1) }
                == true)
    }

    @Test func roundCapAddsHalfDiscs() throws {
        let o = try Outliner.stroke(segment, style: StrokeStyle(width: 2, cap: .round), tolerance: fine)
        #expect(approximately(o.area, 20 + Double.pi, within: 0.003))
        #expect(o.contains(Point(x: -0.99, y: 0)))
        #expect(!o.contains(Point(x: -0.75, y: 0.75)))
    }

    // A right-angle corner: two 10×2 bars sharing a 1×1 square, plus what the join adds at (10, 0).
    @Test func miterJoinFillsTheCorner() throws {
        let o = try Outliner.stroke(corner, style: StrokeStyle(width: 2, join: .miter), tolerance: fine)
        #expect(approximately(o.area, 40))
        #expect(o.contains(Point(x: 10.95, y: -0.95)))
    }

    @Test func bevelJoinCutsTheCorner() throws {
        let o = try Outliner.stroke(corner, style: StrokeStyle(width: 2, join: .bevel), tolerance: fine)
        #expect(approximately(o.area, 39.5))
        #expect(!o.contains(Point(x: 10.95, y: -0.95)))
        #expect(o.contains(Point(x: 10.45, y: -0.45)))
    }

    @Test func roundJoinIsAQuarterDisc() throws {
        let o = try Outliner.stroke(corner, style: StrokeStyle(width: 2, join: .round), tolerance: fine)
        #expect(approximately(o.area, 39 + Double.pi / 4, within: 0.003))
    }

    // A right angle's miter length ÷ width is √2 ≈ 1.414: SVG bevels under a lower limit.
    @Test func miterLimitBelowTheRatioBevels() throws {
        let o = try Outliner.stroke(
            corner, style: StrokeStyle(width: 2, join: .miter, miterLimit: 1.4), tolerance: fine)
        #expect(approximately(o.area, 39.5))
    }

    @Test func miterLimitAboveTheRatioKeepsTheMiter() throws {
        let o = try Outliner.stroke(
            corner, style: StrokeStyle(width: 2, join: .miter, miterLimit: 1.42), tolerance: fine)
        #expect(approximately(o.area, 40))
    }

    // A sharp 30° turn: miter length ÷ width = 1/sin(15°) ≈ 3.86, under the default limit 4.
    @Test func sharpTurnKeepsItsSpikeUnderTheDefaultLimit() throws {
        let tip = polyline([(0, 0), (10, 0), (10 - 10 * 0.866_025_403_784_438_6, 5)])
        let mitred = try Outliner.stroke(tip, style: StrokeStyle(width: 2), tolerance: fine)
        let bevelled = try Outliner.stroke(tip, style: StrokeStyle(width: 2, miterLimit: 3.8), tolerance: fine)
        // The tip lies 3.86 from the corner along the outer bisector, 15° off the x axis.
        #expect(approximately(mitred.bounds!.maxX, 10 + 1 / sin(Double.pi / 12) * cos(Double.pi / 12), within: 1e-9))
        #expect(bevelled.bounds!.maxX < 11)
    }

    // A closed square has joins at all four corners (the start included) and no caps.
    @Test func closedSubpathJoinsAtItsStart() throws {
        let square = polyline([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)
        let mitred = try Outliner.stroke(square, style: StrokeStyle(width: 2, cap: .round), tolerance: fine)
        #expect(approximately(mitred.area, 144 - 64))
        #expect(mitred.polygons.count == 1 && mitred.holeCount == 1)
        #expect(mitred.contains(Point(x: -0.95, y: -0.95)))
        let bevelled = try Outliner.stroke(
            square, style: StrokeStyle(width: 2, cap: .round, join: .bevel), tolerance: fine)
        #expect(approximately(bevelled.area, 80 - 4 * 0.5))
    }

    @Test func openSquareHasCapsNotAJoinAtItsStart() throws {
        let open = polyline([(0, 0), (10, 0), (10, 10), (0, 10), (0, 0)])
        let o = try Outliner.stroke(open, style: StrokeStyle(width: 2, cap: .butt), tolerance: fine)
        #expect(approximately(o.area, 80 - 1))
        #expect(!o.contains(Point(x: -0.5, y: -0.5)))
    }

    @Test func zeroLengthSubpathWithRoundCapsIsADot() throws {
        let dot = Path(subpaths: [Subpath(start: Point(x: 5, y: 5), segments: [.line(to: Point(x: 5, y: 5))])])
        let round = try Outliner.stroke(dot, style: StrokeStyle(width: 2, cap: .round), tolerance: fine)
        #expect(approximately(round.area, Double.pi, within: 0.003))
        #expect(round.bounds.map { approximately($0.minX, 4) && approximately($0.maxY, 6) } == true)
        let square = try Outliner.stroke(dot, style: StrokeStyle(width: 2, cap: .square), tolerance: fine)
        #expect(approximately(square.area, 4))
        let closedDot = Path(subpaths: [Subpath(start: Point(x: 5, y: 5), isClosed: true)])
        #expect(
            try Outliner.stroke(closedDot, style: StrokeStyle(width: 2, cap: .round), tolerance: fine).polygons.count
                == 1)
        let butt = try Outliner.stroke(dot, style: StrokeStyle(width: 2, cap: .butt), tolerance: fine)
        #expect(butt.isEmpty)
    }

    @Test func dashesFollowThePattern() throws {
        let o = try Outliner.stroke(segment, style: StrokeStyle(width: 2, dashes: [2, 3]), tolerance: fine)
        #expect(o.polygons.count == 2)
        #expect(approximately(o.area, 8))
        #expect(o.contains(Point(x: 1, y: 0)) && !o.contains(Point(x: 3, y: 0)) && o.contains(Point(x: 6, y: 0)))
    }

    @Test func dashOffsetShiftsThePattern() throws {
        let o = try Outliner.stroke(
            segment, style: StrokeStyle(width: 2, dashes: [2, 3], dashOffset: 1), tolerance: fine)
        // Dashes at 0–1, 4–6 and 9–10.
        #expect(o.polygons.count == 3)
        #expect(approximately(o.area, 8))
        #expect(o.contains(Point(x: 0.5, y: 0)) && !o.contains(Point(x: 2, y: 0)) && o.contains(Point(x: 5, y: 0)))
        #expect(o.contains(Point(x: 9.5, y: 0)))
    }

    @Test func oddDashListRepeatsAndZeroDashesAreDots() throws {
        let dots = try Outliner.stroke(
            segment, style: StrokeStyle(width: 2, cap: .round, dashes: [0, 4]), tolerance: fine)
        #expect(dots.polygons.count == 3)  // at 0, 4 and 8
        #expect(approximately(dots.area, 3 * Double.pi, within: 0.01))
        let odd = try Outliner.stroke(segment, style: StrokeStyle(width: 2, dashes: [1]), tolerance: fine)
        #expect(odd.polygons.count == 5)
    }

    @Test func invalidDashPatternsDrawSolid() throws {
        let negative = try Outliner.stroke(segment, style: StrokeStyle(width: 2, dashes: [2, -1]), tolerance: fine)
        #expect(approximately(negative.area, 20))
        let zero = try Outliner.stroke(segment, style: StrokeStyle(width: 2, dashes: [0, 0]), tolerance: fine)
        #expect(approximately(zero.area, 20))
    }

    @Test func curvesAreFlattenedWithinTheTolerance() throws {
        // A quarter circle of radius 10 as one cubic (kappa), stroked 2 wide: an annulus quarter.
        let k = 0.552_284_749_831 * 10
        let arc = Path(subpaths: [
            Subpath(
                start: Point(x: 10, y: 0),
                segments: [.cubic(control1: Point(x: 10, y: k), control2: Point(x: k, y: 10), to: Point(x: 0, y: 10))])
        ])
        let o = try Outliner.stroke(arc, style: StrokeStyle(width: 2), tolerance: fine)
        #expect(approximately(o.area, Double.pi / 4 * (121 - 81), within: 0.02))
    }

    @Test func hostileDashPatternIsRefused() {
        #expect(throws: GeometryError.self) {
            try Outliner.stroke(
                polyline([(0, 0), (1e6, 0)]), style: StrokeStyle(width: 1, dashes: [0.001]), tolerance: 0.01)
        }
    }
}
