import SVGModel
import Support
import SymbolModel

package struct OpenSubpathRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "open-subpath", category: .controlCenter,
        summary: "a filled subpath is not closed",
        consequence: Consequence(
            .judgment,
            "the device closes the fill with a straight line, as the designer's tool did",
            evidence: "SVG's fill semantics; Apple's design advice asks for closed shapes (docs/template-format.md §6)"),
        rationale: """
            Apple: "Check that all shapes in your design have a defined fill area with start and end \
            points that connect." Renderers close an open fill with a straight line, which is rarely \
            the intended outline, and interpolation and annotation tools treat open and closed \
            contours differently.
            """,
        remedy: .fix,
        repairs: [.closeSubpaths],
        examples: [
            RuleExample(
                "a square without Z", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)).dropLast())"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a square whose last side ends on its start, without Z (fix closes it)", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let s = TemplateFixture.number(TemplateFixture.side(.medium))
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)).dropLast())v-\#(s)"/>"#
                    return f.svg
                }()),
            RuleExample("closed squares", fires: false, svg: TemplateFixture().svg),
        ])

    /// One unclosed filled subpath: where, and how far its end is from its start.
    struct OpenSubpath {
        let variant: Variant
        let shape: GlyphShape
        /// The subpath's place in the shape's path data (0-based).
        let index: Int
        let range: SourceRange
        let gap: Double
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        // One cause, one finding: every subpath that ends where it starts without `Z` is one
        // habit of the drawing tool (corpus 128: 216 of them); a real gap is one finding per
        // subpath of a shape, for all the variants that have it.
        var habit: [OpenSubpath] = []
        var gaps: [[Int]: [OpenSubpath]] = [:]
        var gapOrder: [[Int]] = []
        for glyph in context.template.glyphs.values.sorted(by: { $0.variant < $1.variant }) {
            for (ordinal, shape) in glyph.shapes.enumerated() where shape.isFilled && shape.node.kind == .path {
                for (index, sub) in shape.path.subpaths.enumerated() where !sub.isClosed && !sub.segments.isEmpty {
                    let open = OpenSubpath(
                        variant: glyph.variant, shape: shape, index: index,
                        range: sub.sourceRange ?? context.span(of: shape.node), gap: sub.gapLength)
                    if sub.endsWhereItStartsUnclosed {
                        habit.append(open)
                    } else {
                        if gaps[[ordinal, index]] == nil { gapOrder.append([ordinal, index]) }
                        gaps[[ordinal, index], default: []].append(open)
                    }
                }
            }
        }
        var out: [Diagnostic] = []
        if let first = habit.first {
            let variants = Self.variants(habit)
            let subject =
                habit.count == 1
                ? "a subpath \(VariantList.text(variants, context: context)) is not closed: it ends"
                : "\(habit.count) subpaths \(VariantList.text(variants, context: context)) are not closed: each ends"
            let repair = Self.closing(habit, context: context)
            out.append(
                finding(
                    "\(subject) where it starts but has no `Z`", at: first.range,
                    help: "end each contour with `Z`", notes: Self.notes(habit, context: context), repair: repair,
                    suggestion: .fix(path: context.source.path, repair: repair)))
        }
        for key in gapOrder {
            let group = gaps[key]!
            let widest = group.map(\.gap).max() ?? 0
            let distance = group.count == 1 ? fmt(widest) : "up to \(fmt(widest))"
            out.append(
                finding(
                    "a subpath \(VariantList.text(Self.variants(group), context: context)) is not closed: it ends \(distance) units from its start",
                    at: group[0].range, help: "end the contour with `Z`", notes: Self.notes(group, context: context),
                    repair: .leftAsIs(
                        "the contour ends away from its start: how it should close is the designer's choice")))
        }
        return out
    }

    /// `Z` after each subpath that ends on its start, shape by shape, in a static template: a
    /// `Z` in one source and not the others would stop a variable template's sources from
    /// interpolating. A shape drawn through a `<use>` is left (its data is written elsewhere).
    static func closing(_ habit: [OpenSubpath], context: CheckContext) -> Repair {
        guard !context.derivesVariants else {
            return .leftAsIs("a `Z` in one source and not the others would stop the sources from interpolating")
        }
        var contours: [Int: [Int]] = [:]
        var order: [Int] = []
        for open in habit where open.shape.node.use == nil {
            let node = open.shape.node.index
            if contours[node] == nil { order.append(node) }
            contours[node, default: []].append(open.index)
        }
        return Repair(
            order.map { Repair.Step(node: $0, action: .closeSubpaths(contours[$0]!)) },
            drawnThroughUse: habit.contains { $0.shape.node.use != nil })
    }

    static func variants(_ subpaths: [OpenSubpath]) -> [Variant] {
        var seen = Set<Variant>()
        return subpaths.map(\.variant).filter { seen.insert($0).inserted }
    }

    static func notes(_ subpaths: [OpenSubpath], context: CheckContext) -> [Diagnostic.Note] {
        let others = VariantList.othersNote(variants(subpaths), context: context).map { [$0] } ?? []
        return others + context.useNotes(for: subpaths[0].shape.node)
    }
}

extension Subpath {
    /// How far the subpath's end is from its start, in its own units.
    package var gapLength: Double {
        let gap = end - start
        return (gap.x * gap.x + gap.y * gap.y).squareRoot()
    }

    /// Ends on its start point without `Z`: a habit of some drawing tools that changes no
    /// outline, which `fix` closes (`open-subpath`).
    package var endsWhereItStartsUnclosed: Bool { !isClosed && !segments.isEmpty && gapLength < 1e-6 }
}
