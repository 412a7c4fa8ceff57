import SymbolCheck
import SymbolModel

extension TemplateFixture {
    /// The fixture with its Regular-S/M/L squares moved into `<defs>` and drawn the way Sketch
    /// exports draw a glyph: a `<mask>` holding a `<use>` of the path, then a `<use>` of it.
    package static func sketchStyle(_ change: (inout TemplateFixture) -> Void = { _ in }) -> String {
        var f = TemplateFixture()
        var defs = ""
        for scale in Scale.allCases {
            let id = "path-\(scale.rawValue)"
            defs += #"  <path id="\#(id)" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(scale)))"/>"#
            defs += "\n"
            f.glyphs["Regular-\(scale.rawValue)"] =
                ##"<mask id="mask-\##(scale.rawValue)" fill="white"><use xlink:href="#\##(id)"/></mask><use fill="#000000" xlink:href="#\##(id)"/>"##
        }
        change(&f)
        return f.svg
            .replacingFirst(
                #"viewBox="0 0 3300 2200">"#,
                with: #"xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 3300 2200">"#
            )
            .replacingFirst(" <g id=\"Notes\">", with: " <defs>\n\(defs) </defs>\n <g id=\"Notes\">")
    }
}
