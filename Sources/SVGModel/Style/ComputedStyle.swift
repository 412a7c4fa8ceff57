/// The properties symbolcheck reasons about, after the cascade, each with where it came from
/// so a diagnostic can say "stroke set by `.st0` at 5:3" rather than just "has a stroke".
package enum StyleProperty: String, CaseIterable, Sendable {
    case fill
    case fillOpacity = "fill-opacity"
    case fillRule = "fill-rule"
    case stroke
    case strokeOpacity = "stroke-opacity"
    case strokeWidth = "stroke-width"
    case opacity
    case display
    case visibility
    case clipPath = "clip-path"
    case mask
    case filter
    case clearBehind = "-sfsymbols-clear-behind"
    case strokeLinecap = "stroke-linecap"
    case strokeLinejoin = "stroke-linejoin"
    case strokeMiterlimit = "stroke-miterlimit"
    case strokeDasharray = "stroke-dasharray"
    case strokeDashoffset = "stroke-dashoffset"

    /// Inherited properties flow from parent to child (CSS/SVG inheritance).
    package var isInherited: Bool {
        switch self {
        case .fill, .fillOpacity, .fillRule, .stroke, .strokeOpacity, .strokeWidth, .visibility, .strokeLinecap,
            .strokeLinejoin, .strokeMiterlimit, .strokeDasharray, .strokeDashoffset:
            return true
        case .opacity, .display, .clipPath, .mask, .filter, .clearBehind: return false
        }
    }

    /// Position in `allCases`: computed styles keep their values in a small array, as every
    /// element of every file gets one (a dictionary cost hashing on each lookup).
    var index: Int {
        switch self {
        case .fill: return 0
        case .fillOpacity: return 1
        case .fillRule: return 2
        case .stroke: return 3
        case .strokeOpacity: return 4
        case .strokeWidth: return 5
        case .opacity: return 6
        case .display: return 7
        case .visibility: return 8
        case .clipPath: return 9
        case .mask: return 10
        case .filter: return 11
        case .clearBehind: return 12
        case .strokeLinecap: return 13
        case .strokeLinejoin: return 14
        case .strokeMiterlimit: return 15
        case .strokeDasharray: return 16
        case .strokeDashoffset: return 17
        }
    }

    static let count = 18

    /// Whether SVG allows this property as an XML attribute (`fill="red"`).
    package var isPresentationAttribute: Bool { self != .clearBehind }

    package var initialValue: String {
        switch self {
        case .fill: return "black"
        case .fillOpacity, .strokeOpacity, .opacity, .strokeWidth: return "1"
        case .fillRule: return "nonzero"
        case .stroke, .clipPath, .mask, .filter: return "none"
        case .display: return "inline"
        case .visibility: return "visible"
        case .clearBehind: return "false"
        case .strokeLinecap: return "butt"
        case .strokeLinejoin: return "miter"
        case .strokeMiterlimit: return "4"
        case .strokeDasharray: return "none"
        case .strokeDashoffset: return "0"
        }
    }
}

package enum StyleOrigin: Hashable, Sendable {
    /// Nobody set it: the CSS initial value.
    case initial
    /// An XML attribute such as `fill="none"`; the range is the whole attribute.
    case presentationAttribute(range: SourceRange)
    /// A declaration in `style=""` (`fill: none`; the whole value when it has references).
    case inlineStyle(range: SourceRange)
    /// A declaration in a `<style>` rule, with the selector that matched.
    case styleSheet(range: SourceRange, selector: String)

    /// Where the value was set; nil for the initial value.
    package var range: SourceRange? {
        switch self {
        case .initial: return nil
        case .presentationAttribute(let r), .inlineStyle(let r), .styleSheet(let r, _): return r
        }
    }
}

package struct StyleValue: Hashable, Sendable {
    package var raw: String
    package var origin: StyleOrigin
    /// The element the value was inherited from, when it was not set on this element.
    package var inheritedFrom: Int?
    package var isImportant: Bool

    package init(raw: String, origin: StyleOrigin, inheritedFrom: Int? = nil, isImportant: Bool = false) {
        self.raw = raw
        self.origin = origin
        self.inheritedFrom = inheritedFrom
        self.isImportant = isImportant
    }
}

