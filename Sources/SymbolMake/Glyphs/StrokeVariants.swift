import SVGModel
import Support
import SymbolGeometry
import SymbolModel

/// A stroke icon's variants, each keeping the icon's counters (docs/making.md, "Counters").
///
/// Every variant is outlined at its weight's stem (`StrokeWeights`), and a hole the icon does
/// not have is closed where the icon as drawn inks its centre (`Outliner.closingHoles`: a dot's
/// middle, a sliver between crossing strokes). A heavy stem can still fill a counter, narrow it
/// under the minimum width or fuse strokes around a gap (`CounterCensus`): then that scale's
/// heavy weights stop short, drawn at the heaviest stem that keeps every counter (found by
/// halving between the icon's own stroke width and the first stem that does not), so the
/// weights still grow in order, and `notes` says which and why. Weights lighter than the icon as
/// drawn only widen its counters: they never close one.
struct StrokeVariants: Sendable {
    let drawing: IconDrawing
    /// The icon's counters, icon units.
    let counters: [Counter]
    /// The icon as drawn, its holes that are no counter filled: what a new hole may close into.
    let ink: Outline
    let iconScale: Double
    let tolerance: Double
    let budget: GeometryBudget

    /// Halvings of the search for the heaviest stem that keeps every counter.
    static let searchSteps = 8

    /// One variant: its outline, its census, and the stem it was drawn at (template units).
    struct Drawn: Sendable {
        var outline: Outline
        var census: CounterCensus
        var stem: Double
    }

    /// The heaviest stem of a scale that keeps every counter, and what the first heavier one did.
    struct Limit: Sendable {
        var stem: Double
        var census: CounterCensus
    }

    init(
        _ drawing: IconDrawing, drawn: Outline, counters: [Counter], iconScale: Double, tolerance: Double,
        budget: GeometryBudget
    ) {
        self.drawing = drawing
        self.counters = counters
        let kept = Set(counters.map(\.ring))
        ink = Outline(
            polygons: drawn.polygons.map { OutlinePolygon(shell: $0.shell, holes: $0.holes.filter(kept.contains)) })
        self.iconScale = iconScale
        self.tolerance = tolerance
        self.budget = budget
    }

    /// The stem the icon's usual stroke is drawn with, in template units at `scale`.
    func drawnStem(_ scale: Scale) -> Double {
        (drawing.typicalStrokeWidth ?? 0) * iconScale * scale.designFactor
    }

    /// The variant's outline at `stem` (template units), new holes closed, and its census.
    func draw(stem: Double, _ variant: Variant) throws(MakeFailure) -> Drawn {
        let factor = SymbolMaker.strokeFactor(drawing, variant, iconScale: iconScale, stem: stem)
        let raw = try GlyphOutlining.outline(drawing, strokeFactor: factor, tolerance: tolerance, budget: budget)
        do {
            let minimum = CounterKeeping.minimumRadius(variant, iconScale: iconScale)
            let (outline, holes) = try Outliner.closingHoles(
                raw, keeping: counters, inkedBy: ink, minimumRadius: minimum,
                tolerance: CounterKeeping.circleTolerance(iconScale: iconScale), budget: budget)
            let census = CounterCensus(icon: counters, outline: outline, holes: holes, minimumRadius: minimum)
            return Drawn(outline: outline, census: census, stem: stem)
        } catch {
            throw MakeFailure(
                drawing.source, error, "the outline's counters could not be compared: \(error)",
                at: drawing.rootRange)
        }
    }

