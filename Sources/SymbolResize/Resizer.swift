import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolModel

/// The result of resizing one file: the plan, the edits and the rewritten bytes, with the
/// measurements of the input and of the output (both against the same target).
public struct ResizeOutcome: Sendable {
    package let plan: ResizePlan
    package let edits: [SourceEdit]
    public let output: [UInt8]
    package let before: [Variant: GlyphMeasurement]
    package let after: [Variant: GlyphMeasurement]
    /// `output`, read back once: `after` was measured on it, and `offTarget` checks it.
    package let readBack: ReadBack
    /// The target it was resized to.
    package let target: SizeTarget
    /// What became of the stems: kept by offsetting the outlines back, or scaled with the glyph.
    package private(set) var stems: StemOutcome = .scaledAlong(reason: nil)

    /// This outcome with the stems kept: `output` is the file grown past the plan's factors with
    /// its outlines offset back (`StemPlan`), `after` its measurements; `plan` stays the size
    /// model's, whose factors the glyphs' judged sides changed by.
    package func keepingStems(
        output: [UInt8], after: [Variant: GlyphMeasurement], readBack: ReadBack, offsets: [Variant: Double]
    ) -> ResizeOutcome {
        var kept = ResizeOutcome(
            plan: plan, edits: edits, output: output, before: before, after: after, readBack: readBack, target: target)
        kept.stems = .kept(offsets: offsets)
        return kept
    }

    /// This outcome, plainly scaled, because the stems could not be kept (`reason`).
    package func scalingStems(because reason: String) -> ResizeOutcome {
        var scaled = self
        scaled.stems = .scaledAlong(reason: reason)
        return scaled
    }
}

/// What `resize` did about stem weight (docs/sizing.md, `resize`).
package enum StemOutcome: Sendable, Hashable {
    /// Every resized variant's outline was offset back by the distance named (template units per
    /// side: negative thins a grown glyph, positive thickens a shrunk one).
    case kept(offsets: [Variant: Double])
    /// Stems scale with the glyph: chosen (`--scale-weight`, reason nil), or the fallback when
    /// keeping them could not be done (the reason says why).
    case scaledAlong(reason: String?)
}

/// `symbolcheck resize` as a library: scales every drawn variant so that each scale row's
/// Regular glyph meets its target, by rewriting numbers in the source text. No transform is
/// added; every byte outside the glyph groups and their margin guides stays as it was.
public enum Resizer {
    /// Resizes the bytes of one template to `configuration.sizeTarget`, stems scaled with the
    /// glyph (`resize --scale-weight`: keeping stems needs GEOS's `InkOffsetting`, in
    /// `symbolcheck-render`).
    /// The library's entry point (docs/library.md); `output` holds the rewritten bytes.
    public static func resize(path: String, bytes: [UInt8], configuration: CheckConfiguration)
        throws(RewriteRefusal) -> ResizeOutcome
    {
        try resize(SourceFile(path: path, bytes: bytes), configuration: configuration)
    }

