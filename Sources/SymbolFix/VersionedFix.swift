import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel

extension Fixer {
    /// `fix --template-version V`: the template taken down to `templateVersion` first
    /// (`TemplateVersionChange`), then repaired as `fix` repairs any file; the outcome's edits,
    /// repairs and refusals are in the input's offsets, as if one pass had made them. The result
    /// is read again and must pass `template-version` and `annotation-version` under
    /// `templateVersion`, or nothing is written. Without a version it is `fix(_:configuration:wireframe:writingStatically:)`.
    package static func fix(
        _ source: SourceFile, configuration: CheckConfiguration, wireframe: WireframeChoice?,
        templateVersion: TemplateVersion?, writingStatically: Bool = false
    ) throws(RewriteRefusal) -> FixOutcome {
        let fix = { (source: SourceFile) throws(RewriteRefusal) -> FixOutcome in
            try Self.fix(
                source, configuration: configuration, wireframe: wireframe, writingStatically: writingStatically)
        }
        guard let templateVersion else { return try fix(source) }
        let (template, _) = try read(source, Self.configuration(configuration))
        guard let change = try TemplateVersionChange.plan(template, to: templateVersion) else {
            return try fix(source)
        }
        let staging = try StagedFile(
            source, staging: change.edits, named: "the file taken down to \(templateVersion)",
            stages: "taking the file down and repairing it", refusalsInStagedText: .whereItWasPut)
        let outcome = try staging.run { staged throws(RewriteRefusal) in
            try fix(staged)
        }
        let edits = try staging.composed(outcome.edits, giving: outcome.output)
        let regions = staging.regions
        try verify(outcome.readBack, at: templateVersion, configuration)
        // A written-out template's repairs are located in the output already.
        let repairs =
            outcome.staticWriteOut != nil
            ? outcome.repairs
            : outcome.repairs.map { repair in
                VariantRepair(
                    variant: repair.variant,
                    shapes: repair.shapes.map { shape in
                        RepairedShape(
                            offset: regions.inputOffsetOrRegionStart(shape.offset) ?? shape.offset,
                            element: shape.element, changes: shape.changes)
                    })
            }
        var result = FixOutcome(
            repairs: repairs, edits: edits, output: outcome.output, readBack: outcome.readBack,
            remaining: outcome.remaining, staticWriteOut: outcome.staticWriteOut)
        result.templateVersionChange = change
        return result
    }

    /// Refuses a result that an Xcode reading `version` would still reject or partly ignore:
    /// the check `fix --template-version` promises (`RewritingCommand.fixTemplateVersion`), run on
    /// the bytes it would write, read back once.
    static func verify(_ readBack: ReadBack, at version: TemplateVersion, _ configuration: CheckConfiguration)
        throws(RewriteRefusal)
    {
        var config = configuration
        config.maxTemplateVersion = version
        let left = readBack.checkPromise(of: .fixTemplateVersion, under: config).diagnostics
        guard let first = left.first else { return }
        throw RewriteRefusal(
            "taken down to \(version), the file would still fail: \(first.message) [\(first.ruleID)]; nothing was written (a bug in symbolcheck fix)"
        )
    }
}
