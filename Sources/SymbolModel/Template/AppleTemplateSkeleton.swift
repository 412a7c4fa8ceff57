import SVGModel

/// The document every written template shares, laid out as Apple's SF Symbols exports are
/// (docs/template-format.md §1): the 3300 × 2200 canvas, the Notes group (artboard, rules,
/// title, weight labels, credits, the template-version footer, row labels), the Guides group
/// (per scale the H reference glyph, Baseline and Capline; a margin pair per glyph) and the
/// Symbols group with one group per glyph, placed at its left margin on its row's Baseline.
/// The geometry comes from `AppleTemplate`; numbers and elements from SVGModel's writer.
/// `make` writes through it, and so does the bundled reference, whose bytes are
/// `scripts/draw-symbols.py`'s (`BundledReferenceTests` and `SkeletonAgreementTests` hold the
/// script and this writer to the same bytes).
package struct AppleTemplateSkeleton: Sendable {
    /// One drawn variant: its margins (absolute x) and the elements it draws, in its local
    /// system (x from the left margin, y from the Baseline).
    package struct Glyph: Sendable {
        package var variant: Variant
        package var leftMargin: Double
        package var rightMargin: Double
        package var content: [SVGElement]

        package init(variant: Variant, leftMargin: Double, rightMargin: Double, content: [SVGElement]) {
            self.variant = variant
            self.leftMargin = leftMargin
            self.rightMargin = rightMargin
            self.content = content
        }
    }

    /// How the root element states the canvas.
    package enum CanvasSize: Sendable {
        /// `width="3300" height="2200"`, as version 4 exports have it.
        case widthAndHeight
        /// `viewBox="0 0 3300 2200"`.
        case viewBox
    }

    /// Where each Capline is written.
    package enum Caplines: Sendable {
        /// As Apple's exports write them (`AppleTemplate.exportedCaplines`).
        case asExported
        /// Exactly the cap height above each Baseline, at the document's decimals.
        case capHeightAboveBaseline
    }

    /// One line of the Notes group's credits, bottom left.
    package struct Credit: Sendable {
        package var text: String
        package var bold: Bool

        package init(_ text: String, bold: Bool = false) {
            self.text = text
            self.bold = bold
        }
    }

    /// Numbers of the layout (margins, positions); glyph content is written by the caller.
    package var options: SVGWriteOptions
    /// Comments before the generator comment, each written with a space inside either end.
    package var headerComments: [String] = []
    /// The text of the `Generator:` comment that opens every template.
    package var generator: String
    package var declaresDoctype = false
    package var canvasSize: CanvasSize
    /// The comment that opens the root element (the glyph's name, point size, writer).
    package var glyphComment: String
    /// The Notes group's bold heading, top left.
    package var title: String
    package var credits: [Credit]
    /// `6.0` for "Template v.6.0" (docs/template-format.md §2).
    package var templateVersion: String
    package var requiredXcode: String
    package var descriptiveName: String
    package var caplines: Caplines
    package var glyphs: [Glyph]

    package init(
        options: SVGWriteOptions, generator: String, canvasSize: CanvasSize, glyphComment: String, title: String,
        credits: [Credit], templateVersion: String, requiredXcode: String, descriptiveName: String,
        caplines: Caplines, glyphs: [Glyph]
    ) {
        self.options = options
        self.generator = generator
        self.canvasSize = canvasSize
        self.glyphComment = glyphComment
        self.title = title
        self.credits = credits
        self.templateVersion = templateVersion
        self.requiredXcode = requiredXcode
        self.descriptiveName = descriptiveName
        self.caplines = caplines
        self.glyphs = glyphs
    }

    static let textStyle = "stroke:none;fill:black;font-family:sans-serif;font-size:13;"
    static let ruleStyle = "fill:none;stroke:black;opacity:1;stroke-width:0.5;"
    static let guideStyle = "fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;"
    /// The left and right ends of the Notes rules and the Baseline and Capline guides.
    static let guideStart = 263.0
    static let guideEnd = 3036.0

    /// The whole document.
    package var text: String {
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        for comment in headerComments { out += SVGElement.comment(" \(comment) ") + "\n" }
        out += SVGElement.comment(generator) + "\n"
        if declaresDoctype {
            out +=
                #"<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">"#
                + "\n"
        }
        return out + root.written()
    }

    var root: SVGElement {
        var attributes: [SVGElement.Attribute] = [
            .init("version", "1.1"), .init("xmlns", "http://www.w3.org/2000/svg"),
            .init("xmlns:xlink", "http://www.w3.org/1999/xlink"),
        ]
        switch canvasSize {
        case .widthAndHeight: attributes += [.init("width", "3300"), .init("height", "2200")]
        case .viewBox: attributes.append(.init("viewBox", "0 0 3300 2200"))
        }
        return SVGElement(
            "svg", attributes,
            children: [.comment(glyphComment), .element(notes), .element(guides), .element(symbols)])
    }

    /// A layout number; every one is a position on the canvas, inside the writer's range.
    func number(_ value: Double) -> String { options.text(value) ?? String(value) }

    func label(
        _ content: String, x: Double, y: Double, id: String? = nil, anchor: String? = nil, bold: Bool = false
    ) -> SVGElement {
        var style = Self.textStyle
        if bold { style += "font-weight:bold;" }
        if let anchor { style += "text-anchor:\(anchor);" }
        var attributes: [SVGElement.Attribute] = id.map { [.init("id", $0)] } ?? []
        attributes += [.init("style", style), .init("transform", "matrix(1 0 0 1 \(number(x)) \(number(y)))")]
        return SVGElement("text", attributes, text: content)
    }

    func line(id: String? = nil, style: String, x1: Double, x2: Double, y1: Double, y2: Double) -> SVGElement {
        var attributes: [SVGElement.Attribute] = id.map { [.init("id", $0)] } ?? []
        attributes += [
            .init("style", style), .init("x1", number(x1)), .init("x2", number(x2)), .init("y1", number(y1)),
            .init("y2", number(y2)),
        ]
        return SVGElement("line", attributes)
    }

    var notes: SVGElement {
        var children: [SVGElement] = [
            SVGElement(
                "rect",
                [
                    .init("height", "2200"), .init("id", "artboard"), .init("style", "fill:white;opacity:1"),
                    .init("width", "3300"), .init("x", "0"), .init("y", "0"),
                ]),
            line(style: Self.ruleStyle, x1: Self.guideStart, x2: Self.guideEnd, y1: 292, y2: 292),
            label(title, x: Self.guideStart, y: 322, bold: true),
        ]
        for weight in Weight.allCases where glyphs.contains(where: { $0.variant.weight == weight }) {
            children.append(label(weight.rawValue, x: AppleTemplate.weightColumns[weight]!, y: 322, anchor: "middle"))
        }
        children.append(line(style: Self.ruleStyle, x1: Self.guideStart, x2: Self.guideEnd, y1: 1903, y2: 1903))
        for (k, credit) in credits.enumerated() {
            children.append(label(credit.text, x: Self.guideStart, y: 1933 + 18 * Double(k), bold: credit.bold))
        }
        let footer: [(id: String?, text: String)] = [
            ("template-version", "Template v.\(templateVersion)"), (nil, "Requires Xcode \(requiredXcode) or greater"),
            ("descriptive-name", descriptiveName), (nil, "Typeset at 100.0 points"),
        ]
        for (k, line) in footer.enumerated() {
            children.append(label(line.text, x: Self.guideEnd, y: 1933 + 18 * Double(k), id: line.id, anchor: "end"))
        }
        for scale in Scale.allCases {
            children.append(label(Self.rowLabels[scale]!, x: Self.guideStart, y: AppleTemplate.baselines[scale]! + 30))
        }
        return SVGElement("g", [.init("id", "Notes")], children: children.map { .element($0) })
    }

    static let rowLabels: [Scale: String] = [.small: "Small", .medium: "Medium", .large: "Large"]

    /// Our own plain capital H, SF Pro's cap height tall: 8-unit stems, crossbar just above
    /// half the cap height.
    var referenceGlyph: String {
        let top = number(-AppleTemplate.capHeight)
        return "M0 0V\(top)H8V-39.2H48V\(top)H56V0H48V-31.2H8V0Z"
    }

    var guides: SVGElement {
        var children: [SVGElement] = []
        for scale in Scale.allCases {
            let baseline = AppleTemplate.baselines[scale]!
            let capline =
                switch caplines {
                case .asExported: AppleTemplate.exportedCaplines[scale]!
                case .capHeightAboveBaseline: baseline - AppleTemplate.capHeight
                }
            children += [
                SVGElement(
                    "g",
                    [
                        .init("id", "H-reference"), .init("style", "fill:#27AAE1;stroke:none;"),
                        .init("transform", "matrix(1 0 0 1 339 \(number(baseline)))"),
                    ], children: [.element(SVGElement("path", [.init("d", referenceGlyph)]))]),
                line(
                    id: "Baseline-\(scale.rawValue)", style: Self.guideStyle, x1: Self.guideStart, x2: Self.guideEnd,
                    y1: baseline, y2: baseline),
                line(
                    id: "Capline-\(scale.rawValue)", style: Self.guideStyle, x1: Self.guideStart, x2: Self.guideEnd,
                    y1: capline, y2: capline),
            ]
        }
        for glyph in glyphs {
            let baseline = AppleTemplate.baselines[glyph.variant.scale]!
            for (side, x) in [("left", glyph.leftMargin), ("right", glyph.rightMargin)] {
                children.append(
                    line(
                        id: "\(side)-margin-\(glyph.variant.id)", style: AppleTemplate.marginGuideStyle, x1: x, x2: x,
                        y1: baseline - AppleTemplate.marginGuideAbove, y2: baseline + AppleTemplate.marginGuideBelow))
            }
        }
        return SVGElement("g", [.init("id", "Guides")], children: children.map { .element($0) })
    }

    var symbols: SVGElement {
        let groups = glyphs.map { glyph in
            SVGElement(
                "g",
                [
                    .init("id", glyph.variant.id),
                    .init(
                        "transform",
                        "matrix(1 0 0 1 \(number(glyph.leftMargin)) \(number(AppleTemplate.baselines[glyph.variant.scale]!)))"
                    ),
                ], children: glyph.content.map { .element($0) })
        }
        return SVGElement("g", [.init("id", "Symbols")], children: groups.map { .element($0) })
    }
}

