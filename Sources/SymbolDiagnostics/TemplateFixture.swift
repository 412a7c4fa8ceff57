import SVGModel
import SymbolModel

/// A small, valid template to build rule examples and tests from: Apple's guide coordinates,
/// Regular-S/M/L squares within the size model's tolerance, centred on the cap-height midline,
/// with margins 6 units from the ink. Change one thing and a single rule should fire.
package struct TemplateFixture: Sendable {
    package static let columnX: Double = 1400

    package var versionText: String? = "Template v.6.0"
    /// Inner markup per glyph id, drawn in the glyph's local system (baseline at y = 0).
    package var glyphs: [String: String]
    /// Markup inserted in the `Guides` group (margins, extra guides).
    package var margins: [String: String]
    /// Guide elements by id; set one to nil to remove it, or to other markup to replace it.
    package var guides: [String: String?]
    package var styleSheet: String? = nil
    /// Extra attributes on a glyph group, by id.
    package var glyphAttributes: [String: String] = [:]
    /// Layer classes on every glyph group (a version 5.0 or later template puts its shapes in
    /// that layer, `missing-layer-classes`); nil for bare groups.
    package var glyphLayerClasses: String? = AppleTemplate.layerClasses
    package var rootElement = "svg"

    package init() {
        var glyphs: [String: String] = [:]
        var margins: [String: String] = [:]
        var guides: [String: String?] = [:]
        for scale in Scale.allCases {
            let side = Self.side(scale)
            glyphs["Regular-\(scale.rawValue)"] = #"<path d="\#(Self.squarePath(side: side))"/>"#
            let base = AppleTemplate.baselines[scale]!
            margins["Regular-\(scale.rawValue)"] = Self.marginGuides(
                "Regular-\(scale.rawValue)", left: Self.columnX, right: Self.columnX + 12 + side, baseline: base)
            guides["Baseline-\(scale.rawValue)"] = Self.guideLine("Baseline-\(scale.rawValue)", y: base)
            guides["Capline-\(scale.rawValue)"] = Self.guideLine(
                "Capline-\(scale.rawValue)", y: base - AppleTemplate.capHeight)
        }
        self.glyphs = glyphs
        self.margins = margins
        self.guides = guides
    }

    /// The side of a square glyph 1.45 cap heights tall at Regular-M in this row (for a row
    /// drawn with another cap height, at that one): the card's anchor, on the size model's
    /// target (`SizeTarget.defaultRatio`).
    package static func side(_ scale: Scale, capHeight: Double = AppleTemplate.capHeight) -> Double {
        1.45 * scale.designFactor * capHeight
    }

    /// A square of this side, centred on the cap-height midline, 6 units right of the origin.
    package static func squarePath(side: Double, clockwise: Bool = true) -> String {
        let top = -AppleTemplate.capHeight / 2 - side / 2
        let s = Self.number(side)
        return clockwise
            ? "M6 \(Self.number(top))h\(s)v\(s)h-\(s)Z"
            : "M6 \(Self.number(top))v\(s)h\(s)v-\(s)Z"
    }

    /// Draws `id` as a rectangle of `width` × `height` units centred on the cap-height midline of
    /// a row whose cap height is `capHeight`, with its margin guides 6 units from the ink.
    package mutating func drawBar(
        _ id: String, width: Double, height: Double, capHeight: Double = AppleTemplate.capHeight
    ) {
        let top = -capHeight / 2 - height / 2
        glyphs[id] =
            #"<path d="M6 \#(Self.number(top))h\#(Self.number(width))v\#(Self.number(height))h-\#(Self.number(width))Z"/>"#
        guard let variant = Variant(id: id), let base = AppleTemplate.baselines[variant.scale] else { return }
        margins[id] = Self.marginGuides(id, left: Self.columnX, right: Self.columnX + 12 + width, baseline: base)
    }

    /// The left and right margin guides of `id`, one per line, as markup for `margins`.
    package static func marginGuides(_ id: String, left: Double, right: Double, baseline: Double) -> String {
        [("left", left), ("right", right)].map { side, x in
            element(
                "line", ("id", "\(side)-margin-\(id)"), ("x1", number(x)), ("x2", number(x)),
                ("y1", number(baseline - AppleTemplate.marginGuideAbove)),
                ("y2", number(baseline + AppleTemplate.marginGuideBelow)))
        }.joined(separator: "\n  ")
    }

    /// A Baseline or Capline guide across the canvas at `y`.
    package static func guideLine(_ id: String, y: Double) -> String {
        element("line", ("id", id), ("x1", "263"), ("x2", "3036"), ("y1", number(y)), ("y2", number(y)))
    }

    /// One childless element as markup, without indent or newline.
    package static func element(_ name: String, _ attributes: (String, String)...) -> String {
        String(SVGElement(name, attributes.map { SVGElement.Attribute($0.0, $0.1) }).written().dropLast())
    }

    /// Moves the capline of `scale` so the row's cap height is `capHeight`.
    package mutating func setCapHeight(_ capHeight: Double, of scale: Scale) {
        guides["Capline-\(scale.rawValue)"] = Self.guideLine(
            "Capline-\(scale.rawValue)", y: AppleTemplate.baselines[scale]! - capHeight)
    }

    /// Two squares of 0.6 × `side`, drawn the same way, overlapping in the middle: together
    /// they span the same box as `squarePath(side:)`.
    package static func overlappingSquaresPath(side: Double) -> String {
        let top = -AppleTemplate.capHeight / 2 - side / 2
        let a = Self.number(side * 0.6)
        let offset = side * 0.4
        return
            "M6 \(Self.number(top))h\(a)v\(a)h-\(a)ZM\(Self.number(6 + offset)) \(Self.number(top + offset))h\(a)v\(a)h-\(a)Z"
    }

    /// Draw guide points shaped as SF Symbols 7 exports them (docs/template-format.md §5.1):
    /// a first 0, then three groups of four numbers. The numbers are ours; what they mean is not
    /// documented.
    package static let drawGuidePoints = "0 8 0 0.25 0.75 0 1 0.5 0.5 0 1 0.9 0.1"

    /// Puts `value` as Draw guide points on the first path of each glyph in `ids`.
    package mutating func addDrawGuidePoints(to ids: [String], value: String = drawGuidePoints) {
        for id in ids {
            glyphs[id] = glyphs[id]?.replacing(
                "<path ", with: #"<path data-clipstroke-keyframes="\#(value)" "#, maxReplacements: 1)
        }
    }

    /// A Template v.7.0 whose Regular-S, -M and -L paths carry Draw guide points: one Draw
    /// annotation on each design, as the SF Symbols app exports a static symbol.
    package static var draw: TemplateFixture {
        var f = TemplateFixture()
        f.versionText = "Template v.7.0"
        f.addDrawGuidePoints(to: ["Regular-S", "Regular-M", "Regular-L"])
        return f
    }

    package var svg: String {
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
            var extra = glyphAttributes[id].map { " " + $0 } ?? ""
            if let glyphLayerClasses { extra += #" class="\#(glyphLayerClasses)""# }
            out +=
                #"  <g id="\#(id)" transform="matrix(1 0 0 1 \#(Self.number(Self.columnX)) \#(Self.number(base)))"\#(extra)>"#
                + "\n"
            out += "   \(glyphs[id]!)\n  </g>\n"
        }
        out += " </g>\n</\(rootElement)>\n"
        return out
    }

    /// A number as the fixture writes it: the writer's numbers at the examples' 4 decimals.
    package static func number(_ value: Double) -> String { SVGWriteOptions.drawnExample.text(value) ?? String(value) }

    static func glyphOrder(_ a: String, _ b: String) -> Bool {
        switch (Variant(id: a), Variant(id: b)) {
        case (let x?, let y?): return x < y
        default: return a < b
        }
    }
}
