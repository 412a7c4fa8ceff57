import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolGeometry
import SymbolModel

/// What `fix` does with a glyph that draws nothing (`blank-glyph`) whose strokes are too thin
/// to show once outlined: the user says which repair the wireframe stands for.
package enum WireframeRepair: String, Sendable, CaseIterable {
    /// Fill the closed contours with the strokes' paint and drop the strokes.
    case fill
    /// Outline the strokes at a width that shows (`StrokeVisibility.visibleOutlineWidth`).
    case outline
}

/// The wireframe repair the user chose, and how they asked for it (`--wireframe fill`), which
/// what `fix` prints about the shapes names: the commands module spells it.
package struct WireframeChoice: Sendable {
    package let repair: WireframeRepair
    package let askedAs: String

    package init(_ repair: WireframeRepair, askedAs: String) {
        self.repair = repair
        self.askedAs = askedAs
    }
}

/// What `fix` did to one variant's glyph.
package struct VariantRepair: Sendable, Hashable {
    package let variant: Variant
    /// Per repaired shape: a description (`<path>` at line:column) and what was done.
    package let shapes: [RepairedShape]
}

package struct RepairedShape: Sendable, Hashable {
    package let offset: Int
    package let element: String
    package let changes: [String]
}

/// The result of fixing one file: the edits, the rewritten bytes and what changed per variant.
package struct FixOutcome: Sendable {
    package let repairs: [VariantRepair]
    /// Replacements in the input bytes that give `output`.
    package let edits: [SourceEdit]
    package let output: [UInt8]
    /// `output`, read back once: every later check of the result asks it (`remaining`,
    /// `Fixer.remainingErrors`, `fix --template-version`'s promise).
    package internal(set) var readBack: ReadBack
    /// Findings of the fill-rule and stroke rules the written result still has (empty when
    /// the fix did its job).
    package let remaining: [Diagnostic]
    /// Set when a variable template was written out statically. The repairs' offsets are then
    /// offsets in `output`, where the derived variants they name exist; otherwise in the input.
    package let staticWriteOut: StaticWriteOut?
    /// Set by `fix --template-version`: the template taken down to an older version first.
    /// Offsets are then in the input, as for every other repair.
    package var templateVersionChange: TemplateVersionChange? = nil
    package var changedAnything: Bool { !edits.isEmpty }
}

