import Foundation
import SVGModel
import TestSupport
import Testing

@testable import SymbolRender

/// SVGModel computes bounds with its own path maths (curve extrema, arcs as cubics, every
/// ancestor transform); librsvg draws the same files. Their rectangles must agree within half
/// a unit, on hand-made shapes and on real glyphs.
///
/// librsvg 2.54's `geometry(ofElementID:)` is tight only while every transform keeps axes
/// parallel: under a rotation or skew it boxes the already-boxed shape again (a 40×10 rect
/// turned 45° measures 70.7 units wide instead of 35.4). For those elements the reference is
/// where librsvg actually puts ink: the element rendered alone at several pixels per unit.
@Suite struct BoundsAgainstLibrsvgTests {
    static let tolerance = 0.5

    static let shapes = """
        <svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">
          <rect id="rect" x="10.5" y="20.25" width="30" height="40" rx="6"/>
          <circle id="circle" cx="100" cy="60" r="25"/>
          <ellipse id="ellipse" cx="200" cy="60" rx="40" ry="15" transform="rotate(30 200 60)"/>
          <g transform="translate(250 150) rotate(-20)">
            <g transform="skewX(25) scale(1.5 0.8)">
              <path id="path" d="M0 0 C30 -40 60 40 90 0 A30 20 15 0 1 60 50 a20 20 0 1 0 -40 0 Q0 80 -10 40 S-20 10 0 0 Z"/>
            </g>
          </g>
        </svg>
        """

    @Test(arguments: [
        ("rect", BoundsComparison.Reference.geometryInk), ("circle", .geometryInk),
        ("ellipse", .renderedInk), ("path", .renderedInk),
    ])
    func handMadeShapesAgree(id: String, reference: BoundsComparison.Reference) throws {
        let comparison = try BoundsComparison(svg: Array(Self.shapes.utf8), elementID: id)
        #expect(comparison.reference == reference)
        #expect(comparison.difference <= Self.tolerance, "\(comparison)")
    }

    @Test func theRotatedEllipseHasItsAnalyticExtent() throws {
        // rx 40, ry 15 turned 30°: half extents √(40²cos²30° + 15²sin²30°) and √(40²sin²30° + 15²cos²30°).
        let comparison = try BoundsComparison(svg: Array(Self.shapes.utf8), elementID: "ellipse")
        let halfWidth = 1256.25.squareRoot()
        let halfHeight = 568.75.squareRoot()
        let exact = Rect(minX: 200 - halfWidth, minY: 60 - halfHeight, maxX: 200 + halfWidth, maxY: 60 + halfHeight)
        // Quarter-circle cubics stray up to 2.7e-4 × radius from the ellipse: 0.011 for r = 40.
        #expect(try BoundsComparison.difference(#require(comparison.model), exact) < 0.011)
        #expect(BoundsComparison.difference(comparison.librsvg, exact) <= Self.tolerance)
    }

    @Test func librsvgsGeometryOfARotatedShapeIsLooseButHoldsTheTightBounds() throws {
        // Documents the 2.54 behaviour that makes the rendered reference necessary.
        let comparison = try BoundsComparison(svg: Array(Self.shapes.utf8), elementID: "ellipse")
        let model = try #require(comparison.model)
        let geometry = comparison.librsvgGeometry.ink
        #expect(geometry.minX < model.minX - 10 && geometry.maxX > model.maxX + 10)
        #expect(geometry.minY <= model.minY && geometry.maxY >= model.maxY)
    }

