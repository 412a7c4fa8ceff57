import SVGModel
import SymbolCheck
import SymbolEdit

/// The text `fix` prints for one file: what changed in each variant, at its location.
package enum FixReport {
    /// `written` is the path the result goes to (`-` for standard output; nil for a dry run).
    /// Whenever a result is written, every location is in it, under its name: lines of the file
    /// written, whether shapes were repaired in place (a rewritten multi-line `d` moves the lines
    /// after it) or the variants written out. A dry run locates in-place repairs in the source
    /// as it is, and written-out variants, which exist only in the result, in the file fix would
    /// write.
    package static func text(_ outcome: FixOutcome, source: SourceFile, written: String?) -> String {
        guard outcome.changedAnything else { return "\(source.path): nothing to fix\n" }
        var out = ""
        var located = written.map { SourceFile(path: $0, bytes: outcome.output) } ?? source
        if let writeOut = outcome.staticWriteOut {
            var place = "in the written file"
            if written == nil {
                located = SourceFile(path: source.path, bytes: outcome.output)
                place = "in the file fix would write (dry run; lines of \(source.path) after the fix)"
            }
            let variants = writeOut.variants
            let range =
                variants.count > 1
                ? "\(variants[0].id) … \(variants[variants.count - 1].id)" : variants.map(\.id).joined()
            out +=
                "\(source.path): variable template written out statically: the \(variants.count) variants actool derives (\(range)) are drawn in the file, derived from the original Ultralight-S, Regular-S and Black-S, because \(writeOut.reason); locations below are \(place)\n"
            out += "\(source.path): \(writeOut.placement)\n"
        }
        if let change = outcome.templateVersionChange {
            out += TemplateVersionChange.reportLines(change, outcome: outcome, source: source, located: located)
        }
        for repair in outcome.repairs {
            for shape in repair.shapes {
                // A written-out template's repairs are offsets in the output already.
                let offset =
                    outcome.staticWriteOut == nil && written != nil
                    ? SourceEdit.offset(shape.offset, after: outcome.edits) : shape.offset
                out +=
                    "\(located.path):\(located.location(of: offset)): \(repair.variant.id): \(shape.element): \(shape.changes.joined(separator: ", "))\n"
            }
        }
        return out
    }
}
