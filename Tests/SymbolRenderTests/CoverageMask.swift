import CCairo
import SVGModel

@testable import SymbolRender

/// The tests' oracle: cairo's own fill of a set of shapes. Which pixels a set of filled shapes covers: one byte per pixel (0 = empty, 255 = covered),
/// row-major from the top-left.
struct CoverageMask: Equatable, Sendable {
    let width: Int
    let height: Int
    let coverage: [UInt8]

    /// Pixels with any coverage.
    var coveredPixelCount: Int { coverage.reduce(0) { $0 + ($1 > 0 ? 1 : 0) } }

    /// Coverage of pixel (`x`, `y`), or `nil` outside the mask.
    func coverage(x: Int, y: Int) -> UInt8? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        return coverage[y * width + x]
    }

    /// Rasterises `shapes` in order (knock-out shapes erase) after mapping them by
    /// `transform` (user units → pixels), **without antialiasing**: a pixel is covered exactly
    /// when its centre is inside the fill, so counts are exact and can be worked out by hand.
    static func rasterize(
        _ shapes: [FilledShape], transform: AffineTransform = .identity,
        width: Int, height: Int, limit: PixelSizeLimit = .default
    ) throws -> CoverageMask {
        let surface = try ImageSurface(width: width, height: height, format: CAIRO_FORMAT_A8, limit: limit)
        let canvas = try Canvas(surface: surface)
        canvas.antialias = false
        for shape in shapes {
            try canvas.fill(
                shape.path, transform: transform, rule: shape.fillRule, color: .black,
                operation: shape.knocksOut ? .clear : .paint)
        }
        return CoverageMask(width: width, height: height, coverage: try canvas.coverageBytes())
    }
}
