import SVGModel
import SymbolCheck

/// A scaling decided in template units, expressed in one element's own coordinates, where its
/// numbers are written. For an element with CTM M, a map T in template units reads
/// M⁻¹ ∘ T ∘ M locally; the two kinds `resize` needs have closed forms that keep exact zeros
/// exact, so untouched coordinates stay bit-for-bit the same.
enum LocalScaling {
    /// A uniform scale by `factor` about `center` (template units). Because its linear part is
    /// a multiple of the identity it commutes with any M: locally it is the same uniform scale
    /// about c = M⁻¹(center), p ↦ s·p + (1 − s)·c. Nil when M cannot be inverted.
    static func uniform(factor s: Double, about center: Point, ctm: AffineTransform) -> AffineTransform? {
        guard let inverse = ctm.inverted else { return nil }
        let c = inverse.apply(center)
        return AffineTransform(a: s, b: 0, c: 0, d: s, e: (1 - s) * c.x, f: (1 - s) * c.y)
    }

    /// A horizontal scale by `factor` about the vertical line x = `centerX` (template units);
    /// y is kept. Locally p ↦ p + (s − 1)·u·(X(p) − centerX), where X(p) is the template x of p
    /// and u = M⁻¹'s linear part applied to (1, 0). Nil when M cannot be inverted.
    static func horizontal(factor s: Double, aboutX centerX: Double, ctm m: AffineTransform) -> AffineTransform? {
        let det = m.determinant
        guard det != 0, det.isFinite else { return nil }
        let ux = m.d / det
        let uy = -m.b / det
        let k = s - 1
        return AffineTransform(
            a: 1 + k * ux * m.a, b: k * uy * m.a,
            c: k * ux * m.c, d: 1 + k * uy * m.c,
            e: k * ux * (m.e - centerX), f: k * uy * (m.e - centerX))
    }
}

extension AffineTransform {
    /// No rotation or skew: x depends on x alone and y on y alone.
    var isAxisAligned: Bool { b == 0 && c == 0 }

    /// Axis-aligned with positive factors, so a rect stays a rect with its corners in order
    /// and an arc keeps its sweep direction.
    var isPositiveAxisScaling: Bool { isAxisAligned && a > 0 && d > 0 }

    /// The same factor on both axes, up to rounding.
    var isUniformScaling: Bool { isPositiveAxisScaling && abs(a - d) <= 1e-12 * Swift.max(a, d) }
}
