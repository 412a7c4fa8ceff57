/// The geometry every SF Symbols template export shares (docs/template-format.md §1.2–1.3): the one place these
/// numbers live. Apple's S and L scale factors belong to `Scale.designFactor`.
package enum AppleTemplate {
    /// SF Pro's cap height at the template's 100 points: each Capline sits this far above its
    /// Baseline (the H-reference glyph's top is at y = −70.459).
    package static let capHeight = 70.459
    /// SF Pro's cap height per point of font size, as actool hard-codes it (1443/2048): it turns
    /// a Baseline–Capline distance into the point size the template was typeset at.
    package static let capHeightPerPoint = 0.704589844
    /// The point size actool reads off a row's Baseline–Capline distance (`capHeight` in
    /// template units), rounded as actool rounds it; 0 means the guides give no usable size.
    package static func pointSize(capHeight: Double) -> Double {
        (capHeight / capHeightPerPoint).rounded()
    }
    /// The Baseline y of each scale row.
    package static let baselines: [Scale: Double] = [.small: 696, .medium: 1126, .large: 1556]
    /// The Capline y of each scale row as Apple's exports write it (docs/template-format.md §1.3):
    /// M and L print 70.46 above their Baselines where the cap height is 70.459.
    package static let exportedCaplines: [Scale: Double] = [.small: 625.541, .medium: 1055.54, .large: 1485.54]
    /// A margin guide line runs from this far above its row's Baseline …
    package static let marginGuideAbove = 95.215
    /// … to this far below it (docs/template-format.md §1.3).
    package static let marginGuideBelow = 24.121
    /// The style of Apple's margin guide lines.
    package static let marginGuideStyle = "fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;"
    /// Column centres of the weight labels in the Notes group.
    package static let weightColumns: [Weight: Double] = [
        .ultralight: 559.711, .thin: 856.422, .light: 1153.13, .regular: 1449.84, .medium: 1746.56,
        .semibold: 2043.27, .bold: 2339.98, .heavy: 2636.69, .black: 2933.4,
    ]

    /// The classes that put a shape in a rendering mode's layer: `monochrome-N`, `multicolor-N:…`
    /// and `hierarchical-N:…` (docs/template-format.md §5).
    package static func isLayerClass(_ name: String) -> Bool {
        name.hasPrefix("monochrome-") || name.hasPrefix("multicolor-") || name.hasPrefix("hierarchical-")
    }

    /// The classes Apple's exports put on a one-layer glyph's paths, and `make` writes: the
    /// monochrome layer, the multicolour tint and the hierarchical primary (docs/runtime.md,
    /// Controls: a Control drew a glyph once its paths carried them).
    package static let layerClasses = "monochrome-0 multicolor-0:tintColor hierarchical-0:primary"

    /// The element by whose id a version 6 export declares its layers (`<g id="LayerTree">`,
    /// one group per layer), leaving its glyph paths without layer classes.
    package static let layerTreeID = "LayerTree"

    /// From this version on, actool reads a glyph's layers from its shapes' classes
    /// (docs/template-format.md §4.5); before it there are no layers.
    package static let layeredVersion = TemplateVersion(3, 0)

    /// From this version on, actool also collects the classes of the groups inside a glyph
    /// (docs/template-format.md §4.5).
    package static let groupClassesVersion = TemplateVersion(5, 0)
}
