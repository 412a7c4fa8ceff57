import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender

/// One scale row of a preview sheet. All geometry is in template units (the SVG's document
/// units, y down), with the glyph and the reference placed against the **same** baseline and
/// capline: the caller moves the reference vertically onto this row's guides. Horizontal
/// positions are free; each shape is centred in its column by its bounds.
package struct PreviewRow: Hashable, Sendable {
    package var scale: Scale
    /// The flattened glyph (what Control Center draws), in drawing order.
    package var glyph: [FilledShape]
    /// Bounds of `glyph`; `nil` when it has no ink.
    package var glyphBounds: Rect?
    package var baselineY: Double
    package var caplineY: Double
    /// The height the glyph should have at this scale; drawn as a band centred on the
    /// midline between baseline and capline (SF Symbols centre on the cap height).
    package var targetHeight: Double
    /// A known-good symbol at this scale, to compare size and weight with.
    package var reference: [FilledShape]
    package var referenceBounds: Rect?
    /// Id of the glyph element in `PreviewSheetInput.authoredSVG` (e.g. "Regular-M"), so the
    /// authored look can be drawn beside the flattened one.
    package var authoredElementID: String?
    /// Where the authored element's template units land in this row: the identity for a drawn
    /// glyph, a uniform scale about the midline for a row derived from Regular-S.
    package var authoredPlacement: AffineTransform = .identity
    /// Bounds of the authored drawing in row units when the flattened glyph has none (a
    /// stroke-only glyph), so its card can still show what was drawn.
    package var authoredBounds: Rect?
    /// Derived from Regular-S by Apple's scale factors (a variable template), not drawn.
    package var derived = false
    /// The glyph's height ÷ cap height as the checker measures it, divided by the row's target
    /// ratio (1 = on target); `nil` when the checker measures nothing for this row.
    package var ratioToTarget: Double?
    /// The point size the template is typeset at (`SymbolTemplate.pointSize(ofRow:)`): the places
    /// draw the row at 24 pt from it, so a template drawn at any scale shows at the same size.
    package var pointSize = ControlCenterSymbolArea.templatePointSize

    package init(
        scale: Scale, glyph: [FilledShape], glyphBounds: Rect?, baselineY: Double, caplineY: Double,
        targetHeight: Double, reference: [FilledShape] = [], referenceBounds: Rect? = nil,
        authoredElementID: String? = nil
    ) {
        self.scale = scale
        self.glyph = glyph
        self.glyphBounds = glyphBounds
        self.baselineY = baselineY
        self.caplineY = caplineY
        self.targetHeight = targetHeight
        self.reference = reference
        self.referenceBounds = referenceBounds
        self.authoredElementID = authoredElementID
    }
}

/// The line at the top of a sheet: which symbol, and what the checker says of it.
package struct SheetHeader: Hashable, Sendable {
    package var symbolName: String
    package var errors: Int
    package var warnings: Int
    /// The rules that report errors and warnings, each once, in report order.
    package var failingRules: [String]
    package var warningRules: [String]

    package init(
        symbolName: String, errors: Int, warnings: Int, failingRules: [String] = [], warningRules: [String] = []
    ) {
        self.symbolName = symbolName
        self.errors = errors
        self.warnings = warnings
        self.failingRules = failingRules
        self.warningRules = warningRules
    }

    /// "PASSES", "PASSES WITH 1 WARNING: GLYPH-OFF-CENTER", "FAILS WITH 2 ERRORS: GLYPH-SIZE,
    /// NONZERO-FILL, 1 WARNING: GLYPH-OFF-CENTER": each count with the rules behind it.
    package var verdict: String { verdict(namingAtMost: .max) }

    /// The verdict naming as many rules as fit `width` layout pixels in the sheet's stroke font
    /// at `capHeight`, the rest counted.
    func verdict(fitting width: Double, capHeight: Double) -> String {
        var limit = max(failingRules.count, warningRules.count)
        while limit > 0, StrokeFont.width(of: verdict(namingAtMost: limit)) * capHeight / StrokeFont.capHeight > width {
            limit -= 1
        }
        return verdict(namingAtMost: limit)
    }

    /// The verdict naming at most `limit` rules per count, the rest as "N MORE".
    package func verdict(namingAtMost limit: Int) -> String {
        func count(_ n: Int, _ word: String, _ rules: [String]) -> String {
            var text = "\(n) \(word)\(n == 1 ? "" : "S")"
            guard !rules.isEmpty else { return text }
            let named = rules.prefix(max(limit, 0)).map { $0.uppercased() }
            let rest = rules.count - named.count
            text += ": " + (named + (rest > 0 ? ["\(rest) MORE"] : [])).joined(separator: ", ")
            return text
        }
        var counts: [String] = []
        if errors > 0 { counts.append(count(errors, "ERROR", failingRules)) }
        if warnings > 0 { counts.append(count(warnings, "WARNING", warningRules)) }
        let word = errors > 0 ? "FAILS" : "PASSES"
        return counts.isEmpty ? word : word + " WITH " + counts.joined(separator: ", ")
    }
}

