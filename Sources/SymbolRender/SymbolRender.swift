/// SymbolRender is the only module of symbolcheck that calls cairo and librsvg: cairo for
/// pixels (PNG files are written by the module's own encoder, `PNG/`, and read back by cairo),
/// librsvg for drawing SVG the way a real renderer does. The package's other C is expat, behind
/// SVGModel's XML reader, and GEOS, behind SymbolGeometry. Keeping these calls here means the
/// rest of the package works with plain Swift values (`RGBAImage`, `Rect`, `Path`) and never
/// sees an `OpaquePointer`, a GError or a premultiplied pixel.
///
/// SVG is loaded into librsvg **from memory only** (`rsvg_handle_new_from_data`: flags NONE,
/// no base file or URI). Templates are untrusted input: with a base file librsvg would follow
/// `<xi:include>` and `<image href>` into neighbouring files, and `RSVG_HANDLE_FLAG_UNLIMITED`
/// lifts the libxml2 limits that stop entity bombs and deep nesting. This module never writes
/// files either; it hands back bytes so callers can write them atomically.
///
/// Thread safety: the value types are `Sendable`; the classes that own C objects
/// (`RasterDocument`, `Canvas`) are deliberately not, so each task makes its own.

import CCairo
import CRsvg

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Versions of the C libraries doing the work, for golden files that are only valid per
/// library version (pixels differ between e.g. librsvg 2.54 and 2.63).
package enum RenderLibraries {
    /// The cairo version linked at run time, e.g. "1.16.0".
    package static var cairoVersion: String { String(cString: cairo_version_string()) }

    /// The librsvg version this module was compiled against, e.g. "2.54.7".
    package static var librsvgVersion: String {
        "\(LIBRSVG_MAJOR_VERSION).\(LIBRSVG_MINOR_VERSION).\(LIBRSVG_MICRO_VERSION)"
    }
}