    /// Reads, plans, rewrites and re-measures. Throws when the file cannot be read as a
    /// template, has no row to resize, or holds something that cannot be rewritten exactly.
    ///
    /// `stemKeeper`: keeps the stem weight after scaling (nil: stems scale with the glyph).
    package static func resize(
        _ source: SourceFile, configuration: CheckConfiguration, stemKeeper: StemKeeping? = nil
    ) throws(RewriteRefusal) -> ResizeOutcome {
        let deadline = Deadline(after: configuration.timeLimit)
        func checkTime(_ stage: String) throws(RewriteRefusal) {
            guard deadline.hasPassed else { return }
            throw RewriteRefusal(
                "resizing took longer than the time limit of \(configuration.timeLimit) (stopped \(stage)); nothing was written",
                suggestion: .raiseLimit(.timeLimit))
        }
        let (template, before) = try measure(source, configuration: configuration)
        try checkTime("after measuring")
        let plan = ResizePlan(template: template, measurements: before)
        guard !plan.rows.isEmpty else {
            let reasons = plan.skippedRows.map { "\($0.scale.rawValue): \($0.reason)" }.joined(separator: "; ")
            throw RewriteRefusal(
                "nothing to resize: no scale row has a measurable Regular glyph (\(reasons))",
                suggestion: .check(path: source.path, toSee: "what is missing"))
        }
        func scaled(by plan: ResizePlan) throws(RewriteRefusal) -> ResizeOutcome {
            let edits = try edits(for: template, plan: plan)
            try checkTime("after rewriting")
            let output = try SourceEdit.apply(edits, to: source.bytes)
            let readBack = ReadBack(output, path: source.path, limits: configuration.limits)
            let after: [Variant: GlyphMeasurement]
            do {
                after = try measure(readBack, configuration: configuration).1
            } catch {
                throw RewriteRefusal(
                    "the rewritten file no longer reads as a template (\(error.message)); nothing was written")
            }
            try checkTime("after measuring the result")
            return ResizeOutcome(
                plan: plan, edits: edits, output: output, before: before, after: after, readBack: readBack,
                target: configuration.sizeTarget)
        }
        let plain = try scaled(by: plan)
        guard let stemKeeper, !plain.edits.isEmpty else { return plain }
        let stems: StemPlan
        switch StemPlan.make(plan: plan, before: before) {
        case .success(let made): stems = made
        case .failure(let fallback): return plain.scalingStems(because: fallback.reason)
        }
        // Grown past the plan's factors, then offset back: the judged side lands where the
        // factor puts it, with the stem as drawn.
        func kept(_ stems: StemPlan) throws(RewriteRefusal) -> Result<
            (output: [UInt8], after: [Variant: GlyphMeasurement], readBack: ReadBack), StemKeepingFallback
        > {
            let grown = try scaled(by: stems.grownPlan)
            let offset = stemKeeper.offset(
                SourceFile(path: source.path, bytes: grown.output), by: stems.offsets, configuration: configuration)
            try checkTime("after keeping the stems")
            switch offset {
            case .failure(let fallback): return .failure(fallback)
            case .success(let output):
                let readBack = ReadBack(output, path: source.path, limits: configuration.limits)
                do {
                    return .success((output, try measure(readBack, configuration: configuration).1, readBack))
                } catch {
                    return .failure(
                        StemKeepingFallback("the offset file no longer reads as a template: \(error.message)"))
                }
            }
        }
        var used = stems
        var result: (output: [UInt8], after: [Variant: GlyphMeasurement], readBack: ReadBack)
        switch try kept(stems) {
        case .success(let first): result = first
        case .failure(let fallback): return plain.scalingStems(because: fallback.reason)
        }
        // One secant step on the distance. Should its offset fail, the first result stands if
        // its stems are kept; if they are not, the corrected offset's failure is the reason.
        var correctionFailed: StemKeepingFallback?
        if let corrected = stems.corrected(before: before, plain: plain.after, offset: result.after) {
            switch try kept(corrected) {
            case .success(let second):
                result = second
                used = corrected
            case .failure(let fallback): correctionFailed = fallback
            }
        }
        if let unkept = used.unkeptStem(before: before, after: result.after) {
            return plain.scalingStems(because: correctionFailed?.reason ?? unkept)
        }
        return plain.keepingStems(
            output: result.output, after: result.after, readBack: result.readBack,
            offsets: used.offsets.mapValues(\.distance))
    }

    /// The edits that carry out `plan`: every shape of every planned variant scaled about the
    /// centre of that variant's ink, and its margin guides moved about the same centre in x.
    package static func edits(for template: SymbolTemplate, plan: ResizePlan) throws(RewriteRefusal) -> [SourceEdit] {
        let tree = template.tree
        var edits: [SourceEdit] = []
        var shapeMaps = SharedGeometryMaps()
        for row in plan.rows where !row.isWithinTolerance {
            for variant in row.variants {
                guard let glyph = template.glyph(variant),
                    let center = glyph.inkBounds?.center ?? glyph.geometryBounds?.center
                else { continue }
                if let other = glyph.otherElements.first(where: \.kind.drawsWithoutBeingAShape) {
                    throw RewriteRefusal(
                        "\(variant.id) contains a <\(tree.element(of: other).name)>, which resize cannot scale by rewriting numbers",
                        at: other.offset, help: "convert it to outlined paths first")
                }
                for shape in glyph.shapes {
                    try refuseUnreadable(shape.node, in: template)
                    guard let map = LocalScaling.uniform(factor: row.factor, about: center, ctm: shape.node.ctm) else {
                        throw RewriteRefusal(
                            "a shape in \(variant.id) has a transform that flattens it (not invertible)",
                            at: shape.node.offset)
                    }
                    try shapeMaps.add(map, for: shape.node, in: variant, tree: tree)
                }
                for guide in marginGuides(of: variant, in: template) where guide.node.kind.isShape {
                    try refuseUnreadable(guide.node, in: template)
                    guard let map = LocalScaling.horizontal(factor: row.factor, aboutX: center.x, ctm: guide.node.ctm)
                    else {
                        throw RewriteRefusal(
                            "the margin guide `\(guide.node.id ?? "")` has a transform that flattens it",
                            at: guide.node.offset)
                    }
                    edits += try ShapeRewriter.edits(
                        for: guide.node, in: tree, map: map,
                        decimals: SVGWriteOptions.sourceEdit.enlarged(by: guide.node.ctm).decimals)
                }
            }
        }
        try shapeMaps.refuseUnscaledOccurrences(in: tree)
        for planned in shapeMaps.planned {
            edits += try ShapeRewriter.edits(
                for: planned.node, in: tree, map: planned.map,
                decimals: SVGWriteOptions.sourceEdit.enlarged(by: planned.node.ctm).decimals
            )
        }
        return edits
    }