/// What a sheet says of a symbol's SF Symbols 7 Draw data: it marks it (the sheet draws no
/// animation), with how many paths carry guide points and whether the template's version reads
/// them (docs/template-format.md §5.1).
package struct DrawDataMark: Hashable, Sendable {
    package var paths: Int
    package var isRead: Bool

    package init(paths: Int, isRead: Bool) {
        self.paths = paths
        self.isRead = isRead
    }

    /// The badge's words: "DRAW DATA ON 6 PATHS - NOT ANIMATED".
    package var text: String {
        let paths = "\(self.paths) PATH\(self.paths == 1 ? "" : "S")"
        return isRead ? "DRAW DATA ON \(paths) - NOT ANIMATED" : "DRAW DATA ON \(paths) - IGNORED BELOW 7.0"
    }
}

/// Everything a preview sheet shows. Plain values, so the template model can build it
/// without knowing cairo or librsvg.
package struct PreviewSheetInput: Hashable, Sendable {
    /// Rows top to bottom, usually S, M, L.
    package var rows: [PreviewRow]
    /// The symbol's name and verdict; `nil` draws no header line.
    package var header: SheetHeader?
    /// Whether flattening (as Control Center does: one colour, full opacity) visibly changes
    /// the glyph (`FlatteningChange.isVisible`). When set, the sheet says so and shows the
    /// authored rendering beside the flattened one (if `authoredSVG` is given).
    package var flatteningChangesGlyph: Bool
    /// The template's SVG bytes, for librsvg to draw each row's `authoredElementID`.
    package var authoredSVG: [UInt8]?
    package var appearance: PreviewView
    /// Sheet pixels per layout pixel, 1…4 (the places are drawn at @2x at pixel scale 1).
    package var pixelScale: Int
    /// Whether the sheet shows the checker's judgement: the verdict beside the name and each
    /// row's height against its target. Golden images leave it out (a rule change alone must
    /// not change a golden's pixels); a golden compares the measurements as text instead.
    package var showsJudgement = true
    /// Set when the template carries Draw guide points: the sheet marks it.
    package var drawData: DrawDataMark? = nil
    /// Why the device draws nothing where a Control shows the glyph (the default lookup finds no
    /// Medium record, or Regular-M has no filled shape), one line each: the places are drawn
    /// empty and say so. Nil when they draw the glyph.
    package var placesDrawNothing: [String]? = nil

    package init(
        rows: [PreviewRow], header: SheetHeader? = nil, flatteningChangesGlyph: Bool = false,
        authoredSVG: [UInt8]? = nil, appearance: PreviewView = .light, pixelScale: Int = 1
    ) {
        self.rows = rows
        self.header = header
        self.flatteningChangesGlyph = flatteningChangesGlyph
        self.authoredSVG = authoredSVG
        self.appearance = appearance
        self.pixelScale = pixelScale
    }
}
