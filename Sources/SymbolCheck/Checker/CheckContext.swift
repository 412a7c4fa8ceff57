import SVGModel
import Support
import SymbolModel

/// What every rule sees: the template, its measurements and shared analyses, computed once.
package struct CheckContext: Sendable {
    package let template: SymbolTemplate
    package let configuration: CheckConfiguration
    package let interpolation: InterpolationCompatibility
    package let measurements: [Variant: GlyphMeasurement]
    /// Shapes whose coverage differs between fill rules, sampled once for both fill-rule rules.
    let fillRuleFindings: [FillRuleFinding]
    /// How flattening changes each glyph that has a cause, analysed once for the rules whose
    /// findings it explains (a glyph without a cause looks the same flattened and is absent).
    package let flattening: [Variant: FlatteningChange]
    /// Whether the time limit passed while the analyses ran (then they are incomplete).
    package let ranOutOfTime: Bool

    /// A variable template: its three sources interpolate and some variants are left to be
    /// derived from them, so a repair must keep the sources' path structure alike.
    package var derivesVariants: Bool {
        interpolation.isCompatible && Variant.all.contains { template.glyphs[$0] == nil }
    }

    package var tree: SVGTree { template.tree }
    package var source: SourceFile { template.source }
    package var profile: Profile { configuration.profile }

    /// Runs the analyses the enabled rules need, each once, stopping early when `deadline` passes.
    package init(template: SymbolTemplate, configuration: CheckConfiguration, deadline: Deadline = .never) {
        self.template = template
        self.configuration = configuration
        let interpolation = InterpolationCompatibility.analyse(template)
        self.interpolation = interpolation
        // Each analysis runs once, when a rule that is on reads it (`RuleDescription.analyses`).
        let needed = RuleRegistry.analyses(neededUnder: configuration)
        self.measurements =
            configuration.keepsMeasurements || needed.contains(.measurements)
            ? Measurer.measure(
                template, target: configuration.sizeTarget,
                reference: configuration.reference, interpolation: interpolation) : [:]
        self.fillRuleFindings =
            needed.contains(.fillRuleSampling)
            ? FillRuleAnalysis.findings(
                template, acrossThreads: configuration.sharesGlyphWorkAcrossThreads, deadline: deadline) : []
        self.flattening =
            needed.contains(.flattening)
            ? FlatteningAnalysis.changes(
                of: template.glyphs.values.sorted(by: { $0.variant < $1.variant }), deadline: deadline) : [:]
        self.ranOutOfTime = deadline.hasPassed
    }

    /// Notes saying what flattening does to `variant`, for the findings that cause it.
    package func flatteningNotes(_ variant: Variant) -> [Diagnostic.Note] {
        (flattening[variant]?.notes ?? []).map { Diagnostic.Note($0) }
    }

    /// The notes of a finding about the shapes one style declaration reaches, across variants
    /// (`opacity`, `fake-hole`): where the value was set, the first shape, what flattening does
    /// to its glyph, the other variants and the `<use>` that draws it.
    func declarationNotes(
        _ value: StyleValue, property: String, firstShape: SVGNode, variant: Variant, shapeCount: Int,
        variants: [Variant]
    ) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        if let origin = originNote(value, property: property) { notes.append(Diagnostic.Note(origin.message)) }
        notes.append(
            Diagnostic.Note(
                shapeCount == 1 ? "the shape is here" : "the first shape is here", at: span(of: firstShape)))
        notes += flatteningNotes(variant)
        if let others = VariantList.othersNote(variants, context: self) { notes.append(others) }
        return notes + useNotes(for: firstShape)
    }

    /// The span a finding about `node` underlines (see `DiagnosticSpans`).
    package func span(of node: SVGNode) -> SourceRange { tree.span(of: node) }

    /// Where a style value was set, else the element it applies to: what a finding about the
    /// value underlines.
    package func span(of value: StyleValue, on node: SVGNode) -> SourceRange {
        value.origin.range ?? span(of: node)
    }

    /// A short human description of an element for messages: `<path>` in Regular-M.
    package func describe(_ node: SVGNode) -> String { Self.describe(node, in: tree) }

    /// `describe(_:)` for a tree without a context (`fix` names the shapes it repaired so).
    package static func describe(_ node: SVGNode, in tree: SVGTree) -> String {
        let name = tree.element(of: node).name
        if let id = node.id { return "<\(name) id=\"\(id)\">" }
        return "<\(name)>"
    }

    /// For a shape a `<use>` draws: a note at that `<use>`, since the finding points at the
    /// element it copies, which may be written far from the glyph (in `<defs>`).
    package func useNotes(for node: SVGNode) -> [Diagnostic.Note] {
        guard let use = node.use else { return [] }
        return [Diagnostic.Note("drawn here by a <use>", at: span(of: tree[use]))]
    }

    /// Where a style value was set, for notes: "set by `.st0` at 5:3", placed at the declaration.
    /// A finding that already underlines the declaration (`span(of:on:)`) keeps only the message,
    /// so the same place is not shown twice.
    package func originNote(_ value: StyleValue, property: String) -> Diagnostic.Note? {
        switch value.origin {
        case .initial: return nil
        case .presentationAttribute(let o):
            return Diagnostic.Note("`\(property)` set by an attribute\(inheritedText(value))", at: o)
        case .inlineStyle(let o):
            return Diagnostic.Note("`\(property)` set in a style attribute\(inheritedText(value))", at: o)
        case .styleSheet(let o, let selector):
            return Diagnostic.Note("`\(property)` set by the style rule `\(selector)`\(inheritedText(value))", at: o)
        }
    }

    private func inheritedText(_ value: StyleValue) -> String {
        guard let from = value.inheritedFrom else { return "" }
        return " and inherited from \(describe(tree[from]))"
    }
}
