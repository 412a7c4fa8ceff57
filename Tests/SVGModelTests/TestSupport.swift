import SVGModel

/// Reads `text` as an SVG file and builds its tree; tests that need XML errors use `readError`.
func buildTree(_ text: String, ignoredClassPrefixes: [String] = []) throws -> SVGTree {
    let document = try XMLReader.read(SourceFile(path: "test.svg", text: text))
    return SVGTreeBuilder.build(document, ignoredClassPrefixes: ignoredClassPrefixes)
}

/// The XML error for `bytes`, written as `line:column kind: message` so one comparison checks
/// where the reader stopped, why, and with which words.
func readError(_ bytes: [UInt8], limits: ReaderLimits = .default) -> String? {
    let source = SourceFile(path: "test.svg", bytes: bytes)
    do {
        _ = try XMLReader.read(source, limits: limits)
        return nil
    } catch {
        return "\(source.location(of: error.offset)) \(error.kind): \(error.message)"
    }
}

func readError(_ text: String, limits: ReaderLimits = .default) -> String? {
    readError(Array(text.utf8), limits: limits)
}

/// The byte offset of the first occurrence of `needle` in `text`, found independently of the
/// code under test so expected offsets are not copied from it.
/// The bytes of the `occurrence`th `needle` in `text`.
func byteRange(of needle: String, in text: String, occurrence: Int = 1) -> SourceRange? {
    byteOffset(of: needle, in: text, occurrence: occurrence).map { SourceRange(start: $0, end: $0 + needle.utf8.count) }
}

func byteOffset(of needle: String, in text: String, occurrence: Int = 1) -> Int? {
    let haystack = Array(text.utf8)
    let pattern = Array(needle.utf8)
    guard !pattern.isEmpty, haystack.count >= pattern.count else { return nil }
    var seen = 0
    for start in 0...(haystack.count - pattern.count) where Array(haystack[start..<(start + pattern.count)]) == pattern
    {
        seen += 1
        if seen == occurrence { return start }
    }
    return nil
}

/// Whether two numbers agree within `tolerance` (for values that are not exactly representable).
func isClose(_ a: Double, _ b: Double, within tolerance: Double = 1e-12) -> Bool {
    abs(a - b) <= tolerance
}

func isClose(_ a: Point, _ b: Point, within tolerance: Double = 1e-12) -> Bool {
    isClose(a.x, b.x, within: tolerance) && isClose(a.y, b.y, within: tolerance)
}

func isClose(_ a: Rect?, _ b: Rect, within tolerance: Double = 1e-12) -> Bool {
    guard let a else { return false }
    return isClose(a.minX, b.minX, within: tolerance) && isClose(a.minY, b.minY, within: tolerance)
        && isClose(a.maxX, b.maxX, within: tolerance) && isClose(a.maxY, b.maxY, within: tolerance)
}

func isClose(_ a: AffineTransform, _ b: AffineTransform, within tolerance: Double = 1e-12) -> Bool {
    isClose(a.a, b.a, within: tolerance) && isClose(a.b, b.b, within: tolerance) && isClose(a.c, b.c, within: tolerance)
        && isClose(a.d, b.d, within: tolerance) && isClose(a.e, b.e, within: tolerance)
        && isClose(a.f, b.f, within: tolerance)
}

/// The geometry of a path's `d` text, or nil when it does not parse.
func pathGeometry(_ d: String) -> Path? {
    guard case .success(let data) = PathDataParser.parse(d) else { return nil }
    return PathNormalizer.geometry(of: data)
}

/// Every segment's end point, subpath by subpath, for checking where a shape goes.
func endPoints(_ path: Path?) -> [[Point]] {
    (path?.subpaths ?? []).map { [$0.start] + $0.segments.map(\.end) }
}
