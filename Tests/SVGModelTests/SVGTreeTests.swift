import SVGModel
import Testing

@Suite struct SVGTreeTests {
    static let text = """
        <svg xmlns="http://www.w3.org/2000/svg">
          <g id="Guides"><g id="H-reference"/><g id="H-reference"/></g>
          <g id="Symbols" class="a  b"><path id="p" d="M0 0 L1 1"/><text>hi</text></g>
        </svg>
        """

    @Test func nodesAreIndexedLikeTheXMLElements() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.nodes.count == 7)
        #expect(tree.nodes.map(\.kind) == [.svg, .group, .group, .group, .group, .path, .text])
        #expect(tree.root.index == 0)
        #expect(tree[5].offset == byteOffset(of: "<path", in: Self.text))
    }

    @Test func anIDFindsTheFirstElementInDocumentOrder() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.node(withID: "H-reference")?.index == 2)
        #expect(tree.nodes(withID: "H-reference").map(\.index) == [2, 3])
        #expect(tree.node(withID: "nothing") == nil)
        #expect(tree.nodes(withID: "nothing").isEmpty)
    }

    @Test func childrenDescendantsAndAncestry() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.children(of: 0).map(\.id) == ["Guides", "Symbols"])
        #expect(tree.descendants(of: 0).map(\.index) == [1, 2, 3, 4, 5, 6])
        #expect(tree.isDescendant(5, of: 4))
        #expect(tree.isDescendant(5, of: 5))
        #expect(!tree.isDescendant(5, of: 1))
    }

    @Test func classesAndPathDataAreKept() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.node(withID: "Symbols")?.classes == ["a", "b"])
        #expect(tree.node(withID: "p")?.pathData?.commands.count == 2)
        #expect(tree[6].geometry == nil)
        #expect(tree.document.textContent(of: 6) == "hi")
        #expect(tree.issues.isEmpty)
    }

    @Test func elementKindsByLocalName() {
        #expect(SVGElementKind(localName: "switch") == .switchElement)
        #expect(SVGElementKind(localName: "sodipodi") == .other("sodipodi"))
        #expect(SVGElementKind(localName: "polygon").isShape)
        #expect(!SVGElementKind(localName: "g").isShape)
        #expect(SVGElementKind(localName: "desc").isDescriptive)
    }
}
