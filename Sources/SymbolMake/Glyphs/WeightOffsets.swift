import SVGModel
import Support
import SymbolGeometry
import SymbolModel

/// A filled icon's weights: its Regular outline grown or shrunk by half the stem change between
/// each weight and Regular at the variant's scale (`StrokeWeights`, the stems a stroke icon is
/// drawn with), in icon units, as `resize` keeps stems by offsetting ink (`FeatureChange`). So
/// a filled shape thickens with the weight as an outlined stroke does, and its counters and
/// cut-outs narrow.
///
/// Where the heaviest (or lightest) weight's whole change would merge or split a part, open or
/// close a hole, or change one of the icon's counters (`CounterCensus`: filled, merged, opened
/// to the outside, narrower than `CounterKeeping.minimumWidth` at the smallest scale drawn, parted
/// from another or the outside by a wall of ink narrower than that width, or a new one), the
/// offset stops short: at `safetyShare` of the largest distance that keeps
/// every part and hole (found by halving), so the narrowest gap keeps a quarter of its width
/// rather than closing to a hairline. Every weight whose change reaches past it is drawn at that
/// distance, so the weights still grow in order, and `notes` says which and why.
struct WeightOffsets: Sendable {
    let drawing: IconDrawing
    let regular: Outline
    /// The icon's counters (icon units) and the narrowest radius one may keep, at the smallest
    /// scale drawn.
    let counters: [Counter]
    let minimumRadius: Double
    let iconScale: Double
    let tolerance: Double
    let budget: GeometryBudget
    /// The largest growth and shrinking in icon units each side; infinite where nothing stops it.
    private(set) var growth = Limit()
    private(set) var shrinking = Limit()

    /// How far the offset may go one way, and what going all the way would have done.
    struct Limit: Sendable {
        var distance = Double.infinity
        /// What the whole change would do, as "turn its 2 separate parts into 1".
        var change: String? = nil
    }

    /// The share of the largest safe distance that is drawn.
    static let safetyShare = 0.75
    /// Halvings of the search for the largest safe distance.
    static let searchSteps = 8

    init(
        _ drawing: IconDrawing, _ regular: Outline, _ variants: [Variant], counters: [Counter], iconScale: Double,
        tolerance: Double, budget: GeometryBudget
    ) throws(MakeFailure) {
        self.drawing = drawing
        self.regular = regular
        self.counters = counters
        let smallest = variants.map(\.scale).min { $0.designFactor < $1.designFactor } ?? .medium
        minimumRadius = CounterKeeping.minimumRadius(Variant(.regular, smallest), iconScale: iconScale)
        self.iconScale = iconScale
        self.tolerance = tolerance
        self.budget = budget
        let distances = variants.map { Self.distance($0, iconScale: iconScale) }
        growth = try limit(distances.max() ?? 0)
        shrinking = try limit(distances.min() ?? 0)
    }

    /// Half the stem change from Regular to the variant's weight at its scale, in icon units.
    static func distance(_ variant: Variant, iconScale: Double) -> Double {
        (StrokeWeights.stem(variant) - StrokeWeights.stem(Variant(.regular, variant.scale))) / 2
            / (iconScale * variant.scale.designFactor)
    }

    /// The distance this variant is drawn at: its own, within the limits.
    func drawnDistance(_ variant: Variant) -> Double {
        let d = Self.distance(variant, iconScale: iconScale)
        return d > 0 ? min(d, growth.distance) : max(d, -shrinking.distance)
    }

    func outline(_ variant: Variant) throws(MakeFailure) -> Outline {
        try offset(drawnDistance(variant), variant.id)
    }

