import CCairo
import CRsvg
import SVGModel

/// An SVG loaded into librsvg, for measuring elements and rasterising regions.
///
/// **Document units** are the CSS pixels of the document's intrinsic size: the outer `width`
/// and `height` at 96 dpi, or the viewBox size when those are missing or percentages. For a
/// template (`width="3300" height="2200" viewBox="0 0 3300 2200"`) they are the viewBox units.
/// Geometry and render regions use the same units, so a measured rectangle can be rendered.
///
/// Loading is from memory only, with no base file: nothing outside the given bytes is ever
/// read. A user stylesheet is applied right after loading, on a handle of its own, because
/// librsvg stylesheets accumulate and cannot be removed.
///
/// Not Sendable: a librsvg handle must stay on one task. Make one document per task.
package final class RasterDocument {
    private let handle: UnsafeMutablePointer<RsvgHandle>
    private let svgData: [UInt8]

    /// The user stylesheet this handle was loaded with, if any (tests restyle documents).
    let userStylesheet: String?
    /// The document's size in document units.
    package let intrinsicSize: DocumentSize
    /// The outer `viewBox`, if there is one.
    package let viewBox: Rect?

    /// Loads `svg` with `rsvg_handle_new_from_data` (flags NONE, no base file).
    /// Throws `RenderError.librsvg` with librsvg's message when the data is not usable SVG.
    package convenience init(svg: [UInt8]) throws {
        try self.init(svg: svg, userStylesheet: nil)
    }

    /// Loads `svg` as `init(svg:)` does, then applies `userStylesheet` (user origin; only
    /// `!important` rules beat inline `style=""`).
    init(svg: [UInt8], userStylesheet: String?) throws {
        guard !svg.isEmpty else {
            throw RenderError.librsvg(operation: "rsvg_handle_new_from_data", message: "the SVG data is empty")
        }
        var error: UnsafeMutablePointer<GError>?
        let loaded = svg.withUnsafeBufferPointer { bytes in
            rsvg_handle_new_from_data(bytes.baseAddress, gsize(bytes.count), &error)
        }
        guard let handle = loaded else {
            throw RenderError.librsvg(operation: "rsvg_handle_new_from_data", message: consumeGError(error))
        }
        if let error { g_error_free(error) }  // not expected alongside a handle; never leak it

        // From here on `deinit` does not run if an initialiser step throws, so release by hand.
        do {
            // Fix the resolution that converts physical units (mm, in, pt) to document units,
            // so sizes never depend on a process-wide default.
            rsvg_handle_set_dpi(handle, 96)
            if let css = userStylesheet, !css.isEmpty {
                try Self.apply(stylesheet: css, to: handle)
            }
            let dimensions = Self.dimensions(of: handle)
            guard let size = dimensions.size else { throw RenderError.noIntrinsicSize }
            self.intrinsicSize = size
            self.viewBox = dimensions.viewBox
        } catch {
            g_object_unref(handle)
            throw error
        }
        self.handle = handle
        self.svgData = svg
        self.userStylesheet = userStylesheet
    }

    deinit {
        g_object_unref(handle)
    }

    /// The same SVG on a fresh handle with `stylesheet` as its only user stylesheet.
    func applying(stylesheet: String) throws -> RasterDocument {
        try RasterDocument(svg: svgData, userStylesheet: stylesheet)
    }

    /// Whether an element with this id exists (a leading `#` is optional).
    func containsElement(id: String) -> Bool {
        guard let reference = try? Self.elementReference(id) else { return false }
        return rsvg_handle_has_sub(handle, reference) != 0
    }

    /// Ink and logical rectangles of the element with `id` (a leading `#` is optional), in
    /// document units, with all ancestor transforms applied. Uses
    /// `rsvg_handle_get_geometry_for_layer` with the viewport at the intrinsic size: librsvg
    /// 2.54 ignores the viewport size there, so this keeps results the same on every version.
    package func geometry(ofElementID id: String) throws -> ElementGeometry {
        let reference = try Self.elementReference(id)
        var viewport = RsvgRectangle(x: 0, y: 0, width: intrinsicSize.width, height: intrinsicSize.height)
        var ink = RsvgRectangle()
        var logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        let ok = rsvg_handle_get_geometry_for_layer(handle, reference, &viewport, &ink, &logical, &error)
        guard ok != 0 else {
            throw RenderError.librsvg(
                operation: "rsvg_handle_get_geometry_for_layer(\(reference))",
                message: consumeGError(error))
        }
        if let error { g_error_free(error) }
        return ElementGeometry(
            ink: Rect(x: ink.x, y: ink.y, width: ink.width, height: ink.height),
            logical: Rect(x: logical.x, y: logical.y, width: logical.width, height: logical.height))
    }

    /// Rasterises the document-space `region` into a `width × height` image: the whole
    /// document, or only the element `elementID` in its place (`rsvg_handle_render_layer`).
    ///
    /// Only the requested pixels are allocated: the region is mapped onto the image by the
    /// cairo transform, so a small region of a 3300×2200 template costs a small surface.
    /// The scale may differ between x and y. `background` is painted first when given.
    package func render(
        region: Rect, width: Int, height: Int, elementID: String? = nil,
        background: RGBAColor? = nil, limit: PixelSizeLimit = .default
    ) throws -> RGBAImage {
        try limit.validate(width: width, height: height)
        guard region.isFinite, region.width > 0, region.height > 0 else {
            throw RenderError.invalidRegion("\(region) must be finite with a positive width and height")
        }
        let reference = try elementID.map(Self.elementReference)

        let surface = try ImageSurface(width: width, height: height, limit: limit)
        guard let context = cairo_create(surface.pointer) else {
            throw RenderError.cairo(operation: "cairo_create", status: "no context returned")
        }
        defer { cairo_destroy(context) }
        try CairoStatus.check(cairo_status(context), "cairo_create")

        if let background {
            cairo_set_source_rgba(
                context, Double(background.red) / 255, Double(background.green) / 255,
                Double(background.blue) / 255, Double(background.alpha) / 255)
            cairo_paint(context)
        }
        cairo_scale(context, Double(width) / region.width, Double(height) / region.height)
        cairo_translate(context, -region.minX, -region.minY)
        try CairoStatus.check(cairo_status(context), "setting up the region transform")

        var viewport = RsvgRectangle(x: 0, y: 0, width: intrinsicSize.width, height: intrinsicSize.height)
        var error: UnsafeMutablePointer<GError>?
        let ok: gboolean
        let operation: String
        if let reference {
            operation = "rsvg_handle_render_layer(\(reference))"
            ok = rsvg_handle_render_layer(handle, context, reference, &viewport, &error)
        } else {
            operation = "rsvg_handle_render_document"
            ok = rsvg_handle_render_document(handle, context, &viewport, &error)
        }
        guard ok != 0 else {
            throw RenderError.librsvg(operation: operation, message: consumeGError(error))
        }
        if let error { g_error_free(error) }
        try CairoStatus.check(cairo_status(context), operation)
        return try surface.rgbaImage()
    }

    // MARK: - Helpers

    /// librsvg wants `#id`; accept the bare id too, and refuse what it could never resolve.
    private static func elementReference(_ id: String) throws -> String {
        let bare = id.hasPrefix("#") ? String(id.dropFirst()) : id
        guard !bare.isEmpty, !bare.utf8.contains(0) else { throw RenderError.invalidElementID(id) }
        return "#" + bare
    }

    private static func apply(stylesheet css: String, to handle: UnsafeMutablePointer<RsvgHandle>) throws {
        var error: UnsafeMutablePointer<GError>?
        let bytes = Array(css.utf8)
        let ok = bytes.withUnsafeBufferPointer { buffer in
            rsvg_handle_set_stylesheet(handle, buffer.baseAddress, gsize(buffer.count), &error)
        }
        guard ok != 0 else {
            throw RenderError.librsvg(operation: "rsvg_handle_set_stylesheet", message: consumeGError(error))
        }
        if let error { g_error_free(error) }
    }

    /// The intrinsic size: absolute width/height when librsvg can convert them to pixels,
    /// otherwise the viewBox size (what a browser and rsvg-convert use for `width="100%"`).
    private static func dimensions(of handle: UnsafeMutablePointer<RsvgHandle>) -> (size: DocumentSize?, viewBox: Rect?)
    {
        var hasWidth: gboolean = 0
        var hasHeight: gboolean = 0
        var hasViewBox: gboolean = 0
        var width = RsvgLength()
        var height = RsvgLength()
        var box = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &width, &hasHeight, &height, &hasViewBox, &box)
        let viewBox = hasViewBox != 0 ? Rect(x: box.x, y: box.y, width: box.width, height: box.height) : nil

        var pixelWidth = 0.0
        var pixelHeight = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &pixelWidth, &pixelHeight) != 0,
            pixelWidth > 0, pixelHeight > 0, pixelWidth.isFinite, pixelHeight.isFinite
        {
            return (DocumentSize(width: pixelWidth, height: pixelHeight), viewBox)
        }
        if let viewBox, viewBox.width > 0, viewBox.height > 0, viewBox.isFinite {
            return (DocumentSize(width: viewBox.width, height: viewBox.height), viewBox)
        }
        return (nil, viewBox)
    }
}

/// Handles must not cross tasks; this makes the compiler say so.
@available(*, unavailable)
extension RasterDocument: Sendable {}
