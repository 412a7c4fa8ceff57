/// A bitmap read row by row as runs of set pixels: run `r` covers columns
/// `starts[r]..<ends[r]`, and row `y`'s runs are `firstRun[y]..<firstRun[y + 1]`, left to
/// right. `InkShape` counts areas, counters and edges on runs rather than on pixels: a glyph's
/// grid has about 65,000 pixels but a few hundred runs, and in a debug build (the one
/// `swift test` runs) every per-pixel step costs a function call (docs/performance.md#ink-shape).
struct RowRuns {
    let width: Int
    private(set) var starts: [Int] = []
    private(set) var ends: [Int] = []
    private(set) var firstRun: [Int] = [0]

    var height: Int { firstRun.count - 1 }
    var count: Int { starts.count }

    /// The runs of `true` in a row-major bitmap of `width` × `height` pixels.
    init(_ pixels: [Bool], width: Int, height: Int) {
        self.width = width
        guard width > 0, height > 0, pixels.count == width * height else { return }
        pixels.withUnsafeBufferPointer { pixels in
            var k = 0
            var y = 0
            while y < height {
                let rowEnd = k + width
                while k < rowEnd {
                    guard pixels[k] else {
                        k += 1
                        continue
                    }
                    let start = k
                    while k < rowEnd, pixels[k] { k += 1 }
                    starts.append(start - (rowEnd - width))
                    ends.append(k - (rowEnd - width))
                }
                firstRun.append(starts.count)
                y += 1
            }
        }
    }

    private init(width: Int) { self.width = width }

    /// The runs of the pixels that are not set: each row's gaps between these runs.
    func complement() -> RowRuns {
        var gaps = RowRuns(width: width)
        for y in 0..<height {
            var x = 0
            for run in firstRun[y]..<firstRun[y + 1] {
                if starts[run] > x { gaps.append(x, starts[run]) }
                x = ends[run]
            }
            if x < width { gaps.append(x, width) }
            gaps.firstRun.append(gaps.starts.count)
        }
        return gaps
    }

    private mutating func append(_ start: Int, _ end: Int) {
        starts.append(start)
        ends.append(end)
    }

    /// Set pixels in all.
    var area: Int {
        var total = 0
        for run in 0..<count { total += ends[run] - starts[run] }
        return total
    }

    /// Columns in `low..<high` where row `y` and row `y + 1` moved right by `shift` columns
    /// differ (one is set, the other not): |A| + |B| − 2 |A ∩ B| over the window.
    func differences(row y: Int, nextShiftedBy shift: Int, within low: Int, _ high: Int) -> Int {
        let a = firstRun[y]..<firstRun[y + 1]
        let b = firstRun[y + 1]..<firstRun[y + 2]
        var covered = 0
        for run in a { covered += max(0, min(ends[run], high) - max(starts[run], low)) }
        for run in b { covered += max(0, min(ends[run] + shift, high) - max(starts[run] + shift, low)) }
        var shared = 0
        var i = a.lowerBound
        var j = b.lowerBound
        while i < a.upperBound, j < b.upperBound {
            let start = max(starts[i], starts[j] + shift, low)
            let end = min(ends[i], ends[j] + shift, high)
            if start < end { shared += end - start }
            if ends[i] < ends[j] + shift { i += 1 } else { j += 1 }
        }
        return covered - 2 * shared
    }
}
