import SVGModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite struct PathNormalizerTests {
    @Test func linesKeepTheirPointsAndBounds() throws {
        let path = try #require(pathGeometry("M10 20 L30 5 L0 40"))
        #expect(
            path.subpaths == [
                Subpath(
                    start: Point(x: 10, y: 20),
                    segments: [.line(to: Point(x: 30, y: 5)), .line(to: Point(x: 0, y: 40))],
                    isClosed: false, sourceRange: SourceRange(start: 0, end: 6))
            ])
        #expect(path.bounds == Rect(minX: 0, minY: 5, maxX: 30, maxY: 40))
    }

    @Test func horizontalAndVerticalLinesBecomeLines() {
        #expect(
            endPoints(pathGeometry("M1 2 H5 V7 h-3 v-4")) == [
                [
                    Point(x: 1, y: 2), Point(x: 5, y: 2), Point(x: 5, y: 7), Point(x: 2, y: 7), Point(x: 2, y: 3),
                ]
            ])
    }

    @Test func relativeCommandsChainFromTheCurrentPoint() throws {
        let path = try #require(pathGeometry("m10 10 l5 0 0 5 -5 0 z m20 0 l1 1"))
        #expect(
            endPoints(path) == [
                [Point(x: 10, y: 10), Point(x: 15, y: 10), Point(x: 15, y: 15), Point(x: 10, y: 15)],
                [Point(x: 30, y: 10), Point(x: 31, y: 11)],
            ])
        #expect(path.subpaths.map(\.isClosed) == [true, false])
        #expect(path.bounds == Rect(minX: 10, minY: 10, maxX: 31, maxY: 15))
    }

    @Test func aCommandAfterCloseStartsASubpathAtTheClosedOnesStart() throws {
        let path = try #require(pathGeometry("M10 10 L20 10 L20 20 Z L0 0 Z l5 5"))
        #expect(
            endPoints(path) == [
                [Point(x: 10, y: 10), Point(x: 20, y: 10), Point(x: 20, y: 20)],
                [Point(x: 10, y: 10), Point(x: 0, y: 0)],
                [Point(x: 10, y: 10), Point(x: 15, y: 15)],
            ])
        #expect(path.subpaths.map(\.isClosed) == [true, true, false])
    }

    @Test func subpathsRememberWhereTheyBeganInTheFile() throws {
        guard case .success(let data) = PathDataParser.parse("M0 0 L1 1 Z L2 2 M5 5 L6 6") else {
            Issue.record("no parse")
            return
        }
        let path = PathNormalizer.geometry(
            of: data, sourceRange: { SourceRange(start: $0.lowerBound + 100, end: $0.upperBound + 100) })
        #expect(path.subpaths.map(\.sourceOffset) == [100, 112, 117])
        // Each spans the command that began it with its numbers: `M0 0`, `L2 2`, `M5 5`.
        #expect(path.subpaths.map { $0.sourceRange.map { $0.end - $0.start } } == [4, 4, 4])
    }

    @Test func aLoneMoveDrawsNothing() throws {
        let path = try #require(pathGeometry("M5 5 M10 10"))
        #expect(path.isEmpty)
        #expect(path.bounds == nil)
    }

    @Test func quadraticsAreRaisedToCubicsExactly() throws {
        let path = try #require(pathGeometry("M0 0 Q10 20 20 0"))
        guard case .cubic(let c1, let c2, let end) = path.subpaths[0].segments[0] else {
            Issue.record("not a cubic")
            return
        }
        #expect(isClose(c1, Point(x: 20.0 / 3, y: 40.0 / 3)))
        #expect(isClose(c2, Point(x: 40.0 / 3, y: 40.0 / 3)))
        #expect(end == Point(x: 20, y: 0))
    }

    @Test func aQuadraticsBoundsReachItsInteriorExtremumNotItsControlPoint() throws {
        // B(t).y = 2t(1−t)·20 peaks at t = ½ with 10, half way to the control point's 20.
        let path = try #require(pathGeometry("M0 0 Q10 20 20 0"))
        #expect(isClose(path.bounds, Rect(minX: 0, minY: 0, maxX: 20, maxY: 10)))
    }

    @Test func aCubicsBoundsAreItsExtremaStrictlyInsideTheControlPolygon() throws {
        // x: 10, 16, 4, 10 is 10 + 36t³ − 54t² + 18t, whose extrema at t = ½ ± 1/(2√3) are 10 ± √3.
        // y: 20, 32, 32, 20 is 20 + 36t(1 − t), whose maximum at t = ½ is 29.
        // The control polygon spans x 4…16 and y 20…32.
        let path = try #require(pathGeometry("M10 20 C16 32 4 32 10 20"))
        let root3 = 3.0.squareRoot()
        #expect(isClose(path.bounds, Rect(minX: 10 - root3, minY: 20, maxX: 10 + root3, maxY: 29)))
    }

    @Test func aCubicWhoseControlsLieBetweenItsEndsOnOneAxisStillBulgesOnTheOther() throws {
        // x: 0, 2, 8, 10 stays within 0…10 (no extremum needed); y: 0, 5, 5, 0 is 15t(1 − t),
        // at most 3.75.
        let path = try #require(pathGeometry("M0 0 C2 5 8 5 10 0"))
        #expect(isClose(path.bounds, Rect(minX: 0, minY: 0, maxX: 10, maxY: 3.75)))
        // Mirrored: the controls between the ends in y, outside them in x.
        let sideways = try #require(pathGeometry("M0 0 C5 2 5 8 0 10"))
        #expect(isClose(sideways.bounds, Rect(minX: 0, minY: 0, maxX: 3.75, maxY: 10)))
    }

    @Test func smoothCubicReflectsThePreviousSecondControlPoint() throws {
        let path = try #require(pathGeometry("M0 0 C0 10 10 10 10 0 S20 -10 20 0"))
        #expect(
            path.subpaths[0].segments[1]
                == .cubic(
                    control1: Point(x: 10, y: -10), control2: Point(x: 20, y: -10),
                    to: Point(x: 20, y: 0)))
        #expect(path.bounds == Rect(minX: 0, minY: -7.5, maxX: 20, maxY: 7.5))
        #expect(pathGeometry("M0 0 c0 10 10 10 10 0 s10 -10 10 0") == path)
    }

    @Test func smoothCubicWithoutAPreviousCubicStartsAtTheCurrentPoint() throws {
        let path = try #require(pathGeometry("M0 0 L5 5 S10 10 20 0"))
        #expect(
            path.subpaths[0].segments[1]
                == .cubic(
                    control1: Point(x: 5, y: 5), control2: Point(x: 10, y: 10),
                    to: Point(x: 20, y: 0)))
    }

    @Test func smoothQuadraticReflectsThePreviousControlPoint() throws {
        // The second control point is (20,0) + ((20,0) − (10,10)) = (30,−10), the third (50,10).
        let path = try #require(pathGeometry("M0 0 Q10 10 20 0 T40 0 T60 0"))
        guard case .cubic(let c1, let c2, _) = path.subpaths[0].segments[1],
            case .cubic(let d1, let d2, _) = path.subpaths[0].segments[2]
        else {
            Issue.record("not cubics")
            return
        }
        #expect(isClose(c1, Point(x: 20 + 20.0 / 3, y: -20.0 / 3)))
        #expect(isClose(c2, Point(x: 40 - 20.0 / 3, y: -20.0 / 3)))
        #expect(isClose(d1, Point(x: 40 + 20.0 / 3, y: 20.0 / 3)))
        #expect(isClose(d2, Point(x: 60 - 20.0 / 3, y: 20.0 / 3)))
        #expect(isClose(path.bounds, Rect(minX: 0, minY: -5, maxX: 60, maxY: 5)))
    }

    @Test func smoothQuadraticAfterACubicIsAStraightLine() throws {
        // With no quadratic before it, T's control point is the current point (10,0): the
        // raised cubic has controls (10,0) and (40,0) + ⅔((10,0) − (40,0)) = (20,0).
        let path = try #require(pathGeometry("M0 0 C0 10 10 10 10 0 T40 0"))
        guard case .cubic(let c1, let c2, let end) = path.subpaths[0].segments[1] else {
            Issue.record("not a cubic")
            return
        }
        #expect(c1 == Point(x: 10, y: 0))
        #expect(isClose(c2, Point(x: 20, y: 0)))
        #expect(end == Point(x: 40, y: 0))
    }
}

