import SVGModel
import SymbolCheck

/// What `fix` did to one variant's glyph.
public struct VariantRepair: Sendable, Hashable {
    public let variant: Variant
    /// Per repaired shape: a description (`<path>` at line:column) and what was done.
    public let shapes: [RepairedShape]
}

public struct RepairedShape: Sendable, Hashable {
    public let offset: Int
    public let element: String
    public let changes: [String]
}

/// The result of fixing one file: the edits, the rewritten bytes and what changed per variant.
public struct FixOutcome: Sendable {
    public let repairs: [VariantRepair]
    public let edits: [SourceEdit]
    public let output: [UInt8]
    /// Findings of the fill-rule and stroke rules the written result still has (empty when
    /// the fix did its job).
    public let remaining: [Diagnostic]
    public var changedAnything: Bool { !edits.isEmpty }
}

/// `symbolcheck fix` as a library: rewrites only the glyph shapes that need it so that the
/// fill-rule and stroke rules pass, through SymbolGeometry (the layer `make` uses), leaving every
/// other byte as it was.
public enum Fixer {
    /// The rules `fix` exists to satisfy.
    public static let ruleIDs = [NonzeroFillRule().id, EvenoddFragileRule().id, StrokeRule().id]

    public static func fix(_ source: SourceFile, configuration: CheckConfiguration) throws(FixError) -> FixOutcome {
        let config = Self.configuration(configuration)
        let result = Checker.check(source, configuration: config)
        guard let template = result.template else {
            throw FixError(
                "the file does not read as a symbol template",
                help: "run `symbolcheck check \(source.path)` to see why")
        }
        let context = CheckContext(template: template, configuration: config)
        let dependent = context.fillRuleDependentShapes
        var repairs: [VariantRepair] = []
        var edits: [SourceEdit] = []
        for glyph in template.glyphs.values.sorted(by: { $0.variant < $1.variant }) where glyph.isGroup {
            var shapes: [RepairedShape] = []
            let merges = dependent[glyph.variant] ?? []
            for shape in glyph.shapes {
                guard
                    let repair = try ShapeRepair.repair(
                        shape, mergesFill: merges.contains(shape.node.index), in: template.tree)
                else { continue }
                edits += repair.edits
                shapes.append(
                    RepairedShape(
                        offset: shape.node.offset, element: context.describe(shape.node),
                        changes: repair.changes.map(\.rawValue)))
            }
            if !shapes.isEmpty { repairs.append(VariantRepair(variant: glyph.variant, shapes: shapes)) }
        }
        let output: [UInt8]
        do {
            output = try SourceEdit.apply(edits, to: source.bytes)
        } catch {
            throw FixError(error.message, at: error.offset)
        }
        if !edits.isEmpty, context.derivesVariants { try keepsInterpolating(output: output, path: source.path) }
        let after = Checker.check(SourceFile(path: source.path, bytes: output), configuration: config)
        let remaining = after.diagnostics.filter { ruleIDs.contains($0.ruleID) }
        return FixOutcome(repairs: repairs, edits: edits, output: output, remaining: remaining)
    }

    /// The fill-rule and stroke rules on, whatever the profile says: fixing exists to satisfy them.
    static func configuration(_ configuration: CheckConfiguration) -> CheckConfiguration {
        var config = configuration
        for id in ruleIDs { config.severityOverrides[id] = .some(.error) }
        return config
    }

    /// A variable template draws its other 24 variants by interpolating the three sources; a
    /// repair that leaves them with different path structures would silently drop those.
    static func keepsInterpolating(output: [UInt8], path: String) throws(FixError) {
        guard let doc = try? XMLReader.read(SourceFile(path: path, bytes: output)) else {
            throw FixError("the rewritten file no longer reads as XML; nothing was written")
        }
        let after = TemplateReader.read(
            SVGTreeBuilder.build(doc, ignoredClassPrefixes: TemplateReader.previewClassPrefixes))
        guard InterpolationCompatibility.analyse(after).isCompatible else {
            throw FixError(
                "the repaired Ultralight-S, Regular-S and Black-S no longer have the same path structure, so the 24 variants a variable template derives from them would draw nothing; nothing was written",
                help:
                    "merge the contours by hand in all three sources with the same number of points, or write all 27 variants out (a static template) and run `symbolcheck fix` on that"
            )
        }
    }
}
