import SVGModel
import SymbolCheck
import SymbolGeometry
import Testing

@testable import SymbolMake

/// issue #23 item 3: clip paths and masks as design tools export them, and shapes painted in
/// the background colour. Each icon is drawn the way its tool writes it; the assertions are on
/// the outline `make` draws (area and bounds in icon units) and on what it says.
@Suite("make: clips, masks and fake holes") struct MakeClipTests {
    /// The Regular outline in icon units and the notes `make` prints, one `line:column: message` each.
    static func drawn(_ svg: String) throws -> (outline: Outline, notes: [String]) {
        let source = SourceFile(path: "icon.svg", text: svg)
        let drawing = try IconReader.read(source)
        let (outline, changes) = try GlyphOutlining.outlineAndChanges(
            drawing, strokeFactor: 1, tolerance: 0.001, budget: .unlimited)
        return (outline, changes.map { "\($0.location): \($0.message)" })
    }

    /// Figma's default export: the icon in a group clipped to its 24 × 24 frame.
    static func figma(clipWidth: String) -> String {
        """
        <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
        <g clip-path="url(#clip0_412_1808)">
        <path d="M12 2L2 22H22L12 2Z" fill="black"/>
        </g>
        <defs>
        <clipPath id="clip0_412_1808">
        <rect width="\(clipWidth)" height="24" fill="white"/>
        </clipPath>
        </defs>
        </svg>
        """
    }

    @Test func aFigmaFrameClipCutsNothingAndIsLeftOut() throws {
        let (outline, notes) = try Self.drawn(Self.figma(clipWidth: "24"))
        #expect(abs(outline.area - 200) < 0.01)  // the whole triangle
        #expect(notes == ["2:4: the clip path `#clip0_412_1808` cuts none of the ink it applies to: left out"])
        let made = try make(Self.figma(clipWidth: "24"))
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(made.changes.count == 1)
    }

