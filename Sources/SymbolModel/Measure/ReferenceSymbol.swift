import SVGModel

/// The heights of a reference glyph (by default the bundled `circle.circle`-like symbol) as
/// ratios to cap height per scale. Every measurement compares against it.
package struct ReferenceSymbol: Sendable, Hashable {
    package var name: String
    package var ratios: [Scale: Double]

    package init(name: String, ratios: [Scale: Double]) {
        self.name = name
        self.ratios = ratios
    }

    /// Measures the Regular-S/M/L of a template; rows it lacks are derived from the ones it
    /// has by Apple's scale factors.
    package static func measure(_ template: SymbolTemplate, name: String) -> ReferenceSymbol? {
        var ratios: [Scale: Double] = [:]
        for scale in Scale.allCases {
            guard let g = template.glyph(Variant(.regular, scale)), let b = g.inkBounds,
                let cap = template.capHeight(scale), cap > 0
            else { continue }
            ratios[scale] = b.height / cap
        }
        guard let (known, value) = ratios.min(by: { $0.key < $1.key }) else { return nil }
        for scale in Scale.allCases where ratios[scale] == nil {
            ratios[scale] = value / known.designFactor * scale.designFactor
        }
        return ReferenceSymbol(name: name, ratios: ratios)
    }

    /// The bundled reference template itself (`Symbols/reference.svg`, embedded in the
    /// binary), for drawing the reference beside a glyph. `nil` only if the embedded file
    /// could not be read, which a test rules out.
    package static let bundledTemplate: SymbolTemplate? = {
        try? TemplateFrontEnd.read(SourceFile(path: "reference.svg", text: BundledReference.svg)).get()
    }()

    /// The symbol bundled with symbolcheck (`Symbols/reference.svg`, embedded in the binary),
    /// as its measured ratios. They are literals because parsing and measuring the template on
    /// every run was a third of a single check's instructions; a test holds them exactly equal
    /// to `measure(bundledTemplate)`.
    package static let bundled = ReferenceSymbol(
        name: "circle.circle (bundled)",
        ratios: [
            .small: 1.119998864587917, .medium: 1.4139795628725529, .large: 1.8049730343457273,
        ])
}
