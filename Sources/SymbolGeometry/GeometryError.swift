/// Why a geometry operation could not produce an outline.
package enum GeometryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// GEOS refused or failed; the message is GEOS's own.
    case library(String)
    /// A coordinate or width that is not a finite number.
    case notFinite(String)
    /// Input that would take unbounded work (millions of dashes, say).
    case tooComplex(String)
    /// Input over one of the `GeometryLimits`: what it has against the limit (a clause naming the
    /// limit and its flag), the limit, and the flag that raises it.
    case overLimit(String, limit: Int, flag: String)
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

    /// How to get past a limit, for the diagnostic's help; nil for other failures.
    package var help: String? {
        switch self {
        case .overLimit(_, _, let flag): return "raise the limit with \(flag) if the input is genuine"
        case .outOfTime: return "raise the limit with --time-limit if the input is genuine"
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