/// `symbolcheck fix` as a library: rewrites only the glyph shapes that need it so that the
/// fill-rule and stroke rules pass, through SymbolGeometry (the layer `make` uses), leaving every
/// other byte as it was. A variable template whose repaired sources would no longer interpolate
/// is refused (its sources are what the designer draws; a static file of 27 glyphs is not), or,
/// when the caller asks (`writingStatically`, `fix --static`), written out statically first
/// (`StaticWriteOut`): the only bytes it adds are the derived glyph groups and their margin guides.
package enum Fixer {
    /// The rules `fix` exists to satisfy, whose findings left in a fixed file are errors to it
    /// whatever the settings: those that state it (`RuleDescription.promisedBy`).
    package static var ruleIDs: [String] { RuleRegistry.rules(promisedBy: .fix) }

    /// The rules whose findings' repairs `fix` applies, made whether or not the profile reports
    /// them: every rule of the registry that names the repairs its findings carry
    /// (`RuleDescription.repairs`; among them those above, `open-subpath`'s `Z`s, the clips and masks
    /// `clip-cuts-nothing` takes off and `unsupported-element` applies, and the layer classes
    /// `missing-layer-classes` adds).
    static var repairedRuleIDs: [String] { RuleRegistry.repairedRules }

    /// Why a variable template is written out statically rather than repaired in place.
    static let writeOutReason =
        "the repaired sources no longer share one path structure, so actool could not derive the other variants from them"

    /// `wireframe`: how to repair glyphs that draw nothing (`blank-glyph`); without it, such
    /// glyphs whose strokes are too thin to show once outlined are refused.
    /// `writingStatically`: a variable template whose repaired sources would no longer
    /// interpolate may be written out statically (`fix --static`); without it such a file is
    /// refused with the reason, nothing written.
    package static func fix(
        _ source: SourceFile, configuration: CheckConfiguration, wireframe: WireframeChoice? = nil,
        writingStatically: Bool = false
    ) throws(RewriteRefusal) -> FixOutcome {
        let config = Self.configuration(configuration)
        let budget = GeometryBudget(limits: configuration.geometryLimits, timeLimit: configuration.timeLimit)
        return try fix(
            source, config, wireframe: wireframe, writingStatically: writingStatically, budget: budget, inlining: true)
    }

    /// `inlining`: whether `<use>`s may be replaced by what they draw (false once they were).
    static func fix(
        _ source: SourceFile, _ config: CheckConfiguration, wireframe: WireframeChoice?, writingStatically: Bool,
        budget: GeometryBudget, inlining: Bool
    ) throws(RewriteRefusal) -> FixOutcome {
        let (template, plan) = try read(source, config)
        let pass = try repairs(template, plan, wireframe: wireframe, budget: budget)
        if !pass.inline.isEmpty {
            guard inlining else { throw UseInlining.leftOver(pass.inline) }
            return try inline(
                pass.inline, source: source, config, wireframe: wireframe, writingStatically: writingStatically,
                budget: budget)
        }
        var output = try apply(pass.edits, to: source.bytes)
        // The repaired bytes, read back once (the input's read when nothing changed): whether
        // they interpolate, which guide points the repairs redrew and what is left are asked of it.
        var readBack =
            pass.edits.isEmpty ? ReadBack(template) : ReadBack(output, path: source.path, limits: config.limits)
        if !pass.edits.isEmpty, plan.mayWriteOutStatically, try !interpolates(readBack) {
            try GuidePointKeeping.refuseStaticWriteOut(of: template)
            // Refusals of the write-out itself (sources that cannot be placed or derived) come
            // before the question of asking for it: `--static` would not help those.
            let writeOutPlan = try StaticWriteOut.plan(template, reason: writeOutReason)
            guard writingStatically else { throw staticWriteOutRefusal(pass, source: source) }
            return try writeOut(writeOutPlan, source: source, config, wireframe: wireframe, budget: budget)
        }
        // Draw guide points leave the paths the repairs redrew (`GuidePointKeeping`); taking them
        // off changes the bytes, which are then read once more.
        let kept = try GuidePointKeeping.review(pass, template: template, readBack: readBack)
        if kept.edits.count != pass.edits.count {
            output = try apply(kept.edits, to: source.bytes)
            readBack = ReadBack(output, path: source.path, limits: config.limits)
        }
        return FixOutcome(
            repairs: kept.repairs, edits: kept.edits, output: output, readBack: readBack,
            remaining: try remaining(readBack, config), staticWriteOut: nil)
    }

    /// The rules whose repairs `fix` applies on, whatever the profile says: fixing exists to
    /// satisfy them. Checked as Control Center draws, the one profile whose findings name
    /// every clip and mask that cuts ink (`--profile xcode` leaves them out: actool compiles them).
    /// Every other rule is off, and no glyph is measured for a report: `fix` acts on its
    /// repaired rules' findings and reports what is left of them (`remaining`), so each check
    /// it runs (the input, a staged file with variants or `<use>`s written out, the output)
    /// runs those rules' analyses alone.
    static func configuration(_ configuration: CheckConfiguration) -> CheckConfiguration {
        var config = configuration.checkingOnly(repairedRuleIDs)
        config.profile = .controlCenter
        return config
    }

    /// The file checked once: its template and the repairs its findings carry.
    static func read(_ source: SourceFile, _ config: CheckConfiguration) throws(RewriteRefusal) -> (
        SymbolTemplate, RepairPlan
    ) {
        let result = Checker.check(source, configuration: config)
        // A PNG, PDF or JPEG, or a plain icon: said as `check` says it, refused (exit 2).
        if let refusal = ForeignFormat.refusal(of: source.bytes)
            ?? result.diagnostics.first(where: { $0.ruleID == NotATemplateRule().id })
        {
            throw RewriteRefusal(refusal)
        }
        guard let template = result.template else {
            throw RewriteRefusal(
                "the file does not read as a symbol template",
                suggestion: .check(path: source.path, toSee: "why"))
        }
        try RewriteRefusal.refuseUnlessUTF8(template.tree.document, command: "fix")
        let repaired = Set(repairedRuleIDs)
        return (template, RepairPlan(result.diagnostics.filter { repaired.contains($0.ruleID) }))
    }

    /// One pass of repairs over a template: what was done per variant, the edits, and the
    /// `<use>`s to replace by what they draw before the shapes they draw can be repaired
    /// (`UseInlining`; the replacements, empty when there are none).
    struct Pass {
        var repairs: [VariantRepair]
        var edits: [SourceEdit]
        var inline: [UseInlining.Replacement]
    }

    /// Every glyph repaired the usual way (`ShapeRepair`), shape by shape; a shape drawn
    /// through a `<use>` as `UseInlining` decides.
    /// `budget`: the file's limits and deadline, shared by every shape repaired.
    static func repairs(
        _ template: SymbolTemplate, _ plan: RepairPlan, wireframe: WireframeChoice?, budget: GeometryBudget
    ) throws(RewriteRefusal) -> Pass {
        if wireframe == nil, let hairline = plan.wireframeHairline, let first = plan.wireframeNodes.first {
            let blank = template.glyphs.values.filter { glyph in
                glyph.shapes.contains { plan.wireframeNodes.contains($0.node.index) }
            }
            let sorted = blank.sorted { $0.variant < $1.variant }
            throw wireframeRefusal(
                sorted, hairline: hairline,
                pointSize: sorted.first.map { StrokeVisibility.pointSize(of: $0.variant, in: template) }
                    ?? ControlCenterSymbolArea.templatePointSize,
                at: template.tree[first].offset)
        }
        let describe = { (node: SVGNode) in CheckContext.describe(node, in: template.tree) }
        var repairs: [VariantRepair] = []
        var edits: [SourceEdit] = []
        var instanced: [UseInlining.InstanceRepair] = []
        var clipsRemoved: Set<ClipDeclaration> = []
        // Clips that cut ink, applied first: the shapes they rewrite need no other repair. Those
        // no outline draws are read too, so that the file is refused with the reader's reason.
        let clipped = try ClipApplication.apply(
            template, plan.clipsToApply.union(plan.clipsRefused), variable: plan.mayWriteOutStatically, budget: budget)
        edits += clipped.edits
        for glyph in template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            var shapes: [RepairedShape] = clipped.repairs[glyph.variant] ?? []
            for removal in ClipRemoval.removals(plan.clipsToRemove, in: glyph, tree: template.tree, done: &clipsRemoved)
            {
                if let edit = removal.edit { edits.append(edit) }
                shapes.append(
                    RepairedShape(
                        offset: removal.node.offset, element: describe(removal.node),
                        changes: [
                            "removed `\(removal.property.rawValue)`, which lets all of the ink it applies to through (clip-cuts-nothing)"
                        ]))
            }
            for shape in glyph.shapes where !clipped.shapes.contains(shape.node.index) {
                let request = plan.shapes[shape.node.index] ?? RepairPlan.ShapeRequest()
                // `missing-layer-classes` names no shape drawn through a `<use>`.
                func withLayerClasses(_ own: [SourceEdit], _ changes: [String]) -> ([SourceEdit], [String]) {
                    guard request.addsLayerClasses else { return (own, changes) }
                    return (
                        LayerClassing.adding(to: shape.node, in: template.tree, with: own),
                        changes + [LayerClassing.change]
                    )
                }
                guard
                    let repair = try ShapeRepair.repair(
                        shape, fillRepair: request.fill, outlinesStroke: request.outlinesStroke,
                        wireframe: request.isWireframe ? wireframe : nil,
                        pointSize: StrokeVisibility.pointSize(of: glyph.variant, in: template),
                        variable: plan.mayWriteOutStatically, budget: budget, in: template.tree)
                else {
                    // `open-subpath` asks for `Z`s only in a static template (`OpenSubpathRule.closing`).
                    var own: [SourceEdit] = []
                    var changes: [String] = []
                    if !request.closes.isEmpty,
                        let closing = SubpathClosing.edits(closing: request.closes, of: shape, in: template.tree)
                    {
                        own = closing
                        changes = [ShapeRepair.Change.closedSubpaths(request.closes).text]
                    }
                    (own, changes) = withLayerClasses(own, changes)
                    if !changes.isEmpty {
                        edits += own
                        shapes.append(
                            RepairedShape(offset: shape.node.offset, element: describe(shape.node), changes: changes))
                    }
                    continue
                }
                if shape.node.use != nil {
                    instanced.append(UseInlining.InstanceRepair(shape: shape, variant: glyph.variant, repair: repair))
                    continue
                }
                let (own, changes) = withLayerClasses(repair.edits, repair.changes.map(\.text))
                edits += own
                shapes.append(RepairedShape(offset: shape.node.offset, element: describe(shape.node), changes: changes))
            }
            if !shapes.isEmpty { repairs.append(VariantRepair(variant: glyph.variant, shapes: shapes)) }
        }
        guard !instanced.isEmpty || !clipped.uses.isEmpty else {
            return Pass(repairs: repairs, edits: edits, inline: [])
        }
        let tree = template.tree
        let (shared, repairedUses) = UseInlining.split(instanced, in: tree)
        let inline = repairedUses.union(clipped.uses)
        if !inline.isEmpty {
            var replacements: [UseInlining.Replacement] = []
            for index in inline.sorted() {
                let use = tree[index]
                guard let glyph = template.glyphs.values.first(where: { tree.isDescendant(index, of: $0.node.index) })
                else { continue }
                replacements.append(try UseInlining.replacement(for: use, in: glyph, tree: tree))
            }
            return Pass(repairs: repairs, edits: edits, inline: replacements)
        }
        // Every place that draws the element needs these very edits: made once, where it is written.
        var made = Set(edits)
        for instance in shared {
            for edit in instance.repair.edits where made.insert(edit).inserted { edits.append(edit) }
            let use = UseInlining.outermostUse(of: instance.shape.node, in: tree) ?? instance.shape.node
            let shape = RepairedShape(
                offset: use.offset, element: describe(instance.shape.node),
                changes: instance.repair.changes.map(\.text) + [UseInlining.sharedChange(instance.shape.node, in: tree)]
            )
            if let k = repairs.firstIndex(where: { $0.variant == instance.variant }) {
                repairs[k] = VariantRepair(
                    variant: instance.variant, shapes: (repairs[k].shapes + [shape]).sorted { $0.offset < $1.offset })
            } else {
                repairs.append(VariantRepair(variant: instance.variant, shapes: [shape]))
            }
        }
        return Pass(repairs: repairs.sorted { $0.variant < $1.variant }, edits: edits, inline: [])
    }

    /// The file with the `<use>`s `replacements` replace written out, fixed, and its edits and
    /// repairs carried back to the input: a repaired shape written in place of a `<use>` is
    /// located at the `<use>` (unless the template was written out statically: then every
    /// location is in the output) and says what replaced the `<use>`.
    static func inline(
        _ replacements: [UseInlining.Replacement], source: SourceFile, _ config: CheckConfiguration,
        wireframe: WireframeChoice?, writingStatically: Bool, budget: GeometryBudget
    ) throws(RewriteRefusal) -> FixOutcome {
        let replacements = replacements.sorted { $0.edit.range.start < $1.edit.range.start }
        let staging = try StagedFile(
            source, staging: replacements.map(\.edit), named: "the file with its <use>s written out",
            stages: "writing the <use>s out and repairing them", refusalsInStagedText: .whereItWasPut)
        let outcome = try staging.run { staged throws(RewriteRefusal) in
            try fix(
                staged, config, wireframe: wireframe, writingStatically: writingStatically, budget: budget,
                inlining: false)
        }
        let edits = try staging.composed(outcome.edits, giving: outcome.output)
        let regions = staging.regions
        guard outcome.staticWriteOut == nil else {
            return FixOutcome(
                repairs: outcome.repairs, edits: edits, output: outcome.output, readBack: outcome.readBack,
                remaining: outcome.remaining, staticWriteOut: outcome.staticWriteOut)
        }
        let repairs = outcome.repairs.map { repair in
            VariantRepair(
                variant: repair.variant,
                shapes: repair.shapes.map { shape in
                    guard let k = regions.region(containing: shape.offset) else {
                        return RepairedShape(
                            offset: regions.inputOffset(shape.offset) ?? shape.offset, element: shape.element,
                            changes: shape.changes)
                    }
                    return RepairedShape(
                        offset: regions.regions[k].at, element: shape.element,
                        changes: [replacements[k].change] + shape.changes)
                })
        }
        return FixOutcome(
            repairs: repairs, edits: edits, output: outcome.output, readBack: outcome.readBack,
            remaining: outcome.remaining, staticWriteOut: nil)
    }

    /// A variable template whose repaired sources would no longer interpolate, without
    /// `writingStatically`: refused at the first shape the repairs change, nothing written. Its
    /// three sources are what the designer edits and what actool derives 24 variants from; a
    /// static file of 27 glyphs is another kind of file, made only when asked.
    static func staticWriteOutRefusal(_ pass: Pass, source: SourceFile) -> RewriteRefusal {
        let first = pass.repairs.flatMap { repair in repair.shapes.map { (repair.variant, $0) } }
            .min { $0.1.offset < $1.1.offset }
        let shape = first.map { " (first \($0.0.id): \($0.1.element))" } ?? ""
        return RewriteRefusal(
            "the repair would leave this variable template's Ultralight-S, Regular-S and Black-S unable to interpolate\(shape): \(writeOutReason); nothing was written",
            at: first?.1.offset,
            help:
                "to keep it variable, redraw the shape alike in all three sources (the same commands in each, none crossing itself or another)",
            suggestion: .fixWritingStatically(path: source.path))
    }

    /// Glyphs that draw nothing, whose strokes outlined as drawn would still show nothing: `fix`
    /// will not call hairline outlines a repair, and asks which repair the wireframe stands for.
    static func wireframeRefusal(_ blank: [Glyph], hairline: Double, pointSize: Double, at offset: Int)
        -> RewriteRefusal
    {
        let variants = blank.map(\.variant.id).joined(separator: ", ")
        return RewriteRefusal(
            "\(variants) \(agreeing(blank.count, "draws", "draw")) nothing once compiled (every shape has `fill: none`), and the strokes are at most \(fmt(hairline)) units wide, \(fmt2(StrokeVisibility.pixels(hairline, pointSize: pointSize))) pixels at @3x: outlined as drawn they would still show nothing; nothing was written",
            at: offset, suggestion: .chooseWireframe)
    }

    static func apply(_ edits: [SourceEdit], to bytes: [UInt8]) throws(RewriteRefusal) -> [UInt8] {
        do {
            return try SourceEdit.apply(edits, to: bytes)
        } catch {
            throw RewriteRefusal(error.message, at: error.offset)
        }
    }

    /// The findings of the rules `fix` promises (`ruleIDs`) the result still has. A result that
    /// does not read back as a template is refused, whatever made it so: the findings alone
    /// would not show it (an `xml-malformed` is not a fill-rule finding), and such a file must
    /// never be written.
    static func remaining(_ readBack: ReadBack, _ config: CheckConfiguration) throws(RewriteRefusal) -> [Diagnostic] {
        let result = readBack.checkPromise(of: .fix, under: config)
        guard result.template != nil else {
            let why = result.diagnostics.first.map { ": \($0.message) [\($0.ruleID)]" } ?? ""
            throw RewriteRefusal(
                "the fixed file would not read back as a symbol template\(why); nothing was written",
                help: "this is a bug in symbolcheck fix; please report it with the file")
        }
        let promised = Set(ruleIDs)
        return result.diagnostics.filter { promised.contains($0.ruleID) }
    }

    /// Whether the three sources of a variable template still interpolate once repaired.
    static func interpolates(_ readBack: ReadBack) throws(RewriteRefusal) -> Bool {
        guard let after = readBack.template else {
            throw RewriteRefusal("the rewritten file no longer reads as a symbol template; nothing was written")
        }
        return InterpolationCompatibility.analyse(after).isCompatible
    }

    /// A variable template whose repaired sources would no longer interpolate: the variants
    /// actool derives are drawn into the file from the original sources, then all 27 glyphs
    /// are repaired. `edits` still describe the output against the input (the insertions,
    /// with the repairs inside them applied, and the repairs elsewhere).
    static func writeOut(
        _ plan: StaticWriteOut, source: SourceFile, _ config: CheckConfiguration, wireframe: WireframeChoice?,
        budget: GeometryBudget
    ) throws(RewriteRefusal) -> FixOutcome {
        let staging = try StagedFile(
            source, staging: plan.insertions, named: "the file with its variants written out",
            stages: "writing the variants out and repairing them", refusalsInStagedText: .nowhere)
        // The written-out file is static, and fixed as any static file; the first pass wrote out
        // every `<use>` it needed, so one left to write out is refused (`UseInlining.leftOver`).
        let outcome = try staging.run { staged throws(RewriteRefusal) in
            try fix(staged, config, wireframe: wireframe, writingStatically: true, budget: budget, inlining: false)
        }
        let edits = try staging.composed(outcome.edits, giving: outcome.output)
        // The repairs' offsets move by what the repairs before them added or removed.
        let repairs = outcome.repairs.map { repair in
            VariantRepair(
                variant: repair.variant,
                shapes: repair.shapes.map { shape in
                    RepairedShape(
                        offset: SourceEdit.offset(shape.offset, after: outcome.edits), element: shape.element,
                        changes: shape.changes)
                })
        }
        return FixOutcome(
            repairs: repairs, edits: edits, output: outcome.output, readBack: outcome.readBack,
            remaining: outcome.remaining, staticWriteOut: plan)
    }
}
