import SVGModel

/// How precise each kind of written template output is: the one place the commands' decimals
/// are chosen, each with its reason. Numbers are in the units of the element they are written
/// in (a glyph's local system is template units: 1 unit is 1/100 of a point at the template's
/// 100 pt, docs/template-format.md §1).
extension SVGWriteOptions {
    /// Numbers rewritten in an existing file (`resize`, `fix`'s contours written backwards, a
    /// derived variant's opacity): 6 decimals keep a re-measured ratio within about 1e-8 of
    /// the aim, far inside the 4 decimals `check` reports. `resize` enlarges them under a
    /// scaling CTM (`enlarged(by:)`).
    package static let sourceEdit = SVGWriteOptions(decimals: 6)
    /// `fix`'s merged outlines: a polygon flattened to within 0.005 units gains nothing from
    /// more than 3 decimals, and relative steps keep the file small.
    package static let repairedOutline = SVGWriteOptions(decimals: 3, numberStyle: .compactRelative)
    /// `fix`'s outlines in the sources of a variable template: absolute, so that the three
    /// sources, repaired alike, are written with the same commands (a compact style picks `H`,
    /// `V` or an omitted letter by each source's numbers).
    package static let repairedVariableOutline = SVGWriteOptions(decimals: repairedOutline.decimals)
    /// `resize`'s outlines offset back to keep the stem, point for point (`PathOffset`): absolute,
    /// so the sources of a variable template are written with the same commands, at the
    /// precision of `fix`'s repairs.
    package static let keptStemOutline = SVGWriteOptions(decimals: repairedOutline.decimals)
    /// The variants `fix` writes out of a variable template, at the precision of its repairs.
    package static let derivedVariant = SVGWriteOptions(decimals: repairedOutline.decimals)
    /// `make`'s glyph outlines: 2 decimals are 1/10,000 of a point at 100 pt, below what any
    /// size draws, and keep a made template small.
    package static let madeOutline = SVGWriteOptions(decimals: 2, numberStyle: .compactRelative)
    /// `make`'s layout numbers (margins, guides, glyph positions): 3 decimals, as Apple's cap
    /// height (70.459) is written.
    package static let madeLayout = SVGWriteOptions(decimals: 3)
    /// The examples `scripts/draw-symbols.py` draws into `Symbols/` and the rule examples
    /// (`TemplateFixture`): 4 decimals, the precision `check` reports measurements at.
    package static let drawnExample = SVGWriteOptions(decimals: 4)
}
