import SymbolCheck

extension TemplateFixture {
    /// A variable template: three weights of one design (Ultralight-, Regular- and Black-S, the
    /// same commands at different sizes and places), no other glyph and no margin guides, so
    /// actool derives the other 24 variants from them. Regular-S is 60 units tall, under its
    /// target (the derived Regular-M 1.09 cap heights), and centred on the cap-height midline.
    package static func variableSources() -> TemplateFixture {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M6 -62h48v56h-48zM17 -46v24h24v-24z"/>"#,
            "Regular-S": #"<path d="M6 -64h52v60h-52zM18 -48v28h26v-28z"/>"#,
            "Black-S": #"<path d="M6 -66h56v64h-56zM21 -50v32h24v-32z"/>"#,
        ]
        f.margins = [:]
        return f
    }
}
