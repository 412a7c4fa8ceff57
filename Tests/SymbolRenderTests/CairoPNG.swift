import CCairo

@testable import SymbolRender

/// cairo's own PNG writer (libpng, zlib at its default level), which `PNGCodec.encode` used
/// before; the tests compare file sizes against it.
enum CairoPNG {
    static func size(of image: RGBAImage) throws -> Int {
        let surface = try ImageSurface(image: image)
        var count = 0
        let status = withUnsafeMutablePointer(to: &count) { counter in
            cairo_surface_write_to_png_stream(
                surface.pointer,
                { closure, _, length in
                    closure?.assumingMemoryBound(to: Int.self).pointee += Int(length)
                    return CAIRO_STATUS_SUCCESS
                }, counter)
        }
        try CairoStatus.check(status, "cairo_surface_write_to_png_stream")
        return count
    }
}
