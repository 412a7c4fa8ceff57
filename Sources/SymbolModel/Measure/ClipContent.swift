import SVGModel
import Support

/// A `clip-path` or `mask` read as the shapes it is drawn with, without geometry: the one place
/// that decides whether a clip can be drawn as plain outlines at all. A clip path is the area
/// of its shapes under `clip-rule`; a mask of opaque white and black shapes is its luminance
/// region (white added, black cut, in paint order), or for an alpha mask what its opaque
/// shapes cover. Anything softer — a grey or partly transparent shape, a gradient, an image or
/// text, content sized to the bounding box, a `clip-path` that is no reference, a definition
/// missing from the file — is refused with the reason, since no outline draws it.
/// `make` and `fix` outline the steps with GEOS (SymbolGeometry's `ClipRegion`); `check` asks
/// the same reader, so a finding's help never promises what `fix` refuses.
package struct ClipContent: Sendable {
    package enum Kind: String, Sendable {
        case clipPath = "clip path"
        case mask
    }

    /// How a step's shape draws: its fill under this rule, or the stroke of its own style.
    package enum Ink: Sendable, Hashable {
        case fill(FillRule)
        case stroke
    }

    /// One shape of the clip's content, in paint order: it adds to the region (a clip path's
    /// shapes, a mask's opaque white) or cuts from it (a mask's opaque black).
    package struct Step: Sendable {
        package var adds: Bool
        package var ink: Ink
        /// The content element; its style gives the stroke.
        package var node: SVGNode
        package var path: Path
        /// From the element's path to root user space.
        package var toRoot: AffineTransform
        /// The element's span, for what is said about it.
        package var range: SourceRange
    }

    /// Why a clip or mask cannot be drawn as outlines, where, and what to do instead.
    package struct Refusal: Error, Sendable, Hashable {
        package var message: String
        package var help: String
        package var range: SourceRange
    }

    package var kind: Kind
    /// The id the property refers to, as written.
    package var id: String
    /// The `clip-path=`/`mask=` declaration, for what is said about it.
    package var range: SourceRange
    package var steps: [Step]
    /// A mask's own region (`maskUnits="userSpaceOnUse"` with `x`, `y`, `width`, `height`) in
    /// root user space; outside it a mask hides everything.
    package var bounds: [Point]?

    /// The clip path or mask `property` sets on `node` itself; nil when it sets none (or the
    /// definition's transform cannot be undone).
    package static func read(_ property: StyleProperty, on node: SVGNode, in tree: SVGTree) throws(Refusal)
        -> ClipContent?
    {
        let value = node.style[property]
        let raw = value.raw.trimmingWhitespace()
        guard value.inheritedFrom == nil, !raw.isEmpty, raw.lowercased() != "none" else { return nil }
        let at = value.origin.range ?? tree.span(of: node)
        func refuse(_ what: String, _ help: String, at range: SourceRange? = nil) -> Refusal {
            Refusal(message: what, help: help, range: range ?? at)
        }
        guard case .reference(let id) = Paint(parsing: raw) else {
            throw refuse(
                "`\(property.rawValue)` is not a reference to a <clipPath> or <mask> (`\(raw)`)",
                "apply the \(property.rawValue) in your editor and export the result as plain shapes")
        }
        let kind: Kind = property == .clipPath ? .clipPath : .mask
        guard let definition = tree.clipDefinition(property, on: node) else {
            throw refuse(
                "`\(property.rawValue)` refers to `#\(id)`, which is not a <\(kind == .clipPath ? "clipPath" : "mask")> in this file",
                "remove the \(property.rawValue), or export the icon again with its definition")
        }
        if tree.contentUsesBoundingBox(definition) {
            throw refuse(
                "the \(kind.rawValue) `#\(id)` is sized to the bounding box of what it applies to (`objectBoundingBox` units), which no outline follows",
                "apply the \(kind.rawValue) in your editor and export the result as plain shapes")
        }
        let isAlphaMask = kind == .mask && tree.isAlphaMask(definition)
        guard let contentToRoot = tree.contentToRoot(of: definition, appliedTo: node) else { return nil }
        var steps: [Step] = []
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
                    Step(adds: true, ink: .fill(rule), node: part, path: path, toRoot: toRoot, range: range))
            case .mask:
                let style = part.style
                for (paint, opacity, ink) in [
                    (style.fill, style.fillOpacity, Ink.fill(style.fillRule)),
                    (style.stroke, style.strokeOpacity, Ink.stroke),
                ] {
                    guard paint.paints else { continue }
                    if ink == .stroke, style.strokeWidth <= 0 { continue }
                    let alpha = opacity * part.cumulativeOpacity / max(definition.cumulativeOpacity, 1e-12)
                    guard let adds = isAlphaMask ? opaque(paint, alpha: alpha) : luminance(paint, alpha: alpha) else {
                        throw refuse(
                            "the mask `#\(id)` has a shape \(isAlphaMask ? "that is partly transparent" : "whose luminance is between black and white") (\(softness(paint, alpha: alpha))): it lets what it masks through partly, which no outline can draw",
                            "draw the mask with opaque white (keep) and black (cut) shapes only, or apply it in your editor",
                            at: range)
                    }
                    steps.append(Step(adds: adds, ink: ink, node: part, path: path, toRoot: toRoot, range: range))
                }
            }
        }
        let bounds = kind == .mask ? tree.maskRegion(definition, appliedTo: node) : nil
        return ClipContent(kind: kind, id: id, range: at, steps: steps, bounds: bounds)
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
