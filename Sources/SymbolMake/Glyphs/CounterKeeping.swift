import SVGModel
import SymbolGeometry
import SymbolModel

/// What every variant keeps of the icon: its counters (docs/making.md, "Counters"). The icon's
/// counters are the holes of its ink as drawn (strokes at their own width, dots solid) at
/// least `minimumWidth` across at Regular-M; each variant keeps each of them open, apart from
/// the others, closed to the outside and at least `minimumWidth` across, and has no other hole.
/// A filled icon's thinner weights also keep the ink around each counter at least
/// `minimumWidth` wide (`WeightOffsets`): a narrower wall draws as a grey seam.
package enum CounterKeeping {
    /// The narrowest a counter may be, in template units: one pixel of the Control Center tile
    /// on a @3x screen (1.39 units of a 100 pt template, `StrokeVisibility`; docs/sizing.md,
    /// "One pixel at @3x"). A gap at least one pixel wide leaves, wherever the pixel grid
    /// falls, a pixel along it at least half clear; a narrower one is a grey seam in the ink,
    /// as a stroke under a pixel is a grey hairline (`hairline-stroke`).
    package static let minimumWidth = StrokeVisibility.onePixelInTemplateUnits(
        pointSize: ControlCenterSymbolArea.templatePointSize)

    /// The narrowest counter's largest inscribed radius in icon units at `variant`.
    package static func minimumRadius(_ variant: Variant, iconScale: Double) -> Double {
        minimumWidth / 2 / (iconScale * variant.scale.designFactor)
    }

    /// How precisely a counter's largest inscribed circle is found, in icon units: a tenth of
    /// the narrowest counter's radius at Regular-M, enough to tell it from the minimum and to
    /// find a point well inside it, and far coarser (so cheaper) than the outline's tolerance.
    static func circleTolerance(iconScale: Double) -> Double {
        minimumRadius(.regularM, iconScale: iconScale) / 10
    }

    /// The icon's counters: the holes of `drawn` (icon units) wide enough to draw at Regular-M.
    static func iconCounters(_ drawn: Outline, iconScale: Double, budget: GeometryBudget) throws(GeometryError)
        -> [Counter]
    {
        let least = minimumRadius(.regularM, iconScale: iconScale)
        return try drawn.counters(tolerance: circleTolerance(iconScale: iconScale), budget: budget).filter {
            $0.radius >= least
        }
    }
}
