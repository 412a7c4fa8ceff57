import SVGModel
import Support
import SymbolGeometry

/// A `clip-path` or `mask` that applies to a shape, read as the region it lets through: a
/// template draws plain outlines, so `make` applies it to the shape's outline (GEOS: an
/// intersection) or, when it lets all of the shape through, leaves it out.
public struct IconClip: Sendable {
    public enum Kind: String, Sendable {
        case clipPath = "clip path"
        case mask
    }

    /// One shape of the clip's content, in paint order: it adds to the region (a clip path's
    /// shapes, a mask's opaque white) or cuts from it (a mask's opaque black).
    public struct Step: Sendable {
        public var adds: Bool
        public var shape: IconDrawing.Shape
    }

    public var kind: Kind
    /// The id the property refers to, as written.
    public var id: String
    /// The `clip-path=`/`mask=` declaration, for what `make` says about it.
    public var range: SourceRange
    public var steps: [Step]
    /// A mask's own region (`maskUnits="userSpaceOnUse"` with `x`, `y`, `width`, `height`) in
    /// root user space; outside it a mask hides everything.
    public var bounds: [Point]?
}

/// Reads the clip paths and masks above a shape. Only what can be drawn as plain outlines is
/// accepted: a clip path of shapes, and a mask of opaque white and black shapes (its luminance
/// is then 1 or 0 everywhere), or an alpha mask of opaque shapes. Anything softer — a grey or
/// partly transparent shape, a gradient, an image, content sized to the bounding box — is
/// refused with the reason, since no outline draws it.
enum IconClipReader {
    /// Every clip and mask from the shape up to the root, innermost first; `cache` keeps each
    /// declaring element's clips so a group's clip is read once for all its shapes.
    static func clips(
        above node: SVGNode, in tree: SVGTree, source: SourceFile, cache: inout [Int: [IconClip]]
    ) throws(MakeFailure) -> [IconClip] {
        var out: [IconClip] = []
        var current: Int? = node.index
        while let index = current {
            if let known = cache[index] {
                out += known
            } else {
                var own: [IconClip] = []
                for property in [StyleProperty.clipPath, .mask] {
                    if let clip = try clip(property, on: tree[index], in: tree, source: source) { own.append(clip) }
                }
                cache[index] = own
                out += own
            }
            current = tree[index].parent
        }
        return out
    }

