import SVGModel

/// `Symbols/reference.svg`, built into the binary so an installed one works from any directory:
/// the script's drawing (margins and path data, copied from the file) written through the
/// template writer. `BundledReferenceTests` keeps the result byte-identical to the file, which
/// also holds `scripts/draw-symbols.py` and `AppleTemplateSkeleton` to the same skeleton.
package enum BundledReference {
    static let svg = AppleTemplateSkeleton.drawnExample(
        symbol: "circle.circle", descriptiveName: "Generated from circle.circle",
        glyphs: [
            glyph(
                .small, left: 1404.8384, right: 1494.8416,
                ring:
                    "M5.5446-35.2295A39.457 39.457 0 0 1 84.4586-35.2295A39.457 39.457 0 0 1 5.5446-35.2295ZM12.6468-35.2295A32.3548 32.3548 0 0 0 77.3564-35.2295A32.3548 32.3548 0 0 0 12.6468-35.2295Z",
                dot: "M27.2459-35.2295A17.7557 17.7557 0 0 1 62.7573-35.2295A17.7557 17.7557 0 0 1 27.2459-35.2295Z"),
            glyph(
                .medium, left: 1393.0255, right: 1506.6545,
                ring:
                    "M7-35.2295A49.8145 49.8145 0 0 1 106.629-35.2295A49.8145 49.8145 0 0 1 7-35.2295ZM15.9666-35.2295A40.8479 40.8479 0 0 0 97.6624-35.2295A40.8479 40.8479 0 0 0 15.9666-35.2295Z",
                dot: "M34.398-35.2295A22.4165 22.4165 0 0 1 79.231-35.2295A22.4165 22.4165 0 0 1 34.398-35.2295Z"),
            glyph(
                .large, left: 1377.3151, right: 1522.3649,
                ring:
                    "M8.9356-35.2295A63.5892 63.5892 0 0 1 136.114-35.2295A63.5892 63.5892 0 0 1 8.9356-35.2295ZM20.3816-35.2295A52.1432 52.1432 0 0 0 124.668-35.2295A52.1432 52.1432 0 0 0 20.3816-35.2295Z",
                dot: "M43.9096-35.2295A28.6152 28.6152 0 0 1 101.14-35.2295A28.6152 28.6152 0 0 1 43.9096-35.2295Z"),
        ]
    ).text

    /// Regular at `scale`: the outer ring with its hole, then the centre dot.
    private static func glyph(_ scale: Scale, left: Double, right: Double, ring: String, dot: String)
        -> AppleTemplateSkeleton.Glyph
    {
        AppleTemplateSkeleton.Glyph(
            variant: Variant(.regular, scale), leftMargin: left, rightMargin: right,
            content: [AppleTemplateSkeleton.drawnPath(ring), AppleTemplateSkeleton.drawnPath(dot)])
    }
}
