import SVGModel

/// One `clip-path` or `mask` declaration: the element that declares it (its index in the
/// template's tree) and which of the two it is. A shape may be under several, each of which
/// cuts, or not, on its own.
package struct ClipDeclaration: Sendable, Hashable {
    package let node: Int
    package let property: StyleProperty

    package init(node: Int, property: StyleProperty) {
        self.node = node
        self.property = property
    }
}
