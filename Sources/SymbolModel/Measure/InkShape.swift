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
        var ink = [Bool](repeating: false, count: raster.width * raster.height)
        let width = raster.width
        for shape in ControlCenterFlattening.drawnShapes(of: glyph) {
            let rule = shape.fillRule
            let paint = !shape.knocksOut
            raster.forEachRun(shape.path) { y, start, end, winding in
                guard rule == .nonzero || winding % 2 != 0 else { return }
                for k in (y * width + start)..<(y * width + end) { ink[k] = paint }
            }
        }
        let inked = ink.reduce(0) { $0 + ($1 ? 1 : 0) }
        guard inked > 0 else { return nil }
        let outside = outsideCount(ink, width: raster.width, height: raster.height)
        return InkShape(
            area: Double(inked) * raster.pixelArea,
            silhouetteArea: Double(ink.count - outside) * raster.pixelArea,
            perimeter: perimeter(ink, width: raster.width, height: raster.height) * raster.pixelSize)
    }

    /// Blank pixels reachable from the grid's border (the grid has a blank margin all round):
    /// everything else is ink or a counter enclosed by it.
    static func outsideCount(_ ink: [Bool], width: Int, height: Int) -> Int {
        var seen = [Bool](repeating: false, count: ink.count)
        var stack: [Int] = []
        func visit(_ k: Int) {
            guard !ink[k], !seen[k] else { return }
            seen[k] = true
            stack.append(k)
        }
        for x in 0..<width {
            visit(x)
            visit((height - 1) * width + x)
        }
        for y in 0..<height {
            visit(y * width)
            visit(y * width + width - 1)
        }
        var count = 0
        while let k = stack.popLast() {
            count += 1
            let x = k % width
            let y = k / width
            if x > 0 { visit(k - 1) }
            if x + 1 < width { visit(k + 1) }
            if y > 0 { visit(k - width) }
            if y + 1 < height { visit(k + width) }
        }
        return count
    }

    /// The ink's perimeter in pixels by the Cauchy–Crofton formula over four directions: the
    /// perimeter is π/2 × the mean, over directions, of the number of edge crossings per unit
    /// of line spacing. Rows and columns are 1 pixel apart, diagonals 1/√2; exact on average for
    /// round shapes, about 5 % short for an axis-aligned square (a bias that cancels when two
    /// stems measured this way are compared).
    static func perimeter(_ ink: [Bool], width: Int, height: Int) -> Double {
        var straight = 0
        var diagonal = 0
        for y in 0..<height {
            for x in 0..<width {
                let k = y * width + x
                let here = ink[k]
                if x + 1 < width, ink[k + 1] != here { straight += 1 }
                if y + 1 < height {
                    if ink[k + width] != here { straight += 1 }
                    if x + 1 < width, ink[k + width + 1] != here { diagonal += 1 }
                    if x > 0, ink[k + width - 1] != here { diagonal += 1 }
                }
            }
        }
        return Double.pi / 8 * (Double(straight) + Double(diagonal) / 2.0.squareRoot())
    }
}
