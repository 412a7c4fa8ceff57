import SVGModel
import SymbolGeometry
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Fill regions") struct FillRegionTests {
    static let twoDecimals = SVGWriteOptions(decimals: 2, numberStyle: .compactRelative)
    // Two same-direction squares in one path overlapping in a 5×5 square.
    let overlapping = Path(subpaths: [rectangle(0, 0, 10, 10), rectangle(5, 5, 10, 10)])

    @Test func overlapUnderNonzeroIsFilled() throws {
        let o = try Outliner.fill(overlapping, rule: .nonzero, tolerance: fine)
        #expect(approximately(o.area, 175))
        #expect(o.contains(Point(x: 7, y: 7)))
        #expect(o.polygons.count == 1 && o.holeCount == 0)
    }

    @Test func overlapUnderEvenoddIsEmpty() throws {
        let o = try Outliner.fill(overlapping, rule: .evenodd, tolerance: fine)
        #expect(approximately(o.area, 150))
        #expect(!o.contains(Point(x: 7, y: 7)))
        #expect(o.contains(Point(x: 2, y: 2)) && o.contains(Point(x: 12, y: 12)))
    }

    // A pentagram drawn as one self-crossing ring: the centre has winding 2.
    var star: Path {
        let pts = (0..<5).map { i -> (Double, Double) in
            let a = Double.pi * (-0.5 + 0.8 * Double(i))
            return (10 * cos(a), 10 * sin(a))
        }
        return polyline(pts, closed: true)
    }

    @Test func selfCrossingRingUnderEachRule() throws {
        let nonzero = try Outliner.fill(star, rule: .nonzero, tolerance: fine)
        let evenodd = try Outliner.fill(star, rule: .evenodd, tolerance: fine)
        #expect(nonzero.contains(.zero) && !evenodd.contains(.zero))
        // The points are the same under both rules; only the centre pentagon differs.
        let inner = 10 * sin(Double.pi / 10) / sin(7 * Double.pi / 10)  // inner pentagon circumradius
        let pentagon = 2.5 * inner * inner * sin(2 * Double.pi / 5)
        #expect(approximately(nonzero.area - evenodd.area, pentagon, within: 1e-6))
        #expect(nonzero.polygons.count == 1 && nonzero.holeCount == 0)
    }

    @Test func oppositeWoundHoleIsAHoleUnderBothRules() throws {
        let ring = Path(subpaths: [rectangle(0, 0, 30, 30), rectangle(10, 10, 10, 10, clockwise: false)])
        for rule in [FillRule.nonzero, .evenodd] {
            let o = try Outliner.fill(ring, rule: rule, tolerance: fine)
            #expect(approximately(o.area, 800))
            #expect(o.holeCount == 1)
        }
    }

    @Test func sameDirectionHoleIsFilledUnderNonzeroOnly() throws {
        let ring = Path(subpaths: [rectangle(0, 0, 30, 30), rectangle(10, 10, 10, 10)])
        #expect(approximately(try Outliner.fill(ring, rule: .nonzero, tolerance: fine).area, 900))
        #expect(approximately(try Outliner.fill(ring, rule: .evenodd, tolerance: fine).area, 800))
    }

    @Test func shapeInsideAHoleIsKept() throws {
        let nested = Path(subpaths: [
            rectangle(0, 0, 30, 30), rectangle(10, 10, 10, 10, clockwise: false), rectangle(13, 13, 4, 4),
        ])
        for rule in [FillRule.nonzero, .evenodd] {
            let o = try Outliner.fill(nested, rule: rule, tolerance: fine)
            #expect(approximately(o.area, 900 - 100 + 16))
            #expect(o.polygons.count == 2 && o.holeCount == 1)
            #expect(o.contains(Point(x: 15, y: 15)) && !o.contains(Point(x: 11, y: 11)))
        }
    }

    @Test func outlineWindsHolesOppositeSoBothRulesAgree() throws {
        let nested = Path(subpaths: [
            rectangle(0, 0, 30, 30), rectangle(10, 10, 10, 10, clockwise: false), rectangle(13, 13, 4, 4),
        ])
        let o = try Outliner.fill(nested, rule: .evenodd, tolerance: fine)
        for polygon in o.polygons {
            #expect(Outline.signedArea(polygon.shell) != 0)
        }
        let written = o.path
        let orientations = written.subpaths.map { sp in
            Outline.signedArea([sp.start] + sp.segments.map(\.end)) > 0
        }
        #expect(orientations.filter { $0 }.count == 2)  // two shells clockwise on screen
        #expect(orientations.filter { !$0 }.count == 1)  // one hole counter-clockwise
        let nonzero = try Outliner.fill(written, rule: .nonzero, tolerance: fine)
        let evenodd = try Outliner.fill(written, rule: .evenodd, tolerance: fine)
        #expect(approximately(nonzero.area, 816) && approximately(evenodd.area, 816))
    }

    @Test func unionMergesOverlapsIntoOneOutline() throws {
        let a = try Outliner.fill(Path(subpaths: [rectangle(0, 0, 10, 10)]), rule: .nonzero, tolerance: fine)
        let b = try Outliner.stroke(polyline([(5, 5), (20, 5)]), style: StrokeStyle(width: 2), tolerance: fine)
        let u = try Outliner.union([a, b])
        #expect(u.polygons.count == 1)
        #expect(approximately(u.area, 100 + 20))
    }

    @Test func pathDataIsDeterministicAndWound() throws {
        let o = try Outliner.fill(
            Path(subpaths: [rectangle(0, 0, 10, 10, clockwise: false), rectangle(2, 2, 2.5, 0.5)]),
            rule: .evenodd, tolerance: fine)
        let d = try o.pathData(options: Self.twoDecimals)
        #expect(try d == o.pathData(options: Self.twoDecimals))
        // Shell clockwise on screen, hole counter-clockwise, relative steps with short numbers.
        #expect(d.filter { $0 == "M" }.count == 2 && d.filter { $0 == "z" }.count == 2)
        #expect(d.contains("2.5") && d.contains(".5") && !d.contains("0.5"))
        let parsed = try PathDataParser.parse(d).get()
        let back = PathNormalizer.geometry(of: parsed)
        #expect(approximately(try Outliner.fill(back, rule: .nonzero, tolerance: fine).area, 100 - 1.25))
        #expect(approximately(try Outliner.fill(back, rule: .evenodd, tolerance: fine).area, 100 - 1.25))
    }

    @Test func pathDataNumbersAreShortAndExact() throws {
        let square = try Outliner.fill(Path(subpaths: [rectangle(-0.5, 0.25, 1, 2)]), rule: .nonzero, tolerance: fine)
        let d = try square.pathData(options: Self.twoDecimals)
        // No leading zeros; a minus sign is the separator; steps between rounded points.
        #expect(d.hasPrefix("M-.5 .25l"))
        #expect(d.filter { $0 == "l" }.count == 1 && d.hasSuffix("z"))
    }

    @Test func offsetGrowsAndShrinks() throws {
        let square = try Outliner.fill(Path(subpaths: [rectangle(0, 0, 10, 10)]), rule: .nonzero, tolerance: fine)
        #expect(approximately(try Outliner.offset(square, by: 1, tolerance: fine).area, 144))
        #expect(approximately(try Outliner.offset(square, by: -1, tolerance: fine).area, 64))
    }

    @Test func nonFiniteInputIsAnError() {
        #expect(throws: GeometryError.notFinite("a path coordinate")) {
            try Outliner.fill(
                polyline([(0, 0), (.infinity, 0), (1, 1)], closed: true), rule: .nonzero, tolerance: fine)
        }
    }
}
