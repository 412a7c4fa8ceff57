import SVGModel
import SymbolCheck
import SymbolModel
import Testing

@testable import SymbolRender

/// The fill-rule and flattening rules sample coverage with `CoverageRaster`, our own scanline
/// winding count, so that `SymbolCheck` needs no renderer. Here cairo's own fill (antialiasing
/// off, so a pixel is covered when its centre is inside) checks it on the same pixel grid.
@Suite struct CoverageCrossCheckTests {
    /// Pixels where our sampler and cairo disagree, for `path` on the grid `CoverageRaster`
    /// lays over `bounds`.
    static func disagreements(_ path: Path, rule: FillRule, bounds: Rect) throws -> (
        raster: CoverageRaster, pixels: [Int], covered: Int
    ) {
        let raster = try #require(CoverageRaster(bounds: bounds, minimumSpan: 64))
        let ours = raster.mask(path, rule: rule)
        let toPixels = AffineTransform(
            a: 1 / raster.pixelSize, b: 0, c: 0, d: 1 / raster.pixelSize,
            e: -raster.origin.x / raster.pixelSize, f: -raster.origin.y / raster.pixelSize)
        let cairo = try CoverageMask.rasterize(
            [FilledShape(path: path, fillRule: rule)], transform: toPixels, width: raster.width,
            height: raster.height)
        let pixels = ours.indices.filter { ours[$0] != (cairo.coverage[$0] > 0) }
        return (raster, pixels, ours.filter { $0 }.count)
    }

    @Test(arguments: [FillRule.nonzero, .evenodd], [false, true])
    func squareRingsAgreeExactly(rule: FillRule, holeReversed: Bool) throws {
        // Off-grid edges (the grid's pixel is 0.5 units), so no centre lies on an edge.
        let outer = TestShapes.rectangle(Rect(x: 1.3, y: 2.2, width: 29.1, height: 27.7))
        let hole = TestShapes.rectangle(Rect(x: 9.1, y: 8.7, width: 11.4, height: 10.2), reversed: holeReversed)
        let path = Path(subpaths: [outer, hole])
        let result = try Self.disagreements(path, rule: rule, bounds: try #require(path.bounds))
        #expect(result.pixels == [])
        let holeFilled = rule == .nonzero && !holeReversed
        #expect(result.covered > 0)
        #expect(result.raster.mask(path, rule: rule)[centreIndex(result.raster, x: 14.8, y: 13.8)] == holeFilled)
    }

    @Test(arguments: [FillRule.nonzero, .evenodd], [false, true])
    func circleRingsDisagreeOnlyWithinFlatteningToleranceOfTheEdge(rule: FillRule, holeReversed: Bool) throws {
        let centre = Point(x: 20.2, y: 19.7)
        let (outerRadius, innerRadius) = (17.3, 8.6)
        let path = Path(subpaths: [
            TestShapes.circle(center: centre, radius: outerRadius),
            TestShapes.circle(center: centre, radius: innerRadius, reversed: holeReversed),
        ])
        let result = try Self.disagreements(path, rule: rule, bounds: try #require(path.bounds))
        #expect(result.covered > 2000)
        // Both sides flatten curves (ours to ~1/4 pixel, cairo to 0.1 pixel), and a circle
        // drawn as cubics is itself off by ~0.03 %, so a disagreement must sit that close to
        // one of the two circles.
        let tolerance = 0.35 * result.raster.pixelSize
        for index in result.pixels {
            let p = result.raster.point(x: index % result.raster.width, y: index / result.raster.width)
            let distance = ((p.x - centre.x) * (p.x - centre.x) + (p.y - centre.y) * (p.y - centre.y)).squareRoot()
            #expect(
                min(abs(distance - outerRadius), abs(distance - innerRadius)) < tolerance,
                "pixel \(index) at \(p) is \(distance) from the centre")
        }
        #expect(result.pixels.count < result.covered / 100)
    }

    func centreIndex(_ raster: CoverageRaster, x: Double, y: Double) -> Int {
        let column = Int((x - raster.origin.x) / raster.pixelSize)
        let row = Int((y - raster.origin.y) / raster.pixelSize)
        return row * raster.width + column
    }
}
