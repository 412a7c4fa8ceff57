import SVGModel
import Testing

/// `<use>` resolved in the tree stage: instances sit under their `<use>`, with the referenced
/// element's geometry placed by the use's transform and x/y, styled as SVG styles instances.
@Suite struct UseResolutionTests {
    static let text = """
        <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
          <style>.dark { fill: #111 }</style>
          <defs>
            <path id="bar" class="dark" d="M0 0h10v2h-10Z"/>
            <rect id="box" width="4" height="4" stroke="red"/>
            <g id="pair" transform="translate(100 0)"><use href="#box"/><use href="#box" y="10"/></g>
            <symbol id="icon" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5"/></symbol>
          </defs>
          <g id="glyph" transform="translate(1000 500)" fill="blue" opacity="0.5">
            <use id="u1" xlink:href="#bar" x="3" y="4" transform="scale(2)"/>
            <use id="u2" href="#pair"/>
            <use id="u3" href="#icon" width="20" height="40"/>
            <use id="u4" href="#box" fill="green"/>
          </g>
        </svg>
        """

    func instance(of useID: String, in tree: SVGTree) -> SVGNode? {
        tree.node(withID: useID).flatMap { tree.children(of: $0.index).first }
    }

    @Test func aUseOfAPathPlacesItWithTheUseTransformThenXY() throws {
        let tree = try buildTree(Self.text)
        let path = try #require(instance(of: "u1", in: tree))
        #expect(path.kind == .path)
        #expect(path.isInstance)
        #expect(path.element == tree.node(withID: "bar")?.index)
        #expect(path.use == tree.node(withID: "u1")?.index)
        #expect(path.parent == path.use)
        #expect(path.offset == byteOffset(of: "<path id=\"bar\"", in: Self.text))
        // translate(1000 500) · scale(2) · translate(3 4): (0,0) → (1006, 508), (10,2) → (1026, 512).
        #expect(path.rootGeometry?.bounds == Rect(minX: 1006, minY: 508, maxX: 1026, maxY: 512))
    }

    @Test func anInstanceTakesItsOwnRulesAndInheritsFromTheUse() throws {
        let tree = try buildTree(Self.text)
        let path = try #require(instance(of: "u1", in: tree))
        // `.dark` matches the referenced path where it is written; fill is its own.
        #expect(path.style[.fill].raw == "#111")
        let box = try #require(instance(of: "u4", in: tree))
        // No fill of its own: inherited from the <use>, not from <defs>.
        #expect(box.style[.fill].raw == "green")
        #expect(box.style[.fill].inheritedFrom == tree.node(withID: "u4")?.index)
        #expect(box.style[.stroke].raw == "red")
        #expect(box.cumulativeOpacity == 0.5)
    }

