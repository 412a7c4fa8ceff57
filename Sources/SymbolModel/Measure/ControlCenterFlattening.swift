import SVGModel

/// What Control Center draws of a glyph, the one definition the rules and the preview share.
///
/// Control Center flattens a symbol to one colour at full opacity: every shape whose fill
/// puts paint down is drawn solid with its own fill rule, whatever its `opacity` or
/// `fill-opacity` and even when hidden ("SF Symbols picks up all paths … including invisible
/// paths"); knock-out layers (`-sfsymbols-clear-behind:true`) erase what was drawn before them;
/// strokes are not drawn (`GlyphShape.drawsStroke`: the strokes it drops).
///
/// The authored look it is compared with draws each filled shape at its opacity (hidden shapes
/// not at all), with knock-out layers erasing too (that is what they are for: Apple's own
/// exports use them for cut-outs), shapes painted white hiding the ink below them as they do
/// on the author's white page, and strokes where they are painted.
package enum ControlCenterFlattening {
    /// One filled outline Control Center draws, in template units.
    package struct DrawnShape: Sendable, Hashable {
        package var path: Path
        package var fillRule: FillRule
        /// Erases instead of painting.
        package var knocksOut: Bool
    }

    /// The glyph's shapes as Control Center draws them, in drawing order.
    package static func drawnShapes(of glyph: Glyph) -> [DrawnShape] {
        // A glyph id on a shape instead of a group (glyph-not-group) still draws that shape.
        if glyph.node.kind.isShape, glyph.shapes.isEmpty {
            guard let path = glyph.node.rootGeometry, glyph.node.style.fill.paints else { return [] }
            return [DrawnShape(path: path, fillRule: glyph.node.style.fillRule, knocksOut: false)]
        }
        return glyph.shapes.compactMap { shape in
            guard shape.isFilled, !shape.path.isEmpty else { return nil }
            return DrawnShape(path: shape.path, fillRule: shape.node.style.fillRule, knocksOut: shape.knocksOut)
        }
    }

    /// Whether the glyph has shapes but none with a fill: every shape has `fill: none`, so a
    /// compiled symbol, which draws no strokes, draws nothing of it (Meshtastic-Apple PR #2457;
    /// docs/runtime.md). A glyph group without shapes, or with no area, is actool's
    /// `empty-glyph` instead; a glyph written as one shape is `glyph-not-group`. Knock-out
    /// layers are left out: whether a layer erases depends on the rendering mode its
    /// `-sfsymbols-clear-behind` class belongs to, and Apple's own exports put it on the
    /// multicolour and hierarchical classes of shapes that draw in monochrome.
    package static func drawsNothing(_ glyph: Glyph) -> Bool {
        guard glyph.isGroup, !glyph.shapes.isEmpty, let bounds = glyph.geometryBounds,
            bounds.width > 0, bounds.height > 0
        else { return false }
        return !glyph.shapes.contains(where: \.isFilled)
    }

    /// The opacity a filled shape is authored at (0 when it is not displayed); Control Center
    /// draws it at 1.
    package static func authoredAlpha(of shape: GlyphShape) -> Double {
        shape.isNotDisplayed ? 0 : shape.node.style.fillOpacity * shape.node.cumulativeOpacity
    }

    /// Whether a filled shape is painted white, the page's colour, as a "fake hole": in the
    /// authored look it hides the ink below it (or none at all), but Control Center draws every
    /// shape as ink in one colour, so it comes out as ink. Apple's multicolour preview classes
    /// (`SFSymbolsPreview…`) set the colour the SF Symbols app previews a layer in, not what the
    /// symbol draws, and are left out.
    package static func paintsBackground(_ shape: GlyphShape) -> Bool {
        guard shape.drawsInk, isBackgroundColour(shape.node.style.fill) else { return false }
        return !shape.node.classes.contains { $0.hasPrefix("SFSymbolsPreview") }
    }

    /// White, the page an icon is drawn on in a design tool and a browser.
    package static func isBackgroundColour(_ paint: Paint) -> Bool {
        guard case .color(let c) = paint else { return false }
        return c.red == 255 && c.green == 255 && c.blue == 255
    }

    /// Opacity differences up to this are too slight to see: drawn opaque, a part authored at
    /// 75 % or more looks the same (Control Center recolours every glyph anyway).
    package static let invisibleAlphaDifference = 0.25
    /// A change is visible when it covers more than this many grid pixels …
    package static let minimumPixels = 4
    /// … and more than this share of the flattened glyph's area.
    package static let minimumShare = 0.002
}
