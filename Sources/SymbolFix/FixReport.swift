import SVGModel

/// The text `fix` prints for one file: what changed in each variant, at its location.
public enum FixReport {
    public static func text(_ outcome: FixOutcome, source: SourceFile) -> String {
        guard outcome.changedAnything else { return "\(source.path): nothing to fix\n" }
        var out = ""
        // Written out statically, the repairs are located in the output, where the derived
        // variants exist.
        var located = source
        if let writeOut = outcome.staticWriteOut {
            located = SourceFile(path: source.path, bytes: outcome.output)
            let variants = writeOut.variants
            let range =
                variants.count > 1
                ? "\(variants[0].id) … \(variants[variants.count - 1].id)" : variants.map(\.id).joined()
            out +=
                "\(source.path): variable template written out statically: the \(variants.count) variants actool derives (\(range)) are drawn in the file, derived from the original Ultralight-S, Regular-S and Black-S, because \(writeOut.reason); locations below are in the written file\n"
        }
        for repair in outcome.repairs {
            for shape in repair.shapes {
                out +=
                    "\(source.path):\(located.location(of: shape.offset)): \(repair.variant.id): \(shape.element): \(shape.changes.joined(separator: ", "))\n"
            }
        }
        return out
    }
}