    @Test func aFigmaClipThatCutsIsApplied() throws {
        let (outline, notes) = try Self.drawn(Self.figma(clipWidth: "12"))
        #expect(abs(outline.area - 100) < 0.01)  // the left half of the triangle
        let bounds = try #require(outline.bounds)
        #expect(abs(bounds.maxX - 12) < 1e-6 && abs(bounds.minX - 2) < 1e-6)
        #expect(
            notes == [
                "2:4: the clip path `#clip0_412_1808` cuts 50 % of the ink it applies to: applied (intersected with its shapes)"
            ])
        #expect(findings(of: try make(Self.figma(clipWidth: "12")), profile: .controlCenter) == [])
    }

    /// Radix icons: a 15 × 15 icon drawn through a `<mask>` of a white rectangle with a black
    /// disc, so the square gets a round hole.
    static let radix = """
        <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg">
        <mask id="mask0_1_2" maskUnits="userSpaceOnUse" x="0" y="0" width="15" height="15">
        <rect width="15" height="15" fill="white"/>
        <circle cx="7.5" cy="7.5" r="3" fill="black"/>
        </mask>
        <g mask="url(#mask0_1_2)">
        <rect x="1" y="1" width="13" height="13" fill="currentColor"/>
        </g>
        </svg>
        """

    @Test func aRadixMaskIsAppliedAsItsLuminanceRegion() throws {
        let (outline, notes) = try Self.drawn(Self.radix)
        #expect(abs(outline.area - (169 - Double.pi * 9)) < 0.001 * 2 * Double.pi * 3)
        #expect(outline.holeCount == 1)
        #expect(
            notes == [
                "6:4: the mask `#mask0_1_2` cuts 16.73 % of the ink it applies to: applied (its white shapes kept, its black shapes cut)"
            ])
        let made = try make(Self.radix)
        #expect(findings(of: made, profile: .controlCenter) == [])
        #expect(findings(of: made, profile: .xcode) == [])
    }

    @Test func aMaskRectangleOutsideWhichNothingShows() throws {
        // The mask's own region (maskUnits="userSpaceOnUse") hides the right half even under white.
        let svg = Self.radix.replacing(#"width="15" height="15">"#, with: #"width="7.5" height="15">"#)
        let (outline, _) = try Self.drawn(svg)
        #expect(abs(outline.area - (169 - Double.pi * 9) / 2) < 0.01)
    }

    @Test func aFigmaAlphaMaskKeepsWhatItsOpaqueShapesCover() throws {
        let svg = """
            <svg width="24" height="24" viewBox="0 0 24 24" fill="none" xmlns="http://www.w3.org/2000/svg">
            <mask id="mask0_7_9" style="mask-type:alpha" maskUnits="userSpaceOnUse" x="0" y="0" width="24" height="24">
            <rect x="4" y="4" width="8" height="8" fill="#D9D9D9"/>
            </mask>
            <g mask="url(#mask0_7_9)">
            <rect width="24" height="24" fill="#1E1E1E"/>
            </g>
            </svg>
            """
        let (outline, _) = try Self.drawn(svg)
        #expect(abs(outline.area - 64) < 1e-6)
    }

    @Test(arguments: [
        (
            ##"<rect width="15" height="15" fill="#808080"/>"##,
            "the mask `#soft` has a shape whose luminance is between black and white (the colour rgb(128, 128, 128)): it lets what it masks through partly, which no outline can draw"
        ),
        (
            #"<rect width="15" height="15" fill="white" fill-opacity="0.5"/>"#,
            "the mask `#soft` has a shape whose luminance is between black and white (opacity 0.5): it lets what it masks through partly, which no outline can draw"
        ),
        (
            #"<rect width="15" height="15" fill="url(#fade)"/>"#,
            "the mask `#soft` has a shape whose luminance is between black and white (a paint server such as a gradient): it lets what it masks through partly, which no outline can draw"
        ),
    ])
    func aSoftMaskIsRefusedWithTheReason(content: String, message: String) throws {
        let svg = """
            <svg viewBox="0 0 15 15" xmlns="http://www.w3.org/2000/svg">
            <defs><linearGradient id="fade"><stop offset="0" stop-color="white"/><stop offset="1" stop-color="black"/></linearGradient></defs>
            <mask id="soft">
            \(content)
            </mask>
            <rect x="1" y="1" width="13" height="13" mask="url(#soft)"/>
            </svg>
            """
        let (diagnostic, place) = try #require(makeRefusal(svg))
        #expect(diagnostic.ruleID == MakeFailure.unsupportedID)
        #expect(diagnostic.message == message)
        #expect(place == "4:1")
        #expect(diagnostic.help?.contains("opaque white (keep) and black (cut)") == true)
    }

    @Test func aClipPathToNothingInTheFileIsRefused() throws {
        let svg =
            #"<svg viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><path clip-path="url(#c)" d="M2 2h20v20H2z"/></svg>"#
        let (diagnostic, _) = try #require(makeRefusal(svg))
        #expect(
            diagnostic.message
                == "`clip-path` refers to `#c`, which is not a <clipPath> in this file")
    }

    /// Sketch: the glyph's path in `<defs>`, a `<mask>` holding a `<use>` of it, and a colour
    /// rectangle masked by it (NetNewsWire's exports are drawn this way).
    static let sketch = """
        <svg width="24px" height="24px" viewBox="0 0 24 24" version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <defs>
                <path d="M12,2 L22,12 L12,22 L2,12 Z" id="path-1"></path>
            </defs>
            <g id="Page-1" stroke="none" stroke-width="1" fill="none" fill-rule="evenodd">
                <g id="icon">
                    <mask id="mask-2" fill="white">
                        <use xlink:href="#path-1"></use>
                    </mask>
                    <use id="Mask" fill="#000000" fill-rule="nonzero" xlink:href="#path-1"></use>
                    <g id="Color" mask="url(#mask-2)" fill="#000000">
                        <rect x="0" y="0" width="24" height="24"></rect>
                    </g>
                </g>
            </g>
        </svg>
        """

    @Test func aSketchMaskThroughAUseIsApplied() throws {
        let (outline, notes) = try Self.drawn(Self.sketch)
        #expect(abs(outline.area - 200) < 1e-6)  // the diamond: the colour rectangle cut to it
        let bounds = try #require(outline.bounds)
        #expect(abs(bounds.minX - 2) < 1e-9 && abs(bounds.maxX - 22) < 1e-9)
        #expect(notes.count == 1, "\(notes)")
        #expect(notes.first?.hasPrefix("11:27: the mask `#mask-2` cuts 65.28 % of the ink") == true, "\(notes)")
        #expect(findings(of: try make(Self.sketch), profile: .controlCenter) == [])
    }

    /// A "fake hole": a white disc painted over a black one. A symbol draws both as ink in one
    /// colour, so `make` cuts the white disc out, as the author saw it.
    @Test func aWhiteFakeHoleIsSubtracted() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <circle cx="12" cy="12" r="10" fill="#000"/>
              <circle cx="12" cy="12" r="4" fill="#fff"/>
              <circle cx="12" cy="12" r="2" fill="black"/>
            </svg>
            """
        let (outline, notes) = try Self.drawn(svg)
        // Curves are flattened within 0.001 units: the area is short by at most that times the
        // perimeter.
        #expect(abs(outline.area - Double.pi * (100 - 16 + 4)) < 0.001 * 2 * Double.pi * (10 + 4 + 2))
        #expect(outline.polygons.count == 2 && outline.holeCount == 1)
        #expect(
            notes == [
                "3:3: a shape in the background colour (white) is drawn over other ink: subtracted from it, 16 % of the ink, as it looked (a symbol draws every shape as ink in one colour)"
            ])
        #expect(findings(of: try make(svg), profile: .controlCenter) == [])
    }

    @Test func aWhiteBackgroundUnderTheIconIsLeftOut() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <rect width="24" height="24" fill="white"/>
              <path d="M4 4h16v16H4z" fill="#212121"/>
            </svg>
            """
        let (outline, notes) = try Self.drawn(svg)
        #expect(abs(outline.area - 256) < 1e-9)
        #expect(
            notes == [
                "2:3: a shape in the background colour (white) draws over no other ink: left out, as it looked (a symbol would draw it as ink)"
            ])
    }

    @Test func anIconAllInWhiteIsInk() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <path d="M4 4h16v16H4z" fill="white"/>
              <path d="M8 8h8v8H8z" fill="#fff"/>
            </svg>
            """
        let (outline, notes) = try Self.drawn(svg)
        #expect(abs(outline.area - 256) < 1e-9)
        #expect(notes == [])
    }
}
