import SVGModel

/// The text `fix` prints for one file: what changed in each variant, at its location.
public enum FixReport {
    public static func text(_ outcome: FixOutcome, source: SourceFile) -> String {
        guard outcome.changedAnything else { return "\(source.path): nothing to fix\n" }
        var out = ""
        for repair in outcome.repairs {
            for shape in repair.shapes {
                out +=
                    "\(source.path):\(source.location(of: shape.offset)): \(repair.variant.id): \(shape.element): \(shape.changes.joined(separator: ", "))\n"
            }
        }
        return out
    }
}
