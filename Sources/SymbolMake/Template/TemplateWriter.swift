import SVGModel
import SymbolCheck

/// Writes a static template the way Apple's SF Symbols app lays it out (docs/template-format.md §1): canvas,
/// notes, guides, one margin pair per drawn variant, and the glyph groups. Template v.4.0
/// (Xcode 14 and later; docs/template-format.md §2) with width and height on the root as v4 exports have.
/// Deterministic: the same placements give the same bytes.
enum TemplateWriter {
    static let version = "4.0"
    static let xcode = "14"
    /// SF Pro's H reference glyph as `Symbols/reference.svg` draws it (cap height 70.459).
    static let referenceGlyph = "M0 0V-70.459H8V-39.2H48V-70.459H56V0H48V-31.2H8V0Z"

    static func svg(name: String, placements: [GlyphLayout.Placement]) -> String {
        let text = "stroke:none;fill:black;font-family:sans-serif;font-size:13;"
        let rule = "fill:none;stroke:black;opacity:1;stroke-width:0.5;"
        let guide = "fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"
        let margin = AppleTemplate.marginGuideStyle
        let safeName = XMLEscaping.escaped(name)
        var o = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        o += "<!--Generator: symbolcheck make, not an Apple export-->\n"
        o +=
            #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"#
            + "\n"
        o +=
            #"<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">"#
            + "\n"
        o +=
            " <!--glyph: \"\(safeName.replacingDoubleHyphens)\", point size: 100.0, template writer version: \"symbolcheck make 1\"-->\n"
        o += " <g id=\"Notes\">\n"
        o += #"  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>"# + "\n"
        o += #"  <line style="\#(rule)" x1="263" x2="3036" y1="292" y2="292"/>"# + "\n"
        o +=
            #"  <text style="\#(text)font-weight:bold;" transform="matrix(1 0 0 1 263 322)">Weight/Scale Variations</text>"#
            + "\n"
        let weights = Weight.allCases.filter { w in placements.contains { $0.variant.weight == w } }
        for w in weights {
            o +=
                #"  <text style="\#(text)text-anchor:middle;" transform="matrix(1 0 0 1 \#(number(AppleTemplate.weightColumns[w]!)) 322)">\#(w.rawValue)</text>"#
                + "\n"
        }
        o += #"  <line style="\#(rule)" x1="263" x2="3036" y1="1903" y2="1903"/>"# + "\n"
        o +=
            #"  <text style="\#(text)" transform="matrix(1 0 0 1 263 1933)">Made by symbolcheck make from a plain icon; strokes are outlined.</text>"#
            + "\n"
        let footer = [
            ("template-version", "Template v.\(version)", 1933), (nil, "Requires Xcode \(xcode) or greater", 1951),
            ("descriptive-name", "Generated from \(safeName)", 1969), (nil, "Typeset at 100.0 points", 1987),
        ]
        for (id, content, y) in footer {
            let idAttribute = id.map { " id=\"\($0)\"" } ?? ""
            o +=
                #"  <text\#(idAttribute) style="\#(text)text-anchor:end;" transform="matrix(1 0 0 1 3036 \#(y))">\#(content)</text>"#
                + "\n"
        }
        for (label, y) in [("Small", 726), ("Medium", 1156), ("Large", 1586)] {
            o += #"  <text style="\#(text)" transform="matrix(1 0 0 1 263 \#(y))">\#(label)</text>"# + "\n"
        }
        o += " </g>\n <g id=\"Guides\">\n"
        for scale in Scale.allCases {
            let base = AppleTemplate.baselines[scale]!
            o +=
                #"  <g id="H-reference" style="fill:#27AAE1;stroke:none;" transform="matrix(1 0 0 1 339 \#(number(base)))">"#
                + "\n   <path d=\"\(referenceGlyph)\"/>\n  </g>\n"
            o +=
                #"  <line id="Baseline-\#(scale.rawValue)" style="\#(guide)" x1="263" x2="3036" y1="\#(number(base))" y2="\#(number(base))"/>"#
                + "\n"
            let cap = number(base - AppleTemplate.capHeight)
            o +=
                #"  <line id="Capline-\#(scale.rawValue)" style="\#(guide)" x1="263" x2="3036" y1="\#(cap)" y2="\#(cap)"/>"#
                + "\n"
        }
        for p in placements {
            let top = number(p.baseline - AppleTemplate.marginGuideAbove)
            let bottom = number(p.baseline + AppleTemplate.marginGuideBelow)
            for (side, x) in [("left", p.leftMargin), ("right", p.rightMargin)] {
                let xs = number(x)
                o +=
                    #"  <line id="\#(side)-margin-\#(p.variant.id)" style="\#(margin)" x1="\#(xs)" x2="\#(xs)" y1="\#(top)" y2="\#(bottom)"/>"#
                    + "\n"
            }
        }
        o += " </g>\n <g id=\"Symbols\">\n"
        for p in placements {
            o +=
                #"  <g id="\#(p.variant.id)" transform="matrix(1 0 0 1 \#(number(p.leftMargin)) \#(number(p.baseline)))">"#
                + "\n"
            o += #"   <path d="\#(p.pathData)"/>"# + "\n"
            o += "  </g>\n"
        }
        o += " </g>\n</svg>\n"
        return o
    }

    /// A layout number as `make` writes it (`SVGWriteOptions.madeLayout`); every one is a
    /// position on the 3300 × 2200 canvas, so none is out of the writer's range.
    static func number(_ v: Double) -> String { SVGWriteOptions.madeLayout.text(v) ?? String(v) }
}

extension String {
    /// `--` may not appear inside an XML comment.
    fileprivate var replacingDoubleHyphens: String {
        var out = ""
        for ch in self {
            if ch == "-", out.hasSuffix("-") { out += " " }
            out.append(ch)
        }
        return out
    }
}