extension AppleTemplateSkeleton {
    /// The class `scripts/draw-symbols.py` gives every glyph path: one monochrome layer that is
    /// also the multicolor tint and the hierarchical primary.
    package static let drawnGlyphClass = AppleTemplate.layerClasses

    /// A template as `scripts/draw-symbols.py` writes the examples in `Symbols/`: the same
    /// skeleton with the script's notes, Apple's Capline spellings and 4 decimals.
    package static func drawnExample(
        symbol: String, descriptiveName: String, templateVersion: String = "6.0", glyphs: [Glyph]
    ) -> AppleTemplateSkeleton {
        AppleTemplateSkeleton(
            options: .drawnExample, generator: "Generator: scripts/draw-symbols.py (symbolcheck), not an Apple export",
            canvasSize: .viewBox,
            glyphComment:
                "glyph: \"\(symbol)\", point size: 100.0, font version: \"none\", template writer version: \"draw-symbols.py 1\"",
            title: "\(symbol): weights and scales drawn in this file",
            credits: [
                .init("Drawn by scripts/draw-symbols.py in symbolcheck.", bold: true),
                .init("Regenerate with the script instead of editing this file by hand."),
            ],
            templateVersion: templateVersion,
            requiredXcode: TemplateVersion(parsing: templateVersion)
                .flatMap { XcodeTemplateVersions.oldestXcode(reading: $0) }.map(String.init) ?? "16",
            descriptiveName: descriptiveName,
            caplines: .asExported, glyphs: glyphs)
    }

    /// A glyph path of a drawn example, with its class.
    package static func drawnPath(_ d: String) -> SVGElement {
        SVGElement("path", [.init("class", drawnGlyphClass), .init("d", d)])
    }
}
