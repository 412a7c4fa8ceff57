import Dispatch
import SVGModel
import Support
import SymbolCheck
import SymbolGeometry
import SymbolModel

/// What `make` is asked for besides the icon.
package struct MakeOptions: Sendable {
    package enum Weights: String, Sendable, CaseIterable {
        /// Stroke icons get all nine weights, filled icons Regular only.
        case automatic
        case regular
        case all
    }

    /// How the icon's units become template units (`--size-by`).
    package enum SizeBy: String, Sendable, CaseIterable {
        /// One factor for every icon drawn on the same frame (`viewBox`), so a family keeps its
        /// relative sizes; ink past the Control Center tile's symbol area is shrunk to fit.
        case frame
        /// Each icon's own ink brought to the size model's target.
        case ink
    }

    package var weights: Weights = .automatic
    package var sizeBy: SizeBy = .frame
    package var sizeTarget = SizeTarget()
    /// Largest distance, in template units at the Large scale, that flattened curves and round
    /// caps may stray from the true curve. 0.02 units is 0.01 px for a 17 pt symbol at 3×
    /// and 0.06 px at 100 pt: no facet shows.
    package var tolerance = 0.02
    /// How complex one shape may be (`--max-segments`, `--max-crossings`).
    package var limits = GeometryLimits.default
    /// How long one icon may take (`--time-limit`); nil: as long as it takes.
    package var timeLimit: Duration?
    /// For the fuzz target and tests: interrupt every GEOS operation at this poll
    /// (`GeometryBudget.interruptAtPoll`).
    package var interruptAtPoll: Int?
    /// What reading one icon may cost: the `CheckConfiguration.limits` `check` reads templates
    /// under (from `.symbolcheck.json` and the flags), so `make` refuses what `check` refuses.
    package var readerLimits = ReaderLimits.default

    package init() {}
}

/// A template made from an icon.
package struct MadeSymbol: Sendable {
    package var name: String
    package var svg: String
    package var variants: [Variant]
    package var isStrokeIcon: Bool
    /// What was done to draw the icon as it looked: clips and masks applied or left out,
    /// shapes in the background colour subtracted.
    package var changes: [MakeChange] = []
}

