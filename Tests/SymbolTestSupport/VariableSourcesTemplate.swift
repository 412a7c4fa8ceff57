import SymbolCheck

extension TemplateFixture {
    /// A variable template: three weights of one design (Ultralight-, Regular- and Black-S, the
    /// same commands at different sizes and places), no other glyph and no margin guides, so
    /// actool derives the other 24 variants from them.
    package static func variableSources() -> TemplateFixture {
        var f = TemplateFixture()
        f.glyphs = [
            "Ultralight-S": #"<path d="M6 -70h60v70h-60zM20 -50v30h30v-30z"/>"#,
            "Regular-S": #"<path d="M6 -72h64v74h-64zM22 -52v34h32v-34z"/>"#,
            "Black-S": #"<path d="M6 -75h70v80h-70zM26 -55v40h30v-40z"/>"#,
        ]
        f.margins = [:]
        return f
    }
}
