import SVGModel

/// A glyph's ink as Control Center draws it (`ControlCenterFlattening`: filled shapes with
/// their fill rules, knock-outs erasing), sampled on a grid: how much of its box it covers,
/// with and without its counters, and its perimeter. The size model reads the shape from it
/// (`SizeTarget`), and the stem weight is 2 × area ÷ perimeter (exact for a long bar, a ring
/// or a stroked line of constant width: each stem contributes its length twice to the
/// perimeter).
package struct InkShape: Sendable, Hashable {
    /// Inked area in square template units.
    package var area: Double
    /// The area inside the ink's outer outlines: the ink plus every counter it encloses (the
    /// hole of a ring, the inside of an outlined rectangle), what the eye reads as the shape.
    package var silhouetteArea: Double
    /// Length of the ink's edges in template units (outer outlines and counters alike).
    package var perimeter: Double

    /// The stem weight: 2 × area ÷ perimeter, in template units (0 without ink).
    package var stem: Double { perimeter > 0 ? 2 * area / perimeter : 0 }

    /// The same shape scaled uniformly by `factor` (a derived row).
    package func scaled(by factor: Double) -> InkShape {
        InkShape(
            area: area * factor * factor, silhouetteArea: silhouetteArea * factor * factor,
            perimeter: perimeter * factor)
    }

    /// Grid resolution: the larger side of the ink spans this many pixels. A Regular stem of a
    /// full-size glyph is then 15–25 pixels wide, so the stem is read to about 1 %.
    package static let gridSpan = 256

    /// Samples the glyph's drawn ink; nil when it draws none.
    package static func measure(_ glyph: Glyph) -> InkShape? {
        guard let bounds = glyph.inkBounds, let raster = CoverageRaster(bounds: bounds, minimumSpan: gridSpan)
        else { return nil }
        let width = raster.width
        var pixels = [Bool](repeating: false, count: width * raster.height)
        for shape in ControlCenterFlattening.drawnShapes(of: glyph) {
            raster.paint(shape.path, rule: shape.fillRule, with: !shape.knocksOut, into: &pixels)
        }
        let ink = RowRuns(pixels, width: width, height: raster.height)
        let inked = ink.area
        guard inked > 0 else { return nil }
        let outside = outsideCount(ink.complement())
        return InkShape(
            area: Double(inked) * raster.pixelArea,
            silhouetteArea: Double(pixels.count - outside) * raster.pixelArea,
            perimeter: perimeter(ink) * raster.pixelSize)
    }

    /// Blank pixels reachable from the grid's border (the grid has a blank margin all round):
    /// everything else is ink or a counter enclosed by it. Blank runs that share a column in
    /// neighbouring rows are joined (union–find), and a run joined to one that touches the
    /// border is outside: the 4-connected flood fill from the border, run by run.
    static func outsideCount(_ blank: RowRuns) -> Int {
        let regions = blankRegions(blank)
        var count = 0
        for run in 0..<blank.count where regions.outside[regions.root[run]] {
            count += blank.ends[run] - blank.starts[run]
        }
        return count
    }

    /// The pixel count of every blank region of `ink` (a grid `width` wide, row by row, with a
    /// blank margin all round) that does not reach the grid's border: the counters the ink
    /// encloses, as `made-counters` counts them.
    package static func enclosedBlankAreas(_ ink: [Bool], width: Int, height: Int) -> [Int] {
        let blank = RowRuns(ink, width: width, height: height).complement()
        let regions = blankRegions(blank)
        var areas: [Int: Int] = [:]
        for run in 0..<blank.count where !regions.outside[regions.root[run]] {
            areas[regions.root[run], default: 0] += blank.ends[run] - blank.starts[run]
        }
        return areas.keys.sorted().map { areas[$0]! }
    }

    /// Blank runs joined into 4-connected regions (union–find over runs that share a column in
    /// neighbouring rows): each run's region, and whether a region touches the grid's border.
    static func blankRegions(_ blank: RowRuns) -> (root: [Int], outside: [Bool]) {
        let height = blank.height
        var parent = Array(0..<blank.count)
        func root(_ run: Int) -> Int {
            var run = run
            while parent[run] != run {
                parent[run] = parent[parent[run]]
                run = parent[run]
            }
            return run
        }
        for y in 1..<max(height, 1) {
            var above = blank.firstRun[y - 1]
            var here = blank.firstRun[y]
            while above < blank.firstRun[y], here < blank.firstRun[y + 1] {
                if max(blank.starts[above], blank.starts[here]) < min(blank.ends[above], blank.ends[here]) {
                    let (a, b) = (root(above), root(here))
                    if a != b { parent[max(a, b)] = min(a, b) }
                }
                if blank.ends[above] < blank.ends[here] { above += 1 } else { here += 1 }
            }
        }
        var outside = [Bool](repeating: false, count: blank.count)
        for y in 0..<height {
            for run in blank.firstRun[y]..<blank.firstRun[y + 1]
            where y == 0 || y == height - 1 || blank.starts[run] == 0 || blank.ends[run] == blank.width {
                outside[root(run)] = true
            }
        }
        return ((0..<blank.count).map(root), outside)
    }

    /// The ink's perimeter in pixels by the Cauchy–Crofton formula over four directions: the
    /// perimeter is π/2 × the mean, over directions, of the number of edge crossings per unit
    /// of line spacing. Rows and columns are 1 pixel apart, diagonals 1/√2; exact on average for
    /// round shapes, about 5 % short for an axis-aligned square (a bias that cancels when two
    /// stems measured this way are compared). Crossings are counted between neighbouring
    /// pixels of the grid: along a row, down a column, and down both diagonals.
    static func perimeter(_ ink: RowRuns) -> Double {
        let width = ink.width
        var straight = 0
        var diagonal = 0
        for y in 0..<ink.height {
            for run in ink.firstRun[y]..<ink.firstRun[y + 1] {
                if ink.starts[run] > 0 { straight += 1 }
                if ink.ends[run] < width { straight += 1 }
            }
            guard y + 1 < ink.height else { continue }
            straight += ink.differences(row: y, nextShiftedBy: 0, within: 0, width)
            diagonal += ink.differences(row: y, nextShiftedBy: -1, within: 0, width - 1)
            diagonal += ink.differences(row: y, nextShiftedBy: 1, within: 1, width)
        }
        return Double.pi / 8 * (Double(straight) + Double(diagonal) / 2.0.squareRoot())
    }
}
