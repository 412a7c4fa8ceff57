/// The 27 glyph variants of a template: nine weights × three scales, named like `Regular-M`.
public enum Weight: String, CaseIterable, Sendable, Comparable {
    case ultralight = "Ultralight"
    case thin = "Thin"
    case light = "Light"
    case regular = "Regular"
    case medium = "Medium"
    case semibold = "Semibold"
    case bold = "Bold"
    case heavy = "Heavy"
    case black = "Black"

    public static func < (a: Weight, b: Weight) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public enum Scale: String, CaseIterable, Sendable, Comparable {
    case small = "S"
    case medium = "M"
    case large = "L"

    public static func < (a: Scale, b: Scale) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Apple's design scale factors relative to Medium (SPEC §3).
    public var designFactor: Double {
        switch self {
        case .small: return 0.783
        case .medium: return 1
        case .large: return 1.29
        }
    }

    public var name: String {
        switch self {
        case .small: return "Small"
        case .medium: return "Medium"
        case .large: return "Large"
        }
    }
}

public struct Variant: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var weight: Weight
    public var scale: Scale

    public init(_ weight: Weight, _ scale: Scale) {
        self.weight = weight
        self.scale = scale
    }

    public init?(id: String) {
        let parts = id.split(separator: "-")
        guard parts.count == 2, let w = Weight(rawValue: String(parts[0])), let s = Scale(rawValue: String(parts[1]))
        else { return nil }
        self.init(w, s)
    }

    public var id: String { "\(weight.rawValue)-\(scale.rawValue)" }
    public var description: String { id }

    public static let all: [Variant] = Scale.allCases.flatMap { s in Weight.allCases.map { Variant($0, s) } }
    public static let regularS = Variant(.regular, .small)
    public static let regularM = Variant(.regular, .medium)
    public static let regularL = Variant(.regular, .large)
    /// The three sources of a variable (interpolatable) template.
    public static let interpolationSources = [Variant(.ultralight, .small), regularS, Variant(.black, .small)]

    /// Sort order for reports: S, M, L rows, weights light to black.
    public static func < (a: Variant, b: Variant) -> Bool {
        (a.scale, a.weight) < (b.scale, b.weight)
    }
}

/// A template version such as 6.0, read from `Template v.6.0`.
public struct TemplateVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// Parses `6`, `6.0`, `6.1`; actool reads the text after `Template v.` as a float.
    public init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        var minor = 0
        if parts.count == 2 {
            guard let m = Int(parts[1]), m >= 0, parts[1].count <= 3 else { return nil }
            minor = m
        }
        self.init(major, minor)
    }

    public static func < (a: TemplateVersion, b: TemplateVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
    public var description: String { "\(major).\(minor)" }
}