    func offset(_ distance: Double, _ what: String) throws(MakeFailure) -> Outline {
        guard distance != 0 else { return regular }
        do {
            return try Outliner.offset(regular, by: distance, tolerance: tolerance, budget: budget)
        } catch {
            let message = "\(what) could not be drawn: offsetting the outline failed: \(error)"
            guard error.isOverBudget else {
                // Regular needs no offset: the icon can still be made with its drawn weight.
                throw MakeFailure(
                    drawing.source, MakeFailure.geometryID, message, at: drawing.rootRange,
                    suggestion: .makeRegularOnly)
            }
            throw MakeFailure(drawing.source, error, message, at: drawing.rootRange)
        }
    }

    /// How far the outline may be offset towards `extreme` (icon units, signed) keeping every
    /// part and hole.
    func limit(_ extreme: Double) throws(MakeFailure) -> Limit {
        guard extreme != 0 else { return Limit() }
        let what = extreme > 0 ? "the heaviest weight" : "the lightest weight"
        // A counter the drawn weight already draws narrower than the minimum is no change.
        let baseline = try census(regular)
        func changed(_ outline: Outline) throws(MakeFailure) -> String? {
            if let change = regular.featureChange(to: outline) { return change.description }
            let census = try census(outline)
            return census.keepsEveryCounter || census == baseline ? nil : census.effect
        }
        guard let change = try changed(try offset(extreme, what)) else { return Limit() }
        var (safe, unsafe) = (0.0, abs(extreme))
        for _ in 0..<Self.searchSteps {
            let middle = (safe + unsafe) / 2
            if try changed(try offset(extreme > 0 ? middle : -middle, what)) == nil {
                safe = middle
            } else {
                unsafe = middle
            }
        }
        return Limit(distance: safe * Self.safetyShare, change: change)
    }

    /// `outline`'s counters against the icon's, its walls judged too: thinning a filled shape
    /// thins every wall of ink between two counters, or a counter and the outside, by the whole
    /// change, and one left under the minimum width draws as a grey seam (`CounterKeeping`).
    func census(_ outline: Outline) throws(MakeFailure) -> CounterCensus {
        do {
            let tolerance = CounterKeeping.circleTolerance(iconScale: iconScale)
            return CounterCensus(
                icon: counters, outline: outline, holes: try outline.counters(tolerance: tolerance, budget: budget),
                minimumRadius: minimumRadius,
                eroded: try Outliner.offset(
                    outline, by: -minimumRadius, rounded: true, tolerance: tolerance, budget: budget))
        } catch {
            throw MakeFailure(
                drawing.source, error, "the outline's counters could not be compared: \(error)", at: drawing.rootRange)
        }
    }

    /// One note per weight drawn short of its stem change, at the icon's root.
    func notes(for variants: [Variant]) -> [MakeChange] {
        var short: [Weight: [Variant]] = [:]
        for v in variants where drawnDistance(v) != Self.distance(v, iconScale: iconScale) {
            short[v.weight, default: []].append(v)
        }
        return Weight.allCases.compactMap { weight -> MakeChange? in
            guard let rows = short[weight], let first = rows.first else { return nil }
            let grows = StrokeWeights.factor(weight) > 1
            let limit = grows ? growth : shrinking
            let shares = rows.map { drawnDistance($0) / Self.distance($0, iconScale: iconScale) }
            func percent(_ share: Double) -> String { "\(Int((share * 100).rounded(.down))) %" }
            let (least, most) = (shares.min()!, shares.max()!)
            let share = least == most ? percent(least) : "\(percent(least))–\(percent(most))"
            let toTemplate = iconScale * first.scale.designFactor
            return MakeChange(
                "\(weight.rawValue) (\(rows.map(\.scale.rawValue).joined(separator: ", "))) is drawn with \(share) of its stem change: \(first.id) \(grows ? "grown" : "thinned") by \(fmt(abs(drawnDistance(first)) * toTemplate)) instead of \(fmt(abs(Self.distance(first, iconScale: iconScale)) * toTemplate)) units on each side, since the whole change would \(limit.change!)",
                at: drawing.rootRange, in: drawing.source)
        }
    }
}
