/// The 27 glyph variants of a template: nine weights × three scales, named like `Regular-M`.
package enum Weight: String, CaseIterable, Sendable, Comparable {
    case ultralight = "Ultralight"
    case thin = "Thin"
    case light = "Light"
    case regular = "Regular"
    case medium = "Medium"
    case semibold = "Semibold"
    case bold = "Bold"
    case heavy = "Heavy"
    case black = "Black"

    package static func < (a: Weight, b: Weight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

package enum Scale: String, CaseIterable, Sendable, Comparable {
    case small = "S"
    case medium = "M"
    case large = "L"

    package static func < (a: Scale, b: Scale) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Apple's design scale factors relative to Medium (docs/template-format.md §3).
    package var designFactor: Double {
        switch self {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }

    package var name: String {
        switch self {
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        }
    }
}

package struct Variant: Hashable, Sendable, Comparable, CustomStringConvertible {
    package var weight: Weight
    package var scale: Scale

    package init(_ weight: Weight, _ scale: Scale) {
        self.weight = weight
        self.scale = scale
    }

    package init?(id: String) {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let w = Weight(rawValue: String(parts[0])), let s = Scale(rawValue: String(parts[1]))
        else { return nil }
        self.init(w, s)
    }

    package var id: String { "\(weight.rawValue)-\(scale.rawValue)" }
    package var description: String { id }

    package static let all: [Variant] = Scale.allCases.flatMap { s in Weight.allCases.map { Variant($0, s) } }
    package static let regularS = Variant(.regular, .small)
    package static let regularM = Variant(.regular, .medium)
    package static let regularL = Variant(.regular, .large)
    /// The three sources of a variable (interpolatable) template.
    package static let interpolationSources = [Variant(.ultralight, .small), regularS, Variant(.black, .small)]

    /// Sort order for reports: S, M, L rows, weights light to black.
    package static func < (a: Variant, b: Variant) -> Bool {
        (a.scale, a.weight) < (b.scale, b.weight)
    }
}

/// A template version such as 6.0, read from `Template v.6.0`.
///
/// actool parses the text after `Template v.` as a floating-point number (docs/template-format.md §4.2), so the
/// digits after the point are a decimal fraction, not a second integer: `6.10` is the same
/// version as `6.1`, and both come before `6.9`. The fraction is kept in thousandths (at most
/// three digits are read), which compares exactly where a `Double` would round.
package struct TemplateVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The version times 1000: 6.1 is 6100.
    package let thousandths: Int

    /// `major.tenths`, the way templates write their version (`TemplateVersion(6, 0)` is 6.0).
    package init(_ major: Int, _ tenths: Int) {
        self.thousandths = major * 1000 + tenths * 100
    }

    /// Parses `6`, `6.0`, `6.1`, `6.25`: a whole number and at most three decimals.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var fraction = 0
        if parts.count == 2 {
            let digits = parts[1]
            guard (1...3).contains(digits.count), digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                return nil
            }
            fraction = value * [100, 10, 1][digits.count - 1]
        }
        self.thousandths = major * 1000 + fraction
    }

    package static func < (a: TemplateVersion, b: TemplateVersion) -> Bool { a.thousandths < b.thousandths }

    /// The shortest decimal with at least one digit after the point: 6.0, 6.1, 6.25.
    package var description: String {
        var fraction = String(thousandths % 1000)
        fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
        while fraction.count > 1 && fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(thousandths / 1000).\(fraction)"
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
