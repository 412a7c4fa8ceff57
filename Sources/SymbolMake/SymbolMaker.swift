import Dispatch
import SVGModel
import Support
import SymbolCheck
import SymbolGeometry
import SymbolModel

/// What `make` is asked for besides the icon.
package struct MakeOptions: Sendable {
    package enum Weights: String, Sendable, CaseIterable {
        /// Regular-S, -M and -L.
        case regular
        /// All nine weights: a stroke icon's strokes at each weight's stem, a filled icon's
        /// outline offset by the stem change.
        case all
    }

    /// How the icon's units become template units (`--size-by`).
    package enum SizeBy: String, Sendable, CaseIterable {
        /// By its frame, as `frame` does, unless that puts the icon outside the size model's
        /// band, where `glyph-size` would fail it: then by its ink, and `MadeSymbol.sizedAlone`
        /// says why. What `make` does for several icons unless told.
        case frameWithinBand
        /// One factor for every icon drawn on the same frame (`viewBox`), so a family keeps its
        /// relative sizes, even an icon it draws small; ink past the Control Center tile's
        /// symbol area is shrunk to fit.
        case frame
        /// Each icon's own ink brought to the size model's target: what `make` does for one icon.
        case ink

        /// The sizing `make` uses unless told: one icon (a template or a symbol set) is sized
        /// alone, by its ink; several keep their family's sizes within the size model's band.
        package static func forIcons(count: Int) -> SizeBy { count == 1 ? .ink : .frameWithinBand }
    }

    /// The scale a flat mark takes from its family (`FamilySizing.flatMarkScales`): made as by
    /// its frame at this factor, unless that puts it outside the size model's band.
    package struct FamilyScale: Sendable, Hashable {
        /// Icon units to Medium-scale template units, as the partners were made.
        package var iconScale: Double
        /// The partners' names (their files), for the note.
        package var partners: [String]

        package init(iconScale: Double, partners: [String]) {
            self.iconScale = iconScale
            self.partners = partners
        }
    }

    package var weights: Weights = .all
    package var sizeBy: SizeBy = .frameWithinBand
    /// Under `frameWithinBand`, a flat mark's scale from its family, when the call has one.
    package var familyScale: FamilyScale?
    package var sizeTarget = SizeTarget()
    /// Largest distance, in template units at the Large scale, that flattened curves and round
    /// caps may stray from the true curve. 0.02 units is 0.01 px for a 17 pt symbol at 3×
    /// and 0.06 px at 100 pt: no facet shows.
    package var tolerance = 0.02
    /// Largest distance, in template units at each row's own scale, between a written curve
    /// and the outline GEOS made: 0.05 units is 0.025 px for a 17 pt symbol at 3×, 0.05 px at
    /// 100 pt at 1×, and on top of `tolerance` keeps every written edge within 0.07 units of
    /// the exact outline.
    package var curveTolerance = 0.05
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
    /// Sized by its ink because its frame would have put it outside the size model's band
    /// (`SizeBy.frameWithinBand`): the first row that was outside, as the size model judged it.
    package var sizedAlone: (variant: Variant, size: GlyphSize)?
    /// Icon units to Medium-scale template units: what sized it.
    package var iconScale = 1.0
    /// The icon's counters as drawn, in icon units (`CounterKeeping`).
    package var iconCounters: [Counter] = []
    /// Each written variant's placement: icon units to the template's coordinates.
    package var iconToTemplate: [Variant: AffineTransform] = [:]
}

