import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One stretch of a stroke that gets caps at both ends: a run of points, or a single point
/// (a zero-length dash or subpath) with the direction its square cap follows.
struct StrokeRun {
    var points: [Point]
    var direction: Point
    /// A whole closed subpath: joined where it ends, no caps.
    var isClosedSubpath = false
}

enum Dashing {
    /// Splits a polyline (closing segment already appended for closed subpaths) into the
    /// dashes of `pattern`, starting `offset` into it, as SVG's `stroke-dashoffset` says.
    static func runs(_ points: [Point], pattern: [Double], offset: Double) -> [StrokeRun] {
        let total = pattern.reduce(0, +)
        var phase = offset.truncatingRemainder(dividingBy: total)
        if phase < 0 { phase += total }
        var index = 0
        // Stop on a zero-length dash at the phase (a dot), skip a finished positive one.
        while phase > pattern[index] || (phase == pattern[index] && pattern[index] > 0) {
            phase -= pattern[index]
            index = (index + 1) % pattern.count
        }
        // `left` is what remains of the current dash or gap; even indices are dashes.
        var left = pattern[index] - phase
        var runs: [StrokeRun] = []
        var current: [Point]? = index % 2 == 0 ? [points[0]] : nil
        var lastDirection = Point(x: 1, y: 0)
        for i in 1..<points.count {
            let a = points[i - 1]
            let b = points[i]
            let length = hypot(b.x - a.x, b.y - a.y)
            guard length > 0 else { continue }
            let direction = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
            lastDirection = direction
            var travelled = 0.0
            while length - travelled >= left {
                travelled += left
                let p = a + direction * travelled
                if index % 2 == 0 {
                    current?.append(p)
                    if let run = current { runs.append(StrokeRun(points: run, direction: direction)) }
                    current = nil
                } else {
                    current = [p]
                }
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
            left -= length - travelled
            current?.append(b)
        }
        if let run = current { runs.append(StrokeRun(points: run, direction: lastDirection)) }
        return runs.map { StrokeRun(points: Flattening.deduplicated($0.points), direction: $0.direction) }
    }
}
