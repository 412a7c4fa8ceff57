/// What `clip-path=` and `mask=` refer to, read the one way `check` and `make` both use.
extension SVGTree {
    /// The `<clipPath>` (for `clip-path`) or `<mask>` (for `mask`) the property set on `node`
    /// itself names with `url(#id)`; nil when it is `none`, inherited, or names no element of
    /// that kind in the file.
    package func clipDefinition(_ property: StyleProperty, on node: SVGNode) -> SVGNode? {
        let value = node.style[property]
        guard value.inheritedFrom == nil, case .reference(let id) = Paint(parsing: value.raw),
            let definition = self.node(withID: id)
        else { return nil }
        switch property {
        case .clipPath: return definition.kind == .clipPath ? definition : nil
        case .mask: return definition.kind == .mask ? definition : nil
        default: return nil
        }
    }

    /// The map from the content of a `<clipPath>` or `<mask>` to root user space when it is
    /// applied to `node`: with `userSpaceOnUse` content units (the default) the content is
    /// drawn in `node`'s user space under the definition's own `transform`. Nil when the
    /// definition's transform cannot be undone.
    package func contentToRoot(of definition: SVGNode, appliedTo node: SVGNode) -> AffineTransform? {
        // A content node's `ctm` runs through the definition's ancestors; take those off and
        // put the referencing element's user space in their place.
        guard let inverse = definition.ctm.inverted else { return nil }
        return node.ctm.concatenating(definition.localTransform).concatenating(inverse)
    }

    /// Whether the definition's content is sized to the bounding box of what it applies to
    /// (`clipPathUnits` or `maskContentUnits` = `objectBoundingBox`): then the geometry of its
    /// content alone does not say what it lets through.
    package func contentUsesBoundingBox(_ definition: SVGNode) -> Bool {
        let name = definition.kind == .mask ? "maskContentUnits" : "clipPathUnits"
        return element(of: definition).attribute(name)?.value.trimmingWhitespace() == "objectBoundingBox"
    }

    /// `clip-rule` on a shape of a `<clipPath>` or an element between it and the definition
    /// (the property inherits within the clip's content); nil when none sets it.
    package func clipRule(of part: SVGNode, below definition: SVGNode) -> String? {
        var current: Int? = part.index
        while let index = current {
            if let rule = element(of: self[index]).attribute("clip-rule") {
                return rule.value.trimmingWhitespace()
            }
            if index == definition.index { break }
            current = self[index].parent
        }
        return nil
    }

    /// Whether a `<mask>` is an alpha mask (`mask-type="alpha"`, or `style="mask-type:alpha"` as
    /// Figma writes it): it lets through what its shapes cover as much as they are opaque,
    /// whatever their colour. The default, luminance, lets through as much as they are white.
    package func isAlphaMask(_ definition: SVGNode) -> Bool {
        let element = element(of: definition)
        if let value = element.attribute("mask-type")?.value {
            return value.trimmingWhitespace().lowercased() == "alpha"
        }
        for declaration in (element.attribute("style")?.value ?? "").split(separator: ";") {
            let parts = declaration.split(separator: ":", maxSplits: 1)
            if parts.count == 2, String(parts[0]).trimmingWhitespace().lowercased() == "mask-type" {
                return String(parts[1]).trimmingWhitespace().lowercased() == "alpha"
            }
        }
        return false
    }

    /// A `<mask>`'s own rectangle in root user space when it is given in the user space of
    /// `node` (`maskUnits="userSpaceOnUse"` with `x`, `y`, `width`, `height`): outside it the mask
    /// hides everything. Nil for the default, a box around the bounding box of what it applies
    /// to (-10 % to 120 %), which holds all of its fill.
    package func maskRegion(_ definition: SVGNode, appliedTo node: SVGNode) -> [Point]? {
        let element = element(of: definition)
        guard element.attribute("maskUnits")?.value.trimmingWhitespace() == "userSpaceOnUse",
            let x = element.attribute("x").flatMap({ parseLength($0.value) }),
            let y = element.attribute("y").flatMap({ parseLength($0.value) }),
            let width = element.attribute("width").flatMap({ parseLength($0.value) }),
            let height = element.attribute("height").flatMap({ parseLength($0.value) })
        else { return nil }
        return [
            Point(x: x, y: y), Point(x: x + width, y: y), Point(x: x + width, y: y + height),
            Point(x: x, y: y + height),
        ].map { node.ctm.apply($0) }
    }
}
