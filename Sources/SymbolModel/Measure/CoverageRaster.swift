import SVGModel

/// A pure-Swift scanline sampler over a glyph's bounds: it decides, at every pixel centre,
/// the winding number of a path. Comparing non-zero and even-odd coverage this way is exact
/// for the grid (no anti-aliasing noise) and needs no renderer. Curves are flattened to lines
/// of at most ~1/4 pixel deviation.
package struct CoverageRaster: Sendable {
    package let origin: Point
    /// Template units per pixel.
    package let pixelSize: Double
    package let width: Int
    package let height: Int

    /// A grid over `bounds` on which the larger side spans at least `minimumSpan` pixels.
    package init?(bounds: Rect, minimumSpan: Int = 512, margin: Int = 2) {
        let span = Swift.max(bounds.width, bounds.height)
        guard span > 0, span.isFinite, bounds.isFinite else { return nil }
        pixelSize = span / Double(minimumSpan)
        guard pixelSize > 0, pixelSize.isFinite else { return nil }
        origin = Point(x: bounds.minX - Double(margin) * pixelSize, y: bounds.minY - Double(margin) * pixelSize)
        width = Int((bounds.width / pixelSize).rounded(.up)) + 2 * margin
        height = Int((bounds.height / pixelSize).rounded(.up)) + 2 * margin
    }

    /// Area of one pixel in square template units.
    package var pixelArea: Double { pixelSize * pixelSize }

    package func point(x: Int, y: Int) -> Point {
        Point(x: origin.x + (Double(x) + 0.5) * pixelSize, y: origin.y + (Double(y) + 0.5) * pixelSize)
    }

    /// Every row's signed crossings, sorted by x, in flat arrays: row `r` owns
    /// `xs[offsets[r]..<offsets[r+1]]`. Two passes (count, then fill) so a glyph costs a handful
    /// of allocations rather than one per row.
    struct Crossings {
        var offsets: [Int]
        var xs: [Double]
        var directions: [Int32]
    }

    /// The path as straight edges in grid units (x in pixels, y shifted so row r's centre is r).
    func edges(_ path: Path) -> [(ax: Double, ay: Double, bx: Double, by: Double)] {
        var out: [(ax: Double, ay: Double, bx: Double, by: Double)] = []
        func add(_ a: Point, _ b: Point) {
            guard a.y != b.y else { return }
            let e = (
                ax: (a.x - origin.x) / pixelSize, ay: (a.y - origin.y) / pixelSize - 0.5,
                bx: (b.x - origin.x) / pixelSize, by: (b.y - origin.y) / pixelSize - 0.5
            )
            guard e.ax.isFinite, e.ay.isFinite, e.bx.isFinite, e.by.isFinite else { return }
            out.append(e)
        }
        for sub in path.subpaths where !sub.segments.isEmpty {
            var from = sub.start
            for seg in sub.segments {
                switch seg {
                case .line(let to):
                    add(from, to)
                case .cubic(let c1, let c2, let to):
                    let extent =
                        (abs(c1.x - from.x) + abs(c1.y - from.y) + abs(c2.x - c1.x) + abs(c2.y - c1.y)
                            + abs(to.x - c2.x) + abs(to.y - c2.y)) / pixelSize
                    let steps = extent.isFinite ? Int(Swift.min(512, Swift.max(2, extent.squareRoot() * 2))) : 2
                    var previous = from
                    for k in 1...steps {
                        let p = k == steps ? to : cubicPoint(from, c1, c2, to, Double(k) / Double(steps))
                        add(previous, p)
                        previous = p
                    }
                }
                from = seg.end
            }
            add(from, sub.start)  // fills close every subpath
        }
        return out
    }

    /// Rows whose centre y satisfies lo <= y < hi (half-open, so shared vertices count once).
    @inline(__always)
    func rowRange(_ ay: Double, _ by: Double) -> ClosedRange<Int>? {
        let lo = Swift.min(ay, by)
        let hi = Swift.max(ay, by)
        let first = clampedCeiling(lo, 0, height)
        let last = clampedCeiling(hi, 0, height) - 1
        return first <= last ? first...last : nil
    }

    /// ⌈v⌉ clamped to `low...high`, for any double (NaN gives `low`). `rounded(.up)` is a libm
    /// call on baseline x86-64, and these run for every edge and every crossing.
    @inline(__always)
    func clampedCeiling(_ v: Double, _ low: Int, _ high: Int) -> Int {
        guard v > Double(low) else { return low }  // also NaN
        guard v < Double(high) else { return high }
        let truncated = Int(v)  // v is in (low, high): exact, no trap
        return Double(truncated) < v ? truncated + 1 : truncated
    }

    func crossings(_ path: Path) -> Crossings {
        let edges = edges(path)
        // Rows per edge, once; a difference array counts them in O(edges + rows), not O(crossings).
        var spans = [(first: Int, last: Int)](repeating: (0, -1), count: edges.count)
        var counts = [Int](repeating: 0, count: height + 2)
        for (i, e) in edges.enumerated() {
            guard let rows = rowRange(e.ay, e.by) else { continue }
            spans[i] = (rows.lowerBound, rows.upperBound)
            counts[rows.lowerBound + 1] += 1
            counts[rows.upperBound + 2] -= 1
        }
        for r in 1...(height + 1) { counts[r] += counts[r - 1] }  // running total: rows' own counts
        for r in 1...(height + 1) { counts[r] += counts[r - 1] }  // and again: offsets
        counts.removeLast()
        let total = counts[height]
        var xs = [Double](repeating: 0, count: total)
        var directions = [Int32](repeating: 0, count: total)
        var fill = counts
        // The hot loop of every fill-rule check: unchecked buffers (every index is below
        // `total` by construction of the offsets above).
        xs.withUnsafeMutableBufferPointer { xs in
            directions.withUnsafeMutableBufferPointer { directions in
                fill.withUnsafeMutableBufferPointer { fill in
                    for (i, e) in edges.enumerated() {
                        let span = spans[i]
                        guard span.first <= span.last else { continue }
                        let direction: Int32 = e.by > e.ay ? 1 : -1
                        let dy = e.by - e.ay
                        let dx = e.bx - e.ax
                        for r in span.first...span.last {
                            let t = (Double(r) - e.ay) / dy
                            let k = fill[r]
                            xs[k] = e.ax + t * dx
                            directions[k] = direction
                            fill[r] = k + 1
                        }
                    }
                }
            }
            // Rows hold a few crossings each: insertion sort in place.
            directions.withUnsafeMutableBufferPointer { directions in
                counts.withUnsafeBufferPointer { counts in
                    for r in 0..<height where counts[r + 1] - counts[r] > 1 {
                        let rowStart = counts[r]
                        var i = rowStart + 1
                        while i < counts[r + 1] {
                            let x = xs[i]
                            let d = directions[i]
                            var j = i - 1
                            while j >= rowStart, xs[j] > x {
                                xs[j + 1] = xs[j]
                                directions[j + 1] = directions[j]
                                j -= 1
                            }
                            xs[j + 1] = x
                            directions[j + 1] = d
                            i += 1
                        }
                    }
                }
            }
        }
        return Crossings(offsets: counts, xs: xs, directions: directions)
    }

    /// Calls `body(y, start, end, winding)` for each run of pixels with a non-zero winding.
    func forEachRun(_ path: Path, _ body: (Int, Int, Int, Int) -> Void) {
        let c = crossings(path)
        for y in 0..<height {
            var winding = 0
            let end = c.offsets[y + 1]
            var k = c.offsets[y]
            while k < end {
                winding += Int(c.directions[k])
                if winding != 0, k + 1 < end {
                    let a = pixelIndex(c.xs[k])
                    let b = pixelIndex(c.xs[k + 1])
                    if a < b { body(y, a, b, winding) }
                }
                k += 1
            }
        }
    }

    /// The first pixel whose centre is at or right of `x`, clamped to the grid (and safe for
    /// any Double, so hostile coordinates cannot trap the conversion).
    @inline(__always)
    func pixelIndex(_ x: Double) -> Int {
        clampedCeiling(x - 0.5, 0, width)
    }

    /// Coverage of a path under a fill rule, one flag per pixel (row-major).
    package func mask(_ path: Path, rule: FillRule) -> [Bool] {
        var out = [Bool](repeating: false, count: width * height)
        paint(path, rule: rule, with: true, into: &out)
        return out
    }

    /// Sets the pixels `path` covers under `rule` to `value` in a row-major grid of this
    /// raster's size, a run at a time (`mask`; `InkShape` paints knock-outs with `false`).
    package func paint(_ path: Path, rule: FillRule, with value: Bool, into pixels: inout [Bool]) {
        let width = width
        guard pixels.count == width * height else { return }
        pixels.withUnsafeMutableBufferPointer { pixels in
            guard let first = pixels.baseAddress else { return }
            forEachRun(path) { y, start, end, winding in
                guard rule == .nonzero || winding % 2 != 0 else { return }
                (first + y * width + start).update(repeating: value, count: end - start)
            }
        }
    }

    /// Pixels set in one mask and not the other, counted up to the first past `limit`
    /// (enough to answer "do they differ by more than the noise"). A `while` loop over the
    /// buffers: in a debug build a range's iterator costs a generic call per pixel, and the
    /// fill-rule repair compares a mask per candidate contour (docs/performance.md#ink-shape).
    package static func pixelsThatDiffer(_ a: [Bool], _ b: [Bool], countingUpTo limit: Int) -> Int {
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                let count = min(a.count, b.count)
                var differing = 0
                var k = 0
                while k < count, differing <= limit {
                    if a[k] != b[k] { differing += 1 }
                    k += 1
                }
                return differing
            }
        }
    }

    /// Pixels set in a mask.
    package static func setPixels(_ mask: [Bool]) -> Int {
        mask.withUnsafeBufferPointer { pixels in
            var set = 0
            var k = 0
            while k < pixels.count {
                if pixels[k] { set += 1 }
                k += 1
            }
            return set
        }
    }

    package struct FillRuleDifference: Sendable {
        package let nonzeroPixels: Int
        package let evenoddPixels: Int
        /// Pixels filled under non-zero but not under even-odd (winding ±2, ±4, …).
        package let differingPixels: Int
        /// Where they are, in template units.
        package let differenceBounds: Rect?
    }

    package func fillRuleDifference(_ path: Path) -> FillRuleDifference {
        var nonzero = 0
        var evenodd = 0
        var differing = 0
        var box: Rect? = nil
        forEachRun(path) { y, start, end, winding in
            nonzero += end - start
            if winding % 2 != 0 {
                evenodd += end - start
            } else {
                differing += end - start
                box = box.including(point(x: start, y: y)).including(point(x: end - 1, y: y))
            }
        }
        return FillRuleDifference(
            nonzeroPixels: nonzero, evenoddPixels: evenodd, differingPixels: differing, differenceBounds: box)
    }

    /// A pixel of the grid, by column and row.
    package struct Pixel: Hashable, Sendable {
        package let x: Int
        package let y: Int
    }

    /// Up to `limit` pixels where the two fill rules disagree (even, non-zero winding), spread
    /// evenly over the differing runs in scan order: the middle pixel of every run, thinned.
    /// Enough to ask which contours make the difference without keeping a mask.
    package func differingPixels(_ path: Path, limit: Int) -> [Pixel] {
        var middles: [Pixel] = []
        forEachRun(path) { y, start, end, winding in
            if winding % 2 == 0 { middles.append(Pixel(x: (start + end - 1) / 2, y: y)) }
        }
        guard middles.count > limit, limit > 0 else { return middles }
        return (0..<limit).map { middles[$0 * middles.count / limit] }
    }

    /// The winding number of `path` at a pixel's centre, counted exactly as the scanline
    /// sampler counts it (same flattening, same half-open rows, same crossing side), so a
    /// contour's winding here adds up to the sampled winding of the whole shape.
    package func winding(_ path: Path, at pixel: Pixel) -> Int {
        let row = Double(pixel.y)
        var winding = 0
        for e in edges(path) {
            guard Swift.min(e.ay, e.by) <= row, row < Swift.max(e.ay, e.by) else { continue }
            let x = e.ax + (row - e.ay) / (e.by - e.ay) * (e.bx - e.ax)
            if pixelIndex(x) <= pixel.x { winding += e.by > e.ay ? 1 : -1 }
        }
        return winding
    }

    /// Where a pixel's centre is, in template units.
    package func point(_ pixel: Pixel) -> Point { point(x: pixel.x, y: pixel.y) }
}
