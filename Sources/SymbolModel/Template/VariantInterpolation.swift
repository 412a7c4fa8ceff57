import SVGModel

/// How actool derives a variant of a variable template from its three sources (docs/template-format.md §4.4):
/// every point is `Regular + (Ultralight − Regular)·a + (Black − Regular)·b` with the weight's
/// `a` and `b`, in the glyph's own coordinates (x from its left margin, y from its row's
/// baseline), then scaled from S to the variant's scale about (left margin, cap-height midline).
/// Margins (the advance between them) and stroke widths follow the same two steps.
///
/// Apple publishes none of these numbers; `scripts/derive-interpolation.py` measures them on the
/// 21 Apple-exported 27-variant templates in the shared corpus whose 27 glyphs share one path
/// structure (1186 points per variant; the SF Symbols app exports its variants this way):
/// - `a`, `b` are least-squares fits over all points of all files; per file they spread by at
///   most 0.009, and the fit leaves 0.05 units at most (0.0003 median): the exports are exact
///   interpolations up to their printed precision. The same a, b come out of each row's own
///   Ultralight/Regular/Black at M and L.
/// - The scale step uses Apple's documented design factors (`Scale.designFactor`, 0.783 : 1 :
///   1.29), the one S/M/L fact the size targets, the checker's derived Regular-M/L rows, the
///   preview's derived rows and `fix`'s written-out variants all share, so a file `fix` writes out
///   is as large as `check` and `preview` showed it. The exports are no evidence against them:
///   their M and L rows are not scalings of S at all (strokes stay relatively thinner); the best
///   pure scale about (left margin, cap-height midline) would be ×1.2683 (M) and ×1.6202 (L), i.e.
///   0.7885 : 1 : 1.2774 like `circle` (docs/template-format.md §3), and still leaves a median of 0.34 units
///   (largest 2.1) at M and 0.98 (largest 8.7) at L; scaling about the baseline would leave 9.5
///   and 21.9. The documented factors differ from that fit by 0.7 % (M) and 1.7 % (L), inside
///   the size tolerance; actool's own `transformForGlyphSize` constants are not visible.
///
/// `SymbolMake`'s `StrokeWeights` is the same fact seen from a single drawing: its stem ratios for
/// the weights between Ultralight and Black are these coefficients applied to the Ultralight
/// (0.327) and Black (1.846) ratios, within 0.004.
package enum VariantInterpolation {
    /// The weight's share of (Ultralight − Regular) and of (Black − Regular).
    package struct Coefficients: Hashable, Sendable {
        package let ultralight: Double
        package let black: Double
    }

    package static func coefficients(_ weight: Weight) -> Coefficients {
        switch weight {
        case .ultralight: return Coefficients(ultralight: 1, black: 0)
        case .thin: return Coefficients(ultralight: 0.7741, black: 0)
        case .light: return Coefficients(ultralight: 0.3334, black: 0)
        case .regular: return Coefficients(ultralight: 0, black: 0)
        case .medium: return Coefficients(ultralight: 0, black: 0.18)
        case .semibold: return Coefficients(ultralight: 0, black: 0.318)
        case .bold: return Coefficients(ultralight: 0, black: 0.5)
        case .heavy: return Coefficients(ultralight: 0, black: 0.764)
        case .black: return Coefficients(ultralight: 0, black: 1)
        }
    }

    /// How much larger a scale's variant is than the S variant of the same weight.
    package static func factorFromSmall(_ scale: Scale) -> Double {
        scale.designFactor / Scale.small.designFactor
    }

    /// The fixed point of the S → M/L scaling, in glyph coordinates: the left margin, and the
    /// cap-height midline (the fit puts it at x +0.39…+0.44, y −35.29…−35.32 for Apple's 70.459).
    package static func scaleOrigin(capHeight: Double = AppleTemplate.capHeight) -> Point {
        Point(x: 0, y: -capHeight / 2)
    }

    /// A weight's value between the three sources' values (a coordinate, a width, an advance).
    package static func interpolate(ultralight: Double, regular: Double, black: Double, weight: Weight) -> Double {
        let c = coefficients(weight)
        return regular + (ultralight - regular) * c.ultralight + (black - regular) * c.black
    }

    /// A length of the variant (stroke width, advance, dash) from the sources' lengths.
    package static func length(ultralight: Double, regular: Double, black: Double, in variant: Variant) -> Double {
        interpolate(ultralight: ultralight, regular: regular, black: black, weight: variant.weight)
            * factorFromSmall(variant.scale)
    }

    /// A point of the variant, in glyph coordinates, from the sources' points in theirs, in a
    /// template whose S row has this cap height.
    package static func point(
        ultralight: Point, regular: Point, black: Point, in variant: Variant,
        capHeight: Double = AppleTemplate.capHeight
    ) -> Point {
        let origin = scaleOrigin(capHeight: capHeight)
        let w = variant.weight
        let atSmall = Point(
            x: interpolate(ultralight: ultralight.x, regular: regular.x, black: black.x, weight: w),
            y: interpolate(ultralight: ultralight.y, regular: regular.y, black: black.y, weight: w))
        return origin + (atSmall - origin) * factorFromSmall(variant.scale)
    }
}
