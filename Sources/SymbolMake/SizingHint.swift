import SymbolModel

extension MakeOptions.SizeBy {
    /// Whether an icon made this way stays small where `--size-by ink` would not: sized by its
    /// frame, as its family draws it, a judged row's optical size is below the size model's band
    /// around its target (`GlyphSize.isBelowTargetBand`). Read from the made template's
    /// measurements, so it holds whatever the `glyph-size` rule's settings and wording.
    package func leavesSmall(_ measurements: [Variant: GlyphMeasurement]) -> Bool {
        self == .frame && SizeTarget.judgedRows.contains { measurements[$0]?.size.isBelowTargetBand == true }
    }
}
