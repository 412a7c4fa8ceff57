import SVGModel
import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Rewrites the numbers of path data under a local map, command by command, keeping every
/// command letter, separator and number that does not change: absolute points are mapped,
/// relative ones go through the linear part only, arc radii are scaled (rotation and flags
/// stay), and `H`/`V` take the x or y part of the map.
enum PathDataRewriter {
    static func edits(for data: PathData, value: [UInt8], map: AffineTransform, decimals: Int)
        throws(ValueRewriteFailure) -> [ValueEdit]
    {
        var edits: [ValueEdit] = []
        func write(_ command: PathCommand, _ index: Int, _ newValue: Double) throws(ValueRewriteFailure) {
            // Unchanged numbers keep their bytes (a guide's y under an x-only scale).
            guard newValue != command.arguments[index] else { return }
            guard let text = SVGNumber.text(newValue, decimals: decimals) else {
                throw ValueRewriteFailure(
                    message: "a rewritten number is out of range", offset: command.argumentRanges[index].lowerBound)
            }
            if let edit = ValueEdit.replacing(command.argumentRanges[index], in: value, with: text) {
                edits.append(edit)
            }
        }
        // The current point in the original numbers, for arcs.
        var current = Point.zero
        var subpathStart = Point.zero
        for (position, command) in data.commands.enumerated() {
            let a = command.arguments
            // A leading `m` is absolute (SVG 1.1 §8.3.3): it is relative to the origin.
            let absolute = !command.isRelative || (position == 0 && command.kind == .moveTo)
            let start = current
            func end(_ x: Int, _ y: Int) -> Point { (absolute ? .zero : start) + Point(x: a[x], y: a[y]) }
            switch command.kind {
            case .moveTo:
                current = end(0, 1)
                subpathStart = current
            case .lineTo, .smoothQuadraticTo: current = end(0, 1)
            case .cubicTo: current = end(4, 5)
            case .smoothCubicTo, .quadraticTo: current = end(2, 3)
            case .arcTo: current = end(5, 6)
            case .horizontalLineTo: current.x = (absolute ? 0 : start.x) + a[0]
            case .verticalLineTo: current.y = (absolute ? 0 : start.y) + a[0]
            case .close: current = subpathStart
            }
            func point(_ x: Int, _ y: Int) throws(ValueRewriteFailure) {
                let p = Point(x: a[x], y: a[y])
                let mapped = absolute ? map.apply(p) : map.applyLinear(p)
                try write(command, x, mapped.x)
                try write(command, y, mapped.y)
            }
            switch command.kind {
            case .moveTo, .lineTo, .smoothQuadraticTo:
                try point(0, 1)
            case .cubicTo:
                try point(0, 1)
                try point(2, 3)
                try point(4, 5)
            case .smoothCubicTo, .quadraticTo:
                try point(0, 1)
                try point(2, 3)
            case .horizontalLineTo, .verticalLineTo:
                guard map.isAxisAligned else {
                    throw ValueRewriteFailure(
                        message: "an `H` or `V` line cannot stay one under a rotated or skewed scaling",
                        offset: command.offset)
                }
                let horizontal = command.kind == .horizontalLineTo
                let scale = horizontal ? map.a : map.d
                let shift = horizontal ? map.e : map.f
                try write(command, 0, scale * a[0] + (absolute ? shift : 0))
            case .arcTo:
                var radii = try arcRadii(rx: a[0], ry: a[1], rotation: a[2], map: map, offset: command.offset)
                if let reach = radiusReach(from: start, to: current, rx: a[0], ry: a[1], rotation: a[2]),
                    reach >= 1 - 1e-7
                {
                    radii = keepingTheSpan(radii, decimals: decimals)
                }
                try write(command, 0, radii.rx)
                try write(command, 1, radii.ry)
                try point(5, 6)
            case .close:
                break
            }
        }
        return separated(edits, in: value)
    }

    /// SVG's λ for an arc (implementation notes F.6.6.2): ≥ 1 when the radii only just reach
    /// from one end to the other, so the renderer enlarges them to fit and the arc is half of
    /// its ellipse. Nil when the arc is a line or draws nothing.
    static func radiusReach(from p0: Point, to p1: Point, rx: Double, ry: Double, rotation: Double) -> Double? {
        guard rx > 0, ry > 0, p0 != p1 else { return nil }
        let phi = rotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let dx = (p0.x - p1.x) / 2
        let dy = (p0.y - p1.y) / 2
        let x = cos(phi) * dx + sin(phi) * dy
        let y = -sin(phi) * dx + cos(phi) * dy
        return (x * x) / (rx * rx) + (y * y) / (ry * ry)
    }

    /// Radii a little short of the span, for an arc whose radii reach exactly across it (a
    /// half circle, the usual way to draw a disc). Rounded as written, such radii would land
    /// on either side of the span; just inside it, the arc centre would move off the chord by
    /// √(2·r·error), thousandths of a unit. Just short of it, the renderer fits them exactly.
    static func keepingTheSpan(_ radii: (rx: Double, ry: Double), decimals: Int) -> (rx: Double, ry: Double) {
        var unit = 1.0
        for _ in 0..<decimals { unit /= 10 }
        let shortfall = 1e-6 + 10 * unit / Swift.min(radii.rx, radii.ry)
        guard shortfall < 0.01 else { return radii }
        return (radii.rx * (1 - shortfall), radii.ry * (1 - shortfall))
    }

    /// The radii of an arc after an axis-aligned positive scaling: both times the factor when
    /// it is uniform; per axis when the ellipse's own axes are the x and y axes.
    static func arcRadii(rx: Double, ry: Double, rotation: Double, map: AffineTransform, offset: Int)
        throws(ValueRewriteFailure) -> (rx: Double, ry: Double)
    {
        guard map.isPositiveAxisScaling else {
            throw ValueRewriteFailure(
                message: "an arc cannot be rewritten under a rotated, skewed or mirrored scaling", offset: offset)
        }
        if map.isUniformScaling { return (rx * map.a, ry * map.a) }
        let quarterTurns = rotation / 90
        guard quarterTurns == quarterTurns.rounded() else {
            throw ValueRewriteFailure(
                message: "a rotated arc cannot be rewritten under a scaling that differs between x and y",
                offset: offset)
        }
        let swapped = quarterTurns.truncatingRemainder(dividingBy: 2) != 0
        return swapped ? (rx * map.d, ry * map.a) : (rx * map.a, ry * map.d)
    }
}
