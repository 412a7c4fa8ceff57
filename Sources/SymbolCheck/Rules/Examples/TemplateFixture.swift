import Support

/// A small, valid template to build rule examples and tests from: Apple's guide coordinates,
/// Regular-S/M/L squares within the size model's tolerance, centred on the cap-height midline,
/// with margins 6 units from the ink. Change one thing and a single rule should fire.
public struct TemplateFixture: Sendable {
    public static let columnX: Double = 1400

    public var versionText: String? = "Template v.6.0"
    /// Inner markup per glyph id, drawn in the glyph's local system (baseline at y = 0).
    public var glyphs: [String: String]
    /// Markup inserted in the `Guides` group (margins, extra guides).
    public var margins: [String: String]
    /// Guide elements by id; set one to nil to remove it, or to other markup to replace it.
    public var guides: [String: String?]
    public var styleSheet: String? = nil
    /// Extra attributes on a glyph group, by id.
    public var glyphAttributes: [String: String] = [:]
    public var rootElement = "svg"

    public init() {
        var glyphs: [String: String] = [:]
        var margins: [String: String] = [:]
        var guides: [String: String?] = [:]
        for scale in Scale.allCases {
            let side = Self.side(scale)
            glyphs["Regular-\(scale.rawValue)"] = #"<path d="\#(Self.squarePath(side: side))"/>"#
            let base = AppleTemplate.baselines[scale]!
            margins["Regular-\(scale.rawValue)"] =
                #"<line id="left-margin-Regular-\#(scale.rawValue)" x1="\#(Self.columnX)" x2="\#(Self.columnX)" y1="\#(base - AppleTemplate.marginGuideAbove)" y2="\#(base + AppleTemplate.marginGuideBelow)"/>"#
                + "\n  "
                + #"<line id="right-margin-Regular-\#(scale.rawValue)" x1="\#(fmt(Self.columnX + 12 + side))" x2="\#(fmt(Self.columnX + 12 + side))" y1="\#(base - AppleTemplate.marginGuideAbove)" y2="\#(base + AppleTemplate.marginGuideBelow)"/>"#
            guides["Baseline-\(scale.rawValue)"] =
                #"<line id="Baseline-\#(scale.rawValue)" x1="263" x2="3036" y1="\#(fmt(base))" y2="\#(fmt(base))"/>"#
            guides["Capline-\(scale.rawValue)"] =
                #"<line id="Capline-\#(scale.rawValue)" x1="263" x2="3036" y1="\#(fmt(base - AppleTemplate.capHeight))" y2="\#(fmt(base - AppleTemplate.capHeight))"/>"#
        }
        self.glyphs = glyphs
        self.margins = margins
        self.guides = guides
    }

    /// The side of a square glyph 1.45 cap heights tall at Regular-M in this row (for a row
    /// drawn with another cap height, at that one): the card's anchor, within the size model's
    /// tolerance of its 1.53 target.
    public static func side(_ scale: Scale, capHeight: Double = AppleTemplate.capHeight) -> Double {
        1.45 * scale.designFactor * capHeight
    }

    /// A square of this side, centred on the cap-height midline, 6 units right of the origin.
    public static func squarePath(side: Double, clockwise: Bool = true) -> String {
        let top = -AppleTemplate.capHeight / 2 - side / 2
        let s = fmt(side)
        return clockwise
            ? "M6 \(fmt(top))h\(s)v\(s)h-\(s)Z"
            : "M6 \(fmt(top))v\(s)h\(s)v-\(s)Z"
    }

    /// Draws `id` as a rectangle of `width` × `height` units centred on the cap-height midline of
    /// a row whose cap height is `capHeight`, with its margin guides 6 units from the ink.
    public mutating func drawBar(
        _ id: String, width: Double, height: Double, capHeight: Double = AppleTemplate.capHeight
    ) {
        let top = -capHeight / 2 - height / 2
        glyphs[id] = #"<path d="M6 \#(fmt(top))h\#(fmt(width))v\#(fmt(height))h-\#(fmt(width))Z"/>"#
        guard let variant = Variant(id: id), let base = AppleTemplate.baselines[variant.scale] else { return }
        let right = fmt(Self.columnX + 12 + width)
        margins[id] =
            #"<line id="left-margin-\#(id)" x1="\#(fmt(Self.columnX))" x2="\#(fmt(Self.columnX))" y1="\#(fmt(base - AppleTemplate.marginGuideAbove))" y2="\#(fmt(base + AppleTemplate.marginGuideBelow))"/>"#
            + "\n  "
            + #"<line id="right-margin-\#(id)" x1="\#(right)" x2="\#(right)" y1="\#(fmt(base - AppleTemplate.marginGuideAbove))" y2="\#(fmt(base + AppleTemplate.marginGuideBelow))"/>"#
    }

    /// Moves the capline of `scale` so the row's cap height is `capHeight`.
    public mutating func setCapHeight(_ capHeight: Double, of scale: Scale) {
        let y = fmt(AppleTemplate.baselines[scale]! - capHeight)
        guides["Capline-\(scale.rawValue)"] =
            #"<line id="Capline-\#(scale.rawValue)" x1="263" x2="3036" y1="\#(y)" y2="\#(y)"/>"#
    }

    /// Two squares of 0.6 × `side`, drawn the same way, overlapping in the middle: together
    /// they span the same box as `squarePath(side:)`.
    public static func overlappingSquaresPath(side: Double) -> String {
        let top = -AppleTemplate.capHeight / 2 - side / 2
        let a = fmt(side * 0.6)
        let offset = side * 0.4
        return "M6 \(fmt(top))h\(a)v\(a)h-\(a)ZM\(fmt(6 + offset)) \(fmt(top + offset))h\(a)v\(a)h-\(a)Z"
    }

    public var svg: String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<\#(rootElement) version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">"# + "\n"
        if let styleSheet { out += " <style>\(styleSheet)</style>\n" }
        out += " <g id=\"Notes\">\n"
        if let versionText {
            out += #"  <text id="template-version" x="3036" y="1933">\#(versionText)</text>"# + "\n"
        }
        out += " </g>\n <g id=\"Guides\" style=\"fill:none;stroke:#27AAE1;stroke-width:0.5\">\n"
        for key in GuideKey.all {
            if let markup = guides[key.id], let markup { out += "  \(markup)\n" }
        }
        for id in margins.keys.sorted() { out += "  \(margins[id]!)\n" }
        out += " </g>\n <g id=\"Symbols\">\n"
        for id in glyphs.keys.sorted(by: Self.glyphOrder) {
            let v = Variant(id: id)
            let base = v.flatMap { AppleTemplate.baselines[$0.scale] } ?? 1126
            let extra = glyphAttributes[id].map { " " + $0 } ?? ""
            out += #"  <g id="\#(id)" transform="matrix(1 0 0 1 \#(fmt(Self.columnX)) \#(fmt(base)))"\#(extra)>"# + "\n"
            out += "   \(glyphs[id]!)\n  </g>\n"
        }
        out += " </g>\n</\(rootElement)>\n"
        return out
    }

    static func glyphOrder(_ a: String, _ b: String) -> Bool {
        switch (Variant(id: a), Variant(id: b)) {
        case (let x?, let y?): return x < y
        default: return a < b
        }
    }
}
