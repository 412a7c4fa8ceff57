// symbolcheck's fitter on the same rings as geom2.cpp (standard input, one ring per line
// "x y x y ..."), compiled by scripts/fit-compare/run together with SymbolGeometry's Fit files.
// Mode `corners` cuts each ring at its corners exactly as geom2.cpp does and fits each run with
// CubicFitting (the like-for-like comparison with lib2geom); mode `full` runs OutlineFitting as
// `make` does (corners, straight sides, greedy cuts). Same output format as geom2.cpp.
import Dispatch
import SVGModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@main struct Driver {
    static func main() {
        let args = CommandLine.arguments
        let tolerance = args.count > 1 ? Double(args[1]) ?? 0.05 : 0.05
        let mode = args.count > 2 ? args[2] : "full"
        var rings: [[Point]] = []
        while let line = readLine() {
            let numbers = line.split(separator: " ").compactMap { Double($0) }
            rings.append(stride(from: 0, to: numbers.count - 1, by: 2).map { Point(x: numbers[$0], y: numbers[$0 + 1]) })
        }
        var output = ""
        var totalLines = 0
        var totalCubics = 0
        let start = DispatchTime.now().uptimeNanoseconds
        var results: [(Int, Int, String)] = []
        for ring in rings {
            let subpath: Subpath?
            if mode == "corners" {
                subpath = cornersOnly(ring, tolerance: tolerance)
            } else {
                subpath = OutlineFitting(tolerance: tolerance).subpath(ring, SourceCurves())
            }
            var lines = 0
            var cubics = 0
            var text = ""
            if let subpath {
                text = "M \(subpath.start.x) \(subpath.start.y)"
                for segment in subpath.segments {
                    switch segment {
                    case .line(let p):
                        lines += 1
                        text += " L \(p.x) \(p.y)"
                    case .cubic(let a, let b, let p):
                        cubics += 1
                        text += " C \(a.x) \(a.y) \(b.x) \(b.y) \(p.x) \(p.y)"
                    }
                }
                // The closing edge the `z` draws.
                if subpath.end != subpath.start { lines += 1 }
            }
            results.append((lines, cubics, text))
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        for (lines, cubics, text) in results {
            totalLines += lines
            totalCubics += cubics
            output += "\(lines) \(cubics) \(text)\n"
        }
        print(output, terminator: "")
        fputs("symbolcheck (\(mode)): \(totalLines) lines, \(totalCubics) cubics, \(elapsed) ms fitting\n", stderr)
    }

    /// The ring cut where it turns by more than 30°, each run fitted by CubicFitting with its
    /// end tangents estimated as OutlineFitting estimates them: geom2.cpp's cutting.
    static func cornersOnly(_ input: [Point], tolerance: Double) -> Subpath? {
        var ring: [Point] = []
        for p in input where ring.last != p { ring.append(p) }
        while ring.count > 1, ring.first == ring.last { ring.removeLast() }
        let n = ring.count
        guard n >= 3 else { return nil }
        let corner = cos(30 * Double.pi / 180)
        var breaks: [Int] = []
        for i in 0..<n {
            guard let u = CubicFitting.unit(ring[i] - ring[(i + n - 1) % n]),
                let v = CubicFitting.unit(ring[(i + 1) % n] - ring[i])
            else { continue }
            if CubicFitting.dot(u, v) < corner { breaks.append(i) }
        }
        let fitting = CubicFitting(tolerance: tolerance)
        var segments: [PathSegment] = []
        if breaks.isEmpty {
            let closed = ring + [ring[0]]
            let t = CubicFitting.tangent(ring[n - 1], ring[0], ring[1]) ?? Point(x: 1, y: 0)
            fitting.fit(closed, 0...n, startTangent: t, endTangent: t * -1, into: &segments)
            return Subpath(start: ring[0], segments: segments, isClosed: true)
        }
        let walk = (0...n).map { ring[(breaks[0] + $0) % n] }
        let cuts = breaks.map { ($0 - breaks[0] + n) % n } + [n]
        for (from, to) in zip(cuts, cuts.dropFirst()) {
            fitting.fit(
                walk, from...to, startTangent: OutlineFitting.endTangent(walk, at: from, towards: to),
                endTangent: OutlineFitting.endTangent(walk, at: to, towards: from), into: &segments)
        }
        return Subpath(start: walk[0], segments: segments, isClosed: true)
    }
}
