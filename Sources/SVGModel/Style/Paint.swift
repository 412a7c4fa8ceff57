/// A fill or stroke paint value.
package enum Paint: Hashable, Sendable {
    case none
    case color(RGBColor)
    case currentColor
    /// `url(#id)`, typically a gradient or pattern.
    case reference(String)
    /// A value we could not read; renderers treat it as an error (usually: no paint).
    case invalid(String)

    package init(parsing raw: String) {
        let s = raw.trimmingWhitespace()
        let lower = s.lowercased()
        if lower == "none" || lower == "transparent" {
            self = .none
            return
        }
        if lower == "currentcolor" {
            self = .currentColor
            return
        }
        if lower.hasPrefix("url(") {
            var inner = s.dropFirst(4)
            if let close = inner.firstIndex(of: ")") { inner = inner[..<close] }
            let id = inner.trimmingWhitespace().trimmingCharacters(in: "\"'")
            self = .reference(id.hasPrefix("#") ? String(id.dropFirst()) : id)
            return
        }
        if let c = RGBColor(parsing: s) {
            self = .color(c)
            return
        }
        self = .invalid(s)
    }

    /// Whether this paint puts ink on the canvas.
    package var paints: Bool {
        switch self {
        case .none, .invalid: return false
        case .color(let c): return c.alpha > 0
        case .currentColor, .reference: return true
        }
    }
}

package struct RGBColor: Hashable, Sendable {
    package var red: UInt8, green: UInt8, blue: UInt8
    package var alpha: Double

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// `#rgb`, `#rrggbb`, `#rrggbbaa`, `rgb(…)`, `rgba(…)` and the common named colours.
    package init?(parsing s: String) {
        let lower = s.lowercased()
        if lower.hasPrefix("#") {
            let hexDigits = Array(lower.dropFirst())
            func v(_ k: Int) -> UInt8? { UInt8(String(hexDigits[k]), radix: 16) }
            switch hexDigits.count {
            case 3, 4:
                guard let r = v(0), let g = v(1), let b = v(2) else { return nil }
                let a = hexDigits.count == 4 ? Double(v(3) ?? 15) / 15 : 1
                self.init(red: r * 17, green: g * 17, blue: b * 17, alpha: a)
            case 6, 8:
                guard let r = UInt8(String(hexDigits[0...1]), radix: 16),
                    let g = UInt8(String(hexDigits[2...3]), radix: 16),
                    let b = UInt8(String(hexDigits[4...5]), radix: 16)
                else { return nil }
                let a = hexDigits.count == 8 ? Double(UInt8(String(hexDigits[6...7]), radix: 16) ?? 255) / 255 : 1
                self.init(red: r, green: g, blue: b, alpha: a)
            default:
                return nil
            }
            return
        }
        if lower.hasPrefix("rgb"), let open = lower.firstIndex(of: "("), let close = lower.lastIndex(of: ")") {
            let parts = lower[lower.index(after: open)..<close]
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" }).map { $0.trimmingWhitespace() }
            guard parts.count >= 3 else { return nil }
            func channel(_ p: String) -> UInt8? {
                if p.hasSuffix("%"), let v = Double(p.dropLast()) {
                    return UInt8(Swift.max(0, Swift.min(255, (v * 2.55).rounded())))
                }
                guard let v = Double(p) else { return nil }
                return UInt8(Swift.max(0, Swift.min(255, v.rounded())))
            }
            guard let r = channel(parts[0]), let g = channel(parts[1]), let b = channel(parts[2]) else { return nil }
            self.init(red: r, green: g, blue: b, alpha: parts.count > 3 ? parseOpacity(parts[3]) : 1)
            return
        }
        let named: [String: (UInt8, UInt8, UInt8)] = [
            "black": (0, 0, 0), "white": (255, 255, 255), "red": (255, 0, 0), "green": (0, 128, 0),
            "blue": (0, 0, 255), "gray": (128, 128, 128), "grey": (128, 128, 128), "yellow": (255, 255, 0),
            "orange": (255, 165, 0), "purple": (128, 0, 128), "silver": (192, 192, 192), "lime": (0, 255, 0),
            "navy": (0, 0, 128), "teal": (0, 128, 128), "maroon": (128, 0, 0), "olive": (128, 128, 0),
            "aqua": (0, 255, 255), "cyan": (0, 255, 255), "fuchsia": (255, 0, 255), "magenta": (255, 0, 255),
        ]
        guard let (r, g, b) = named[lower] else { return nil }
        self.init(red: r, green: g, blue: b)
    }
}

extension String {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s = s.dropFirst() }
        while let l = s.last, set.contains(l) { s = s.dropLast() }
        return String(s)
    }
}
