/// Everything that can go wrong in SymbolRender, with the C library's own words where there are any.
package enum RenderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A requested pixel size is empty, negative or above the caller's limits.
    case invalidPixelSize(width: Int, height: Int, reason: String)
    /// An `RGBAImage` was built from a byte array of the wrong length.
    case pixelBufferSizeMismatch(width: Int, height: Int, byteCount: Int)
    /// A cairo call failed; `status` is `cairo_status_to_string`.
    case cairo(operation: String, status: String)
    /// The bytes given to the PNG decoder are not a PNG (checked before cairo sees them,
    /// because cairo reports that case as "out of memory").
    case notPNG
    /// The PNG is damaged or uses something cairo cannot read.
    case pngDecoding(String)
    /// librsvg reported an error (its GError message, trailing newline removed).
    case librsvg(operation: String, message: String)
    /// An element id that librsvg cannot look up (empty, or containing NUL).
    case invalidElementID(String)
    /// A document-space region that is empty or not finite.
    case invalidRegion(String)
    /// A shape with NaN or infinite coordinates, or a non-invertible transform.
    case invalidGeometry(String)
    /// The SVG has neither an absolute width/height nor a viewBox, so it has no size to measure in.
    case noIntrinsicSize

    package var description: String {
        switch self {
        case .invalidPixelSize(let w, let h, let reason):
            return "invalid pixel size \(w)×\(h): \(reason)"
        case .pixelBufferSizeMismatch(let w, let h, let count):
            return "an RGBA image of \(w)×\(h) needs \(w * h * 4) bytes, got \(count)"
        case .cairo(let operation, let status):
            return "cairo failed in \(operation): \(status)"
        case .notPNG:
            return "the data is not a PNG file (wrong signature)"
        case .pngDecoding(let message):
            return "cannot decode PNG: \(message)"
        case .librsvg(let operation, let message):
            return "librsvg failed in \(operation): \(message)"
        case .invalidElementID(let id):
            return "invalid element id \"\(id)\""
        case .invalidRegion(let message):
            return "invalid region: \(message)"
        case .invalidGeometry(let message):
            return "invalid geometry: \(message)"
        case .noIntrinsicSize:
            return "the SVG has no intrinsic size (no absolute width/height and no viewBox)"
        }
    }
}
