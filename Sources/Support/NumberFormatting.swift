// How numbers read in messages and reports: one place, so a finding, the text report and the
// JSON report spell a value the same way. Numbers written into SVG come from SVGModel's writer
// (`SVGNumber`, `SVGWriteOptions`), which refuses a value it cannot write instead.

/// A measurement in a message: up to 4 decimals, no trailing zeros. Huge or non-finite values
/// (hostile input) fall back to Swift's own rendering instead of trapping.
package func fmt(_ v: Double) -> String {
    guard v.isFinite, abs(v) < 1e14 else { return String(v) }
    let rounded = (v * 10000).rounded() / 10000
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var s = String(rounded)
    if s.contains("e") { return s }
    while s.hasSuffix("0") { s.removeLast() }
    return s
}

package func fmt2(_ v: Double) -> String { fixed(v, 2) }
package func fmt3(_ v: Double) -> String { fixed(v, 3) }
package func fmt4(_ v: Double) -> String { fixed(v, 4) }

/// A fixed number of decimals, for stable messages and JSON.
package func fixed(_ v: Double, _ digits: Int) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    // Beyond ~1e14 the scaled value no longer fits UInt64; such numbers only come from hostile input.
    guard abs(v) < 1e14 else { return String(v) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (abs(v) * scale).rounded()
    let negative = v < 0 && r != 0
    var whole = String(UInt64(r / scale))
    var frac = String(UInt64(r.truncatingRemainder(dividingBy: scale)))
    while frac.count < digits { frac = "0" + frac }
    if negative { whole = "-" + whole }
    return digits == 0 ? whole : whole + "." + frac
}
