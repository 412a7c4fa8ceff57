import Dispatch
import SVGModel
import Support
import SymbolCheck
import SymbolGeometry

/// What `make` is asked for besides the icon.
public struct MakeOptions: Sendable {
    public enum Weights: String, Sendable, CaseIterable {
        /// Stroke icons get all nine weights, filled icons Regular only.
        case automatic
        case regular
        case all
    }

    public var weights: Weights = .automatic
    public var sizeTarget = SizeTarget()
    /// Largest distance, in template units at the Large scale, that flattened curves and round
    /// caps may stray from the true curve. 0.02 units is 0.01 px for a 17 pt symbol at 3×
    /// and 0.06 px at 100 pt: no facet shows.
    public var tolerance = 0.02
    /// How complex one shape may be (`--max-segments`, `--max-crossings`).
    public var limits = GeometryLimits.default
    /// How long one icon may take (`--time-limit`); nil: as long as it takes.
    public var timeLimit: Duration?

    public init() {}
}

/// A template made from an icon.
public struct MadeSymbol: Sendable {
    public var name: String
    public var svg: String
    public var variants: [Variant]
    public var isStrokeIcon: Bool
    /// What was done to draw the icon as it looked: clips and masks applied or left out,
    /// shapes in the background colour subtracted.
    public var changes: [MakeChange] = []
}

/// Plain icon → static symbol template: every shape outlined (strokes with SVG's semantics,
/// fills under their own rule), unioned per weight, sized by the size model and laid out
/// as Apple's template. Never prints; reports problems as a `MakeFailure`.
public enum SymbolMaker {
    public static func make(_ source: SourceFile, name: String, options: MakeOptions = MakeOptions())
        throws(MakeFailure) -> MadeSymbol
    {
        let budget = GeometryBudget(limits: options.limits, timeLimit: options.timeLimit)
        let drawing = try IconReader.read(source)
        guard let rough = drawing.roughBounds, rough.height > 0, rough.isFinite else {
            throw MakeFailure(
                source, MakeFailure.unsupportedID, "the icon draws nothing (no filled or stroked shape)",
                at: drawing.shapes.first?.range,
                help: "give `make` an icon with visible paths or shapes")
        }
        let largest = Scale.large.designFactor
        func iconTolerance(ink: Rect) -> Double {
            options.tolerance / (GlyphLayout.iconScale(regularInk: ink, target: options.sizeTarget) * largest)
        }
        // The rough bounds may be larger than the ink; outline again if the real scale is finer.
        var tolerance = iconTolerance(ink: rough)
        var (regular, changes) = try GlyphOutlining.outlineAndChanges(
            drawing, strokeFactor: 1, tolerance: tolerance, budget: budget)
        guard let ink = regular.bounds, ink.height > 1e-9 * max(1, rough.height) else {
            throw MakeFailure(
                source, MakeFailure.unsupportedID, "the icon's shapes cover no area", at: drawing.shapes.first?.range,
                help: "give `make` an icon with filled shapes or strokes wider than 0")
        }
        if iconTolerance(ink: ink) < tolerance * 0.9 {
            tolerance = iconTolerance(ink: ink)
            (regular, changes) = try GlyphOutlining.outlineAndChanges(
                drawing, strokeFactor: 1, tolerance: tolerance, budget: budget)
        }
        let iconScale = GlyphLayout.iconScale(regularInk: regular.bounds ?? ink, target: options.sizeTarget)
        let weights: [Weight]
        switch options.weights {
        case .regular: weights = [.regular]
        case .all: weights = Weight.allCases
        case .automatic: weights = drawing.hasStrokes ? Weight.allCases : [.regular]
        }
        let outlines = try weightOutlines(
            drawing, regular: regular, weights: weights, tolerance: tolerance, iconScale: iconScale, budget: budget)
        var placements: [GlyphLayout.Placement] = []
        for scale in Scale.allCases {
            for w in weights {
                guard let p = GlyphLayout.place(outlines[w]!, variant: Variant(w, scale), iconScale: iconScale) else {
                    continue
                }
                placements.append(p)
            }
        }
        return MadeSymbol(
            name: name, svg: TemplateWriter.svg(name: name, placements: placements),
            variants: placements.map(\.variant), isStrokeIcon: drawing.hasStrokes, changes: changes)
    }

    /// Each weight's outline in icon units: strokes re-outlined at the table's width (on all
    /// cores), or for an icon without strokes the Regular outline offset by the same table.
    static func weightOutlines(
        _ drawing: IconDrawing, regular: Outline, weights: [Weight], tolerance: Double, iconScale: Double,
        budget: GeometryBudget
    ) throws(MakeFailure) -> [Weight: Outline] {
        let others = weights.filter { $0 != .regular }
        let stem = regular.stemThickness
        let outlines = IndexedResults<Result<Outline, MakeFailure>>.concurrentMap(count: others.count) { i in
            let w = others[i]
            do throws(MakeFailure) {
                if drawing.hasStrokes {
                    return .success(
                        try GlyphOutlining.outline(
                            drawing, strokeFactor: StrokeWeights.factor(w), tolerance: tolerance, budget: budget))
                }
                return .success(
                    try offsetWeight(drawing, regular, w, stem: stem, tolerance: tolerance, budget: budget))
            } catch {
                return .failure(error)
            }
        }
        var out: [Weight: Outline] = [.regular: regular]
        for (i, w) in others.enumerated() {
            switch outlines[i] {
            case .success(let o): out[w] = o
            case .failure(let f): throw f
            }
        }
        return out
    }

    /// A filled icon's weight: the Regular outline grown or shrunk by half the stem change the
    /// table gives, refused when that loses or merges a part or a hole.
    static func offsetWeight(
        _ drawing: IconDrawing, _ regular: Outline, _ w: Weight, stem: Double, tolerance: Double,
        budget: GeometryBudget
    ) throws(MakeFailure) -> Outline {
        let distance = (StrokeWeights.factor(w) - 1) * stem / 2
        let grown: Outline
        do {
            grown = try Outliner.offset(regular, by: distance, tolerance: tolerance, budget: budget)
        } catch {
            throw MakeFailure(
                drawing.source, error, "the \(w.rawValue) weight could not be drawn: \(error)", at: nil)
        }
        guard grown.polygons.count == regular.polygons.count, grown.holeCount == regular.holeCount else {
            throw MakeFailure(
                drawing.source, MakeFailure.geometryID,
                "offsetting the outline for \(w.rawValue) changes its shape: \(regular.polygons.count) parts and \(regular.holeCount) holes become \(grown.polygons.count) and \(grown.holeCount)",
                at: nil, help: "make Regular only (`--weights regular`) and draw the other weights by hand")
        }
        return grown
    }
}

extension Outline {
    /// The typical thickness of the outline's strokes: 2 × area ÷ perimeter (exact for a long
    /// thin bar), the measure the weight table was derived with.
    var stemThickness: Double {
        var perimeter = 0.0
        for p in polygons {
            for ring in [p.shell] + p.holes {
                var a = ring[ring.count - 1]
                for b in ring {
                    perimeter += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
                    a = b
                }
            }
        }
        return perimeter > 0 ? 2 * area / perimeter : 0
    }
}