    @Test func aUseOfAGroupCopiesItsSubtreeAndResolvesNestedUses() throws {
        let tree = try buildTree(Self.text)
        let u2 = try #require(tree.node(withID: "u2"))
        let kinds = tree.descendants(of: u2.index).map(\.kind)
        #expect(kinds == [.group, .use, .rect, .use, .rect])
        let rects = tree.descendants(of: u2.index).filter { $0.kind == .rect }
        #expect(
            rects.map { $0.rootGeometry?.bounds } == [
                Rect(minX: 1100, minY: 500, maxX: 1104, maxY: 504), Rect(minX: 1100, minY: 510, maxX: 1104, maxY: 514),
            ])
        // The inner rects were placed by the inner uses, each an instance of the same <rect>.
        #expect(Set(rects.map(\.element)) == [tree.node(withID: "box")!.index])
        #expect(rects.allSatisfy { tree.isDescendant($0.index, of: u2.index) })
        // The <rect> itself, the two uses in `pair`, the two in u2's copy of `pair`, and u4.
        #expect(tree.occurrences(of: tree.node(withID: "box")!.index).count == 6)
    }

    @Test func aUseOfASymbolFitsItsViewBoxIntoTheUseSize() throws {
        let tree = try buildTree(Self.text)
        let symbol = try #require(instance(of: "u3", in: tree))
        #expect(symbol.kind == .symbol)
        #expect(symbol.isRenderedHere)
        let circle = try #require(tree.children(of: symbol.index).first)
        // 10×10 viewBox into 20×40, xMidYMid meet: scale 2, centred 10 units down.
        #expect(circle.rootGeometry?.bounds == Rect(minX: 1000, minY: 510, maxX: 1020, maxY: 530))
    }

    @Test func definitionsAreNotRenderedWhereWritten() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.node(withID: "icon")?.isRenderedHere == false)
        #expect(tree.nodes.first { $0.kind == .defs }?.isRenderedHere == false)
        #expect(tree.node(withID: "bar")?.isRenderedHere == true)
    }

    @Test func idsNameDocumentElementsOnly() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.nodes(withID: "box").count == 1)
        #expect(tree.issues.isEmpty)
    }

    func issues(_ body: String) throws -> [String] {
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\n\(body)\n</svg>"
        let tree = try buildTree(text)
        return tree.issues.map { "\(tree.location(of: $0.range.start)) \($0.kind): \($0.message)" }
    }

    @Test func aMissingOrExternalTargetIsReportedAtTheHref() throws {
        #expect(
            try issues(##"<use href="#nope"/>"##) == [
                "2:12 invalidReference: `#nope` names no element in this file; the <use> draws nothing"
            ])
        #expect(
            try issues(##"<use href="other.svg#a"/>"##) == [
                "2:12 invalidReference: `other.svg#a` is not a reference to an element of this file; only `#id` references are drawn"
            ])
        #expect(try issues(#"<use/>"#) == [])
    }

    @Test func cyclesAreRefusedAtTheUseThatClosesThem() throws {
        #expect(
            try issues(##"<g id="a"><use href="#a"/></g>"##) == [
                "2:22 invalidReference: the <use> of `#a` refers to itself (the element contains this <use>, directly or through other uses); it draws nothing"
            ])
        let twoStep = try issues(##"<g id="a"><use href="#b"/></g><g id="b"><use href="#a"/></g>"##)
        #expect(
            twoStep == [
                "2:22 invalidReference: the <use> of `#b` refers to itself (the element contains this <use>, directly or through other uses); it draws nothing",
                "2:52 invalidReference: the <use> of `#a` refers to itself (the element contains this <use>, directly or through other uses); it draws nothing",
            ])
    }

    @Test func deepChainsAreRefused() throws {
        // u0 → u1 → … → u17 → a path: u0 leads through 18 uses, u1 through 17, u2 through 16.
        var body = #"<path id="p" d="M0 0h1v1h-1Z"/>"# + "\n"
        body += ##"<use id="u17" href="#p"/>"## + "\n"
        for k in stride(from: 16, through: 0, by: -1) { body += ##"<use id="u\##(k)" href="#u\##(k + 1)"/>"## + "\n" }
        let found = try issues(body)
        #expect(
            found == [
                // u1 (line 19) comes before u0 (line 20) in the file.
                "19:20 invalidReference: the <use> leads through more than 16 nested uses; it draws nothing",
                "20:20 invalidReference: the <use> leads through more than 16 nested uses; it draws nothing",
            ])
    }

    @Test func anExponentialUseBombHitsTheElementLimit() throws {
        // Each level draws the previous one twice: 2^30 copies unless the budget stops it.
        var body = #"<path id="l0" d="M0 0h1v1h-1Z"/>"#
        for k in 1...30 { body += ##"<g id="l\##(k)"><use href="#l\##(k - 1)"/><use href="#l\##(k - 1)"/></g>"## }
        let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\(body)</svg>"
        let document = try XMLReader.read(SourceFile(path: "bomb.svg", text: text))
        let tree = SVGTreeBuilder.build(document, limits: ReaderLimits(maxElements: 5_000))
        #expect(tree.issues.map(\.kind) == [.limitExceeded])
        #expect(tree.issues.first?.message == "the file's <use> references expand to more than 5000 elements")
        #expect(tree.nodes.count <= 5_000)
    }
}
