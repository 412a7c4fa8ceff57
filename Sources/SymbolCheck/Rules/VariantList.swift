import Support
import SymbolModel

/// How one finding names the variants that share its cause, as the grouped fill-rule findings
/// first did (`FillRuleCause`): the first in the message, the others in a note.
enum VariantList {
    /// "in Regular-M", "in all 27 variants (first Ultralight-S)", "in Regular-S and 2 more variants".
    static func text(_ variants: [Variant], context: CheckContext) -> String {
        guard let first = variants.first?.id else { return "" }
        if variants.count == 1 { return "in \(first)" }
        if variants.count == glyphCount(context) { return "in all \(variants.count) variants (first \(first))" }
        return "in \(first) and \(counted(variants.count - 1, "more variant"))"
    }

    /// The note naming the other variants: "the same in every other variant", "the same in
    /// Regular-M, Regular-L"; nil for one variant.
    static func othersNote(_ variants: [Variant], what: String = "the same", context: CheckContext)
        -> Diagnostic.Note?
    {
        guard variants.count > 1 else { return nil }
        if variants.count == glyphCount(context) { return Diagnostic.Note("\(what) in every other variant") }
        return Diagnostic.Note("\(what) in \(variants.dropFirst().map(\.id).joined(separator: ", "))")
    }

    /// The glyph groups of the file: what "all" counts.
    static func glyphCount(_ context: CheckContext) -> Int {
        context.template.glyphs.values.filter(\.isGroup).count
    }
}
