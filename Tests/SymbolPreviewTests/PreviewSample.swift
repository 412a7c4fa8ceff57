import SVGModel
import SymbolCheck
import SymbolModel
import SymbolRender

@testable import SymbolPreview

/// A hand-built preview input shaped like a real template (guides of Apple's v2+ template;
/// reference = Apple's `circle` ring at its measured S/M/L diameters). The glyph is a ring
/// with a rounded square inside and a knock-out dot in the square; its L variant is drawn
/// too large on purpose, so a sheet shows a visible mismatch in that row.
enum PreviewSample {
    struct Scale {
        var scale: SymbolModel.Scale
        var baseline: Double
        var capline: Double
        var referenceDiameter: Double
        var glyphDiameter: Double
    }

    static let scales = [
        Scale(scale: .small, baseline: 696, capline: 625.541, referenceDiameter: 78.91, glyphDiameter: 79),
        Scale(scale: .medium, baseline: 1126, capline: 1055.54, referenceDiameter: 99.61, glyphDiameter: 100),
        Scale(scale: .large, baseline: 1556, capline: 1485.54, referenceDiameter: 127.15, glyphDiameter: 142),
    ]
    static let glyphCenterX = 1450.0
    static let referenceCenterX = 560.0

    static func glyph(_ s: Scale) -> (shapes: [FilledShape], bounds: Rect) {
        let c = Point(x: glyphCenterX, y: (s.baseline + s.capline) / 2)
        let r = s.glyphDiameter / 2
        let weight = 0.09 * s.glyphDiameter
        let ring = path(circle(c, r) + circle(c, r - weight, reversed: true))
        let half = 0.42 * r
        let square = path(roundedSquare(c, half: half, radius: 0.3 * half))
        let dot = path(circle(c, 0.35 * half))
        return (
            [FilledShape(path: ring), FilledShape(path: square), FilledShape(path: dot, knocksOut: true)],
            Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r)
        )
    }

    static func reference(_ s: Scale) -> (shapes: [FilledShape], bounds: Rect) {
        let c = Point(x: referenceCenterX, y: (s.baseline + s.capline) / 2)
        let r = s.referenceDiameter / 2
        let weight = 0.083 * s.referenceDiameter
        let ring = path(circle(c, r) + circle(c, r - weight, reversed: true))
        return ([FilledShape(path: ring)], Rect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
    }

    /// The authored template: the inner square is a translucent hierarchical layer, so
    /// flattening (everything opaque) changes the glyph.
    static var authoredSVG: [UInt8] {
        var groups = ""
        for s in scales {
            let cx = glyphCenterX
            let cy = (s.baseline + s.capline) / 2
            let r = s.glyphDiameter / 2
            let inner = r - 0.09 * s.glyphDiameter
            let half = 0.42 * r
            groups += """
                  <g id="Regular-\(s.scale.rawValue)">
                    <path fill-rule="evenodd" d="M\(cx - r) \(cy)a\(r) \(r) 0 1 0 \(2 * r) 0a\(r) \(r) 0 1 0 \(-2 * r) 0zM\(cx - inner) \(cy)a\(inner) \(inner) 0 1 0 \(2 * inner) 0a\(inner) \(inner) 0 1 0 \(-2 * inner) 0z"/>
                    <rect x="\(cx - half)" y="\(cy - half)" width="\(2 * half)" height="\(2 * half)" rx="\(0.3 * half)" fill="#0A84FF" opacity="0.45"/>
                  </g>

                """
        }
        return Array(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200" viewBox="0 0 3300 2200">
            <g id="Symbols">
            \(groups)</g>
            </svg>
            """.utf8)
    }

    /// Path data of a circle from two arcs, clockwise on screen (y down) unless `reversed`.
    static func circle(_ c: Point, _ r: Double, reversed: Bool = false) -> String {
        let sweep = reversed ? 0 : 1
        return "M\(c.x + r) \(c.y)A\(r) \(r) 0 1 \(sweep) \(c.x - r) \(c.y)A\(r) \(r) 0 1 \(sweep) \(c.x + r) \(c.y)Z"
    }

    /// Path data of a square of half-side `half` centred on `c` with rounded corners, clockwise.
    static func roundedSquare(_ c: Point, half: Double, radius r: Double) -> String {
        let (x0, y0, x1, y1) = (c.x - half, c.y - half, c.x + half, c.y + half)
        return "M\(x0 + r) \(y0)H\(x1 - r)A\(r) \(r) 0 0 1 \(x1) \(y0 + r)V\(y1 - r)A\(r) \(r) 0 0 1 \(x1 - r) \(y1)"
            + "H\(x0 + r)A\(r) \(r) 0 0 1 \(x0) \(y1 - r)V\(y0 + r)A\(r) \(r) 0 0 1 \(x0 + r) \(y0)Z"
    }

    /// Geometry of path data, through the model's own parser (arcs become cubics).
    static func path(_ data: String) -> Path {
        guard case .success(let parsed) = PathDataParser.parse(data) else { return Path(subpaths: []) }
        return PathNormalizer.geometry(of: parsed)
    }

    static func input(appearance: PreviewView = .light, pixelScale: Int = 1, authored: Bool = true)
        -> PreviewSheetInput
    {
        let rows = scales.map { s in
            let g = glyph(s)
            let ref = reference(s)
            return PreviewRow(
                scale: s.scale, glyph: g.shapes, glyphBounds: g.bounds,
                baselineY: s.baseline, caplineY: s.capline, targetHeight: s.referenceDiameter,
                reference: ref.shapes, referenceBounds: ref.bounds,
                authoredElementID: "Regular-\(s.scale.rawValue)")
        }
        return PreviewSheetInput(
            rows: rows, flatteningChangesGlyph: authored, authoredSVG: authored ? authoredSVG : nil,
            appearance: appearance, pixelScale: pixelScale)
    }
}