    private static func clip(_ property: StyleProperty, on node: SVGNode, in tree: SVGTree, source: SourceFile)
        throws(MakeFailure) -> IconClip?
    {
        let value = node.style[property]
        let raw = value.raw.trimmingWhitespace()
        guard value.inheritedFrom == nil, !raw.isEmpty, raw.lowercased() != "none" else { return nil }
        let at = value.origin.range ?? tree.span(of: node)
        func refuse(_ what: String, _ help: String, at range: SourceRange? = nil) -> MakeFailure {
            MakeFailure(source, MakeFailure.unsupportedID, what, at: range ?? at, help: help)
        }
        guard case .reference(let id) = Paint(parsing: raw) else {
            throw refuse(
                "`\(property.rawValue)` is not a reference to a <clipPath> or <mask> (`\(raw)`)",
                "apply the \(property.rawValue) in your editor and export the result as plain shapes")
        }
        let kind: IconClip.Kind = property == .clipPath ? .clipPath : .mask
        guard let definition = tree.clipDefinition(property, on: node) else {
            throw refuse(
                "`\(property.rawValue)` refers to `#\(id)`, which is not a <\(kind == .clipPath ? "clipPath" : "mask")> in this file",
                "remove the \(property.rawValue), or export the icon again with its definition")
        }
        if tree.contentUsesBoundingBox(definition) {
            throw refuse(
                "the \(kind.rawValue) `#\(id)` is sized to the bounding box of what it applies to (`objectBoundingBox` units), which `make` does not apply",
                "apply the \(kind.rawValue) in your editor and export the result as plain shapes")
        }
        let isAlphaMask = kind == .mask && tree.isAlphaMask(definition)
        guard let contentToRoot = tree.contentToRoot(of: definition, appliedTo: node) else { return nil }
        var steps: [IconClip.Step] = []
        for part in tree.descendants(of: definition.index) {
            if part.kind == .image || part.kind == .text || part.kind == .foreignObject {
                throw refuse(
                    "the \(kind.rawValue) `#\(id)` draws \(part.kind == .image ? "an image" : "text"), which no outline can follow",
                    "apply the \(kind.rawValue) in your editor and export the result as plain shapes",
                    at: tree.span(of: part))
            }
            guard part.kind.isShape, !part.style.isDisplayNone, !part.style.isHidden, let path = part.geometry,
                !path.isEmpty
            else { continue }
            let toRoot = contentToRoot.concatenating(part.ctm)
            let range = tree.span(of: part)
            switch kind {
            case .clipPath:
                // A clip path's shapes count by their geometry alone, under `clip-rule`.
                let rule: FillRule = tree.clipRule(of: part, below: definition) == "evenodd" ? .evenodd : .nonzero
                steps.append(
                    .init(adds: true, shape: .init(ink: .fill(rule), path: path, toRoot: toRoot, range: range)))
            case .mask:
                let style = part.style
                for (paint, opacity, ink) in [
                    (style.fill, style.fillOpacity, IconDrawing.Ink.fill(style.fillRule)),
                    (style.stroke, style.strokeOpacity, IconDrawing.Ink.stroke(StrokeStyle(style))),
                ] {
                    guard paint.paints else { continue }
                    if case .stroke = ink, style.strokeWidth <= 0 { continue }
                    let alpha = opacity * part.cumulativeOpacity / max(definition.cumulativeOpacity, 1e-12)
                    guard let adds = isAlphaMask ? opaque(paint, alpha: alpha) : luminance(paint, alpha: alpha) else {
                        throw refuse(
                            "the mask `#\(id)` has a shape \(isAlphaMask ? "that is partly transparent" : "whose luminance is between black and white") (\(softness(paint, alpha: alpha))): it lets what it masks through partly, which no outline can draw",
                            "draw the mask with opaque white (keep) and black (cut) shapes only, or apply it in your editor",
                            at: range)
                    }
                    steps.append(.init(adds: adds, shape: .init(ink: ink, path: path, toRoot: toRoot, range: range)))
                }
            }
        }
        let bounds = kind == .mask ? tree.maskRegion(definition, appliedTo: node) : nil
        return IconClip(kind: kind, id: id, range: at, steps: steps, bounds: bounds)
    }

    /// In an alpha mask an opaque shape keeps what is under it whatever its colour; nil for a
    /// partly transparent one or a paint server.
    private static func opaque(_ paint: Paint, alpha: Double) -> Bool? {
        guard alpha >= 1 else { return nil }
        switch paint {
        case .color(let c): return c.alpha >= 1 ? true : nil
        case .currentColor: return true
        case .none, .invalid, .reference: return nil
        }
    }

    /// True for opaque white (the mask keeps what is under it), false for opaque black (it
    /// cuts), nil for anything between.
    private static func luminance(_ paint: Paint, alpha: Double) -> Bool? {
        guard alpha >= 1, case .color(let c) = paint, c.alpha >= 1 else { return nil }
        if c.red == 255, c.green == 255, c.blue == 255 { return true }
        if c.red == 0, c.green == 0, c.blue == 0 { return false }
        return nil
    }

    private static func softness(_ paint: Paint, alpha: Double) -> String {
        switch paint {
        case .reference: return "a paint server such as a gradient"
        case .currentColor: return "`currentColor`, the colour of whatever draws it"
        case .color(let c) where c.alpha < 1 || alpha < 1:
            return "opacity \(fmt(min(c.alpha, 1) * min(alpha, 1)))"
        case .color(let c): return "the colour rgb(\(c.red), \(c.green), \(c.blue))"
        case .none, .invalid: return "no usable paint"
        }
    }
}
