import CGeos
import SVGModel

/// One GEOS context (`GEOS_init_r`): every geometry operation makes its own, so calls on
/// different threads never share GEOS state. Owns the geometries it creates until `finish`.
/// Internal: no GEOS pointer leaves this module.
final class GEOSContext {
    let handle: GEOSContextHandle_t
    /// The last error GEOS reported, kept so a failed call can say why.
    private let errors = ErrorSink()

    final class ErrorSink {
        var message: String?
    }

    init() throws(GeometryError) {
        guard let handle = GEOS_init_r() else { throw GeometryError.library("GEOS could not create a context") }
        self.handle = handle
        let sink = Unmanaged.passUnretained(errors).toOpaque()
        _ = GEOSContext_setErrorMessageHandler_r(
            handle,
            { message, userdata in
                guard let userdata, let message else { return }
                Unmanaged<ErrorSink>.fromOpaque(userdata).takeUnretainedValue().message = String(cString: message)
            }, sink)
    }

    deinit { GEOS_finish_r(handle) }

    /// Wraps a freshly created geometry the caller now owns, or throws with GEOS's message.
    func owned(_ raw: OpaquePointer?, _ what: String) throws(GeometryError) -> GEOSGeometryRef {
        guard let raw else { throw GeometryError.library("\(what): \(errors.message ?? "GEOS failed")") }
        return GEOSGeometryRef(raw, context: self)
    }

    func failure(_ what: String) -> GeometryError {
        GeometryError.library("\(what): \(errors.message ?? "GEOS failed")")
    }

    // MARK: building

    func coordinates(_ points: [Point]) throws(GeometryError) -> OpaquePointer {
        var flat: [Double] = []
        flat.reserveCapacity(points.count * 2)
        for p in points {
            flat.append(p.x)
            flat.append(p.y)
        }
        let sequence = flat.withUnsafeBufferPointer {
            GEOSCoordSeq_copyFromBuffer_r(handle, $0.baseAddress, UInt32(points.count), 0, 0)
        }
        guard let sequence else { throw failure("coordinates") }
        return sequence
    }

    func lineString(_ points: [Point]) throws(GeometryError) -> GEOSGeometryRef {
        let seq = try coordinates(points)
        return try owned(GEOSGeom_createLineString_r(handle, seq), "line")
    }

    /// A polygon from closed rings (first point repeated at the end is added when missing).
    /// Each ring is owned as soon as it exists, so a ring GEOS refuses (fewer than four points)
    /// destroys the rings made before it instead of leaking them.
    func polygon(shell: [Point], holes: [[Point]] = []) throws(GeometryError) -> GEOSGeometryRef {
        func ring(_ pts: [Point]) throws(GeometryError) -> GEOSGeometryRef {
            var pts = pts
            if let first = pts.first, pts.last != first { pts.append(first) }
            let seq = try coordinates(pts)
            // The sequence passes to the ring, made or not (geos_c.h, GEOSGeom_createLinearRing).
            return try owned(GEOSGeom_createLinearRing_r(handle, seq), "ring")
        }
        let outer = try ring(shell)
        var inner: [GEOSGeometryRef] = []
        for h in holes { inner.append(try ring(h)) }
        // The rings pass to the polygon (geos_c.h, GEOSGeom_createPolygon).
        var rawHoles = inner.map { $0.release() }
        let raw = rawHoles.withUnsafeMutableBufferPointer {
            GEOSGeom_createPolygon_r(handle, outer.release(), $0.baseAddress, UInt32(holes.count))
        }
        return try owned(raw, "polygon")
    }

    /// A collection that takes ownership of `parts`.
    func collection(_ parts: [GEOSGeometryRef], type: Int32) throws(GeometryError) -> GEOSGeometryRef {
        var raws: [OpaquePointer?] = parts.map { $0.release() }
        let raw = raws.withUnsafeMutableBufferPointer {
            GEOSGeom_createCollection_r(handle, type, $0.baseAddress, UInt32(parts.count))
        }
        return try owned(raw, "collection")
    }

