import Support

/// Why a geometry operation could not produce an outline.
package enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// GEOS refused or failed; the message is GEOS's own.
    case library(String)
    /// A coordinate or width that is not a finite number.
    case notFinite(String)
    /// Input that would take unbounded work (millions of dashes, say).
    case tooComplex(String)
    /// Input over one of the `GeometryLimits`: what it has against the limit (a clause naming the
    /// limit's value), the value, and which limit.
    case overLimit(String, limit: Int, exceeded: InputLimit)
    /// The input's time limit passed while it was being outlined.
    case outOfTime(Duration)

    package var description: String {
        switch self {
        case .library(let m): return "geometry library: \(m)"
        case .notFinite(let what): return "\(what) is not a finite number"
        case .tooComplex(let why): return "too complex to outline: \(why)"
        case .overLimit(let what, _, _): return "too complex to outline: \(what)"
        case .outOfTime(let limit): return "outlining took longer than the time limit of \(limit)"
        }
    }

    /// The limit the input went past, which the user may raise (the commands module words how);
    /// nil for other failures.
    package var exceededLimit: InputLimit? {
        switch self {
        case .overLimit(_, _, let limit): return limit
        case .outOfTime: return .timeLimit
        default: return nil
        }
    }

    /// Whether the input's budget (a limit or the time) stopped the work, rather than the
    /// geometry being unusable.
    package var isOverBudget: Bool {
        switch self {
        case .overLimit, .outOfTime, .tooComplex: return true
        default: return false
        }
    }
}
