import SVGModel

/// A custom SF Symbol template read from an SVG tree: its version, guides, margins and glyph
/// variants, found by id anywhere in the file the way actool finds them (docs/template-format.md §4.1).
package struct SymbolTemplate: Sendable {
    package private(set) var tree: SVGTree
    package let version: VersionText
    package let guides: [GuideKey: Guide]
    package let margins: [Variant: MarginPair]
    /// The v1/v2 `left-margin` / `right-margin` pair (actool pairs it with Regular-M).
    package let legacyMargins: MarginPair?
    package let glyphs: [Variant: Glyph]
    /// The `-sfsymbols-*` declarations, anchor nodes and stray guide points (docs/template-format.md §5).
    package let annotations: TemplateAnnotations

    package var source: SourceFile { tree.source }

    /// The same template, its file reported as the file at `path`: the bytes a command wrote,
    /// read once, named where they were written (SymbolEdit's `ReadBack`).
    package func renamed(_ path: String) -> SymbolTemplate {
        var renamed = self
        renamed.tree = tree.renamed(path)
        return renamed
    }

    package func glyph(_ v: Variant) -> Glyph? { glyphs[v] }

    /// Glyph variants that are real groups with something drawn in them.
    package var drawnVariants: [Variant] {
        glyphs.values.filter { $0.isGroup && !$0.shapes.isEmpty }.map(\.variant).sorted()
    }

    /// Whether any glyph shape carries Draw guide points.
    package var hasDrawGuidePoints: Bool {
        glyphs.values.contains { $0.shapes.contains { $0.guidePoints != nil } }
    }

    /// The cap height of a row from its guides (Baseline − Capline), when both are usable shapes.
    package func capHeight(_ scale: Scale) -> Double? {
        guard let base = guides[GuideKey(.baseline, scale)]?.y, let cap = guides[GuideKey(.capline, scale)]?.y else {
            return nil
        }
        return base - cap
    }

    /// The point size actool reads off the Medium guides (`AppleTemplate.pointSize`: 100 for
    /// Apple's template), nil when they give none. Every size on the device follows from it: one
    /// template unit is the symbol's point size ÷ this (`ControlCenterSymbolArea`).
    package var pointSize: Double? {
        guard let cap = capHeight(.medium), cap.isFinite else { return nil }
        let size = AppleTemplate.pointSize(capHeight: cap)
        return size > 0 ? size : nil
    }

    /// The point size a glyph in `scale`'s row is measured at: the template's, or, when the
    /// Medium guides give none, the one the row's own guides give (nil when neither does).
    package func pointSize(ofRow scale: Scale) -> Double? {
        if let pointSize { return pointSize }
        guard let cap = capHeight(scale), cap.isFinite else { return nil }
        let size = AppleTemplate.pointSize(capHeight: cap)
        return size > 0 ? size : nil
    }

    package func baseline(_ scale: Scale) -> Double? { guides[GuideKey(.baseline, scale)]?.y }
    package func capline(_ scale: Scale) -> Double? { guides[GuideKey(.capline, scale)]?.y }

    /// Margins for a variant with actool's fallback order (docs/template-format.md §1.3): its own pair, then
    /// Regular-M, then Regular-S, then the legacy pair.
    package func effectiveMargins(for v: Variant) -> (pair: MarginPair, from: String)? {
        if let m = margins[v], m.isComplete { return (m, v.id) }
        if let m = margins[.regularM], m.isComplete { return (m, Variant.regularM.id) }
        if let m = margins[.regularS], m.isComplete { return (m, Variant.regularS.id) }
        if let m = legacyMargins, m.isComplete { return (m, "left-margin/right-margin") }
        return nil
    }
}

package enum VersionText: Sendable, Hashable {
    /// No element with id `template-version`.
    case missing
    /// The element exists but is not a `<text>`, or its text has no readable version.
    case unreadable(text: String, range: SourceRange, isText: Bool)
    case version(TemplateVersion, range: SourceRange)

    package var value: TemplateVersion? {
        if case .version(let v, _) = self { return v }
        return nil
    }

    /// The version actool works with: a missing or unreadable one counts as 0 (legacy).
    package var effective: TemplateVersion { value ?? TemplateVersion(0, 0) }
}

package struct GuideKey: Hashable, Sendable {
    package enum Kind: String, Sendable {
        case baseline = "Baseline"
        case capline = "Capline"
    }
    package var kind: Kind
    package var scale: Scale

    package init(_ kind: Kind, _ scale: Scale) {
        self.kind = kind
        self.scale = scale
    }

    package var id: String { "\(kind.rawValue)-\(scale.rawValue)" }
    package static let all: [GuideKey] = Scale.allCases.flatMap { [GuideKey(.baseline, $0), GuideKey(.capline, $0)] }
}

package struct Guide: Sendable {
    package let node: SVGNode
    /// Whether the element is a shape (actool requires that).
    package var isShape: Bool { node.kind.isShape }
    /// The vertical position in template units, from the shape's bounds through transforms.
    package let y: Double?
}

package struct MarginGuide: Sendable {
    package let node: SVGNode
    package var isShape: Bool { node.kind.isShape }
    /// The margin's x: a line's x, or a rect's inner edge.
    package let x: Double?
}

package struct MarginPair: Sendable {
    package var left: MarginGuide?
    package var right: MarginGuide?
    /// actool counts a margin only when both guides of the pair exist.
    package var isComplete: Bool { left != nil && right != nil }
}

package struct Glyph: Sendable {
    package let variant: Variant
    package let node: SVGNode
    package var isGroup: Bool { node.kind == .group }
    /// Every shape inside the group (through nested groups), in document order.
    package let shapes: [GlyphShape]
    /// Elements inside the group that are neither shapes nor groups.
    package let otherElements: [SVGNode]
    /// Bounds of what Control Center draws (painted, not knocked out), in template units.
    package let inkBounds: Rect?
    /// Bounds of every shape's geometry, painted or not (what actool measures).
    package let geometryBounds: Rect?
}

package struct GlyphShape: Sendable {
    package let node: SVGNode
    /// Geometry in template units (root user space).
    package let path: Path
    /// The fill puts paint down (fill is not `none`), whatever its opacity.
    package let isFilled: Bool
    /// The shape is in a knock-out layer (`-sfsymbols-clear-behind:true`): it erases.
    package let knocksOut: Bool
    /// Browsers and previews draw nothing for it: `display:none` on it or an ancestor inside the
    /// glyph, or a computed `visibility` of `hidden` or `collapse`.
    package let isNotDisplayed: Bool
    /// Its Draw guide points (`data-clipstroke-keyframes`), when it carries them.
    package let guidePoints: DrawGuidePoints?

    /// What Control Center draws solid: filled, displayed and not erasing.
    /// (Hidden shapes are drawn too: "SF Symbols picks up all paths … including invisible paths".)
    package var drawsInk: Bool { isFilled && !knocksOut }

    /// The authored look paints a stroke on it: a stroke paint, a width above zero, displayed,
    /// and not fully transparent. The one test for "has a stroke" that the stroke rules, the
    /// flattening model (Control Center drops exactly these strokes) and `fix` share: a
    /// zero-width stroke draws nothing to report, outline or lose.
    package var drawsStroke: Bool {
        let style = node.style
        return style.stroke.paints && style.strokeWidth > 0 && !isNotDisplayed
            && style.strokeOpacity * node.cumulativeOpacity > 0
    }
}