/// Plain icon → static symbol template: every shape outlined (strokes with SVG's semantics,
/// fills under their own rule), unioned per weight, sized by the size model and laid out
/// as Apple's template. Never prints; reports problems as a `MakeFailure`.
package enum SymbolMaker {
    package static func make(_ source: SourceFile, name: String, options: MakeOptions = MakeOptions())
        throws(MakeFailure) -> MadeSymbol
    {
        var budget = GeometryBudget(limits: options.limits, timeLimit: options.timeLimit)
        budget.interruptAtPoll = options.interruptAtPoll
        let drawing = try IconReader.read(source, limits: options.readerLimits)
        guard let rough = drawing.roughBounds, rough.height > 0, rough.isFinite else {
            throw MakeFailure(
                source, MakeFailure.unsupportedID, "the icon draws nothing (no filled or stroked shape)",
                at: drawing.shapes.first?.range,
                help: "give `make` an icon with visible paths or shapes")
        }
        let largest = Scale.large.designFactor
        let frameScale =
            options.sizeBy == .frame
            ? drawing.frame.flatMap { GlyphLayout.frameScale(frame: $0, target: options.sizeTarget) }
                .flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil
        // Strokes are drawn at a stem fixed in template units, so the ink's size depends on the
        // scale and the scale (by ink, or when shrunk to fit the tile) on the ink: start from
        // the frame's factor or the ink as drawn, and outline Regular-M again until they agree.
        var iconScale = frameScale ?? GlyphLayout.iconScale(regularInk: rough, target: options.sizeTarget)
        // What reading the icon changed (clips, masks and fake holes applied), as the last
        // Regular-M outline found it: the same for every round, as the shapes are.
        var changes: [MakeChange] = []
        func regularM(at scale: Double) throws(MakeFailure) -> Outline {
            let made = try GlyphOutlining.outlineAndChanges(
                drawing, strokeFactor: strokeFactor(drawing, .regularM, iconScale: scale),
                tolerance: options.tolerance / (scale * largest), budget: budget)
            changes = made.changes
            return made.outline
        }
        var regular = try regularM(at: iconScale)
        for _ in 0..<maximumSizingRounds {
            guard let ink = regular.bounds, ink.height > 1e-9 * max(1, rough.height) else {
                throw MakeFailure(
                    source, MakeFailure.unsupportedID, "the icon's shapes cover no area",
                    at: drawing.shapes.first?.range,
                    help: "give `make` an icon with filled shapes or strokes wider than 0")
            }
            let next: Double
            if let frameScale {
                let placed = Rect(x: 0, y: 0, width: ink.width * iconScale, height: ink.height * iconScale)
                next = min(frameScale, iconScale * GlyphLayout.fittingFactor(regularMInk: placed))
            } else {
                next = GlyphLayout.iconScale(regularInk: ink, target: options.sizeTarget)
            }
            guard next.isFinite, next > 0 else {
                throw MakeFailure(
                    source, MakeFailure.geometryID,
                    "the icon cannot be sized: its frame and ink give no finite scale", at: drawing.shapes.first?.range,
                    help: "check the icon's viewBox, width and height against what it draws")
            }
            guard abs(next / iconScale - 1) > 1e-6 else { break }
            iconScale = next
            regular = try regularM(at: iconScale)
        }
        let tolerance = options.tolerance / (iconScale * largest)
        let weights: [Weight]
        switch options.weights {
        case .regular: weights = [.regular]
        case .all: weights = Weight.allCases
        case .automatic: weights = drawing.hasStrokes ? Weight.allCases : [.regular]
        }
        let variants = Scale.allCases.flatMap { scale in weights.map { Variant($0, scale) } }
        let outlines = try variantOutlines(
            drawing, regularM: regular, variants: variants, tolerance: tolerance, iconScale: iconScale, budget: budget)
        let placements = variants.compactMap { v in GlyphLayout.place(outlines[v]!, variant: v, iconScale: iconScale) }
        return MadeSymbol(
            name: name, svg: TemplateWriter.svg(name: name, placements: placements),
            variants: placements.map(\.variant), isStrokeIcon: drawing.hasStrokes, changes: changes)
    }

    /// How many times Regular-M is outlined at most to settle the scale: each round leaves
    /// about stem ÷ glyph size (under a tenth) of the previous round's error.
    static let maximumSizingRounds = 6

    /// The factor on every stroke width that draws `variant` at its stem (`StrokeWeights`) in
    /// template units once the icon is scaled by `iconScale` and the row's design factor: the
    /// icon's usual stroke width becomes the stem, the others keep their proportion to it.
    static func strokeFactor(_ drawing: IconDrawing, _ variant: Variant, iconScale: Double) -> Double {
        guard let typical = drawing.typicalStrokeWidth else { return 1 }
        return StrokeWeights.stem(variant) / (iconScale * variant.scale.designFactor) / typical
    }

    /// Each variant's outline in icon units (on all cores): a stroke icon's strokes outlined
    /// again at the variant's stem, so every row and weight has Apple's stem whatever the
    /// icon's size; an icon without strokes keeps its drawn weight, its other weights the
    /// Regular outline offset by the weight table, the same outline at every scale.
    static func variantOutlines(
        _ drawing: IconDrawing, regularM: Outline, variants: [Variant], tolerance: Double, iconScale: Double,
        budget: GeometryBudget
    ) throws(MakeFailure) -> [Variant: Outline] {
        let stem = regularM.stemThickness
        // Without strokes a weight's outline is the same at every scale: make each once.
        let distinct = variants.filter { v in
            v != .regularM && (drawing.hasStrokes || (v.scale == .medium && v.weight != .regular))
        }
        let outlines = IndexedResults<Result<Outline, MakeFailure>>.concurrentMap(count: distinct.count) { i in
            let v = distinct[i]
            do throws(MakeFailure) {
                if drawing.hasStrokes {
                    return .success(
                        try GlyphOutlining.outline(
                            drawing, strokeFactor: strokeFactor(drawing, v, iconScale: iconScale),
                            tolerance: tolerance, budget: budget))
                }
                return .success(
                    try offsetWeight(drawing, regularM, v.weight, stem: stem, tolerance: tolerance, budget: budget))
            } catch {
                return .failure(error)
            }
        }
        var made: [Variant: Outline] = [.regularM: regularM]
        for (i, v) in distinct.enumerated() {
            switch outlines[i] {
            case .success(let o): made[v] = o
            case .failure(let f): throw f
            }
        }
        var out: [Variant: Outline] = [:]
        for v in variants {
            out[v] = made[v] ?? made[Variant(v.weight, .medium)] ?? regularM
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
                at: nil, suggestion: .makeRegularOnly)
        }
        return grown
    }
}
