import SymbolModel

/// The designs Draw guide points go on, as Apple describes them (docs/template-format.md §5.1):
/// every drawn glyph group — the three sources of a variable template, every glyph of a
/// static one — with the paths matched by their place in the group (document order, through
/// nested groups), as the SF Symbols app keeps annotations "across designs". The Draw rules
/// read the template through it.
struct DrawDesigns {
    /// The drawn glyph groups, in report order.
    let glyphs: [Glyph]
    /// The path places (0-based) that carry guide points in at least one design.
    let annotatedPlaces: [Int]

    init(_ template: SymbolTemplate) {
        glyphs = template.drawnVariants.compactMap { template.glyph($0) }
        var places: Set<Int> = []
        for glyph in glyphs {
            for (place, shape) in glyph.shapes.enumerated() where shape.guidePoints != nil { places.insert(place) }
        }
        annotatedPlaces = places.sorted()
    }

    /// Whether the template's version reads Draw data (7.0 and later): below it the data is
    /// ignored, which `annotation-version` reports, so the Draw rules stay silent.
    static func areRead(in template: SymbolTemplate) -> Bool { template.readsDrawData }

    /// "path 2", as a designer counts the paths of a group.
    static func pathName(_ place: Int) -> String { "path \(place + 1)" }
}
