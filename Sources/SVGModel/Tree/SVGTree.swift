/// The resolved SVG tree: one node per XML element (same index), with its kind, id, classes,
/// transforms, computed style and shape geometry. No SF Symbol knowledge lives here.
public struct SVGTree: Sendable {
    public let document: XMLDocument
    public let nodes: [SVGNode]
    public let styleSheet: StyleSheet
    public let issues: [SVGIssue]
    private let idIndex: [String: [Int]]

    init(document: XMLDocument, nodes: [SVGNode], styleSheet: StyleSheet, issues: [SVGIssue]) {
        self.document = document
        self.nodes = nodes
        self.styleSheet = styleSheet
        self.issues = issues
        var index: [String: [Int]] = [:]
        for n in nodes { if let id = n.id { index[id, default: []].append(n.index) } }
        self.idIndex = index
    }

    public var source: SourceFile { document.source }
    public var root: SVGNode { nodes[document.root] }

    public subscript(index: Int) -> SVGNode { nodes[index] }

    /// The first element with this id in document order (how CoreSVG's lookup behaves).
    public func node(withID id: String) -> SVGNode? {
        idIndex[id]?.first.map { nodes[$0] }
    }

    /// All elements with this id (templates repeat `H-reference`).
    public func nodes(withID id: String) -> [SVGNode] {
        (idIndex[id] ?? []).map { nodes[$0] }
    }

    public func children(of index: Int) -> [SVGNode] {
        document.childElements(of: index).map { nodes[$0] }
    }

    /// All nodes below `index`, depth first in document order.
    public func descendants(of index: Int) -> [SVGNode] {
        document.descendants(of: index).map { nodes[$0] }
    }

    /// True when `ancestor` is `index` itself or one of its ancestors.
    public func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var k: Int? = index
        while let current = k {
            if current == ancestor { return true }
            k = document[current].parent
        }
        return false
    }

    public func location(of offset: Int) -> SourceLocation { document.source.location(of: offset) }
}

public struct SVGNode: Sendable {
    public let index: Int
    public let kind: SVGElementKind
    public let id: String?
    public let classes: [String]
    /// The element's own `transform`.
    public let localTransform: AffineTransform
    /// Element user space → root user space (template units). The root's own viewBox mapping
    /// is not included: template units are the root's user units.
    public let ctm: AffineTransform
    public let style: ComputedStyle
    /// Product of `opacity` over the element and its ancestors.
    public let cumulativeOpacity: Double
    /// For shapes: the geometry in the element's own user space.
    public let geometry: Path?
    /// For `<path>`: the commands as written.
    public let pathData: PathData?
    /// Byte offset of the start tag's `<`.
    public let offset: Int

    /// Geometry in root user space.
    public var rootGeometry: Path? { geometry?.transformed(by: ctm) }
}