    /// Every variant, on all cores; each scale's heavy weights stopped short where their stem
    /// would change a counter, and the notes that say so.
    func outlines(_ variants: [Variant]) throws(MakeFailure) -> (outlines: [Variant: Outline], changes: [MakeChange]) {
        let first = IndexedResults<Result<Drawn, MakeFailure>>.concurrentMap(count: variants.count) { i in
            do throws(MakeFailure) {
                return .success(try draw(stem: StrokeWeights.stem(variants[i]), variants[i]))
            } catch { return .failure(error) }
        }
        var drawn: [Variant: Drawn] = [:]
        for (i, v) in variants.enumerated() {
            switch first[i] {
            case .success(let d): drawn[v] = d
            case .failure(let f): throw f
            }
        }
        // Per scale, the lightest heavy stem that changes a counter: the search's upper end.
        let scales = Scale.allCases.filter { scale in
            variants.contains { v in
                v.scale == scale && !drawn[v]!.census.keepsEveryCounter && drawn[v]!.stem > drawnStem(scale)
            }
        }
        let limits = IndexedResults<Result<Limit?, MakeFailure>>.concurrentMap(count: scales.count) { [drawn] i in
            do throws(MakeFailure) { return .success(try limit(scales[i], variants, drawn)) } catch {
                return .failure(error)
            }
        }
        var notes: [MakeChange] = []
        var limited: [Scale: Limit] = [:]
        for (i, scale) in scales.enumerated() {
            switch limits[i] {
            case .success(let l): limited[scale] = l
            case .failure(let f): throw f
            }
        }
        let short = variants.filter { v in limited[v.scale].map { drawn[v]!.stem > $0.stem } ?? false }
        let redrawn = IndexedResults<Result<Drawn, MakeFailure>>.concurrentMap(count: short.count) { [limited] i in
            do throws(MakeFailure) { return .success(try draw(stem: limited[short[i].scale]!.stem, short[i])) } catch {
                return .failure(error)
            }
        }
        for (i, v) in short.enumerated() {
            switch redrawn[i] {
            case .success(let d): drawn[v] = d
            case .failure(let f): throw f
            }
        }
        notes = self.notes(short, limited)
        return (drawn.mapValues(\.outline), notes)
    }

    /// The heaviest stem at `scale` that keeps every counter (or changes none the icon's own
    /// stroke width does not already), between that width and the lightest stem that changes one.
    func limit(_ scale: Scale, _ variants: [Variant], _ drawn: [Variant: Drawn]) throws(MakeFailure) -> Limit? {
        let changing = variants.filter { v in
            v.scale == scale && !drawn[v]!.census.keepsEveryCounter && drawn[v]!.stem > drawnStem(scale)
        }.sorted { drawn[$0]!.stem < drawn[$1]!.stem }
        guard let lightest = changing.first else { return nil }
        let probe = Variant(lightest.weight, scale)
        let baseline = try draw(stem: drawnStem(scale), probe).census
        func acceptable(_ census: CounterCensus) -> Bool { census.keepsEveryCounter || census == baseline }
        guard !acceptable(drawn[lightest]!.census) else { return nil }
        var (safe, unsafe) = (drawnStem(scale), drawn[lightest]!.stem)
        for _ in 0..<Self.searchSteps {
            let middle = (safe + unsafe) / 2
            if acceptable(try draw(stem: middle, probe).census) { safe = middle } else { unsafe = middle }
        }
        return Limit(stem: safe, census: drawn[lightest]!.census)
    }

    /// One note per weight drawn short of its stem, at the icon's root.
    func notes(_ short: [Variant], _ limits: [Scale: Limit]) -> [MakeChange] {
        Weight.allCases.compactMap { weight -> MakeChange? in
            let rows = short.filter { $0.weight == weight }
            guard let first = rows.first, let limit = limits[first.scale] else { return nil }
            let shares = rows.map { limits[$0.scale]!.stem / StrokeWeights.stem($0) }
            func percent(_ share: Double) -> String { "\(Int((share * 100).rounded(.down))) %" }
            let (least, most) = (shares.min()!, shares.max()!)
            let share = least == most ? percent(least) : "\(percent(least))–\(percent(most))"
            return MakeChange(
                "\(weight.rawValue) (\(rows.map(\.scale.rawValue).joined(separator: ", "))) is drawn with \(share) of its stem: \(first.id)'s strokes \(fmt2(limit.stem)) instead of \(fmt2(StrokeWeights.stem(first))) units wide, since the whole stem would \(limit.census.effect)",
                at: drawing.rootRange, in: drawing.source)
        }
    }
}
