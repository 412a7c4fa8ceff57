/// What an element is, by its local name. Shapes are what CoreSVG can turn into paths.
package enum SVGElementKind: Hashable, Sendable {
    case svg, group, path, rect, circle, ellipse, line, polyline, polygon
    case text, tspan, image, use, foreignObject, clipPath, mask, filter, pattern
    case linearGradient, radialGradient, style, defs, symbol, title, desc, metadata, switchElement, anchor, marker
    case other(String)

    package init(localName: Substring) {
        switch localName {
        case "svg": self = .svg
        case "g": self = .group
        case "path": self = .path
        case "rect": self = .rect
        case "circle": self = .circle
        case "ellipse": self = .ellipse
        case "line": self = .line
        case "polyline": self = .polyline
        case "polygon": self = .polygon
        case "text": self = .text
        case "tspan": self = .tspan
        case "image": self = .image
        case "use": self = .use
        case "foreignObject": self = .foreignObject
        case "clipPath": self = .clipPath
        case "mask": self = .mask
        case "filter": self = .filter
        case "pattern": self = .pattern
        case "linearGradient": self = .linearGradient
        case "radialGradient": self = .radialGradient
        case "style": self = .style
        case "defs": self = .defs
        case "symbol": self = .symbol
        case "title": self = .title
        case "desc": self = .desc
        case "metadata": self = .metadata
        case "switch": self = .switchElement
        case "a": self = .anchor
        case "marker": self = .marker
        default: self = .other(String(localName))
        }
    }

    package var isShape: Bool {
        switch self {
        case .path, .rect, .circle, .ellipse, .line, .polyline, .polygon: return true
        default: return false
        }
    }

    /// Elements that draw nothing themselves and only describe (safe anywhere).
    package var isDescriptive: Bool {
        switch self {
        case .title, .desc, .metadata: return true
        default: return false
        }
    }

    /// Elements whose content is never drawn where it is written, only where something refers
    /// to it: a `<use>` (`defs`, `symbol`), `mask=`/`clip-path=`, a paint or a marker.
    package var isRenderedOnlyByReference: Bool {
        switch self {
        case .defs, .symbol, .clipPath, .mask, .pattern, .marker, .linearGradient, .radialGradient, .filter:
            return true
        default: return false
        }
    }
}
