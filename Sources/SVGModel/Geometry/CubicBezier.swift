/// The point of a cubic Bézier at parameter t, in Bernstein form: the one evaluation bounds,
/// coverage sampling and flattening share, so all three agree to the last bit on where a curve
/// runs.
@inlinable
package func cubicPoint(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point, _ t: Double) -> Point {
    let mt = 1 - t
    let a = mt * mt * mt
    let b = 3 * mt * mt * t
    let c = 3 * mt * t * t
    let d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
}