@Suite struct ArcGeometryTests {
    @Test func twoHalfArcsMakeAFullCircle() throws {
        let r = 100.0
        let path = try #require(pathGeometry("M250 200 A100 100 0 0 1 50 200 A100 100 0 0 1 250 200"))
        #expect(path.subpaths[0].segments.count == 8)  // 45° pieces
        #expect(isClose(path.bounds, Rect(minX: 50, minY: 100, maxX: 250, maxY: 300), within: 1e-6 * r))
    }

    @Test func everyPieceEndsOnTheCircle() throws {
        let path = try #require(pathGeometry("M250 200 A100 100 0 0 1 50 200 A100 100 0 0 1 250 200"))
        for segment in path.subpaths[0].segments {
            let p = segment.end
            #expect(isClose(((p.x - 150) * (p.x - 150) + (p.y - 200) * (p.y - 200)).squareRoot(), 100, within: 1e-9))
        }
    }

    @Test func piecesStayWithinTheDocumentedErrorOfTheCircle() throws {
        // A circle from 10° to 190° and back: no piece ends on an extreme, so the bounds and
        // every sampled point rely on the 45° cubics, documented to stray less than 5e-6 × r.
        let r = 100.0
        let start = Point(x: r * cos(.pi / 18), y: r * sin(.pi / 18))
        let path = try #require(
            pathGeometry(
                "M\(start.x) \(start.y) A100 100 0 0 1 \(-start.x) \(-start.y) A100 100 0 0 1 \(start.x) \(start.y)"))
        var from = path.subpaths[0].start
        var worst = 0.0
        for segment in path.subpaths[0].segments {
            guard case .cubic(let c1, let c2, let to) = segment else {
                Issue.record("not a cubic")
                return
            }
            for step in 0...100 {
                let t = Double(step) / 100
                let u = 1 - t
                let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                worst = max(worst, abs((x * x + y * y).squareRoot() - r))
            }
            from = to
        }
        #expect(worst < 5e-6 * r)
        #expect(worst > 0)  // the pieces are approximations, not the circle itself
        #expect(isClose(path.bounds, Rect(minX: -r, minY: -r, maxX: r, maxY: r), within: 5e-6 * r))
    }

    /// From (0,0) to (10,10) with radius 10 the centre is (0,10) or (10,0); the flags choose
    /// the centre and the direction.
    @Test(arguments: [
        (
            "0 1", Rect(minX: 0, minY: 0, maxX: 10, maxY: 10),
            Point(x: 10 * (0.5).squareRoot(), y: 10 - 10 * (0.5).squareRoot())
        ),
        (
            "0 0", Rect(minX: 0, minY: 0, maxX: 10, maxY: 10),
            Point(x: 10 - 10 * (0.5).squareRoot(), y: 10 * (0.5).squareRoot())
        ),
        (
            "1 1", Rect(minX: 0, minY: -10, maxX: 20, maxY: 10),
            Point(x: 10 - 10 * (0.5).squareRoot(), y: -10 * (0.5).squareRoot())
        ),
        (
            "1 0", Rect(minX: -10, minY: 0, maxX: 10, maxY: 20),
            Point(x: -10 * (0.5).squareRoot(), y: 10 - 10 * (0.5).squareRoot())
        ),
    ])
    func largeArcAndSweepFlagsPickOneOfFourArcs(flags: String, bounds: Rect, firstPieceEnd: Point) throws {
        let path = try #require(pathGeometry("M0 0 A10 10 0 \(flags) 10 10"))
        #expect(isClose(path.bounds, bounds, within: 1e-9))
        #expect(isClose(path.subpaths[0].segments[0].end, firstPieceEnd, within: 1e-9))
        #expect(path.subpaths[0].end == Point(x: 10, y: 10))
    }

    @Test func aRotatedEllipseArcReachesItsAnalyticExtent() throws {
        // Ellipse centre (50,50), radii 20 and 10, x axis rotated 30°. The half from one end of
        // the major axis, (50 + 10√3, 60), clockwise to the other, (50 − 10√3, 40), is
        // (x, y) = (50 + 10√3 cos t − 5 sin t, 50 + 10 cos t + 5√3 sin t) for t in 0…π:
        // x reaches 50 − √(300 + 25) inside, y reaches 50 + √(100 + 75) inside, while its
        // largest x and smallest y are the end points.
        let root3 = 3.0.squareRoot()
        let path = try #require(pathGeometry("M\(50 + 10 * root3) 60 A20 10 30 0 1 \(50 - 10 * root3) 40"))
        let expected = Rect(
            minX: 50 - 325.0.squareRoot(), minY: 40, maxX: 50 + 10 * root3, maxY: 50 + 175.0.squareRoot())
        // 45° cubic pieces stray from the ellipse by less than 5e-6 × the larger radius.
        #expect(isClose(path.bounds, expected, within: 5e-6 * 20))
    }

    @Test func radiiTooSmallAreScaledUpUntilTheArcFits() throws {
        // A circle of radius 1 cannot join points 10 apart: the radius becomes 5 (a half circle).
        let circle = try #require(pathGeometry("M0 0 A1 1 0 0 1 10 0"))
        #expect(isClose(circle.bounds, Rect(minX: 0, minY: -5, maxX: 10, maxY: 0), within: 1e-9))
        // Both radii scale by the same factor: 2 × 1 becomes 5 × 2.5.
        let ellipse = try #require(pathGeometry("M0 0 A2 1 0 0 1 10 0"))
        #expect(isClose(ellipse.bounds, Rect(minX: 0, minY: -2.5, maxX: 10, maxY: 0), within: 1e-9))
    }

    @Test func aZeroRadiusMakesALine() throws {
        let path = try #require(pathGeometry("M0 0 A0 5 0 0 1 10 20"))
        #expect(path.subpaths[0].segments == [.line(to: Point(x: 10, y: 20))])
    }

    @Test func anArcToItsOwnStartDrawsNothing() throws {
        let path = try #require(pathGeometry("M5 5 A10 10 0 0 1 5 5"))
        #expect(path.subpaths[0].segments == [])
    }

    @Test func relativeArcsEndRelativeToTheCurrentPoint() throws {
        let path = try #require(pathGeometry("M10 10 a5 5 0 0 1 10 0"))
        #expect(path.subpaths[0].end == Point(x: 20, y: 10))
        #expect(isClose(path.bounds, Rect(minX: 10, minY: 5, maxX: 20, maxY: 10), within: 1e-9))
    }

    @Test func hugeArcNumbersDoNotCrash() throws {
        // Every number is finite, but the arc maths overflows to infinity and NaN.
        let path = try #require(pathGeometry("M0 0 A1e308 1e308 0 0 1 1e308 1e308"))
        #expect(path.subpaths[0].segments == [.line(to: Point(x: 1e308, y: 1e308))])
        // A current point that overflowed to infinity does not trap either.
        #expect(pathGeometry("M1e308 0 l1e308 0 A1 1 0 0 1 5 5")?.subpaths[0].end == Point(x: 5, y: 5))
    }
}
