import SVGModel
import SymbolCheck
import SymbolRender

/// The Control Center flattening model applied to one glyph: every shape that puts paint
/// down is drawn in one colour at full opacity (its `opacity`, `fill-opacity` and colour are
/// ignored, invisible shapes included), knock-out layers (`-sfsymbols-clear-behind:true`)
/// erase what was drawn before them, strokes are not drawn. Each shape keeps its effective
/// fill rule.
public enum GlyphFlattening {
    /// The glyph's shapes in drawing order, in template units.
    public static func shapes(of glyph: Glyph) -> [FilledShape] {
        // A glyph id on a shape instead of a group (glyph-not-group) still draws that shape.
        if glyph.node.kind.isShape, glyph.shapes.isEmpty {
            guard let path = glyph.node.rootGeometry, glyph.node.style.fill.paints else { return [] }
            return [FilledShape(path: path, fillRule: glyph.node.style.fillRule)]
        }
        return glyph.shapes.compactMap { shape in
            guard shape.isFilled, !shape.path.isEmpty else { return nil }
            return FilledShape(path: shape.path, fillRule: shape.node.style.fillRule, knocksOut: shape.knocksOut)
        }
    }
}
