import SVGModel
import SymbolCheck
import SymbolModel
import SymbolTestSupport
import TestSupport
import Testing

/// The interpolation model against Apple's own exports: a variant derived from a 27-variant
/// template's Ultralight-S, Regular-S and Black-S lands on the file's own variant.
@Suite struct VariantInterpolationTests {
    /// Every point of a glyph (starts, ends and control points) in its own coordinates: Apple's
    /// exports translate each glyph group to its left margin and its row's baseline.
    func points(_ variant: Variant, in template: SymbolTemplate) throws -> [Point] {
        let glyph = try #require(template.glyph(variant))
        let origin = Point(x: glyph.node.localTransform.e, y: glyph.node.localTransform.f)
        return glyph.shapes.flatMap { shape in
            shape.path.subpaths.flatMap { subpath in
                [subpath.start]
                    + subpath.segments.flatMap { segment -> [Point] in
                        switch segment {
                        case .line(let p): return [p]
                        case .cubic(let c1, let c2, let p): return [c1, c2, p]
                        }
                    }
            }
        }.map { $0 - origin }
    }

    /// The largest distance between the derived variant's points and the file's own.
    func largestError(_ variant: Variant, in template: SymbolTemplate) throws -> Double {
        let (u, r, b) = (
            try points(Variant(.ultralight, .small), in: template), try points(.regularS, in: template),
            try points(Variant(.black, .small), in: template)
        )
        let own = try points(variant, in: template)
        try #require(own.count == r.count && u.count == r.count && b.count == r.count)
        var largest = 0.0
        for k in own.indices {
            let p = VariantInterpolation.point(ultralight: u[k], regular: r[k], black: b[k], in: variant)
            let d = p - own[k]
            largest = max(largest, (d.x * d.x + d.y * d.y).squareRoot())
        }
        return largest
    }

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func derivedVariantsLandOnAnAppleExportsOwn() throws {
        let corpus = try SharedFolder.corpus.require()
        // 110.svg: an SF Symbols export (Apple CoreSVG) of all 27 variants, one path structure.
        let bytes = try #require(readBytes(corpus + "/110.svg"))
        let template = try #require(
            Checker.check(SourceFile(path: "110.svg", bytes: bytes), configuration: CheckConfiguration()).template)
        let thinS = try largestError(Variant(.thin, .small), in: template)
        let regularM = try largestError(.regularM, in: template)
        let blackL = try largestError(Variant(.black, .large), in: template)
        print(
            "VariantInterpolationTests: 110.svg largest point error Thin-S \(thinS), Regular-M \(regularM), Black-L \(blackL) units"
        )
        // Weights interpolate exactly up to the export's printed precision. The scale step is
        // Apple's documented factors, which Apple's own M and L rows (not scalings of S) miss by
        // about 1–2 % of the glyph (the model's doc comment).
        #expect(thinS < 0.05)
        #expect(regularM < 1.5)
        #expect(blackL < 4.0)
        // One S/M/L fact: the derivation is the size model's design factors.
        #expect(VariantInterpolation.factorFromSmall(.large) == Scale.large.designFactor / Scale.small.designFactor)
    }

    @Test func theSourcesThemselvesComeBackUnchanged() {
        let (u, r, b) = (Point(x: 1, y: -2), Point(x: 3, y: -5), Point(x: 7, y: -11))
        #expect(VariantInterpolation.point(ultralight: u, regular: r, black: b, in: Variant(.ultralight, .small)) == u)
        #expect(VariantInterpolation.point(ultralight: u, regular: r, black: b, in: .regularS) == r)
        #expect(VariantInterpolation.point(ultralight: u, regular: r, black: b, in: Variant(.black, .small)) == b)
        // Bold is halfway from Regular to Black; M scales it about the cap-height midline.
        let boldM = VariantInterpolation.point(ultralight: u, regular: r, black: b, in: Variant(.bold, .medium))
        let origin = VariantInterpolation.scaleOrigin()
        #expect(abs(boldM.x - (origin.x + (5 - origin.x) / 0.783)) < 1e-9)
        #expect(abs(boldM.y - (origin.y + (-8 - origin.y) / 0.783)) < 1e-9)
    }
}
