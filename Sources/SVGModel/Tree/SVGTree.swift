/// The resolved SVG tree: one node per XML element (same index), with its kind, id, classes,
/// transforms, computed style and shape geometry; then, after them, one node per element a
/// `<use>` instantiates, so every consumer that walks `children(of:)` or `descendants(of:)`
/// sees the shapes a `<use>` draws where it draws them. No SF Symbol knowledge lives here.
package struct SVGTree: Sendable {
    package private(set) var document: XMLDocument
    package let nodes: [SVGNode]
    package let styleSheet: StyleSheet
    package let issues: [SVGIssue]
    private let idIndex: [String: [Int]]
    /// The rendered children of resolved `<use>` nodes (their instance) and of instance nodes.
    private let instanceChildren: [Int: [Int]]

    init(
        document: XMLDocument, nodes: [SVGNode], styleSheet: StyleSheet, issues: [SVGIssue],
        instanceChildren: [Int: [Int]] = [:]
    ) {
        self.document = document
        self.nodes = nodes
        self.styleSheet = styleSheet
        self.issues = issues
        self.instanceChildren = instanceChildren
        var index: [String: [Int]] = [:]
        // Ids name document elements only: an instance repeats its element's id.
        for n in nodes where !n.isInstance { if let id = n.id { index[id, default: []].append(n.index) } }
        self.idIndex = index
    }

    package var source: SourceFile { document.source }
    package var root: SVGNode { nodes[document.root] }

    /// The same tree, its file reported as the file at `path`.
    package func renamed(_ path: String) -> SVGTree {
        var renamed = self
        renamed.document = document.renamed(path)
        return renamed
    }

    package subscript(index: Int) -> SVGNode { nodes[index] }

    /// The first element with this id in document order (how CoreSVG's lookup behaves).
    package func node(withID id: String) -> SVGNode? {
        idIndex[id]?.first.map { nodes[$0] }
    }

    /// All elements with this id (templates repeat `H-reference`).
    package func nodes(withID id: String) -> [SVGNode] {
        (idIndex[id] ?? []).map { nodes[$0] }
    }

    /// The rendered children: a resolved `<use>` has its instance as its one child.
    package func children(of index: Int) -> [SVGNode] {
        childIndices(of: index).map { nodes[$0] }
    }

    /// All nodes below `index`, depth first in document order, through `<use>` instances.
    package func descendants(of index: Int) -> [SVGNode] {
        var out: [SVGNode] = []
        var stack = childIndices(of: index).reversed() as [Int]
        while let next = stack.popLast() {
            out.append(nodes[next])
            stack.append(contentsOf: childIndices(of: next).reversed())
        }
        return out
    }

    func childIndices(of index: Int) -> [Int] {
        if let instance = instanceChildren[index] { return instance }
        return nodes[index].isInstance ? [] : document.childElements(of: index)
    }

    /// True when `ancestor` is `index` itself or one of its ancestors (an instance's ancestors
    /// are its `<use>` and the `<use>`'s ancestors).
    package func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var k: Int? = index
        while let current = k {
            if current == ancestor { return true }
            k = nodes[current].parent
        }
        return false
    }

    /// The XML element a node shows: the node's own, or for an instance the element it copies.
    package func element(of node: SVGNode) -> XMLElement { document[node.element] }

    /// Every rendered node that shows `element`: the element's own node and its instances.
    package func occurrences(of element: Int) -> [SVGNode] {
        [nodes[element]] + nodes[document.elements.count...].filter { $0.element == element }
    }

    package func location(of offset: Int) -> SourceLocation { document.source.location(of: offset) }
}

package struct SVGNode: Sendable {
    package let index: Int
    /// The XML element this node shows: `index` itself, or for a node a `<use>` instantiated,
    /// the element it copies (whose attributes, path data and source offsets it shares).
    package let element: Int
    /// The parent in the rendered tree: the XML parent, or for the root of an instance its `<use>`.
    package let parent: Int?
    /// For a node a `<use>` instantiated: that `<use>` node (the innermost one when nested).
    package let use: Int?
    package let kind: SVGElementKind
    package let id: String?
    package let classes: [String]
    /// The element's own `transform`.
    package let localTransform: AffineTransform
    /// Element user space → root user space (template units). The root's own viewBox mapping
    /// is not included: template units are the root's user units.
    package let ctm: AffineTransform
    package let style: ComputedStyle
    /// Product of `opacity` over the element and its ancestors.
    package let cumulativeOpacity: Double
    /// For shapes: the geometry in the element's own user space.
    package let geometry: Path?
    /// For `<path>`: the commands as written.
    package let pathData: PathData?
    /// Byte offset of the start tag's `<` (for an instance: of the element it copies; the
    /// `<use>` that places it is `use`).
    package let offset: Int

    /// Made by a `<use>` rather than written in the file at this place.
    package var isInstance: Bool { use != nil }

    /// False for definitions, which draw only where something refers to them; a `<symbol>`
    /// draws as the root of a `<use>`'s instance and nowhere else.
    package var isRenderedHere: Bool {
        if kind == .symbol { return isInstance && parent == use }
        return !kind.isRenderedOnlyByReference
    }

    /// Geometry in root user space.
    package var rootGeometry: Path? { geometry?.transformed(by: ctm) }
}
