/// Resolves every `<use>` into an instance: a copy of the referenced element's subtree, placed
/// under the `<use>` in the rendered tree, as SVG 2 (§5.6) defines it. Each copy keeps the
/// element it shows (`SVGNode.element`), so its geometry, path data and source offsets stay
/// those of the referenced element, and its `<use>` (`SVGNode.use`) says where it is placed.
///
/// Styles follow SVG's rule for use instances: the copy gets the referenced element's own
/// declarations (attributes, `style=""`, and the `<style>` rules that match the element where it
/// is written) and inherits the rest from the `<use>`, not from the element's XML parent.
///
/// A reference that cannot be resolved — to no element, to another file, into a cycle, or
/// deeper than `maxDepth` — draws nothing and is reported at the `<use>`'s `href`. Instances
/// share one budget with the file's elements (`ReaderLimits.maxElements`), so a chain of uses
/// that doubles at every step is refused instead of expanding exponentially.
struct UseResolver {
    /// Nested uses deeper than this are refused. Real files nest two or three (a `<use>` of a
    /// `<symbol>` holding `<use>`s); sixteen is far above that and far below any harm.
    static let maxDepth = 16

    let document: XMLDocument
    let sheet: StyleSheet
    private(set) var nodes: [SVGNode]
    private(set) var issues: [SVGIssue] = []
    private(set) var instanceChildren: [Int: [Int]] = [:]
    private var nodeBudget: Int
    private let maxElements: Int
    private var budgetExceeded = false
    /// (element, message) pairs already reported: a bad `<use>` inside a referenced group is
    /// met once per instance but reported once.
    private var reported: Set<String> = []
    /// The first element with each id, in document order (how CoreSVG and librsvg look it up).
    private var firstByID: [String: Int] = [:]

    init(document: XMLDocument, sheet: StyleSheet, nodes: [SVGNode], nodeBudget: Int, maxElements: Int) {
        self.document = document
        self.sheet = sheet
        self.nodes = nodes
        self.nodeBudget = nodeBudget
        self.maxElements = maxElements
    }

    /// A `<use>` node waiting for its instance: `expanding` holds the elements whose instances
    /// are being built around it (referring to one of them again is a cycle), `origin` the
    /// `<use>` written in the file whose resolution this is part of.
    private struct PendingUse {
        let node: Int
        let origin: Int
        let expanding: [Int]
        let depth: Int
    }

    /// Iterative throughout: a chain of 16 uses through groups nested 256 deep is 4096 levels,
    /// too deep to recurse on a worker thread's stack.
    mutating func resolveAll() {
        guard nodes.contains(where: { $0.kind == .use }) else { return }
        for (index, element) in document.elements.enumerated().reversed() {
            if let id = element.id { firstByID[id] = index }
        }
        for index in 0..<document.elements.count where nodes[index].kind == .use {
            var pending = [PendingUse(node: index, origin: index, expanding: [], depth: 1)]
            while let next = pending.popLast() {
                instantiate(next, queueing: &pending)
                if budgetExceeded { return }
            }
        }
    }

    /// Creates the instance of a `<use>` node; the uses inside it join `pending`.
    private mutating func instantiate(_ use: PendingUse, queueing pending: inout [PendingUse]) {
        let useNode = nodes[use.node]
        let element = document[useNode.element]
        guard let href = element.attribute("href") ?? element.attribute("xlink:href") else { return }
        let reference = href.value.trimmingWhitespace()
        let at = href.valueRange
        guard reference.hasPrefix("#") else {
            report(
                useNode.element, at: at,
                "`\(reference)` is not a reference to an element of this file; only `#id` references are drawn",
                help: "copy the referenced shape into this file and refer to it as `#id`")
            return
        }
        let id = String(reference.dropFirst())
        guard let target = firstElement(withID: id) else {
            report(
                useNode.element, at: at, "`#\(id)` names no element in this file; the <use> draws nothing",
                help: "point `href` at the id of a shape, group or symbol in this file")
            return
        }
        if target == useNode.element || isXMLAncestor(target, of: useNode.element) || use.expanding.contains(target) {
            report(
                useNode.element, at: at,
                "the <use> of `#\(id)` refers to itself (the element contains this <use>, directly or through other uses); it draws nothing",
                help: "refer to a shape or a group that does not contain this <use>")
            return
        }
        guard use.depth <= Self.maxDepth else {
            // Reported at the <use> the chain starts from: that is the one that draws nothing.
            let start = document[use.origin].attribute("href") ?? document[use.origin].attribute("xlink:href")
            report(
                use.origin, at: start?.valueRange ?? document[use.origin].labelRange,
                "the <use> leads through more than \(Self.maxDepth) nested uses; it draws nothing",
                help: "refer to the shapes directly instead of through a chain of uses")
            return
        }
        let expanding = use.expanding + [target]
        // Depth first with an explicit stack; children are pushed in reverse so that every
        // node is created, and listed under its parent, in document order.
        var stack = [(element: target, parent: use.node, local: instanceRootTransform(of: target, use: element))]
        var innerUses: [PendingUse] = []
        while let (original, parent, local) = stack.popLast() {
            guard let index = copy(original, under: parent, use: use.node, local: local) else { return }
            instanceChildren[parent, default: []].append(index)
            if nodes[original].kind == .use {
                // A <use>'s own children (title, desc) are not drawn; its instance is.
                innerUses.append(
                    PendingUse(node: index, origin: use.origin, expanding: expanding, depth: use.depth + 1))
                continue
            }
            for child in document.childElements(of: original).reversed() {
                stack.append((child, index, nodes[child].localTransform))
            }
        }
        pending += innerUses.reversed()
    }