    @Test(arguments: ["camera.svg", "reference.svg"], ["Regular-S", "Regular-M", "Regular-L"])
    func glyphsOfThePackagesSymbolsAgree(file: String, glyph: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: packageDirectory + "/Symbols/" + file))
        let comparison = try BoundsComparison(svg: Array(bytes), elementID: glyph)
        #expect(comparison.model != nil)
        #expect(comparison.difference <= Self.tolerance, "\(file) \(comparison)")
    }

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func everyRegularMGlyphOfTheCorpusAgrees() throws {
        let corpus = try SharedFolder.corpus.require()
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus)
        var compared: [BoundsComparison.Reference: Int] = [:]
        var largest = (difference: 0.0, file: "")
        var notes: [String] = []
        for name in names.sorted() where name.hasSuffix(".svg") {
            let bytes = Array(try #require(FileManager.default.contents(atPath: corpus + "/" + name)))
            let tree = SVGTreeBuilder.build(try XMLReader.read(SourceFile(path: name, bytes: bytes)))
            guard tree.node(withID: "Regular-M") != nil else { continue }
            if let reason = DocumentUnits.mismatch(in: tree) {
                notes.append("skipped \(name): \(reason); librsvg measures CSS pixels there")
                continue
            }
            let comparison = try BoundsComparison(svg: bytes, elementID: "Regular-M")
            guard comparison.model != nil else {
                // An empty glyph group: librsvg must find no ink either.
                notes.append("\(name): Regular-M draws nothing")
                #expect(
                    comparison.librsvgGeometry.ink.width == 0 && comparison.librsvgGeometry.ink.height == 0, "\(name)")
                continue
            }
            compared[comparison.reference, default: 0] += 1
            if comparison.difference > largest.difference { largest = (comparison.difference, name) }
            #expect(comparison.difference <= Self.tolerance, "\(name) \(comparison)")
        }
        for note in notes { print(note) }
        let total = compared.values.reduce(0, +)
        print(
            "compared \(total) corpus Regular-M glyphs with librsvg (\(compared[.geometryInk] ?? 0) by ink rect, "
                + "\(compared[.geometryLogical] ?? 0) by logical rect, \(compared[.renderedInk] ?? 0) by rendered ink); "
                + "largest difference \(largest.difference) units (\(largest.file))")
        #expect(total > 0)
    }
}

/// SVGModel's and librsvg's rectangles for one element, in the root's user units.
struct BoundsComparison: CustomStringConvertible {
    enum Reference: Hashable, Sendable {
        /// librsvg's ink rectangle: every transform keeps axes parallel and nothing is stroked.
        case geometryInk
        /// librsvg's logical rectangle: stroked shapes, whose ink adds half the stroke width.
        case geometryLogical
        /// The extent of the pixels librsvg paints, rendered with strokes off: a transform
        /// rotates or skews, so librsvg's rectangles are loose.
        case renderedInk
    }

    /// The union of `rootGeometry.bounds` of the element and every shape inside it; nil when
    /// they have no geometry.
    let model: Rect?
    /// What `geometry(ofElementID:)` says, moved to user units.
    let librsvgGeometry: ElementGeometry
    let reference: Reference
    /// The librsvg rectangle `model` is compared with, per `reference`.
    let librsvg: Rect

    /// Pixels per unit for the rendered reference; its edges are exact to one pixel.
    static let pixelsPerUnit = 8.0

    init(svg: [UInt8], elementID id: String) throws {
        let tree = SVGTreeBuilder.build(try XMLReader.read(SourceFile(path: "\(id).svg", bytes: svg)))
        let element = try #require(tree.node(withID: id))
        let shapes = ([element] + tree.descendants(of: element.index)).filter { $0.kind.isShape }
        model = shapes.reduce(nil as Rect?) { $0.union($1.rootGeometry?.bounds) }

        let origin = DocumentUnits.viewBoxOrigin(in: tree)
        let document = try RasterDocument(svg: svg)
        let measured = try document.geometry(ofElementID: id)
        librsvgGeometry = ElementGeometry(
            ink: measured.ink.offset(by: origin), logical: measured.logical.offset(by: origin))

        let stroked = shapes.contains { $0.style.stroke.paints && $0.style.strokeWidth > 0 }
        if shapes.allSatisfy({ $0.ctm.keepsAxesParallel }) {
            reference = stroked ? .geometryLogical : .geometryInk
            librsvg = stroked ? librsvgGeometry.logical : librsvgGeometry.ink
        } else {
            reference = .renderedInk
            // The loose ink rectangle holds everything librsvg paints; render that region.
            let unstroked = stroked ? try document.applying(stylesheet: "* { stroke: none !important }") : document
            let region = measured.ink.insetBy(-1)
            librsvg = try Self.renderedInk(of: id, in: unstroked, region: region).offset(by: origin)
        }
    }

