import SVGModel

extension Outline {
    /// Path data for the outline: `M x y L x y x y … Z` per ring, shells clockwise on screen
    /// and holes counter-clockwise, numbers rounded to `decimals` places. Deterministic: the
    /// same outline always gives the same bytes.
    public func pathData(decimals: Int = 3) -> String {
        var out = ""
        out.reserveCapacity(polygons.reduce(0) { $0 + ($1.shell.count + $1.holes.reduce(0) { $0 + $1.count }) * 16 })
        func write(_ ring: [Point], clockwise: Bool) {
            let r = Self.oriented(ring, clockwise: clockwise)
            var previous: (String, String)?
            var first = true
            for p in r {
                let xy = (Self.number(p.x, decimals), Self.number(p.y, decimals))
                // Rounding can merge neighbours; a repeated point adds bytes and a zero-length edge.
                if let previous, previous == xy { continue }
                previous = xy
                if first {
                    out += "M\(xy.0) \(xy.1)L"
                    first = false
                } else {
                    if !out.hasSuffix("L") { out += " " }
                    out += "\(xy.0) \(xy.1)"
                }
            }
            if out.hasSuffix("L") { out.removeLast() }
            out += "Z"
        }
        for polygon in polygons {
            write(polygon.shell, clockwise: true)
            for hole in polygon.holes { write(hole, clockwise: false) }
        }
        return out
    }

    /// A number with at most `decimals` places, no trailing zeros, never `-0`.
    static func number(_ v: Double, _ decimals: Int) -> String {
        let scale = pow10(decimals)
        var rounded = (v * scale).rounded() / scale
        if rounded == 0 { rounded = 0 }
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var s = String(rounded)
        if s.contains("e") { return s }
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }

    private static func pow10(_ n: Int) -> Double {
        var v = 1.0
        for _ in 0..<max(0, n) { v *= 10 }
        return v
    }
}
