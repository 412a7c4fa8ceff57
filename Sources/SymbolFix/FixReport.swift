import SVGModel

/// The text `fix` prints for one file: what changed in each variant, at its location.
public enum FixReport {
    /// `written` is the path the result goes to (nil for a dry run): a written-out template's
    /// repairs are located there, where the derived variants exist, not in the source.
    public static func text(_ outcome: FixOutcome, source: SourceFile, written: String?) -> String {
        guard outcome.changedAnything else { return "\(source.path): nothing to fix\n" }
        var out = ""
        var located = source
        var place = "in the written file"
        if let writeOut = outcome.staticWriteOut {
            located = SourceFile(path: written ?? source.path, bytes: outcome.output)
            if written == nil { place = "in the file fix would write (dry run; lines of \(source.path) after the fix)" }
            let variants = writeOut.variants
            let range =
                variants.count > 1
                ? "\(variants[0].id) … \(variants[variants.count - 1].id)" : variants.map(\.id).joined()
            out +=
                "\(source.path): variable template written out statically: the \(variants.count) variants actool derives (\(range)) are drawn in the file, derived from the original Ultralight-S, Regular-S and Black-S, because \(writeOut.reason); locations below are \(place)\n"
            out += "\(source.path): \(writeOut.placement)\n"
        }
        for repair in outcome.repairs {
            for shape in repair.shapes {
                out +=
                    "\(located.path):\(located.location(of: shape.offset)): \(repair.variant.id): \(shape.element): \(shape.changes.joined(separator: ", "))\n"
            }
        }
        return out
    }
}
