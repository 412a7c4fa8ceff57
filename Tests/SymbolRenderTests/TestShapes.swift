import SVGModel

/// Hand-built outlines for tests (the template model is written elsewhere).
enum TestShapes {
    /// An axis-aligned rectangle, clockwise on screen (y down) unless `reversed`.
    static func rectangle(_ rect: Rect, reversed: Bool = false) -> Subpath {
        var corners = [
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ]
        if reversed { corners = [corners[0]] + corners[1...].reversed() }
        return Subpath(start: corners[0], segments: corners.dropFirst().map { .line(to: $0) }, isClosed: true)
    }

    /// A circle from four cubic quarter arcs, clockwise on screen unless `reversed`.
    static func circle(center c: Point, radius r: Double, reversed: Bool = false) -> Subpath {
        let k = 0.5522847498307936 * r
        let right = Point(x: c.x + r, y: c.y)
        let bottom = Point(x: c.x, y: c.y + r)
        let left = Point(x: c.x - r, y: c.y)
        let top = Point(x: c.x, y: c.y - r)
        if !reversed {
            return Subpath(
                start: right,
                segments: [
                    .cubic(
                        control1: Point(x: right.x, y: right.y + k), control2: Point(x: bottom.x + k, y: bottom.y),
                        to: bottom),
                    .cubic(
                        control1: Point(x: bottom.x - k, y: bottom.y), control2: Point(x: left.x, y: left.y + k),
                        to: left),
                    .cubic(control1: Point(x: left.x, y: left.y - k), control2: Point(x: top.x - k, y: top.y), to: top),
                    .cubic(
                        control1: Point(x: top.x + k, y: top.y), control2: Point(x: right.x, y: right.y - k), to: right),
                ], isClosed: true)
        }
        return Subpath(
            start: right,
            segments: [
                .cubic(control1: Point(x: right.x, y: right.y - k), control2: Point(x: top.x + k, y: top.y), to: top),
                .cubic(control1: Point(x: top.x - k, y: top.y), control2: Point(x: left.x, y: left.y - k), to: left),
                .cubic(
                    control1: Point(x: left.x, y: left.y + k), control2: Point(x: bottom.x - k, y: bottom.y), to: bottom
                ),
                .cubic(
                    control1: Point(x: bottom.x + k, y: bottom.y), control2: Point(x: right.x, y: right.y + k),
                    to: right),
            ], isClosed: true)
    }

    /// A rounded rectangle, clockwise, corners as cubic quarter arcs.
    static func roundedRectangle(_ rect: Rect, radius r: Double) -> Subpath {
        let k = (1 - 0.5522847498307936) * r
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        return Subpath(
            start: Point(x: x0 + r, y: y0),
            segments: [
                .line(to: Point(x: x1 - r, y: y0)),
                .cubic(
                    control1: Point(x: x1 - k, y: y0), control2: Point(x: x1, y: y0 + k), to: Point(x: x1, y: y0 + r)),
                .line(to: Point(x: x1, y: y1 - r)),
                .cubic(
                    control1: Point(x: x1, y: y1 - k), control2: Point(x: x1 - k, y: y1), to: Point(x: x1 - r, y: y1)),
                .line(to: Point(x: x0 + r, y: y1)),
                .cubic(
                    control1: Point(x: x0 + k, y: y1), control2: Point(x: x0, y: y1 - k), to: Point(x: x0, y: y1 - r)),
                .line(to: Point(x: x0, y: y0 + r)),
                .cubic(
                    control1: Point(x: x0, y: y0 + k), control2: Point(x: x0 + k, y: y0), to: Point(x: x0 + r, y: y0)),
            ], isClosed: true)
    }
}
