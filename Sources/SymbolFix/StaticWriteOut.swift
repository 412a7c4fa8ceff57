import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

/// A variable template written out as a static one: the variants actool would derive from
/// Ultralight-S, Regular-S and Black-S, drawn into the file as glyph groups (with their margin
/// guides) by `VariantInterpolation`, from the sources as they were before any repair. `fix`
/// does this when repaired sources could no longer be interpolated, so the designer keeps all
/// 27 variants (for stroked sources docs/template-format.md §4.4 reads actool as not interpolating them at all).
package struct StaticWriteOut: Sendable {
    /// The variants written into the file, in report order.
    package let variants: [Variant]
    /// Why the template could not stay variable.
    package let reason: String
    /// Where the variants without margin guides of their own were placed.
    let layout: ColumnLayout
    /// The insertions into the original file: glyph groups after the last source, margin
    /// guides after the last margin guide the sources use.
    let insertions: [SourceEdit]

    /// How the derived variants' coordinates are written.
    static let writeOptions = SVGWriteOptions.derivedVariant

    static func plan(_ template: SymbolTemplate, reason: String) throws(RewriteRefusal) -> StaticWriteOut {
        let tree = template.tree
        let sources = try Variant.interpolationSources.map { v throws(RewriteRefusal) -> Glyph in
            guard let glyph = template.glyph(v), glyph.isGroup else {
                throw RewriteRefusal("\(v.id) is not a glyph group, so no variant can be derived from it")
            }
            return glyph
        }
        let origins = try sources.map { glyph throws(RewriteRefusal) -> Origin in try origin(of: glyph, in: template) }
        let shapes = try matchedShapes(sources)
        let derived = Variant.all.filter { template.glyph($0) == nil }
        var groups = ""
        var guides = ""
        let sourceGuides = origins.flatMap { [$0.margins.left!.node, $0.margins.right!.node] }
        let lastGuide = sourceGuides.max { tree.element(of: $0).range.end < tree.element(of: $1).range.end }!
        let guideIndent = indentation(before: lastGuide.offset, in: tree.source)
        let lastGlyph = sources.max { tree.element(of: $0.node).range.end < tree.element(of: $1.node).range.end }!
        let glyphIndent = indentation(before: lastGlyph.node.offset, in: tree.source)
        let glyphSpace = try inverseCTM(ofParentOf: lastGlyph.node, in: tree)
        let guideSpace = try inverseCTM(ofParentOf: lastGuide, in: tree)
        let capHeight = template.capHeight(.small) ?? AppleTemplate.capHeight
        // Opacity set outside the glyphs still applies to the inserted groups; inside, it is
        // written on each derived shape.
        let outsideOpacity = lastGlyph.node.parent.map { tree[$0].cumulativeOpacity } ?? 1
        let layout = columnLayout(origins: origins, derived: derived, in: template)
        for variant in derived {
            let placement = try self.placement(of: variant, origins: origins, layout: layout, in: template)
            // Placed in template units, written in the coordinates of the group they go in.
            let transform = glyphSpace.concatenating(.translation(placement.left, placement.baseline))
            let matrix = [transform.a, transform.b, transform.c, transform.d, transform.e, transform.f]
            let matrixText = try matrix.map { v throws(RewriteRefusal) in try number(v) }.joined(separator: " ")
            var paths: [SVGElement.Child] = []
            for shape in shapes {
                paths.append(
                    .element(
                        try element(
                            for: shape, origins: origins, variant: variant, capHeight: capHeight,
                            outsideOpacity: outsideOpacity)))
            }
            groups += SVGElement(
                "g", [.init("id", variant.id), .init("transform", "matrix(\(matrixText))")], children: paths
            ).inserted(indent: glyphIndent)
            for (side, x) in placement.newGuides {
                let top = guideSpace.apply(Point(x: x, y: placement.baseline - AppleTemplate.marginGuideAbove))
                let bottom = guideSpace.apply(Point(x: x, y: placement.baseline + AppleTemplate.marginGuideBelow))
                guides += SVGElement(
                    "line",
                    [
                        .init("id", "\(side)-margin-\(variant.id)"), .init("style", AppleTemplate.marginGuideStyle),
                        .init("x1", try number(top.x)), .init("x2", try number(bottom.x)),
                        .init("y1", try number(top.y)), .init("y2", try number(bottom.y)),
                    ]
                ).inserted(indent: guideIndent)
            }
        }
        let lastSource = tree.element(of: lastGlyph.node).range.end
        var insertions = [SourceEdit(range: SourceRange(start: lastSource, end: lastSource), replacement: groups)]
        if !guides.isEmpty {
            let end = tree.element(of: lastGuide).range.end
            guard end != lastSource else {
                throw RewriteRefusal("the margin guides and glyph groups end at the same place; cannot insert both")
            }
            insertions.append(SourceEdit(range: SourceRange(start: end, end: end), replacement: guides))
        }
        return StaticWriteOut(variants: derived, reason: reason, layout: layout, insertions: insertions)
    }

    /// From template units to the coordinates of a node's parent, where an inserted sibling is drawn.
    static func inverseCTM(ofParentOf node: SVGNode, in tree: SVGTree) throws(RewriteRefusal) -> AffineTransform {
        guard let parent = node.parent else { return .identity }
        guard let inverse = tree[parent].ctm.inverted else {
            throw RewriteRefusal(
                "the group the variants would go in collapses everything drawn in it", at: tree[parent].offset)
        }
        return inverse
    }

    /// Where a source glyph's coordinates start: its left margin and its row's baseline.
    struct Origin {
        let margins: MarginPair
        let left: Double
        let right: Double
        let baseline: Double
    }

    static func origin(of glyph: Glyph, in template: SymbolTemplate) throws(RewriteRefusal) -> Origin {
        guard let (pair, _) = template.effectiveMargins(for: glyph.variant), let left = pair.left?.x,
            let right = pair.right?.x
        else {
            throw RewriteRefusal(
                "\(glyph.variant.id) has no usable margin guides, so its variants cannot be placed",
                at: glyph.node.offset,
                help: "add left-margin-\(glyph.variant.id) and right-margin-\(glyph.variant.id) lines",
                suggestion: .fixAgain)
        }
        let baseline = template.baseline(.small) ?? AppleTemplate.baselines[.small]!
        return Origin(margins: pair, left: left, right: right, baseline: baseline)
    }

    /// One shape of each source, at the same position.
    typealias MatchedShape = (ultralight: GlyphShape, regular: GlyphShape, black: GlyphShape)

    /// The sources' shapes side by side, refused where their outlines cannot be interpolated
    /// point for point (an arc of a different sweep becomes a different number of curves).
    static func matchedShapes(_ sources: [Glyph]) throws(RewriteRefusal) -> [MatchedShape] {
        let (u, r, b) = (sources[0], sources[1], sources[2])
        guard u.shapes.count == r.shapes.count, b.shapes.count == r.shapes.count else {
            throw RewriteRefusal(
                "Ultralight-S, Regular-S and Black-S draw different numbers of shapes", at: r.node.offset)
        }
        var matched: [MatchedShape] = []
        for k in r.shapes.indices {
            for (other, shape) in [(u, u.shapes[k]), (b, b.shapes[k])]
            where !sameStructure(shape.path, r.shapes[k].path) {
                throw RewriteRefusal(
                    "shape \(k + 1) has a different outline structure in \(other.variant.id) than in Regular-S once its arcs are drawn as curves, so no variant can be derived point for point",
                    at: shape.node.offset,
                    help: "draw the shape with the same commands in all three sources (arcs as curves)")
            }
            matched.append((u.shapes[k], r.shapes[k], b.shapes[k]))
        }
        return matched
    }

    static func sameStructure(_ a: Path, _ b: Path) -> Bool {
        guard a.subpaths.count == b.subpaths.count else { return false }
        for (x, y) in zip(a.subpaths, b.subpaths) {
            guard x.isClosed == y.isClosed, x.segments.count == y.segments.count else { return false }
            for (s, t) in zip(x.segments, y.segments) {
                switch (s, t) {
                case (.line, .line), (.cubic, .cubic): continue
                default: return false
                }
            }
        }
        return true
    }

    struct Placement {
        let left: Double
        let baseline: Double
        /// Margin guides to add: (side, x).
        let newGuides: [(String, Double)]
    }

    /// Where derived variants without margin guides of their own go, decided once per file so
    /// every row reads Ultralight to Black left to right.
    enum ColumnLayout: Equatable {
        /// The file keeps Apple's layout (its sources sit in Apple's weight columns): each
        /// weight's column, shifted as far as the file's Regular-S sits from Apple's.
        case apple
        /// The file's own layout: a weight's left margin is the sources' left margins
        /// interpolated with the weight's coefficients, as actool interpolates the glyphs.
        case interpolated
        /// Neither fits (sources not left to right, or the interpolated glyphs would overlap):
        /// a column per weight, `pitch` apart from `start`, each glyph centred in its column;
        /// `insideCanvas` when the canvas had room for them right of every glyph.
        case columns(start: Double, pitch: Double, insideCanvas: Bool)
    }

    /// Where the derived variants went, for the report: a designer looks for them there.
    package var placement: String {
        switch layout {
        case .apple:
            return "the derived variants are placed in Apple's weight columns"
        case .interpolated:
            return
                "the derived variants are placed among the sources, each weight's left margin interpolated from theirs"
        case .columns(let start, _, true):
            return
                "the derived variants are placed in a column per weight right of the glyphs, from x \((try? Self.number(start)) ?? String(start))"
        case .columns(let start, _, false):
            return
                "the derived variants are placed in a column per weight right of the canvas, from x \((try? Self.number(start)) ?? String(start)), as the canvas has no room for nine columns"
        }
    }

    /// How far a source may sit from Apple's column and still count as Apple's layout: a
    /// quarter of Apple's column pitch.
    static let appleColumnTolerance =
        (AppleTemplate.weightColumns[.thin]! - AppleTemplate.weightColumns[.ultralight]!) / 4

    /// Apple's layout when the sources sit in Apple's columns; else the interpolated layout when
    /// the sources are ordered left to right and no two glyphs of a row would overlap; else
    /// columns as wide as the widest glyph plus a quarter, inside the canvas to the right of
    /// every glyph when the canvas has room for all nine, otherwise right of the canvas (where
    /// SVG editors still show them; actool reads glyphs by their guides, not the canvas).
    static func columnLayout(origins: [Origin], derived: [Variant], in template: SymbolTemplate) -> ColumnLayout {
        let columns = AppleTemplate.weightColumns
        let centres = origins.map { ($0.left + $0.right) / 2 }
        let appleOffsets = [columns[.ultralight]! - columns[.regular]!, columns[.black]! - columns[.regular]!]
        if abs(centres[0] - centres[1] - appleOffsets[0]) <= appleColumnTolerance,
            abs(centres[2] - centres[1] - appleOffsets[1]) <= appleColumnTolerance
        {
            return .apple
        }
        // Every glyph of each row as the interpolated layout would place it: (weight, left, right).
        var rows: [Scale: [(Weight, Double, Double)]] = [:]
        for (source, origin) in zip(Variant.interpolationSources, origins) {
            rows[source.scale, default: []].append((source.weight, origin.left, origin.right))
        }
        for variant in derived {
            let left =
                template.margins[variant]?.left?.x
                ?? VariantInterpolation.interpolate(
                    ultralight: origins[0].left, regular: origins[1].left, black: origins[2].left,
                    weight: variant.weight)
            rows[variant.scale, default: []].append((variant.weight, left, left + advance(of: variant, origins)))
        }
        let ordered = origins[0].right <= origins[1].left && origins[1].right <= origins[2].left
        let apart = rows.values.allSatisfy { row in
            let sorted = row.sorted { $0.0 < $1.0 }
            return zip(sorted, sorted.dropFirst()).allSatisfy { a, b in a.2 <= b.1 }
        }
        if ordered && apart { return .interpolated }
        let widest = rows.values.joined().map { $0.2 - $0.1 }.max() ?? 0
        let pitch = widest * 1.25
        let gap = widest / 4
        let rightmost = rows.values.joined().map(\.2).max() ?? 0
        let needed = pitch * Double(Weight.allCases.count)
        let canvasRight = template.tree.canvas?.maxX ?? -Double.infinity
        if rightmost + gap + needed <= canvasRight {
            return .columns(start: rightmost + gap, pitch: pitch, insideCanvas: true)
        }
        return .columns(start: Swift.max(rightmost, canvasRight) + gap, pitch: pitch, insideCanvas: false)
    }

    /// The variant's advance, interpolated from the sources' advances and scaled to its row.
    static func advance(of variant: Variant, _ origins: [Origin]) -> Double {
        VariantInterpolation.length(
            ultralight: origins[0].right - origins[0].left, regular: origins[1].right - origins[1].left,
            black: origins[2].right - origins[2].left, in: variant)
    }

    /// The variant's left margin and baseline: its own margin guides where the file has them,
    /// otherwise where the file's `ColumnLayout` puts it, on its row's baseline.
    static func placement(
        of variant: Variant, origins: [Origin], layout: ColumnLayout, in template: SymbolTemplate
    ) throws(RewriteRefusal) -> Placement {
        let baseline = template.baseline(variant.scale) ?? AppleTemplate.baselines[variant.scale]!
        let advance = advance(of: variant, origins)
        let own = template.margins[variant]
        switch (own?.left?.x, own?.right?.x) {
        case (let left?, _?):
            return Placement(left: left, baseline: baseline, newGuides: [])
        case (let left?, nil):
            return Placement(
                left: left, baseline: baseline, newGuides: own?.right == nil ? [("right", left + advance)] : [])
        case (nil, let right?):
            let left = right - advance
            return Placement(left: left, baseline: baseline, newGuides: own?.left == nil ? [("left", left)] : [])
        case (nil, nil):
            guard own?.left == nil, own?.right == nil else {
                throw RewriteRefusal(
                    "the margin guides of \(variant.id) have no position, so the derived \(variant.id) cannot be placed",
                    at: (own?.left ?? own?.right)!.node.offset)
            }
            let left: Double
            switch layout {
            case .apple:
                let regular = origins[1]
                let centre =
                    (regular.left + regular.right) / 2 + AppleTemplate.weightColumns[variant.weight]!
                    - AppleTemplate.weightColumns[.regular]!
                left = centre - advance / 2
            case .interpolated:
                left = VariantInterpolation.interpolate(
                    ultralight: origins[0].left, regular: origins[1].left, black: origins[2].left,
                    weight: variant.weight)
            case .columns(let start, let pitch, _):
                let column = Double(Weight.allCases.firstIndex(of: variant.weight)!)
                left = start + pitch * column + (pitch - advance) / 2
            }
            return Placement(left: left, baseline: baseline, newGuides: [("left", left), ("right", left + advance)])
        }
    }

    /// The derived shape as a `<path>` in the glyph group's coordinates, with the Regular-S
    /// shape's classes (its layer classes among them) and its computed style written out, so
    /// it draws as the source does wherever that style came from.
    static func element(
        for shape: MatchedShape, origins: [Origin], variant: Variant, capHeight: Double, outsideOpacity: Double
    ) throws(RewriteRefusal) -> SVGElement {
        let paths = [shape.ultralight.path, shape.regular.path, shape.black.path]
        let locals = zip(paths, origins).map { path, origin in
            path.transformed(by: AffineTransform.translation(-origin.left, -origin.baseline))
        }
        func point(_ u: Point, _ r: Point, _ b: Point) -> Point {
            VariantInterpolation.point(ultralight: u, regular: r, black: b, in: variant, capHeight: capHeight)
        }
        var subpaths: [Subpath] = []
        for (k, r) in locals[1].subpaths.enumerated() {
            let (u, b) = (locals[0].subpaths[k], locals[2].subpaths[k])
            var segments: [PathSegment] = []
            for (n, segment) in r.segments.enumerated() {
                switch (u.segments[n], segment, b.segments[n]) {
                case (.line(let pu), .line(let pr), .line(let pb)):
                    segments.append(.line(to: point(pu, pr, pb)))
                case (.cubic(let u1, let u2, let pu), .cubic(let r1, let r2, let pr), .cubic(let b1, let b2, let pb)):
                    segments.append(
                        .cubic(control1: point(u1, r1, b1), control2: point(u2, r2, b2), to: point(pu, pr, pb)))
                default:
                    throw RewriteRefusal("the shapes' segments differ", at: shape.regular.node.offset)
                }
            }
            subpaths.append(Subpath(start: point(u.start, r.start, b.start), segments: segments, isClosed: r.isClosed))
        }
        let node = shape.regular.node
        var attributes: [SVGElement.Attribute] = []
        if !node.classes.isEmpty { attributes.append(.init("class", node.classes.joined(separator: " "))) }
        let style = try declarations(shape, variant: variant, outsideOpacity: outsideOpacity)
        if !style.isEmpty { attributes.append(.init("style", style)) }
        attributes.append(.init("d", try pathData(Path(subpaths: subpaths))))
        return SVGElement("path", attributes)
    }

    /// The properties that make the shape draw as it does, where they differ from SVG's initial
    /// values: paints and rules as computed for the Regular-S shape, the opacity of it and its
    /// groups inside the glyph, the stroke's width and dashes interpolated from the three
    /// sources in template units and scaled like the points.
    static func declarations(_ shape: MatchedShape, variant: Variant, outsideOpacity: Double) throws(RewriteRefusal)
        -> String
    {
        let node = shape.regular.node
        let opacity = outsideOpacity > 0 ? node.cumulativeOpacity / outsideOpacity : node.style.opacity
        guard node.style.stroke.paints else {
            return try declarations(of: shape.regular, opacity: opacity, stroke: nil)
        }
        let sources = [shape.ultralight.node, shape.regular.node, shape.black.node]
        func length(_ value: (SVGNode) -> Double) -> Double {
            let v = sources.map { value($0) * abs($0.ctm.determinant).squareRoot() }
            return VariantInterpolation.length(ultralight: v[0], regular: v[1], black: v[2], in: variant)
        }
        let dashes = sources.map { $0.style.strokeDasharray ?? [] }
        let alike = dashes.allSatisfy { $0.count == dashes[1].count }
        let values = dashes[1].indices.map { k in
            length { node in alike ? (node.style.strokeDasharray ?? [])[k] : dashes[1][k] }
        }
        return try declarations(
            of: shape.regular, opacity: opacity,
            stroke: (
                width: length { $0.style.strokeWidth }, dashes: values, dashOffset: length { $0.style.strokeDashoffset }
            ))
    }

    /// A shape's computed style written out for a `<path>` drawn in its place (a derived
    /// variant, or what a `<use>` draws written where the `<use>` was): paints, rules,
    /// `opacity` (of it and its groups that the new place does not have), `display:none`, a
    /// knock-out layer, and, when it strokes, the stroke's width and dashes in the new place's
    /// units (`stroke`).
    static func declarations(
        of shape: GlyphShape, opacity: Double, stroke: (width: Double, dashes: [Double], dashOffset: Double)?
    ) throws(RewriteRefusal) -> String {
        let style = shape.node.style
        var out: [String] = []
        let copied: [StyleProperty] = [.fill, .fillOpacity, .fillRule, .visibility, .clipPath, .mask, .filter]
        for property in copied where style[property].raw != property.initialValue {
            out.append("\(property.rawValue):\(style[property].raw)")
        }
        if abs(opacity - 1) > 1e-9 { out.append("opacity:\(SVGWriteOptions.sourceEdit.text(opacity) ?? "0")") }
        if shape.isNotDisplayed { out.append("display:none") }
        if shape.knocksOut { out.append("\(StyleProperty.clearBehind.rawValue):true") }
        guard style.stroke.paints, let stroke else { return out.joined(separator: ";") }
        for property in [StyleProperty.stroke, .strokeOpacity, .strokeLinecap, .strokeLinejoin, .strokeMiterlimit]
        where style[property].raw != property.initialValue {
            out.append("\(property.rawValue):\(style[property].raw)")
        }
        out.append("stroke-width:\(try number(stroke.width))")
        if !stroke.dashes.isEmpty {
            out.append(
                "stroke-dasharray:\(try stroke.dashes.map { v throws(RewriteRefusal) in try number(v) }.joined(separator: " "))"
            )
            out.append("stroke-dashoffset:\(try number(stroke.dashOffset))")
        }
        return out.joined(separator: ";")
    }

    static func pathData(_ path: Path) throws(RewriteRefusal) -> String {
        do {
            return try PathDataWriter.pathData(path, options: writeOptions)
        } catch {
            throw refusal(error)
        }
    }

    /// A coordinate or length as written; a value too large to write (or not finite) refuses the
    /// write-out rather than writing a wrong number.
    static func number(_ value: Double) throws(RewriteRefusal) -> String {
        do {
            return try writeOptions.checkedText(value)
        } catch {
            throw refusal(error)
        }
    }

    private static func refusal(_ error: SVGNumber.Unwritable) -> RewriteRefusal {
        RewriteRefusal(
            "a derived variant has a coordinate too large to write (\(error.value)); nothing was written",
            help: "check the three sources' coordinates and transforms")
    }

    /// The spaces and tabs that start the line an offset is on, up to it (empty when other
    /// text comes first), so inserted elements line up with their neighbours.
    static func indentation(before offset: Int, in source: SourceFile) -> String {
        var k = offset
        while k > 0, source.bytes[k - 1] == UInt8(ascii: " ") || source.bytes[k - 1] == UInt8(ascii: "\t") { k -= 1 }
        guard k == 0 || source.bytes[k - 1] == UInt8(ascii: "\n") else { return "" }
        return String(decoding: source.bytes[k..<offset], as: UTF8.self)
    }
}
