import CCairo
import SVGModel

/// How a fill combines with what is already on the canvas.
package enum CanvasOperation: Hashable, Sendable {
    /// Normal painting (cairo OVER).
    case paint
    /// Erase the covered pixels to transparent (cairo CLEAR), for knock-out layers.
    case clear
}

/// A cairo image surface to compose pictures on. Coordinates are pixels, origin top-left,
/// y down; integer coordinates lie on pixel edges, so `Rect(x: 2, y: 3, width: 1, height: 1)`
/// is exactly pixel (2, 3).
///
/// Every drawing call checks cairo's status and throws `RenderError` at the call that failed.
/// Not Sendable: one canvas per task.
package final class Canvas {
    package var width: Int { surface.width }
    package var height: Int { surface.height }
    /// Antialiasing for the following drawing calls. Off gives hard pixel-centre sampling:
    /// a pixel is inked exactly when its centre is inside the shape.
    package var antialias: Bool = true

    private let surface: ImageSurface
    private let context: OpaquePointer

    /// A `width × height` canvas filled with `background` (transparent by default).
    package convenience init(
        width: Int, height: Int, background: RGBAColor = .transparent,
        limit: PixelSizeLimit = .default
    ) throws {
        try self.init(surface: ImageSurface(width: width, height: height, format: CAIRO_FORMAT_ARGB32, limit: limit))
        if background != .transparent {
            try fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), color: background)
        }
    }

    init(surface: ImageSurface) throws {
        guard let context = cairo_create(surface.pointer) else {
            throw RenderError.cairo(operation: "cairo_create", status: "no context returned")
        }
        let status = cairo_status(context)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_destroy(context)
            throw RenderError.cairo(operation: "cairo_create", status: CairoStatus.message(status))
        }
        self.surface = surface
        self.context = context
    }

    deinit {
        cairo_destroy(context)
    }

    // MARK: - Drawing

    package func fill(_ rect: Rect, color: RGBAColor) throws {
        try checkFinite(rect, "fill(rect)")
        try drawing("fill(rect)") {
            cairo_rectangle(context, rect.minX, rect.minY, rect.width, rect.height)
            setSource(color)
            cairo_fill(context)
        }
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    package func fillRoundedRect(_ rect: Rect, cornerRadius: Double, color: RGBAColor) throws {
        try checkFinite(rect, "fillRoundedRect")
        guard cornerRadius.isFinite else {
            throw RenderError.invalidGeometry("fillRoundedRect: corner radius \(cornerRadius)")
        }
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        try drawing("fillRoundedRect") {
            let quarter = Double.pi / 2
            cairo_new_path(context)
            cairo_arc(context, rect.maxX - r, rect.minY + r, r, -quarter, 0)
            cairo_arc(context, rect.maxX - r, rect.maxY - r, r, 0, quarter)
            cairo_arc(context, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
            cairo_arc(context, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
            cairo_close_path(context)
            setSource(color)
            cairo_fill(context)
        }
    }

    package func strokeLine(from start: Point, to end: Point, style: StrokeStyle) throws {
        try strokePolyline([start, end], style: style)
    }

    /// Strokes the open polyline through `points` (at least two).
    package func strokePolyline(_ points: [Point], style: StrokeStyle) throws {
        guard points.count >= 2 else { return }
        guard points.allSatisfy(\.isFinite), style.width.isFinite, style.width > 0 else {
            throw RenderError.invalidGeometry("strokePolyline: non-finite point or width \(style.width)")
        }
        guard style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
            style.dash.isEmpty || style.dash.contains(where: { $0 > 0 })
        else {
            throw RenderError.invalidGeometry(
                "strokePolyline: dash \(style.dash) needs non-negative lengths, not all zero")
        }
        try drawing("strokePolyline") {
            cairo_new_path(context)
            cairo_move_to(context, points[0].x, points[0].y)
            for point in points.dropFirst() { cairo_line_to(context, point.x, point.y) }
            cairo_set_line_width(context, style.width)
            cairo_set_line_cap(context, style.rounded ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT)
            cairo_set_line_join(context, style.rounded ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER)
            style.dash.withUnsafeBufferPointer { cairo_set_dash(context, $0.baseAddress, Int32($0.count), 0) }
            setSource(style.color)
            cairo_stroke(context)
        }
    }

    /// Fills `path` after mapping it by `transform` (user units → pixels).
    package func fill(
        _ path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonzero,
        color: RGBAColor, operation: CanvasOperation = .paint
    ) throws {
        let mapped = try pixelPath(path, transform)
        try drawing("fill(path)") {
            appendPath(mapped)
            cairo_set_fill_rule(context, Self.cairoFillRule(rule))
            if operation == .clear { cairo_set_operator(context, CAIRO_OPERATOR_CLEAR) }
            setSource(color)
            cairo_fill(context)
        }
    }

    /// Draws a flattened glyph in one colour: the shapes are filled in order in an isolated
    /// group, so a knock-out shape erases only the glyph's own earlier shapes, never the
    /// background beneath the glyph; the group is then painted with the colour's alpha.
    package func fill(_ shapes: [FilledShape], transform: AffineTransform = .identity, color: RGBAColor) throws {
        let mapped = try shapes.map { (try pixelPath($0.path, transform), $0) }
        let extent = mapped.reduce(Rect?.none) { union, item in
            guard let bounds = item.0.bounds else { return union }
            return union.map { $0.union(bounds) } ?? bounds
        }
        guard let extent else { return }
        try drawing("fill(shapes)") {
            // cairo sizes a group by the clip: without one, every glyph drawn allocated, cleared
            // and composited a surface as large as the whole sheet. The clip is whole pixels
            // around the ink (plus one for antialiasing), so no drawn pixel changes.
            cairo_rectangle(
                context, (extent.minX - 1).rounded(.down), (extent.minY - 1).rounded(.down),
                (extent.maxX + 1).rounded(.up) - (extent.minX - 1).rounded(.down),
                (extent.maxY + 1).rounded(.up) - (extent.minY - 1).rounded(.down))
            cairo_clip(context)
            cairo_push_group(context)
            for (path, shape) in mapped {
                appendPath(path)
                cairo_set_fill_rule(context, Self.cairoFillRule(shape.fillRule))
                cairo_set_operator(context, shape.knocksOut ? CAIRO_OPERATOR_CLEAR : CAIRO_OPERATOR_OVER)
                setSource(color.withAlpha(255))
                cairo_fill(context)
            }
            cairo_pop_group_to_source(context)
            cairo_set_operator(context, CAIRO_OPERATOR_OVER)
            cairo_paint_with_alpha(context, Double(color.alpha) / 255)
        }
    }

    /// Draws `image` with its top-left corner at pixel (`x`, `y`), composited over what is there.
    /// Integer placement keeps every pixel as it is, without resampling.
    package func draw(_ image: RGBAImage, x: Int, y: Int) throws {
        guard image.width > 0, image.height > 0 else { return }
        let source = try ImageSurface(image: image)
        try drawing("draw(image)") {
            cairo_set_source_surface(context, source.pointer, Double(x), Double(y))
            cairo_paint(context)
        }
        withExtendedLifetime(source) {}
    }

    /// Draws what `other` holds with its top-left corner at pixel (`x`, `y`), each of its
    /// pixels as a `factor × factor` block (nearest neighbour), composited over what is there.
    /// The same pixels as `draw(other.snapshot().upscaled(by: factor), x:, y:)`, without the
    /// round trip through straight-alpha bytes.
    package func draw(_ other: Canvas, x: Int, y: Int, factor: Int = 1) throws {
        guard other.width > 0, other.height > 0 else { return }
        guard factor >= 1 else {
            throw RenderError.invalidPixelSize(
                width: other.width, height: other.height,
                reason: "cannot upscale by \(factor): it must be at least 1")
        }
        try CairoStatus.check(cairo_status(other.context), "draw(canvas) (source canvas already failed)")
        cairo_surface_flush(other.surface.pointer)
        try drawing("draw(canvas)") {
            cairo_translate(context, Double(x), Double(y))
            cairo_scale(context, Double(factor), Double(factor))
            cairo_set_source_surface(context, other.surface.pointer, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_NEAREST)
            cairo_paint(context)
        }
    }

    /// The pixels drawn so far.
    package func snapshot() throws -> RGBAImage {
        try CairoStatus.check(cairo_status(context), "snapshot")
        return try surface.rgbaImage()
    }

    /// The pixels drawn so far as PNG bytes, the canvas's last use: `PNGCodec.encode(snapshot())`,
    /// but an opaque canvas is encoded from its own memory. Any drawing afterwards throws.
    package func finishAsPNG() throws -> [UInt8] {
        try CairoStatus.check(cairo_status(context), "png")
        return try surface.finishAsPNG()
    }

    /// Coverage bytes of an A8 canvas (read by the tests' `CoverageMask` oracle).
    func coverageBytes() throws -> [UInt8] {
        try CairoStatus.check(cairo_status(context), "coverage")
        return try surface.alphaBytes()
    }

    // MARK: - Helpers

    /// Runs one drawing step between save/restore (so operator, dash and fill rule never leak
    /// into the next call) and turns a failed cairo status into a thrown error.
    private func drawing(_ operation: String, _ body: () -> Void) throws {
        try CairoStatus.check(cairo_status(context), operation + " (canvas already failed)")
        cairo_save(context)
        cairo_set_antialias(context, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
        body()
        cairo_restore(context)
        try CairoStatus.check(cairo_status(context), operation)
    }

    private func setSource(_ color: RGBAColor) {
        cairo_set_source_rgba(
            context, Double(color.red) / 255, Double(color.green) / 255,
            Double(color.blue) / 255, Double(color.alpha) / 255)
    }

    private func checkFinite(_ rect: Rect, _ operation: String) throws {
        guard rect.isFinite else { throw RenderError.invalidGeometry("\(operation): \(rect) is not finite") }
    }

    private func pixelPath(_ path: Path, _ transform: AffineTransform) throws -> Path {
        guard transform.isFinite else { throw RenderError.invalidGeometry("transform \(transform) is not finite") }
        let mapped = path.transformed(by: transform)
        for subpath in mapped.subpaths {
            let finite =
                subpath.start.isFinite
                && subpath.segments.allSatisfy { segment in
                    switch segment {
                    case .line(let p): return p.isFinite
                    case .cubic(let c1, let c2, let p): return c1.isFinite && c2.isFinite && p.isFinite
                    }
                }
            guard finite else {
                throw RenderError.invalidGeometry("path has a non-finite coordinate near \(subpath.start)")
            }
        }
        return mapped
    }

    private func appendPath(_ path: Path) {
        cairo_new_path(context)
        for subpath in path.subpaths {
            cairo_move_to(context, subpath.start.x, subpath.start.y)
            for segment in subpath.segments {
                switch segment {
                case .line(let p):
                    cairo_line_to(context, p.x, p.y)
                case .cubic(let c1, let c2, let p):
                    cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                }
            }
            if subpath.isClosed { cairo_close_path(context) }
        }
    }

    private static func cairoFillRule(_ rule: FillRule) -> cairo_fill_rule_t {
        switch rule {
        case .nonzero: return CAIRO_FILL_RULE_WINDING
        case .evenodd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

/// A canvas owns a cairo context that must stay on one task.
@available(*, unavailable)
extension Canvas: Sendable {}
