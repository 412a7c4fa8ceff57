import SVGModel
import Testing

@testable import SymbolRender

/// Exact pixel counts with antialiasing off: a pixel is covered when its centre is inside.
@Suite struct CoverageMaskTests {
    // Square ring in a 20×20 mask: outer 2…18 (16×16 = 256 pixels), inner 6…14 (8×8 = 64).
    // Edges lie on pixel edges, so no centre is ever on the boundary.
    static let outerSquare = TestShapes.rectangle(Rect(x: 2, y: 2, width: 16, height: 16))

    static func count(_ subpaths: [Subpath], _ rule: FillRule, size: Int) throws -> Int {
        try CoverageMask.rasterize(
            [FilledShape(path: Path(subpaths: subpaths), fillRule: rule)],
            width: size, height: size
        ).coveredPixelCount
    }

    @Test func squareRingUnderBothFillRules() throws {
        let same = TestShapes.rectangle(Rect(x: 6, y: 6, width: 8, height: 8))
        let opposite = TestShapes.rectangle(Rect(x: 6, y: 6, width: 8, height: 8), reversed: true)
        #expect(try Self.count([Self.outerSquare, opposite], .nonzero, size: 20) == 256 - 64)
        #expect(try Self.count([Self.outerSquare, same], .nonzero, size: 20) == 256)  // hole filled
        #expect(try Self.count([Self.outerSquare, opposite], .evenodd, size: 20) == 256 - 64)
        #expect(try Self.count([Self.outerSquare, same], .evenodd, size: 20) == 256 - 64)
    }

    // Circle ring centred at (12, 12) in a 24×24 mask. Centres sit at offsets ±0.5, ±1.5, …
    // Outer r = 8.1 (r² = 65.61): per quadrant the rows dy = 0.5…7.5 hold 8, 8, 8, 7, 7, 6, 5, 3
    // centres = 52, so 208 in all. Inner r = 4.05 (r² = 16.4025): rows dy = 0.5…3.5 hold
    // 4, 4, 3, 2 = 13 per quadrant, 52 in all. No centre is closer than 0.17 px to either
    // circle, far more than the curve-flattening error.
    static let center = Point(x: 12, y: 12)
    static let outerCircle = TestShapes.circle(center: center, radius: 8.1)

    @Test func circleRingUnderBothFillRules() throws {
        let same = TestShapes.circle(center: Self.center, radius: 4.05)
        let opposite = TestShapes.circle(center: Self.center, radius: 4.05, reversed: true)
        #expect(try Self.count([Self.outerCircle], .nonzero, size: 24) == 208)
        #expect(try Self.count([opposite], .nonzero, size: 24) == 52)
        #expect(try Self.count([Self.outerCircle, opposite], .nonzero, size: 24) == 156)
        #expect(try Self.count([Self.outerCircle, same], .nonzero, size: 24) == 208)
        #expect(try Self.count([Self.outerCircle, opposite], .evenodd, size: 24) == 156)
        #expect(try Self.count([Self.outerCircle, same], .evenodd, size: 24) == 156)
    }

    @Test func withoutAntialiasingEveryPixelIsFullOrEmpty() throws {
        let mask = try CoverageMask.rasterize(
            [FilledShape(path: Path(subpaths: [Self.outerCircle]))], width: 24, height: 24)
        #expect(mask.coverage.allSatisfy { $0 == 0 || $0 == 255 })
        #expect(mask.coverage(x: 12, y: 12) == 255)
        #expect(mask.coverage(x: 0, y: 0) == 0)
        #expect(mask.coverage(x: 24, y: 0) == nil)
    }

    @Test func knockOutShapesEraseEarlierShapes() throws {
        let square = FilledShape(path: Path(subpaths: [Self.outerSquare]))
        let hole = FilledShape(
            path: Path(subpaths: [TestShapes.rectangle(Rect(x: 6, y: 6, width: 8, height: 8))]), knocksOut: true)
        let dot = FilledShape(path: Path(subpaths: [TestShapes.rectangle(Rect(x: 9, y: 9, width: 2, height: 2))]))
        let mask = try CoverageMask.rasterize([square, hole, dot], width: 20, height: 20)
        #expect(mask.coveredPixelCount == 256 - 64 + 4)  // the dot comes after the hole
        #expect(mask.coverage(x: 7, y: 7) == 0)
        #expect(mask.coverage(x: 9, y: 10) == 255)
    }

    @Test func transformMapsUserUnitsToPixels() throws {
        // A 1×1 unit square scaled by 4 and moved to (8, 12): 16 pixels at x 8…11, y 12…15.
        let unit = FilledShape(path: Path(subpaths: [TestShapes.rectangle(Rect(x: 0, y: 0, width: 1, height: 1))]))
        let transform = AffineTransform.translation(8, 12).concatenating(.scale(4, 4))
        let mask = try CoverageMask.rasterize([unit], transform: transform, width: 20, height: 20)
        #expect(mask.coveredPixelCount == 16)
        #expect(mask.coverage(x: 8, y: 12) == 255 && mask.coverage(x: 11, y: 15) == 255)
        #expect(mask.coverage(x: 12, y: 15) == 0 && mask.coverage(x: 7, y: 12) == 0)
    }

    @Test func rejectsNonFiniteGeometry() {
        let bad = FilledShape(
            path: Path(subpaths: [Subpath(start: Point(x: .nan, y: 0), segments: [.line(to: Point(x: 1, y: 1))])]))
        #expect(throws: RenderError.invalidGeometry("path has a non-finite coordinate near (nan, 0.0)")) {
            try CoverageMask.rasterize([bad], width: 4, height: 4)
        }
    }
}