package struct ComputedStyle: Hashable, Sendable {
    /// Indexed by `StyleProperty.index`; nil where the initial value applies.
    var values: [StyleValue?]

    package init(values: [StyleProperty: StyleValue] = [:]) {
        self.values = [StyleValue?](repeating: nil, count: StyleProperty.count)
        for (property, value) in values { self.values[property.index] = value }
    }

    init(indexedValues: [StyleValue?]) {
        self.values = indexedValues
    }

    package subscript(property: StyleProperty) -> StyleValue {
        values[property.index] ?? StyleValue(raw: property.initialValue, origin: .initial)
    }

    package var fill: Paint { Paint(parsing: self[.fill].raw) }
    package var stroke: Paint { Paint(parsing: self[.stroke].raw) }
    package var fillRule: FillRule { self[.fillRule].raw == "evenodd" ? .evenodd : .nonzero }
    package var fillOpacity: Double { parseOpacity(self[.fillOpacity].raw) }
    package var strokeOpacity: Double { parseOpacity(self[.strokeOpacity].raw) }
    package var opacity: Double { parseOpacity(self[.opacity].raw) }
    package var isDisplayNone: Bool { self[.display].raw == "none" }
    package var isHidden: Bool { self[.visibility].raw == "hidden" || self[.visibility].raw == "collapse" }
    package var strokeWidth: Double { parseLength(self[.strokeWidth].raw) ?? 1 }
    package var clearsBehind: Bool { self[.clearBehind].raw == "true" }
    /// `butt`, `round` or `square` as written (trimmed, lowercased).
    package var strokeLinecap: String { self[.strokeLinecap].raw.trimmingWhitespace().lowercased() }
    /// `miter`, `round`, `bevel` (or SVG 2's `miter-clip`, `arcs`) as written.
    package var strokeLinejoin: String { self[.strokeLinejoin].raw.trimmingWhitespace().lowercased() }
    /// Unreadable or below 1 (invalid in SVG) reads as the initial 4.
    package var strokeMiterlimit: Double {
        guard let v = Double(self[.strokeMiterlimit].raw.trimmingWhitespace()), v.isFinite, v >= 1 else { return 4 }
        return v
    }
    /// Dash lengths in user units; empty for `none`, nil when a value cannot be read.
    package var strokeDasharray: [Double]? {
        let raw = self[.strokeDasharray].raw.trimmingWhitespace()
        if raw.lowercased() == "none" || raw.isEmpty { return [] }
        var out: [Double] = []
        for part in raw.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" || $0 == "\n" }) {
            guard let v = parseLength(String(part)) else { return nil }
            out.append(v)
        }
        return out
    }
    package var strokeDashoffset: Double { parseLength(self[.strokeDashoffset].raw) ?? 0 }
}

/// `0.4`, `40%`, clamped to 0…1. Unreadable values count as 1 (the initial value).
package func parseOpacity(_ raw: String) -> Double {
    let s = raw.trimmingWhitespace()
    if s.hasSuffix("%"), let v = Double(s.dropLast()) { return Swift.min(1, Swift.max(0, v / 100)) }
    guard let v = Double(s), v.isFinite else { return 1 }
    return Swift.min(1, Swift.max(0, v))
}

/// An SVG length in user units: a number with an optional absolute CSS unit.
/// Percentages and font-relative units return nil (they need a context templates never use).
package func parseLength(_ raw: String) -> Double? {
    let s = raw.trimmingWhitespace()
    let units: [(String, Double)] = [
        ("px", 1), ("pt", 4.0 / 3.0), ("pc", 16), ("mm", 96 / 25.4), ("cm", 96 / 2.54), ("in", 96),
    ]
    for (suffix, factor) in units where s.hasSuffix(suffix) {
        guard let v = Double(s.dropLast(suffix.count)), v.isFinite else { return nil }
        return v * factor
    }
    guard let v = Double(s), v.isFinite else { return nil }
    return v
}