    func geometryCollection(_ parts: [GEOSGeometryRef]) throws(GeometryError) -> GEOSGeometryRef {
        try collection(parts, type: Int32(GEOS_GEOMETRYCOLLECTION.rawValue))
    }

    // MARK: reading

    func points(of sequence: OpaquePointer?) -> [Point] {
        guard let sequence else { return [] }
        var size: UInt32 = 0
        guard GEOSCoordSeq_getSize_r(handle, sequence, &size) != 0, size > 0 else { return [] }
        var flat = [Double](repeating: 0, count: Int(size) * 2)
        let ok = flat.withUnsafeMutableBufferPointer {
            GEOSCoordSeq_copyToBuffer_r(handle, sequence, $0.baseAddress, 0, 0)
        }
        guard ok != 0 else { return [] }
        return (0..<Int(size)).map { Point(x: flat[2 * $0], y: flat[2 * $0 + 1]) }
    }

    /// The polygons of a polygonal result (polygon, multipolygon or collection), rings without
    /// their repeated closing point.
    func polygons(of geometry: OpaquePointer) -> [OutlinePolygon] {
        let type = GEOSGeomTypeId_r(handle, geometry)
        if type == Int32(GEOS_POLYGON.rawValue) {
            guard GEOSisEmpty_r(handle, geometry) == 0 else { return [] }
            let shell = ringPoints(GEOSGetExteriorRing_r(handle, geometry))
            let count = GEOSGetNumInteriorRings_r(handle, geometry)
            let holes = count > 0 ? (0..<count).map { ringPoints(GEOSGetInteriorRingN_r(handle, geometry, $0)) } : []
            return shell.count >= 3 ? [OutlinePolygon(shell: shell, holes: holes.filter(Self.enclosesArea))] : []
        }
        if type == Int32(GEOS_MULTIPOLYGON.rawValue) || type == Int32(GEOS_GEOMETRYCOLLECTION.rawValue) {
            let n = GEOSGetNumGeometries_r(handle, geometry)
            guard n > 0 else { return [] }
            return (0..<n).flatMap { i -> [OutlinePolygon] in
                guard let part = GEOSGetGeometryN_r(handle, geometry, i) else { return [] }
                return polygons(of: part)
            }
        }
        return []
    }

    /// Whether a hole encloses anything. GEOS can hand back a collapsed crack as a hole (seen
    /// where a union of a made Black weight's ring met the line its flattening started on: three
    /// points, two of them equal, no area), and counting it would make a ring look like it had
    /// two holes to every check of holes (a weight that "opens a hole", a fake hole).
    static func enclosesArea(_ ring: [Point]) -> Bool {
        guard ring.count >= 3 else { return false }
        let perimeter = Outline.perimeter(of: ring)
        return abs(Outline.signedArea(ring)) > perimeter * perimeter * 1e-12
    }

    private func ringPoints(_ ring: OpaquePointer?) -> [Point] {
        guard let ring else { return [] }
        var pts = points(of: GEOSGeom_getCoordSeq_r(handle, ring))
        if pts.count > 1, pts.first == pts.last { pts.removeLast() }
        return pts
    }
}

/// A GEOS geometry this module owns; destroyed with its context's handle unless released
/// into a collection.
final class GEOSGeometryRef {
    private(set) var raw: OpaquePointer?
    private let context: GEOSContext

    init(_ raw: OpaquePointer, context: GEOSContext) {
        self.raw = raw
        self.context = context
    }

    var pointer: OpaquePointer { raw! }

    /// Hands ownership to GEOS (a collection takes its parts).
    func release() -> OpaquePointer? {
        defer { raw = nil }
        return raw
    }

    deinit { if let raw { GEOSGeom_destroy_r(context.handle, raw) } }
}
