#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns written path data into absolute geometry: relative commands resolved, H/V as lines,
/// smooth curves with their reflected control points, quadratics raised to cubics, arcs as
/// cubics (SVG 1.1 implementation notes F.6.5–F.6.6, radii scaled up when too small).
package enum PathNormalizer {
    /// - Parameter sourceRange: maps a range within the attribute value to the file.
    package static func geometry(
        of data: PathData,
        sourceRange: (Range<Int>) -> SourceRange = { SourceRange(start: $0.lowerBound, end: $0.upperBound) }
    ) -> Path {
        var subpaths: [Subpath] = []
        var current: Subpath? = nil
        var point = Point.zero
        var lastCubicControl: Point? = nil
        var lastQuadControl: Point? = nil

        func finish() {
            if let c = current { subpaths.append(c) }
            current = nil
        }

        func ensureSubpath(at command: PathCommand) {
            if current == nil { current = Subpath(start: point, sourceRange: sourceRange(command.textRange)) }
        }

        for command in data.commands {
            let a = command.arguments
            let base = command.isRelative ? point : .zero
            var nextCubicControl: Point? = nil
            var nextQuadControl: Point? = nil
            switch command.kind {
            case .moveTo:
                finish()
                point = base + Point(x: a[0], y: a[1])
                current = Subpath(start: point, sourceRange: sourceRange(command.textRange))
            case .lineTo:
                ensureSubpath(at: command)
                point = base + Point(x: a[0], y: a[1])
                current!.segments.append(.line(to: point))
            case .horizontalLineTo:
                ensureSubpath(at: command)
                point = Point(x: (command.isRelative ? point.x : 0) + a[0], y: point.y)
                current!.segments.append(.line(to: point))
            case .verticalLineTo:
                ensureSubpath(at: command)
                point = Point(x: point.x, y: (command.isRelative ? point.y : 0) + a[0])
                current!.segments.append(.line(to: point))
            case .cubicTo, .smoothCubicTo:
                ensureSubpath(at: command)
                let c1: Point
                var rest = a[...]
                if command.kind == .cubicTo {
                    c1 = base + Point(x: a[0], y: a[1])
                    rest = a[2...]
                } else {
                    c1 = lastCubicControl.map { point + (point - $0) } ?? point
                }
                let c2 = base + Point(x: rest[rest.startIndex], y: rest[rest.startIndex + 1])
                let end = base + Point(x: rest[rest.startIndex + 2], y: rest[rest.startIndex + 3])
                current!.segments.append(.cubic(control1: c1, control2: c2, to: end))
                nextCubicControl = c2
                point = end
            case .quadraticTo, .smoothQuadraticTo:
                ensureSubpath(at: command)
                let q: Point
                let end: Point
                if command.kind == .quadraticTo {
                    q = base + Point(x: a[0], y: a[1])
                    end = base + Point(x: a[2], y: a[3])
                } else {
                    q = lastQuadControl.map { point + (point - $0) } ?? point
                    end = base + Point(x: a[0], y: a[1])
                }
                // Degree elevation is exact: C1 = P0 + 2/3 (Q − P0), C2 = P2 + 2/3 (Q − P2).
                let c1 = point + (q - point) * (2.0 / 3.0)
                let c2 = end + (q - end) * (2.0 / 3.0)
                current!.segments.append(.cubic(control1: c1, control2: c2, to: end))
                nextQuadControl = q
                point = end
            case .arcTo:
                ensureSubpath(at: command)
                let end = base + Point(x: a[5], y: a[6])
                current!.segments.append(
                    contentsOf: arcSegments(
                        from: point, to: end, rx: a[0], ry: a[1], xAxisRotation: a[2],
                        largeArc: a[3] != 0, sweep: a[4] != 0))
                point = end
            case .close:
                if var c = current {
                    c.isClosed = true
                    point = c.start
                    subpaths.append(c)
                    // A command after Z without a move starts a new subpath at the same point.
                    current = nil
                }
            }
            lastCubicControl = nextCubicControl
            lastQuadControl = nextQuadControl
        }
        finish()
        return Path(subpaths: subpaths)
    }

    /// Cubic approximation of an SVG elliptical arc, in pieces of at most 45°.
    static func arcSegments(
        from p0: Point, to p1: Point, rx rxIn: Double, ry ryIn: Double,
        xAxisRotation: Double, largeArc: Bool, sweep: Bool
    ) -> [PathSegment] {
        if p0 == p1 { return [] }
        var rx = abs(rxIn)
        var ry = abs(ryIn)
        if rx == 0 || ry == 0 { return [.line(to: p1)] }
        let phi = xAxisRotation.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosPhi = cos(phi)
        let sinPhi = sin(phi)
        // F.6.5.1: the midpoint in the ellipse's rotated frame.
        let dx = (p0.x - p1.x) / 2
        let dy = (p0.y - p1.y) / 2
        let x1p = cosPhi * dx + sinPhi * dy
        let y1p = -sinPhi * dx + cosPhi * dy
        // F.6.6.2: scale radii up when the endpoints are too far apart.
        let lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
        if lambda > 1 {
            let s = lambda.squareRoot()
            rx *= s
            ry *= s
        }
        // F.6.5.2: the centre in the rotated frame.
        let num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
        let den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
        var coef = den == 0 ? 0 : (Swift.max(0, num) / den).squareRoot()
        if largeArc == sweep { coef = -coef }
        let cxp = coef * (rx * y1p / ry)
        let cyp = coef * -(ry * x1p / rx)
        // F.6.5.3: the centre in user space.
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        // F.6.5.5–6: start angle and sweep.
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
        var delta = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        // Finite but huge numbers (`A1e308 1e308 0 0 1 1e308 1e308`) overflow the maths above to
        // infinity or NaN, which has no arc to draw and would trap in `Int(_:)` below. Keep the
        // end point, where the next command continues, as for zero radii.
        guard rx.isFinite, ry.isFinite, cx.isFinite, cy.isFinite, theta1.isFinite, delta.isFinite else {
            return [.line(to: p1)]
        }

        let pieces = Swift.max(1, Int((abs(delta) / (.pi / 4) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        func pointOnEllipse(_ t: Double) -> Point {
            let x = rx * cos(t)
            let y = ry * sin(t)
            return Point(x: cosPhi * x - sinPhi * y + cx, y: sinPhi * x + cosPhi * y + cy)
        }
        func derivative(_ t: Double) -> Point {
            let x = -rx * sin(t)
            let y = ry * cos(t)
            return Point(x: cosPhi * x - sinPhi * y, y: sinPhi * x + cosPhi * y)
        }
        var segments: [PathSegment] = []
        segments.reserveCapacity(pieces)
        var t = theta1
        var start = p0
        for n in 0..<pieces {
            let tNext = t + step
            let end = n == pieces - 1 ? p1 : pointOnEllipse(tNext)
            let c1 = start + derivative(t) * k
            let c2 = end - derivative(tNext) * k
            segments.append(.cubic(control1: c1, control2: c2, to: end))
            start = end
            t = tNext
        }
        return segments
    }
}
