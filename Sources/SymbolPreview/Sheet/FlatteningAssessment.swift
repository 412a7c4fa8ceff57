import SVGModel
import SymbolCheck
import SymbolRender

/// Whether flattening (see `GlyphFlattening`) changes how a glyph looks, decided in two steps.
///
/// 1. **Causes**, read from the template: a painted shape below full opacity or fill-opacity,
///    an invisible shape (opacity 0, `display:none`, `visibility:hidden`), a knock-out layer,
///    a stroke. Without a cause flattening changes nothing visible, and nothing is rendered.
/// 2. **Measurement**, when there is a cause: librsvg draws the glyph as authored and cairo
///    draws it flattened, on the same small grid, and their coverage (alpha) is compared.
///    A cause that changes nothing visible — a transparent rectangle lying inside solid ink, a
///    fill-opacity of 0.99 — is not reported as a change. Colours are not compared: Control
///    Center recolours every glyph anyway. A glyph holding text, images or `<use>` is not
///    measured (see `measured`); its causes decide alone.
public struct FlatteningAssessment: Hashable, Sendable {
    /// One reason flattening may change a glyph, found in the template.
    public struct Cause: Hashable, Sendable, CustomStringConvertible {
        public enum Kind: String, Hashable, Sendable {
            case translucent, invisible
            case knockOut = "knock-out"
            case stroke
        }
        public var variant: String
        public var kind: Kind
        /// Byte offset of the shape in the file.
        public var offset: Int

        public var description: String { "\(kind.rawValue) shape in \(variant)" }
    }

    /// How much of one glyph changes.
    public struct Measurement: Hashable, Sendable {
        public var variant: String
        /// Grid pixels whose coverage differs by more than `FlatteningAssessment.coverageTolerance`.
        public var differingPixels: Int
        /// `differingPixels` ÷ the flattened glyph's inked pixels.
        public var share: Double
        public var isVisibleChange: Bool {
            differingPixels > FlatteningAssessment.minimumPixels && share > FlatteningAssessment.minimumShare
        }
    }

    public var causes: [Cause]
    /// Per glyph with a cause, when `measured`.
    public var measurements: [Measurement]
    /// Whether librsvg drew the glyphs with causes as authored. Not when there is no cause,
    /// when a glyph holds elements other than shapes (text, images, `<use>`), or when librsvg
    /// failed; then the causes decide alone.
    public var measured: Bool

    public var changesGlyph: Bool {
        if causes.isEmpty { return false }
        if !measured { return true }
        return measurements.contains(where: \.isVisibleChange)
    }

    /// Longest side of the comparison grid, in pixels.
    static let gridSpan = 256.0
    /// Coverage differences up to this (of 255) are antialiasing, not a change.
    static let coverageTolerance = 64
    static let minimumPixels = 4
    static let minimumShare = 0.002

    /// Causes of each glyph in `glyphs` (in order), then the measurement of those with one.
    /// `svg` is the template's bytes for librsvg.
    public static func assess(_ glyphs: [Glyph], svg: [UInt8]) -> FlatteningAssessment {
        var causes: [Cause] = []
        var glyphsWithCauses: [Glyph] = []
        for glyph in glyphs {
            let found = Self.causes(in: glyph)
            if !found.isEmpty { glyphsWithCauses.append(glyph) }
            causes += found
        }
        // librsvg draws a glyph's <text>, <image>, <use> … too: text needs system fonts (pixels
        // would depend on the machine) and is the one costly thing left to lay out, so such a
        // glyph is judged by its causes alone.
        guard !glyphsWithCauses.isEmpty, glyphsWithCauses.allSatisfy(\.otherElements.isEmpty),
            let document = try? RasterDocument(svg: svg)
        else {
            return FlatteningAssessment(causes: causes, measurements: [], measured: false)
        }
        var measurements: [Measurement] = []
        for glyph in glyphsWithCauses {
            guard let measurement = try? measure(glyph, document: document) else {
                return FlatteningAssessment(causes: causes, measurements: [], measured: false)
            }
            measurements.append(measurement)
        }
        return FlatteningAssessment(causes: causes, measurements: measurements, measured: true)
    }

    static func causes(in glyph: Glyph) -> [Cause] {
        var out: [Cause] = []
        let variant = glyph.variant.id
        for shape in glyph.shapes {
            let style = shape.node.style
            if shape.knocksOut {
                out.append(Cause(variant: variant, kind: .knockOut, offset: shape.node.offset))
                continue
            }
            if shape.isFilled {
                let alpha = style.fillOpacity * shape.node.cumulativeOpacity
                if alpha == 0 || shape.isNotDisplayed {
                    out.append(Cause(variant: variant, kind: .invisible, offset: shape.node.offset))
                } else if alpha < 1 {
                    out.append(Cause(variant: variant, kind: .translucent, offset: shape.node.offset))
                }
            }
            if style.stroke.paints, style.strokeWidth > 0, !shape.isNotDisplayed {
                out.append(Cause(variant: variant, kind: .stroke, offset: shape.node.offset))
            }
        }
        return out
    }

    static func measure(_ glyph: Glyph, document: RasterDocument) throws -> Measurement {
        let strokeMargin = glyph.shapes.map { $0.node.style.stroke.paints ? $0.node.style.strokeWidth : 0 }.max() ?? 0
        guard var bounds = glyph.geometryBounds ?? glyph.inkBounds, bounds.isFinite else {
            return Measurement(variant: glyph.variant.id, differingPixels: 0, share: 0)
        }
        let pad = strokeMargin + 1
        bounds = Rect(
            minX: bounds.minX - pad, minY: bounds.minY - pad, maxX: bounds.maxX + pad, maxY: bounds.maxY + pad)
        let unitsPerPixel = max(bounds.width, bounds.height) / gridSpan
        let width = max(1, Int((bounds.width / unitsPerPixel).rounded(.up)))
        let height = max(1, Int((bounds.height / unitsPerPixel).rounded(.up)))
        let region = Rect(
            x: bounds.minX, y: bounds.minY, width: Double(width) * unitsPerPixel, height: Double(height) * unitsPerPixel
        )

        let authored = try document.render(region: region, width: width, height: height, elementID: glyph.variant.id)
        let canvas = try Canvas(width: width, height: height)
        let toPixels = AffineTransform.scale(1 / unitsPerPixel, 1 / unitsPerPixel)
            .concatenating(.translation(-region.minX, -region.minY))
        try canvas.fill(GlyphFlattening.shapes(of: glyph), transform: toPixels, color: .black)
        let flattened = try canvas.snapshot()

        var differing = 0
        var inked = 0
        for i in stride(from: 3, to: flattened.pixels.count, by: 4) {
            let a = Int(flattened.pixels[i])
            let b = Int(authored.pixels[i])
            if a >= 128 { inked += 1 }
            if abs(a - b) > coverageTolerance { differing += 1 }
        }
        return Measurement(
            variant: glyph.variant.id, differingPixels: differing,
            share: Double(differing) / Double(max(1, inked)))
    }
}
