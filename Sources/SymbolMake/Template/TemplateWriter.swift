import SVGModel
import SymbolCheck
import SymbolModel

/// Writes a made template through the one template writer (`AppleTemplateSkeleton`): the
/// canvas, notes, guides, one margin pair per drawn variant and the glyph groups, as Apple's
/// SF Symbols app lays them out (docs/template-format.md §1). Template v.4.0 (Xcode 14 and
/// later; docs/template-format.md §2) with width and height on the root as v4 exports have,
/// and on the glyph's path the layer classes Apple's exports of v3.0 and later put on every
/// glyph path (`AppleTemplate.layerClasses`; docs/runtime.md, Controls).
/// Deterministic: the same placements give the same bytes. The generator comment carries a hash
/// of them (`TemplateSeal`), so `make` can tell its own unedited output from anything else.
enum TemplateWriter {
    static let version = "4.0"
    static let xcode = "14"

    /// - Parameter counters: how many counters the icon encloses, recorded after the content
    ///   hash for `check` to judge every variant by (`MadeCountersRule`).
    static func svg(name: String, placements: [GlyphLayout.Placement], counters: Int) -> String {
        var skeleton = AppleTemplateSkeleton(
            options: .madeLayout, generator: TemplateSeal.generator + MadeCountersRule.record(counters: counters),
            canvasSize: .widthAndHeight,
            glyphComment:
                "glyph: \"\(XMLEscaping.escaped(name))\", point size: 100.0, template writer version: \"symbolcheck make 1\"",
            title: "Weight/Scale Variations",
            credits: [.init("Made by symbolcheck make from a plain icon; strokes are outlined.")],
            templateVersion: version, requiredXcode: xcode, descriptiveName: "Generated from \(name)",
            caplines: .capHeightAboveBaseline,
            glyphs: placements.map { placement in
                AppleTemplateSkeleton.Glyph(
                    variant: placement.variant, leftMargin: placement.leftMargin, rightMargin: placement.rightMargin,
                    content: [
                        SVGElement(
                            "path", [.init("class", AppleTemplate.layerClasses), .init("d", placement.pathData)])
                    ])
            })
        skeleton.declaresDoctype = true
        return TemplateSeal.sealed(skeleton.text)
    }
}