/// Plain icon → static symbol template: every shape outlined (strokes with SVG's semantics,
/// fills under their own rule), unioned per weight, sized by the size model and laid out
/// as Apple's template. Never prints; reports problems as a `MakeFailure`.
package enum SymbolMaker {
    /// The icon's `bytes` (the file at `path`) made a template. The bytes are read once, through
    /// `IconReader`; every refusal after that is placed in the text the drawing was read from
    /// (`IconDrawing.source`, the decoding of a file declared in another encoding), never in the
    /// bytes, which no step after the read holds.
    package static func make(path: String, bytes: [UInt8], name: String, options: MakeOptions = MakeOptions())
        throws(MakeFailure) -> MadeSymbol
    {
        let drawing = try IconReader.read(SourceFile(path: path, bytes: bytes), limits: options.readerLimits)
        // One budget for the icon, however many times it is made.
        var budget = GeometryBudget(limits: options.limits, timeLimit: options.timeLimit)
        budget.interruptAtPoll = options.interruptAtPoll
        guard options.sizeBy == .frameWithinBand else {
            return try make(drawing, name: name, options, options.sizeBy, budget: budget)
        }
        let byFrame = try make(drawing, name: name, options, .frame, family: options.familyScale, budget: budget)
        guard let outside = outsideBand(byFrame, options: options) else { return byFrame }
        var byInk = try make(drawing, name: name, options, .ink, budget: budget)
        byInk.sizedAlone = outside
        return byInk
    }

    /// The first judged row of a made template that the size model puts outside its band, as
    /// `glyph-size` judges it; nil when every one is inside (or not judged).
    static func outsideBand(_ made: MadeSymbol, options: MakeOptions) -> (variant: Variant, size: GlyphSize)? {
        guard case .success(let template) = TemplateFrontEnd.read(SourceFile(path: made.name, text: made.svg)) else {
            return nil
        }
        for variant in SizeTarget.judgedRows {
            guard let glyph = template.glyph(variant), let bounds = glyph.inkBounds,
                let capHeight = template.capHeight(variant.scale)
            else { continue }
            let size = options.sizeTarget.judge(
                inkBounds: bounds, ink: InkShape.measure(glyph), capHeight: capHeight, scale: variant.scale)
            if !size.accepted { return (variant, size) }
        }
        return nil
    }

    /// The icon made with this sizing, within `budget`; by its frame at `family`'s scale when
    /// one is given.
    static func make(
        _ read: IconDrawing, name: String, _ options: MakeOptions, _ sizeBy: MakeOptions.SizeBy,
        family: MakeOptions.FamilyScale? = nil, budget: GeometryBudget
    ) throws(MakeFailure) -> MadeSymbol {
        var drawing = read
        guard let rough = drawing.roughBounds, rough.height > 0, rough.isFinite else {
            throw MakeFailure(
                drawing.source, MakeFailure.unsupportedID, "the icon draws nothing (no filled or stroked shape)",
                at: drawing.shapes.first?.range,
                help: "give `make` an icon with visible paths or shapes")
        }
        // Dots are found once, as drawn, finely enough that flattening decides nothing.
        let dotTolerance = max(rough.width, rough.height) * 1e-4
        for k in drawing.shapes.indices {
            do {
                drawing.shapes[k].dots = try GlyphOutlining.dots(
                    of: drawing.shapes[k], tolerance: dotTolerance, budget: budget)
            } catch {
                throw MakeFailure(
                    drawing.source, error, "this shape could not be outlined: \(error)", at: drawing.shapes[k].range)
            }
        }
        let largest = Scale.large.designFactor
        let frameScale =
            sizeBy == .frame
            ? (family.map(\.iconScale)
                ?? drawing.frame.flatMap { GlyphLayout.frameScale(frame: $0, target: options.sizeTarget) })
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
                    drawing.source, MakeFailure.unsupportedID, "the icon's shapes cover no area",
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
                    drawing.source, MakeFailure.geometryID,
                    "the icon cannot be sized: its frame and ink give no finite scale", at: drawing.shapes.first?.range,
                    help: "check the icon's viewBox, width and height against what it draws")
            }
            guard abs(next / iconScale - 1) > 1e-6 else { break }
            iconScale = next
            regular = try regularM(at: iconScale)
        }
        let tolerance = options.tolerance / (iconScale * largest)
        let weights: [Weight] = options.weights == .regular ? [.regular] : Weight.allCases
        let variants = Scale.allCases.flatMap { scale in weights.map { Variant($0, scale) } }
        // The icon as its author drew it: strokes at their own width (dots solid), a filled
        // icon's Regular.
        let drawn =
            drawing.hasStrokes
            ? try GlyphOutlining.outline(drawing, strokeFactor: 1, tolerance: tolerance, budget: budget) : regular
        let iconCounters: [Counter]
        do {
            iconCounters = try CounterKeeping.iconCounters(drawn, iconScale: iconScale, budget: budget)
        } catch {
            throw MakeFailure(
                drawing.source, error, "the icon's counters could not be found: \(error)", at: drawing.rootRange)
        }
        if let family, sizeBy == .frame {
            let names = family.partners.joined(separator: ", ")
            changes.append(
                MakeChange(
                    "a flat mark, sized with the icon\(family.partners.count == 1 ? "" : "s") of its width in this run (\(names)): Apple draws its minus as wide as its plus (docs/sizing.md, \"Flat marks\")",
                    at: drawing.rootRange, in: drawing.source))
        }
        let (outlines, weightChanges) = try variantOutlines(
            drawing, drawn: drawn, counters: iconCounters, regularM: regular, variants: variants, tolerance: tolerance,
            iconScale: iconScale,
            budget: budget)
        changes += weightChanges
        // The icon's own curves, where an outline still follows them, are written as they were drawn.
        var curves = SourceCurves()
        var recordedClips: Set<SourceRange> = []
        for shape in drawing.shapes {
            shape.placed.recordCurves(into: &curves, tolerance: tolerance)
            for clip in shape.clips where recordedClips.insert(clip.range).inserted {
                for step in clip.steps { step.shape.recordCurves(into: &curves, tolerance: tolerance) }
            }
        }
        // Recorded for `made-counters`: the counters wide enough to draw at the smallest scale
        // drawn, which every variant keeps at least the minimum width; one the icon draws
        // narrower there may narrow further with the weight (no reason to stop short).
        let smallest = variants.map(\.scale).min { $0.designFactor < $1.designFactor } ?? .medium
        let recorded = iconCounters.filter {
            $0.radius >= CounterKeeping.minimumRadius(Variant(.regular, smallest), iconScale: iconScale)
        }.count
        let placed = IndexedResults<GlyphLayout.Placement?>.concurrentMap(count: variants.count) {
            [curves, iconScale] i in
            GlyphLayout.place(
                outlines[variants[i]]!, curves: curves, variant: variants[i], iconScale: iconScale,
                curveTolerance: options.curveTolerance)
        }
        let placements = (0..<variants.count).compactMap { placed[$0] }
        return MadeSymbol(
            name: name, svg: TemplateWriter.svg(name: name, placements: placements, counters: recorded),
            variants: placements.map(\.variant), isStrokeIcon: drawing.hasStrokes, changes: changes,
            iconScale: iconScale, iconCounters: iconCounters,
            iconToTemplate: Dictionary(uniqueKeysWithValues: placements.map { ($0.variant, $0.iconToTemplate) }))
    }

    /// How many times Regular-M is outlined at most to settle the scale: each round leaves
    /// about stem ÷ glyph size (under a tenth) of the previous round's error.
    static let maximumSizingRounds = 6

    /// The factor on every stroke width that draws `variant` at `stem` (template units; its
    /// weight's, `StrokeWeights`, unless told) once the icon is scaled by `iconScale` and the
    /// row's design factor: the icon's usual stroke width becomes the stem, the others keep
    /// their proportion to it.
    static func strokeFactor(
        _ drawing: IconDrawing, _ variant: Variant, iconScale: Double, stem: Double? = nil
    ) -> Double {
        guard let typical = drawing.typicalStrokeWidth else { return 1 }
        return (stem ?? StrokeWeights.stem(variant)) / (iconScale * variant.scale.designFactor) / typical
    }

    /// Each variant's outline in icon units (on all cores), and what was said about them.
    ///
    /// A stroke icon's strokes are outlined again at the variant's stem, so every row and
    /// weight has Apple's stem whatever the icon's size, keeping the icon's counters
    /// (`StrokeVariants`: a heavy weight that would close one stops short). A filled icon keeps
    /// its drawn weight as Regular, and each other weight is its Regular outline offset by half
    /// the stem change between the two weights at that scale, as `resize` keeps stems, short of
    /// what would change a part, a hole or a counter (`WeightOffsets`).
    static func variantOutlines(
        _ drawing: IconDrawing, drawn: Outline, counters: [Counter], regularM: Outline, variants: [Variant],
        tolerance: Double, iconScale: Double, budget: GeometryBudget
    ) throws(MakeFailure) -> (outlines: [Variant: Outline], changes: [MakeChange]) {
        if drawing.hasStrokes {
            return try StrokeVariants(
                drawing, drawn: drawn, counters: counters, iconScale: iconScale, tolerance: tolerance, budget: budget
            ).outlines(variants)
        }
        // A filled icon's Regular is the same outline at every scale.
        let others = variants.filter { $0.weight != .regular }
        let offsets = try WeightOffsets(
            drawing, regularM, others, counters: counters, iconScale: iconScale, tolerance: tolerance, budget: budget)
        let results = IndexedResults<Result<Outline, MakeFailure>>.concurrentMap(count: others.count) { i in
            do throws(MakeFailure) { return .success(try offsets.outline(others[i])) } catch { return .failure(error) }
        }
        var out: [Variant: Outline] = [:]
        for v in variants { out[v] = regularM }
        for (i, v) in others.enumerated() {
            switch results[i] {
            case .success(let outline): out[v] = outline
            case .failure(let f): throw f
            }
        }
        return (out, offsets.notes(for: others))
    }
}
