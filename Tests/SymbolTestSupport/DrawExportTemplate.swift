import SVGModel
import SymbolCheck
import SymbolModel

/// A template laid out as SF Symbols 7's File > Export Symbol writes one (docs/template-format.md
/// §1, §5.1; the real export E7): Apple's skeleton through `AppleTemplateSkeleton`, a `<style>`
/// block of layer rules and the wireframe preview class, and per design two paths — a square
/// frame (layer 0) and a bar inside it (layer 1) — with the frame's thickness and the bar's
/// width changing with the weight, the same commands in every design. With `draws`, the bar
/// carries Draw guide points in every design, each design's numbers a little different, as
/// the export's are. The drawings and numbers are ours.
package struct DrawExportTemplate: Sendable {
    /// The three sources of a variable template, or all 27 glyphs of a static one.
    package enum Designs: Sendable {
        case variable
        case `static`
    }

    package var designs: Designs
    package var draws: Bool
    package var version = "7.0"
    /// Declarations added to layer 1's class rule, e.g. `-sfsymbols-variable-draw:0 1`.
    package var barLayerDeclarations: [String] = []

    package init(_ designs: Designs, draws: Bool) {
        self.designs = designs
        self.draws = draws
    }

    package var variants: [Variant] {
        switch designs {
        case .variable: return Variant.interpolationSources
        case .static: return Variant.all
        }
    }

    /// The guide points of `variant`'s bar: a first 0, then three groups of four.
    package static func guidePoints(_ variant: Variant) -> String {
        let k = Variant.all.firstIndex(of: variant)!
        let start = TemplateFixture.number(0.1 + 0.001 * Double(k))
        return "0 8 0 \(start) 0.9 0 1 0.5 0.5 0 1 0.95 0.05"
    }

    package static let layerClasses = [
        "monochrome-0 multicolor-0:tintColor hierarchical-0:primary",
        "monochrome-1 multicolor-1:tintColor hierarchical-1:secondary",
    ]

    package var styleSheet: String {
        let layer0 = "-sfsymbols-motion-group:0;-sfsymbols-layer-tags:frame"
        let layer1 = (["-sfsymbols-motion-group:1", "-sfsymbols-layer-tags:bar"] + barLayerDeclarations)
            .joined(separator: ";")
        return """
            .defaults {-sfsymbols-variable-value-mode:color;-sfsymbols-draw-reverses-motion-groups:false}

            .monochrome-0 {\(layer0)}
            .monochrome-1 {\(layer1)}

            .multicolor-0:tintColor {\(layer0)}
            .multicolor-1:tintColor {\(layer1)}

            .hierarchical-0:primary {\(layer0)}
            .hierarchical-1:secondary {\(layer1)}

            .SFSymbolsPreviewWireframe {fill:none;opacity:1.0;stroke:black;stroke-width:0.5}

            """
    }

    /// One design: a frame (outer square clockwise, inner square counter-clockwise) and a bar in
    /// its opening, sized for its row as the size model wants (1.45 cap heights at M).
    func glyph(_ variant: Variant) -> AppleTemplateSkeleton.Glyph {
        let side = TemplateFixture.side(variant.scale)
        let k = Double(Weight.allCases.firstIndex(of: variant.weight)!)
        let frame = side * (0.08 + 0.01 * k)
        let bar = side * (0.1 + 0.012 * k)
        let top = -AppleTemplate.capHeight / 2 - side / 2
        let n = TemplateFixture.number
        let frameData =
            "M6 \(n(top))H\(n(6 + side))V\(n(top + side))H6ZM\(n(6 + frame)) \(n(top + frame))V\(n(top + side - frame))H\(n(6 + side - frame))V\(n(top + frame))Z"
        let barLeft = 6 + side / 2 - bar / 2
        let barData =
            "M\(n(barLeft)) \(n(top + 2 * frame))H\(n(barLeft + bar))V\(n(top + side - 2 * frame))H\(n(barLeft))Z"
        let wireframe = " SFSymbolsPreviewWireframe"
        var barAttributes: [SVGElement.Attribute] = [
            .init("class", Self.layerClasses[1] + wireframe), .init("d", barData),
        ]
        if draws { barAttributes.append(.init(DrawGuidePoints.attributeName, Self.guidePoints(variant))) }
        let left = AppleTemplate.weightColumns[variant.weight]! - (side + 12) / 2
        return AppleTemplateSkeleton.Glyph(
            variant: variant, leftMargin: left, rightMargin: left + side + 12,
            content: [
                SVGElement("path", [.init("class", Self.layerClasses[0] + wireframe), .init("d", frameData)]),
                SVGElement("path", barAttributes),
            ])
    }

    package var svg: String {
        var skeleton = AppleTemplateSkeleton(
            options: .drawnExample, generator: "Generator: symbolcheck tests, laid out as an SF Symbols 7 export",
            canvasSize: .viewBox,
            glyphComment: "glyph: \"frame.bar\", point size: 100.0, template writer version: \"tests\"",
            title: "Weight/Scale Variations", credits: [],
            templateVersion: version,
            requiredXcode: TemplateVersion(parsing: version)
                .flatMap { XcodeTemplateVersions.oldestXcode(reading: $0) }.map(String.init) ?? "16",
            descriptiveName: "Generated from frame.bar", caplines: .asExported, glyphs: variants.map(glyph))
        skeleton.declaresDoctype = true
        // The style block as the export writes it: after the glyph comment, its lines as they are
        // (the skeleton's writer would escape the line breaks of an element's text).
        let text = skeleton.text
        let comment = text.firstRange(of: "-->\n <g id=\"Notes\">")!
        return String(text[..<comment.lowerBound]) + "-->\n <style>" + styleSheet + "</style>\n <g id=\"Notes\">"
            + String(text[comment.upperBound...])
    }
}
