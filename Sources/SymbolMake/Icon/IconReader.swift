import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolModel

/// Reads a plain icon through SVGModel's tree builder into what it draws. Refuses, with the
/// element's location and what to do, what a template cannot carry (text, images, filters,
/// soft masks) and files that are already templates. Clip paths and masks of opaque white and
/// black are read with the shapes they apply to ([IconClipReader]).
package enum IconReader {
    /// `limits`: the reader limits `check` applies (`CheckConfiguration.limits`), so an icon
    /// `check` would refuse to read is refused here with the same words.
    package static func read(_ source: SourceFile, limits: ReaderLimits = .default) throws(MakeFailure) -> IconDrawing {
        if let refusal = ForeignFormat.refusal(of: source.bytes, expecting: .icon) {
            throw MakeFailure(
                source, refusal.ruleID, refusal.message, at: nil, help: refusal.help, suggestion: refusal.suggestion)
        }
        // One reader for every command (`SVGFileReader`): locations count in the text it read,
        // the UTF-8 decoding of a file declared in another encoding, as `check` gives them.
        let tree: SVGTree
        switch SVGFileReader.read(source, limits: limits) {
        case .success(let read): tree = read
        case .failure(let failure):
            // Refused unread (a limit, an external entity, an encoding): `input-refused`, as
            // `check` reports it (exit 2); not well-formed XML, or another root, is the icon's
            // own defect.
            switch failure.kind {
            case .refused:
                throw MakeFailure(
                    failure.source, InputRefusedRule().id, failure.message, at: failure.range, help: failure.help,
                    suggestion: .raising(failure.exceededLimit))
            case .malformed:
                throw MakeFailure(
                    failure.source, MakeFailure.unreadableID, failure.message, at: failure.range, help: failure.help)
            case .notSVG:
                throw MakeFailure(
                    failure.source, MakeFailure.unreadableID, "the root element is not <svg>", at: failure.range,
                    help: "give `make` an SVG icon")
            }
        }
        let source = tree.source
        if let marker = templateMarker(in: tree) {
            throw MakeFailure(
                source, MakeFailure.alreadyTemplateID, "this file is already a symbol template (it has \(marker.what))",
                at: marker.range, suggestion: .checkOrResizeTemplate(path: source.path))
        }
        var shapes: [IconDrawing.Shape] = []
        var skippedBelow: Int?  // a subtree that draws nothing (defs, display:none, metadata)
        var clipCache: [Int: [IconClip]] = [:]
        for node in tree.nodes {
            if let top = skippedBelow, tree.isDescendant(node.index, of: top) { continue }
            skippedBelow = nil
            // A <use>'s instance comes after the document's own elements; one inside a <mask>
            // or <clipPath> is that definition's content, read with it (IconClipReader).
            if isInsideDefinition(node, in: tree) { continue }
            if let refusal = refusal(of: node, in: tree, source: source) { throw refusal }
            switch node.kind {
            case .defs, .marker, .pattern, .linearGradient, .radialGradient, .style, .title, .desc, .metadata, .other,
                .clipPath, .mask:
                skippedBelow = node.index
                continue
            case .symbol where !isInsideUse(node, in: tree):
                // A <symbol> draws only where a <use> places an instance of it.
                skippedBelow = node.index
                continue
            default: break
            }
            if node.style.isDisplayNone {
                skippedBelow = node.index
                continue
            }
            if node.kind == .use, !tree.descendants(of: node.index).contains(where: { $0.kind.isShape }) {
                throw MakeFailure(
                    source, MakeFailure.unsupportedID, "this <use> draws nothing that `make` can see",
                    at: tree.span(of: node), help: "replace the <use> with a copy of the shapes it refers to")
            }
            guard node.kind.isShape, !node.style.isHidden, let path = node.geometry, !path.isEmpty || hasDots(path)
            else { continue }
            let style = node.style
            let clips = try IconClipReader.clips(above: node, in: tree, source: source, cache: &clipCache)
            let fillAlpha = style.fillOpacity * node.cumulativeOpacity * paintAlpha(style.fill)
            if style.fill.paints, ControlCenterOpacity.drawsSolid(alpha: fillAlpha), !path.isEmpty {
                shapes.append(
                    .init(
                        ink: .fill(style.fillRule), path: path, toRoot: node.ctm, range: tree.span(of: node),
                        clips: clips, paintsBackground: ControlCenterFlattening.isBackgroundColour(style.fill)))
            }
            let strokeAlpha = style.strokeOpacity * node.cumulativeOpacity * paintAlpha(style.stroke)
            if style.stroke.paints, ControlCenterOpacity.drawsSolid(alpha: strokeAlpha), style.strokeWidth > 0 {
                shapes.append(
                    .init(
                        ink: .stroke(StrokeStyle(style)), path: path, toRoot: node.ctm, range: tree.span(of: node),
                        clips: clips, paintsBackground: ControlCenterFlattening.isBackgroundColour(style.stroke)))
            }
        }
        for shape in shapes {
            if let refusal = ShapeExtent.refusal(of: shape, canvas: tree.canvas, source: source) { throw refusal }
        }
        return IconDrawing(source: source, shapes: shapes, frame: tree.canvas, rootRange: tree.span(of: tree.root))
    }

    private static func isInsideUse(_ node: SVGNode, in tree: SVGTree) -> Bool {
        var parent = tree.document[node.index].parent
        while let p = parent {
            if tree[p].kind == .use { return true }
            parent = tree.document[p].parent
        }
        return false
    }

    /// Below a definition (`<defs>`, `<mask>`, `<clipPath>` …) in the rendered tree, which runs
    /// through each instance's `<use>`: such content draws only where something refers to it.
    private static func isInsideDefinition(_ node: SVGNode, in tree: SVGTree) -> Bool {
        var parent = node.parent
        while let p = parent {
            let ancestor = tree[p]
            if ancestor.kind != .symbol, ancestor.kind.isRenderedOnlyByReference { return true }
            parent = ancestor.parent
        }
        return false
    }

    /// A zero-length subpath still draws a dot with round or square caps.
    private static func hasDots(_ path: Path) -> Bool { !path.subpaths.isEmpty }

    private static func paintAlpha(_ paint: Paint) -> Double {
        if case .color(let c) = paint { return c.alpha }
        return 1
    }

    private static func templateMarker(in tree: SVGTree) -> (what: String, range: SourceRange)? {
        if let node = tree.node(withID: "Symbols") { return ("a Symbols group", tree.span(of: node)) }
        if let node = tree.node(withID: "template-version") {
            return ("a template-version note", tree.span(of: node))
        }
        for v in Variant.all {
            if let node = tree.node(withID: v.id) { return ("a \(v.id) glyph", tree.span(of: node)) }
        }
        return nil
    }

    private static func refusal(of node: SVGNode, in tree: SVGTree, source: SourceFile) -> MakeFailure? {
        func refuse(_ what: String, _ help: String, at range: SourceRange? = nil) -> MakeFailure {
            MakeFailure(source, MakeFailure.unsupportedID, what, at: range ?? tree.span(of: node), help: help)
        }
        switch node.kind {
        case .text, .tspan:
            return refuse("text cannot go into a symbol template", "convert the text to outlines in your editor")
        case .image:
            return refuse(
                "a bitmap image cannot go into a symbol template", "trace or redraw the image as vector paths")
        case .foreignObject:
            return refuse("<foreignObject> cannot go into a symbol template", "redraw its content as vector paths")
        case .filter:
            return refuse(
                "filters cannot go into a symbol template", "remove the filter; symbols are flat one-colour shapes")
        default: break
        }
        for property in [StyleProperty.filter] {
            let value = node.style[property]
            guard value.inheritedFrom == nil, value.raw.filter({ !$0.isWhitespace }).lowercased() != "none" else {
                continue
            }
            return refuse(
                "`\(property.rawValue)` cannot go into a symbol template",
                "apply the \(property.rawValue) in your editor and export the result as plain shapes",
                at: value.origin.range)
        }
        return nil
    }
}