    /// Appends a copy of `element` as a child of node `parent`; nil when the budget is spent.
    private mutating func copy(_ element: Int, under parent: Int, use: Int, local: AffineTransform) -> Int? {
        guard nodeBudget > 0 else {
            if !budgetExceeded {
                budgetExceeded = true
                let useElement = nodes[use].element
                issues.append(
                    SVGIssue(
                        kind: .limitExceeded, element: useElement,
                        message: "the file's <use> references expand to more than \(maxElements) elements",
                        range: document[useElement].labelRange,
                        help: "no symbol needs this many copies: draw the shapes instead of uses that multiply them"))
            }
            return nil
        }
        nodeBudget -= 1
        let original = nodes[element]
        let parentNode = nodes[parent]
        let style = SVGTreeBuilder.cascade(
            element: element, in: document, sheet: sheet, classes: original.classes, parentStyle: parentNode.style,
            parentNode: parent)
        let index = nodes.count
        nodes.append(
            SVGNode(
                index: index, element: element, parent: parent, use: use, kind: original.kind, id: original.id,
                classes: original.classes, localTransform: local, ctm: parentNode.ctm.concatenating(local),
                style: style, cumulativeOpacity: parentNode.cumulativeOpacity * style.opacity,
                geometry: original.geometry, pathData: original.pathData, offset: original.offset))
        return index
    }

    /// The transform between the `<use>` and its instance's root: the element's own transform,
    /// or for a `<symbol>` its viewBox fitted into the `<use>`'s (or the symbol's) width and
    /// height, as for a nested `<svg>`. Without a size the viewport is unknown here, and the
    /// symbol's user units are taken as the `<use>`'s (no scaling).
    private func instanceRootTransform(of target: Int, use: XMLElement) -> AffineTransform {
        let node = nodes[target]
        guard node.kind == .symbol else { return node.localTransform }
        let symbol = document[target]
        let width = (use.attribute("width") ?? symbol.attribute("width")).flatMap { parseLength($0.value) }
        let height = (use.attribute("height") ?? symbol.attribute("height")).flatMap { parseLength($0.value) }
        guard let viewBox = symbol.attribute("viewBox").flatMap({ Self.viewBox($0.value) }), let width, let height
        else { return node.localTransform }
        var sx = width / viewBox.width
        var sy = height / viewBox.height
        var tx = 0.0
        var ty = 0.0
        if symbol.attribute("preserveAspectRatio")?.value.trimmingWhitespace() != "none" {
            // The default xMidYMid meet: one scale, the viewBox centred in the viewport.
            let s = Swift.min(sx, sy)
            tx = (width - viewBox.width * s) / 2
            ty = (height - viewBox.height * s) / 2
            sx = s
            sy = s
        }
        return AffineTransform(a: sx, b: 0, c: 0, d: sy, e: tx - viewBox.minX * sx, f: ty - viewBox.minY * sy)
    }

    static func viewBox(_ text: String) -> Rect? {
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers.allSatisfy(\.isFinite) else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private func firstElement(withID id: String) -> Int? { firstByID[id] }

    private func isXMLAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var k = document[index].parent
        while let current = k {
            if current == ancestor { return true }
            k = document[current].parent
        }
        return false
    }

    private mutating func report(_ element: Int, at range: SourceRange, _ message: String, help: String) {
        guard reported.insert("\(element) \(message)").inserted else { return }
        issues.append(SVGIssue(kind: .invalidReference, element: element, message: message, range: range, help: help))
    }
}
