import SVGModel
import Support

/// Reads the SF Symbol structure out of a resolved SVG tree. Lookups are by id anywhere in the
/// file, first match in document order, as actool does; wrapper groups are not required.
package enum TemplateReader {
    /// Apple's export tools put preview-only paint (`fill:none; stroke:black`) in these classes;
    /// actool does not treat it as the shape's paint, so neither does the cascade here.
    package static let previewClassPrefixes = ["SFSymbolsPreview"]
    /// The classes of the rendering modes other than monochrome. Control Center draws a symbol
    /// in one colour (docs/runtime.md, "Fill rule, strokes, opacity, layers"), SF Symbols'
    /// monochrome mode, so what a shape draws is decided by its `monochrome-N` layer's rules; the multicolour and hierarchical layers' rules take no
    /// part in that cascade. Apple's exports put `-sfsymbols-clear-behind` and `opacity` on
    /// those layers for shapes that draw in monochrome (corpus 006, 157: `.hierarchical-1:tertiary
    /// {-sfsymbols-clear-behind:true}` on a layer whose `.monochrome-1` draws), which read as
    /// every shape of the glyph erasing. Their rules stay in the sheet for what reads them
    /// (version-gated annotations, `fix --template-version`).
    package static let otherRenderingModeClassPrefixes = ["multicolor-", "hierarchical-"]

    package static func read(_ tree: SVGTree) -> SymbolTemplate {
        var guides: [GuideKey: Guide] = [:]
        for key in GuideKey.all {
            if let node = tree.node(withID: key.id) {
                guides[key] = Guide(node: node, y: node.kind.isShape ? tree.rootBounds(of: node)?.midY : nil)
            }
        }
        var margins: [Variant: MarginPair] = [:]
        for v in Variant.all {
            let left = tree.node(withID: "left-margin-\(v.id)").map { marginGuide($0, in: tree, isLeft: true) }
            let right = tree.node(withID: "right-margin-\(v.id)").map { marginGuide($0, in: tree, isLeft: false) }
            if left != nil || right != nil { margins[v] = MarginPair(left: left, right: right) }
        }
        let legacyLeft = tree.node(withID: "left-margin").map { marginGuide($0, in: tree, isLeft: true) }
        let legacyRight = tree.node(withID: "right-margin").map { marginGuide($0, in: tree, isLeft: false) }
        let legacy = legacyLeft != nil || legacyRight != nil ? MarginPair(left: legacyLeft, right: legacyRight) : nil

        var glyphs: [Variant: Glyph] = [:]
        var guidePointsOffShapes: [DrawGuidePoints] = []
        for v in Variant.all {
            guard let node = tree.node(withID: v.id) else { continue }
            glyphs[v] = glyph(v, node: node, in: tree, guidePointsOffShapes: &guidePointsOffShapes)
        }
        return SymbolTemplate(
            tree: tree, version: version(in: tree), guides: guides, margins: margins,
            legacyMargins: legacy, glyphs: glyphs,
            annotations: TemplateAnnotations.read(tree, guidePointsOffShapes: guidePointsOffShapes))
    }

    static func version(in tree: SVGTree) -> VersionText {
        guard let node = tree.node(withID: "template-version") else { return .missing }
        let text = tree.document.textContent(of: node.index).trimmingSpaces()
        guard node.kind == .text else { return .unreadable(text: text, range: tree.span(of: node), isText: false) }
        // actool parses the text after "Template v." as a number.
        let marker = "Template v."
        guard text.hasPrefix(marker),
            let v = TemplateVersion(parsing: String(text.dropFirst(marker.count)).trimmingSpaces())
        else {
            return .unreadable(text: text, range: tree.span(of: node), isText: true)
        }
        return .version(v, range: tree.span(of: node))
    }

    static func marginGuide(_ node: SVGNode, in tree: SVGTree, isLeft: Bool) -> MarginGuide {
        guard node.kind.isShape, let b = tree.rootBounds(of: node) else { return MarginGuide(node: node, x: nil) }
        // A rect margin's inner edge is the margin: the right edge of the left rect, the left
        // edge of the right rect (docs/template-format.md §1.3). A line has one x.
        if node.kind == .rect { return MarginGuide(node: node, x: isLeft ? b.maxX : b.minX) }
        return MarginGuide(node: node, x: b.midX)
    }

    /// The nodes below a glyph that draw, depth first, with `<use>` instances in place of their
    /// `<use>`. Definitions are skipped with their content: a `<defs>` or `<symbol>` draws only
    /// through a `<use>`, and a `<mask>` or `<clipPath>` only shapes what refers to it. Sketch
    /// exports that shipped keep such definitions inside glyphs (a `<mask>` holding a `<use>` of
    /// the glyph's path), and actool compiled them. Other definitions (gradients, patterns,
    /// filters, markers) stay in the walk, so `unsupported-element` still reports them.
    static func renderedContent(of index: Int, in tree: SVGTree) -> [SVGNode] {
        var out: [SVGNode] = []
        var stack = tree.children(of: index).reversed() as [SVGNode]
        while let next = stack.popLast() {
            if next.kind.isDefinitionActoolIgnores && !next.isRenderedHere { continue }
            out.append(next)
            stack.append(contentsOf: tree.children(of: next.index).reversed())
        }
        return out
    }

    /// `guidePointsOffShapes`: collects Draw guide points found on elements that are not shapes.
    static func glyph(
        _ v: Variant, node: SVGNode, in tree: SVGTree, guidePointsOffShapes: inout [DrawGuidePoints]
    ) -> Glyph {
        var shapes: [GlyphShape] = []
        var others: [SVGNode] = []
        var ink: Rect? = nil
        var all: Rect? = nil
        for d in renderedContent(of: node.index, in: tree) {
            if d.kind.isShape {
                let path = d.rootGeometry ?? Path()
                let notDisplayed = tree.isNotDisplayed(d.index, below: node.index)
                let shape = GlyphShape(
                    node: d, path: path, isFilled: d.style.fill.paints || d.style.fill.isUnreadable,
                    knocksOut: d.style.clearsBehind, isNotDisplayed: notDisplayed || d.style.isHidden,
                    guidePoints: guidePoints(of: d, in: tree, subpathCount: path.subpaths.count))
                shapes.append(shape)
                let b = path.bounds
                all = all.union(b)
                if shape.drawsInk { ink = ink.union(b) }
            } else {
                if let stray = guidePoints(of: d, in: tree, subpathCount: nil) { guidePointsOffShapes.append(stray) }
                if !d.kind.isContainer && !d.kind.isDescriptive { others.append(d) }
            }
        }
        if node.kind.isShape {
            // A glyph id on a shape is an error (glyph-not-group), but its ink still measures.
            let path = node.rootGeometry ?? Path()
            all = path.bounds
            ink = path.bounds
        }
        return Glyph(variant: v, node: node, shapes: shapes, otherElements: others, inkBounds: ink, geometryBounds: all)
    }
}

