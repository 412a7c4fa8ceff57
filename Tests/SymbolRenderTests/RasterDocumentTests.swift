import Foundation
import SVGModel
import Testing

@testable import SymbolRender

@Suite struct RasterDocumentTests {
    static let red = RGBAColor(red: 255, green: 0, blue: 0)

    /// A 200×100 document: a red 40×30 box and a blue stroked outline, both inside a
    /// translated group so geometry must include ancestor transforms.
    static let shapes = Array(
        """
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100">
          <g id="outer" transform="translate(10 20)">
            <rect id="box" x="5" y="5" width="40" height="30" fill="#f00"/>
            <rect id="outline" x="100" y="10" width="50" height="20" fill="none" stroke="#00f" stroke-width="4"/>
          </g>
        </svg>
        """.utf8)

    @Test func reportsTheIntrinsicSizeAndViewBox() throws {
        let document = try RasterDocument(svg: Self.shapes)
        #expect(document.intrinsicSize == DocumentSize(width: 200, height: 100))
        #expect(document.viewBox == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func fallsBackToTheViewBoxWhenThereIsNoAbsoluteSize() throws {
        let document = try RasterDocument(
            svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="2 3 24 12"/>"#.utf8))
        #expect(document.intrinsicSize == DocumentSize(width: 24, height: 12))
        #expect(document.viewBox == Rect(x: 2, y: 3, width: 24, height: 12))
    }

    @Test func convertsPhysicalUnitsAt96DPI() throws {
        let document = try RasterDocument(
            svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="2in" height="72pt"/>"#.utf8))
        #expect(document.intrinsicSize == DocumentSize(width: 192, height: 96))
        #expect(document.viewBox == nil)
    }

    @Test func refusesADocumentWithoutAnySize() {
        #expect(throws: RenderError.noIntrinsicSize) {
            try RasterDocument(
                svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>"#.utf8))
        }
    }

    @Test func measuresElementsWithAncestorTransforms() throws {
        let document = try RasterDocument(svg: Self.shapes)
        let box = try document.geometry(ofElementID: "box")
        #expect(box.logical == Rect(x: 15, y: 25, width: 40, height: 30))
        #expect(box.ink == Rect(x: 15, y: 25, width: 40, height: 30))
        let outline = try document.geometry(ofElementID: "#outline")
        #expect(outline.logical == Rect(x: 110, y: 30, width: 50, height: 20))
        #expect(outline.ink == Rect(x: 108, y: 28, width: 54, height: 24))
        #expect(document.containsElement(id: "outer"))
        #expect(!document.containsElement(id: "missing"))
        #expect(!document.containsElement(id: ""))
    }

    @Test func reportsUnknownAndInvalidElementIDs() throws {
        let document = try RasterDocument(svg: Self.shapes)
        #expect(
            throws: RenderError.librsvg(
                operation: "rsvg_handle_get_geometry_for_layer(#missing)",
                message: "element id not found")
        ) {
            try document.geometry(ofElementID: "missing")
        }
        #expect(throws: RenderError.invalidElementID("#")) { try document.geometry(ofElementID: "#") }
        #expect(throws: RenderError.invalidElementID("a\u{0}b")) { try document.geometry(ofElementID: "a\u{0}b") }
    }

    @Test func passesOnLibrsvgsParseErrors() {
        do {
            _ = try RasterDocument(svg: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><g></rect></svg>"#.utf8))
            Issue.record("a mismatched tag must not load")
        } catch let RenderError.librsvg(operation, message) {
            #expect(operation == "rsvg_handle_new_from_data")
            #expect(message.hasPrefix("XML parse error"))
            #expect(message.contains("Opening and ending tag mismatch"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
        #expect(throws: RenderError.librsvg(operation: "rsvg_handle_new_from_data", message: "the SVG data is empty")) {
            try RasterDocument(svg: [])
        }
    }

    @Test func rendersTheWholeDocumentAtItsOwnSize() throws {
        let image = try RasterDocument(svg: Self.shapes).render(
            region: Rect(x: 0, y: 0, width: 200, height: 100), width: 200, height: 100)
        #expect(image.width == 200 && image.height == 100)
        #expect(image.pixel(x: 20, y: 30) == Self.red)
        #expect(image.pixel(x: 14, y: 30) == .transparent)
        #expect(image.pixel(x: 109, y: 40) == RGBAColor(red: 0, green: 0, blue: 255))  // on the stroke
        #expect(image.pixel(x: 130, y: 40) == .transparent)  // inside the outline
    }

    @Test func rendersOnlyTheRequestedRegionWithAnyAspect() throws {
        let document = try RasterDocument(svg: Self.shapes)
        // The box region squeezed into 8×3 pixels: every pixel is box.
        let image = try document.render(region: Rect(x: 15, y: 25, width: 40, height: 30), width: 8, height: 3)
        #expect(image == (try RGBAImage(width: 8, height: 3, color: Self.red)))
    }

    @Test func rendersOneLayerInPlaceOverABackground() throws {
        let document = try RasterDocument(svg: Self.shapes)
        // Scale 0.1: the box covers x 1.5…5.5, y 2.5…5.5; the outline must not appear.
        let image = try document.render(
            region: Rect(x: 0, y: 0, width: 200, height: 100), width: 20, height: 10,
            elementID: "box", background: .white)
        #expect(image.pixel(x: 3, y: 3) == Self.red)
        #expect(image.pixel(x: 0, y: 0) == .white)
        #expect(image.pixel(x: 11, y: 3) == .white)  // where the outline's stroke would be
        #expect(
            throws: RenderError.librsvg(operation: "rsvg_handle_render_layer(#nope)", message: "element id not found")
        ) {
            try document.render(
                region: Rect(x: 0, y: 0, width: 200, height: 100), width: 20, height: 10, elementID: "nope")
        }
    }

    @Test func guardsPixelSizesAndRegions() throws {
        let document = try RasterDocument(svg: Self.shapes)
        let region = Rect(x: 0, y: 0, width: 200, height: 100)
        #expect(
            throws: RenderError.invalidPixelSize(width: 0, height: 10, reason: "width and height must be at least 1")
        ) {
            try document.render(region: region, width: 0, height: 10)
        }
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 16385, height: 10, reason: "a side is larger than the limit of 16384 px")
        ) {
            try document.render(region: region, width: 16385, height: 10)
        }
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 300, height: 10, reason: "a side is larger than the limit of 256 px")
        ) {
            try document.render(region: region, width: 300, height: 10, limit: PixelSizeLimit(maximumSide: 256))
        }
        #expect(
            throws: RenderError.invalidPixelSize(
                width: 10000, height: 10000, reason: "more than the limit of 67108864 pixels")
        ) {
            try document.render(region: region, width: 10000, height: 10000)
        }
        #expect(
            throws: RenderError.invalidRegion("[0.0, 0.0 – 0.0, 5.0] must be finite with a positive width and height")
        ) {
            try document.render(region: Rect(x: 0, y: 0, width: 0, height: 5), width: 10, height: 10)
        }
    }

    /// A group with opacity makes librsvg render into an offscreen layer; that layer must be
    /// sized by the small target, not by the 30000×30000 document.
    @Test func aSmallRegionOfAHugeDocumentAllocatesOnlyTheSmallSurface() throws {
        let huge = Array(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="30000" height="30000">
              <g opacity="0.5"><rect x="29990" y="29990" width="10" height="10" fill="#000"/></g>
            </svg>
            """.utf8)
        let image = try RasterDocument(svg: huge).render(
            region: Rect(x: 29990, y: 29990, width: 10, height: 10),
            width: 10, height: 10)
        #expect(
            image == (try RGBAImage(width: 10, height: 10, color: RGBAColor(red: 0, green: 0, blue: 0, alpha: 128))))
    }

    @Test func userStylesheetsApplyAndEachVariantGetsAFreshHandle() throws {
        let plain = try RasterDocument(svg: Self.shapes)
        let region = Rect(x: 15, y: 25, width: 40, height: 30)
        let blue = try plain.applying(stylesheet: "rect { fill: #00f !important }")
        #expect(blue.userStylesheet == "rect { fill: #00f !important }")
        #expect(
            try blue.render(region: region, width: 1, height: 1).pixel(x: 0, y: 0)
                == RGBAColor(red: 0, green: 0, blue: 255))
        // A second variant starts from the original bytes: the blue rule must not carry over.
        let faded = try plain.applying(stylesheet: "rect { fill-opacity: 0.5 !important }")
        #expect(
            try faded.render(region: region, width: 1, height: 1).pixel(x: 0, y: 0)
                == RGBAColor(red: 255, green: 0, blue: 0, alpha: 128))
        #expect(try plain.render(region: region, width: 1, height: 1).pixel(x: 0, y: 0) == Self.red)
    }

    /// Loaded from memory, the document has no base URL, so even an absolute file URL to an
    /// existing image is never read.
    @Test func neverReadsFilesTheSVGPointsTo() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("symbolrender-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = directory.appendingPathComponent("red.png")
        try Data(try PNGCodec.encode(try RGBAImage(width: 4, height: 4, color: Self.red))).write(to: png)

        let svg = Array(
            """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="4" height="4">
              <image width="4" height="4" xlink:href="\(png.absoluteString)"/>
              <image width="4" height="4" xlink:href="red.png"/>
            </svg>
            """.utf8)
        let image = try RasterDocument(svg: svg).render(
            region: Rect(x: 0, y: 0, width: 4, height: 4), width: 4, height: 4)
        #expect(image == (try RGBAImage(width: 4, height: 4)))
    }

    /// One handle per task: parallel loads and renders give identical pixels.
    @Test func separateDocumentsRenderInParallel() async throws {
        let svg = Self.shapes
        let images = try await withThrowingTaskGroup(of: RGBAImage.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    try RasterDocument(svg: svg).render(
                        region: Rect(x: 0, y: 0, width: 200, height: 100), width: 100, height: 50)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(images.count == 8)
        #expect(Set(images.map(\.pixels)).count == 1)
        #expect(images[0].pixel(x: 10, y: 15) == Self.red)
    }
}
