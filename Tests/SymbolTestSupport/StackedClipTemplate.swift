import SymbolCheck
import SymbolModel

extension TemplateFixture {
    /// Where the two `clip-path` declarations of `stackedClips` are.
    package enum StackedClips: Sendable, CaseIterable {
        /// `<g id="o" clip-path><g id="i" clip-path><path/></g></g>`
        case nestedGroups
        /// `<g id="o" clip-path><path id="i" clip-path/></g>`
        case groupAndShape
    }

    /// A width of `stackedClips`' clip rectangles that lets all of Regular-M's square through
    /// (Figma's frame, as `ClipRemovalTests.figma` draws it: the rectangle starts at x -500 and
    /// ends at x `width - 500` of the glyph's units; the square spans x 6 to 6 + its side).
    package static let frameClipWidth = 1000

    /// Regular-M's square under two clips: `outer` on the group `o` and `inner` on `i`, each a
    /// rectangle `width` wide (`frameClipWidth`, or less to cut the square's right side).
    package static func stackedClips(outer: Int, inner: Int, _ layout: StackedClips) -> String {
        var f = TemplateFixture()
        let square = squarePath(side: side(.medium))
        let clips =
            #"<clipPath id="outer"><rect x="-500" y="-500" width="\#(outer)" height="1000"/></clipPath><clipPath id="inner"><rect x="-500" y="-500" width="\#(inner)" height="1000"/></clipPath>"#
        switch layout {
        case .nestedGroups:
            f.glyphs["Regular-M"] =
                clips
                + #"<g id="o" clip-path="url(#outer)"><g id="i" clip-path="url(#inner)"><path d="\#(square)"/></g></g>"#
        case .groupAndShape:
            f.glyphs["Regular-M"] =
                clips + #"<g id="o" clip-path="url(#outer)"><path id="i" clip-path="url(#inner)" d="\#(square)"/></g>"#
        }
        return f.svg
    }
}
