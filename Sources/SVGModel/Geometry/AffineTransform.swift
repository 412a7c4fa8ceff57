#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An SVG affine transform `matrix(a b c d e f)`:
/// x' = a·x + c·y + e,  y' = b·x + d·y + f.
package struct AffineTransform: Hashable, Sendable, CustomStringConvertible {
    package var a: Double, b: Double, c: Double, d: Double, e: Double, f: Double

    package init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.e = e
        self.f = f
    }

    package static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

    package static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, e: tx, f: ty)
    }

    package static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, e: 0, f: 0)
    }

    /// Rotation by `degrees`, clockwise on screen (SVG's y axis points down).
    package static func rotation(degrees: Double) -> AffineTransform {
        let r = degrees * .pi / 180
        let cs = cosExact(r)
        let sn = sinExact(r)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, e: 0, f: 0)
    }

    package static func skewX(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: tanDegrees(degrees), d: 1, e: 0, f: 0)
    }

    package static func skewY(degrees: Double) -> AffineTransform {
        AffineTransform(a: 1, b: tanDegrees(degrees), c: 0, d: 1, e: 0, f: 0)
    }

    /// `self` applied after `inner`: (self ∘ inner)(p) = self(inner(p)).
    /// For an element with `transform` T inside a parent with CTM P, its CTM is `P.concatenating(T)`.
    package func concatenating(_ inner: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * inner.a + c * inner.b,
            b: b * inner.a + d * inner.b,
            c: a * inner.c + c * inner.d,
            d: b * inner.c + d * inner.d,
            e: a * inner.e + c * inner.f + e,
            f: b * inner.e + d * inner.f + f)
    }

    package func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f)
    }

    /// Applies only the linear part (for direction vectors).
    package func applyLinear(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y, y: b * p.x + d * p.y)
    }

    package var determinant: Double { a * d - b * c }
    package var isIdentity: Bool { self == .identity }
    package var isFinite: Bool { [a, b, c, d, e, f].allSatisfy { $0.isFinite } }

    package var inverted: AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            e: (c * f - d * e) / det, f: (b * e - a * f) / det)
    }

    package var description: String { "matrix(\(a) \(b) \(c) \(d) \(e) \(f))" }
}

// Exact values at multiples of 90° keep `rotate(90)` free of 6e-17 noise in bounds.
// The quarter-turn count is reduced modulo 4 in floating point first: `Int(_:)` traps for
// counts beyond Int.max, which a finite angle from a file (`rotate(1e300)`) can reach, and an
// angle near Double.greatestFiniteMagnitude overflows to an infinite count (no exact value).
private func cosExact(_ r: Double) -> Double {
    let q = r / (.pi / 2)
    if q.isFinite, q == q.rounded() {
        switch Int(q.truncatingRemainder(dividingBy: 4)) {
        case 0: return 1
        case 1, -3: return 0
        case 2, -2: return -1
        default: return 0
        }
    }
    return cos(r)
}

private func sinExact(_ r: Double) -> Double {
    let q = r / (.pi / 2)
    if q.isFinite, q == q.rounded() {
        switch Int(q.truncatingRemainder(dividingBy: 4)) {
        case 0: return 0
        case 1, -3: return 1
        case 2, -2: return 0
        default: return -1
        }
    }
    return sin(r)
}

private func tanDegrees(_ degrees: Double) -> Double { tan(degrees * .pi / 180) }
