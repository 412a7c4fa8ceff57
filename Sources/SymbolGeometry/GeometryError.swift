/// Why a geometry operation could not produce an outline.
public enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// GEOS refused or failed; the message is GEOS's own.
    case library(String)
    /// A coordinate or width that is not a finite number.
    case notFinite(String)
    /// Input that would take unbounded work (millions of dashes, say).
    case tooComplex(String)

    public var description: String {
        switch self {
        case .library(let m): return "geometry library: \(m)"
        case .notFinite(let what): return "\(what) is not a finite number"
        case .tooComplex(let why): return "too complex to outline: \(why)"
        }
    }
}
