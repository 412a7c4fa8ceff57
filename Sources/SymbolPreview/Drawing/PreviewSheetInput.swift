import SVGModel
import SymbolCheck
import SymbolRender

/// One scale row of a preview sheet. All geometry is in template units (the SVG's document
/// units, y down), with the glyph and the reference placed against the **same** baseline and
/// capline: the caller moves the reference vertically onto this row's guides. Horizontal
/// positions are free; each shape is centred in its column by its bounds.
public struct PreviewRow: Hashable, Sendable {
    public var scale: Scale
    /// The flattened glyph (what Control Center draws), in drawing order.
    public var glyph: [FilledShape]
    /// Bounds of `glyph`; `nil` when it has no ink.
    public var glyphBounds: Rect?
    public var baselineY: Double
    public var caplineY: Double
    /// The height the glyph should have at this scale; drawn as a band centred on the
    /// midline between baseline and capline (SF Symbols centre on the cap height).
    public var targetHeight: Double
    /// A known-good symbol at this scale, to compare size and weight with.
    public var reference: [FilledShape]
    public var referenceBounds: Rect?
    /// Id of the glyph element in `PreviewSheetInput.authoredSVG` (e.g. "Regular-M"), so the
    /// authored look can be drawn beside the flattened one.
    public var authoredElementID: String?

    public init(
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

/// Everything a preview sheet shows. Plain values, so the template model can build it
/// without knowing cairo or librsvg.
public struct PreviewSheetInput: Hashable, Sendable {
    /// Rows top to bottom, usually S, M, L.
    public var rows: [PreviewRow]
    /// Whether flattening (as Control Center does: one colour, full opacity) changes how the
    /// glyph looks. When set, the sheet says so and shows the authored rendering beside the
    /// flattened one (if `authoredSVG` is given).
    public var flatteningChangesGlyph: Bool
    /// The template's SVG bytes, for librsvg to draw each row's `authoredElementID`.
    public var authoredSVG: [UInt8]?
    public var appearance: PreviewView
    /// Sheet pixels per layout pixel, 1…4. Control Center tiles are drawn at their real
    /// pixel size and enlarged by this factor without smoothing.
    public var pixelScale: Int

    public init(
        rows: [PreviewRow], flatteningChangesGlyph: Bool = false, authoredSVG: [UInt8]? = nil,
        appearance: PreviewView = .light, pixelScale: Int = 1
    ) {
        self.rows = rows
        self.flatteningChangesGlyph = flatteningChangesGlyph
        self.authoredSVG = authoredSVG
        self.appearance = appearance
        self.pixelScale = pixelScale
    }
}