    /// The extent of pixels with any coverage when `id` alone is rendered over `region`.
    static func renderedInk(of id: String, in document: RasterDocument, region: Rect) throws -> Rect {
        let width = Int((region.width * pixelsPerUnit).rounded(.up))
        let height = Int((region.height * pixelsPerUnit).rounded(.up))
        let exact = Rect(
            x: region.minX, y: region.minY, width: Double(width) / pixelsPerUnit, height: Double(height) / pixelsPerUnit
        )
        let image = try document.render(region: exact, width: width, height: height, elementID: id)
        var columns = (Int.max, Int.min)
        var rows = (Int.max, Int.min)
        for y in 0..<height {
            for x in 0..<width where image.pixels[(y * width + x) * 4 + 3] > 0 {
                columns = (min(columns.0, x), max(columns.1, x))
                rows = (min(rows.0, y), max(rows.1, y))
            }
        }
        try #require(columns.0 <= columns.1, "librsvg painted nothing for \(id)")
        return Rect(
            minX: exact.minX + Double(columns.0) / pixelsPerUnit, minY: exact.minY + Double(rows.0) / pixelsPerUnit,
            maxX: exact.minX + Double(columns.1 + 1) / pixelsPerUnit,
            maxY: exact.minY + Double(rows.1 + 1) / pixelsPerUnit)
    }

    /// The largest distance between corresponding edges (infinite without model geometry).
    var difference: Double { model.map { Self.difference($0, librsvg) } ?? .infinity }

    static func difference(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
    }

    var description: String {
        "SVGModel \(model.map { "\($0)" } ?? "none"), librsvg \(librsvg) (\(reference))"
    }
}

/// Whether librsvg's document units are the root's user units.
enum DocumentUnits {
    static func viewBox(in tree: SVGTree) -> [Double]? {
        guard let text = tree.document[tree.root.index].attribute("viewBox")?.value else { return nil }
        let numbers = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            .compactMap { Double($0) }
        return numbers.count == 4 ? numbers : nil
    }

    /// librsvg's document units start at the viewBox origin.
    static func viewBoxOrigin(in tree: SVGTree) -> Point {
        viewBox(in: tree).map { Point(x: $0[0], y: $0[1]) } ?? .zero
    }

    /// Why the units differ, or nil when they are the same: with a viewBox and an absolute
    /// width or height of another size, librsvg scales to CSS pixels.
    static func mismatch(in tree: SVGTree) -> String? {
        guard let box = viewBox(in: tree) else { return nil }
        let root = tree.document[tree.root.index]
        let width = root.attribute("width").flatMap { parseLength($0.value) }
        let height = root.attribute("height").flatMap { parseLength($0.value) }
        if let width, width != box[2] { return "width \(width) is not the viewBox width \(box[2])" }
        if let height, height != box[3] { return "height \(height) is not the viewBox height \(box[3])" }
        return nil
    }
}

extension SVGModel.AffineTransform {
    /// Axis-parallel boxes stay tight under this transform (no rotation other than quarter turns, no skew).
    fileprivate var keepsAxesParallel: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }
}

extension Rect {
    fileprivate func offset(by p: Point) -> Rect {
        Rect(minX: minX + p.x, minY: minY + p.y, maxX: maxX + p.x, maxY: maxY + p.y)
    }
    fileprivate func insetBy(_ d: Double) -> Rect {
        Rect(minX: minX + d, minY: minY + d, maxX: maxX - d, maxY: maxY - d)
    }
}

/// The package root, two folders above this file.
private let packageDirectory: String = {
    var path = #filePath
    for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
    return path
}()