    /// The variant's own margin pair, and for Regular-M the legacy `left-margin`/`right-margin`
    /// pair that actool pairs with it.
    static func marginGuides(of variant: Variant, in template: SymbolTemplate) -> [MarginGuide] {
        var pairs = [template.margins[variant]]
        if variant == .regularM { pairs.append(template.legacyMargins) }
        return pairs.compactMap { $0 }.flatMap { [$0.left, $0.right].compactMap { $0 } }
    }

    /// A shape whose numbers the reader could not read is not rewritten half-way.
    static func refuseUnreadable(_ node: SVGNode, in template: SymbolTemplate) throws(RewriteRefusal) {
        if let issue = template.tree.issues.first(where: {
            $0.element == node.element && ($0.kind == .invalidPathData || $0.kind == .invalidLength)
        }) {
            throw RewriteRefusal(
                "cannot rewrite a shape with an unreadable value: \(issue.message)", at: issue.range.start,
                help: "correct the value, then resize again",
                suggestion: .check(path: template.source.path, toSee: "every value it cannot read"))
        }
    }

    /// The template and its measurements, read as `check` reads them.
    package static func measure(_ source: SourceFile, configuration: CheckConfiguration) throws(RewriteRefusal) -> (
        SymbolTemplate, [Variant: GlyphMeasurement]
    ) {
        if let refusal = ForeignFormat.refusal(of: source.bytes) {
            throw RewriteRefusal(refusal)
        }
        return try measure(TemplateFrontEnd.read(source, limits: configuration.limits), of: source, configuration)
    }

    /// The template of bytes already read back, and its measurements.
    static func measure(_ readBack: ReadBack, configuration: CheckConfiguration) throws(RewriteRefusal) -> (
        SymbolTemplate, [Variant: GlyphMeasurement]
    ) {
        try measure(readBack.read, of: readBack.source, configuration)
    }

    static func measure(
        _ read: Result<SymbolTemplate, TemplateFrontEnd.Failure>, of source: SourceFile,
        _ configuration: CheckConfiguration
    ) throws(RewriteRefusal) -> (SymbolTemplate, [Variant: GlyphMeasurement]) {
        let template: SymbolTemplate
        switch read {
        case .success(let read): template = read
        case .failure(let failure):
            // An offset into a decoded (non-UTF-8) file would not point into the input's bytes.
            let offset = failure.source.bytes == source.bytes ? failure.range.start : nil
            let message = failure.kind == .notSVG ? failure.message : "the file cannot be read: \(failure.message)"
            throw RewriteRefusal(
                message, at: offset, help: failure.help,
                suggestion: failure.exceededLimit.map(SuggestedAction.raiseLimit))
        }
        try RewriteRefusal.refuseUnlessUTF8(template.tree.document, command: "resize")
        // A plain icon is said to be one, with the `make` command that turns it into a template.
        if let plainIcon = NotATemplateRule().diagnostic(for: template) {
            throw RewriteRefusal(plainIcon)
        }
        let measurements = Measurer.measure(
            template, target: configuration.sizeTarget, reference: configuration.reference,
            interpolation: InterpolationCompatibility.analyse(template))
        return (template, measurements)
    }
}

extension ResizeOutcome {
    /// The findings of the rules `resize` promises (`RuleDescription.promisedBy`: the size target,
    /// the tile) that the result, written as `path`, still has, each an error whatever the
    /// profile or the settings say; checked on its one read. A check the time limit stopped
    /// cannot confirm the size: its refusal is returned too.
    package func offTarget(writtenAs path: String, configuration: CheckConfiguration) -> [Diagnostic] {
        let checked = readBack.renamed(path).checkPromise(of: .resize, under: configuration)
        let promised = Set(RuleRegistry.rules(promisedBy: .resize))
        return checked.diagnostics.filter { promised.contains($0.ruleID) || checked.isRefused }
    }
}

extension SVGElementKind {
    /// Elements that put ink down without being a shape whose numbers resize can rewrite.
    var drawsWithoutBeingAShape: Bool {
        switch self {
        case .text, .tspan, .image, .foreignObject: return true
        default: return false
        }
    }
}