extension TemplateReader {
    /// The Draw guide points `node`'s element carries (docs/template-format.md §5.1).
    static func guidePoints(of node: SVGNode, in tree: SVGTree, subpathCount: Int?) -> DrawGuidePoints? {
        guard let attribute = tree.element(of: node).attribute(DrawGuidePoints.attributeName) else { return nil }
        return DrawGuidePoints(node: node, attribute: attribute, subpathCount: subpathCount)
    }
}

extension SVGTree {
    /// Bounds of a shape's geometry in root user space.
    package func rootBounds(of node: SVGNode) -> Rect? {
        node.rootGeometry?.bounds
    }

    /// `display:none` on the node or any ancestor up to (and including) `top`.
    func isNotDisplayed(_ index: Int, below top: Int) -> Bool {
        var k: Int? = index
        while let current = k {
            if nodes[current].style.isDisplayNone { return true }
            if current == top { break }
            k = nodes[current].parent
        }
        return false
    }
}

extension SVGElementKind {
    /// Groups and what draws like one: a resolved `<use>` holds its instance, an instantiated
    /// `<symbol>` or nested `<svg>` its content.
    package var isContainer: Bool {
        switch self {
        case .group, .use, .symbol, .svg: return true
        default: return false
        }
    }

    /// Definitions whose content is not drawn where written and that actool accepts inside a
    /// glyph (see `TemplateReader.renderedContent`).
    var isDefinitionActoolIgnores: Bool {
        switch self {
        case .defs, .symbol, .mask, .clipPath: return true
        default: return false
        }
    }
}

extension Paint {
    var isUnreadable: Bool { if case .invalid = self { return true } else { return false } }
}
