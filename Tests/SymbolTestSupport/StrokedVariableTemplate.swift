import SymbolCheck

extension TemplateFixture {
    /// A variable template (no Regular-M) whose three S sources carry a stroke in their own
    /// `style`, as shipped templates that actool compiled do (issue #12).
    package static var strokedVariableTemplate: TemplateFixture {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.small)
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(weight)-S"] =
                #"<path style="fill:#000000;stroke:#000000;stroke-width:2" d="\#(TemplateFixture.squarePath(side: side))"/>"#
        }
        f.margins = f.margins.filter { $0.key == "Regular-S" }
        return f
    }
}
