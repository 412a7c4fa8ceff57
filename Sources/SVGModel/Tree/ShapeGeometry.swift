/// Basic shapes as paths, following SVG 1.1 §9 (rect corner radii rules included), so every
/// later stage sees one geometry type. Each subpath's source range is the element's (`labelRange`).
enum ShapeGeometry {
    struct Failure: Error {
        let message: String
        let attribute: String?
        /// What renderers still draw despite the error (the pairs of `points` before it).
        var partial: Path? = nil
    }

    /// A circle or ellipse quarter as a cubic: the 0.5522847 constant makes the midpoint exact.
    static let kappa = 0.5522847498307936

    static func path(for element: XMLElement, kind: SVGElementKind, range: SourceRange) -> Result<Path?, Failure> {
        func number(_ name: String, default def: Double? = nil) -> Result<Double?, Failure> {
            guard let attr = element.attribute(name) else { return .success(def) }
            guard let v = parseLength(attr.value) else {
                return .failure(
                    Failure(
                        message: "`\(name)=\"\(attr.value)\"` is not a length symbolcheck can read", attribute: name))
            }
            return .success(v)
        }
        do {
            switch kind {
            case .rect:
                let x = try number("x", default: 0).get()!
                let y = try number("y", default: 0).get()!
                guard let w = try number("width").get(), let h = try number("height").get() else {
                    return .success(nil)
                }
                if w < 0 || h < 0 {
                    return .failure(
                        Failure(
                            message: "a rect with a negative size is an error in SVG",
                            attribute: w < 0 ? "width" : "height"))
                }
                if w == 0 || h == 0 {
                    return .success(
                        Path(subpaths: [
                            Subpath(start: Point(x: x, y: y), segments: [], isClosed: true, sourceRange: range)
                        ]))
                }
                var rx = try number("rx").get()
                var ry = try number("ry").get()
                if rx == nil { rx = ry }
                if ry == nil { ry = rx }
                let rxv = Swift.min(Swift.max(0, rx ?? 0), w / 2)
                let ryv = Swift.min(Swift.max(0, ry ?? 0), h / 2)
                return .success(Path(subpaths: [roundedRect(x: x, y: y, w: w, h: h, rx: rxv, ry: ryv, range: range)]))
            case .circle:
                let cx = try number("cx", default: 0).get()!
                let cy = try number("cy", default: 0).get()!
                let r = try number("r", default: 0).get()!
                if r < 0 {
                    return .failure(
                        Failure(message: "a circle with a negative radius is an error in SVG", attribute: "r"))
                }
                if r == 0 { return .success(nil) }
                return .success(Path(subpaths: [ellipse(cx: cx, cy: cy, rx: r, ry: r, range: range)]))
            case .ellipse:
                let cx = try number("cx", default: 0).get()!
                let cy = try number("cy", default: 0).get()!
                let rx = try number("rx", default: 0).get()!
                let ry = try number("ry", default: 0).get()!
                if rx < 0 || ry < 0 {
                    return .failure(
                        Failure(
                            message: "an ellipse with a negative radius is an error in SVG",
                            attribute: rx < 0 ? "rx" : "ry"))
                }
                if rx == 0 || ry == 0 { return .success(nil) }
                return .success(Path(subpaths: [ellipse(cx: cx, cy: cy, rx: rx, ry: ry, range: range)]))
            case .line:
                let p0 = Point(x: try number("x1", default: 0).get()!, y: try number("y1", default: 0).get()!)
                let p1 = Point(x: try number("x2", default: 0).get()!, y: try number("y2", default: 0).get()!)
                return .success(
                    Path(subpaths: [
                        Subpath(start: p0, segments: [.line(to: p1)], isClosed: false, sourceRange: range)
                    ]))
            case .polyline, .polygon:
                // `points` numbers follow the path-data grammar, so `10-20` is two numbers.
                let bytes = Array((element.attribute("points")?.value ?? "").utf8)
                var values: [Double] = []
                var problem: String? = nil
                var i = 0
                while true {
                    skipListSeparator(bytes, at: &i)
                    if i >= bytes.count { break }
                    let start = i
                    guard let v = scanNumber(bytes, at: &i), v.isFinite else {
                        problem =
                            "`\(unreadableWord(bytes, at: start, before: bytes.count))` in `points` is not a number"
                        break
                    }
                    values.append(v)
                }
                if problem == nil, values.count % 2 != 0 { problem = "`points` has an odd number of coordinates" }
                // An error in `points` is reported, and the pairs before it are kept: SVG renders
                // them, dropping an odd last coordinate, as it draws bad path data up to the error.
                var path: Path? = nil
                if values.count >= 2 {
                    let start = Point(x: values[0], y: values[1])
                    var segments: [PathSegment] = []
                    var k = 2
                    while k + 1 < values.count {
                        segments.append(.line(to: Point(x: values[k], y: values[k + 1])))
                        k += 2
                    }
                    path = Path(subpaths: [
                        Subpath(start: start, segments: segments, isClosed: kind == .polygon, sourceRange: range)
                    ])
                }
                if let problem { return .failure(Failure(message: problem, attribute: "points", partial: path)) }
                return .success(path)
            default:
                return .success(nil)
            }
        } catch {
            return .failure(error)
        }
    }

    static func roundedRect(x: Double, y: Double, w: Double, h: Double, rx: Double, ry: Double, range: SourceRange)
        -> Subpath
    {
        if rx == 0 || ry == 0 {
            return Subpath(
                start: Point(x: x, y: y),
                segments: [
                    .line(to: Point(x: x + w, y: y)), .line(to: Point(x: x + w, y: y + h)),
                    .line(to: Point(x: x, y: y + h)),
                ], isClosed: true, sourceRange: range)
        }
        let kx = rx * kappa
        let ky = ry * kappa
        let r = x + w
        let b = y + h
        return Subpath(
            start: Point(x: x + rx, y: y),
            segments: [
                .line(to: Point(x: r - rx, y: y)),
                .cubic(
                    control1: Point(x: r - rx + kx, y: y), control2: Point(x: r, y: y + ry - ky),
                    to: Point(x: r, y: y + ry)),
                .line(to: Point(x: r, y: b - ry)),
                .cubic(
                    control1: Point(x: r, y: b - ry + ky), control2: Point(x: r - rx + kx, y: b),
                    to: Point(x: r - rx, y: b)),
                .line(to: Point(x: x + rx, y: b)),
                .cubic(
                    control1: Point(x: x + rx - kx, y: b), control2: Point(x: x, y: b - ry + ky),
                    to: Point(x: x, y: b - ry)),
                .line(to: Point(x: x, y: y + ry)),
                .cubic(
                    control1: Point(x: x, y: y + ry - ky), control2: Point(x: x + rx - kx, y: y),
                    to: Point(x: x + rx, y: y)),
            ], isClosed: true, sourceRange: range)
    }

    /// Clockwise on screen from the rightmost point, like SVG's own definition of circle.
    static func ellipse(cx: Double, cy: Double, rx: Double, ry: Double, range: SourceRange) -> Subpath {
        let kx = rx * kappa
        let ky = ry * kappa
        return Subpath(
            start: Point(x: cx + rx, y: cy),
            segments: [
                .cubic(
                    control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry),
                    to: Point(x: cx, y: cy + ry)),
                .cubic(
                    control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky),
                    to: Point(x: cx - rx, y: cy)),
                .cubic(
                    control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry),
                    to: Point(x: cx, y: cy - ry)),
                .cubic(
                    control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky),
                    to: Point(x: cx + rx, y: cy)),
            ], isClosed: true, sourceRange: range)
    }
}
