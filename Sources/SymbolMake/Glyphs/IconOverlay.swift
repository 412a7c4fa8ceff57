import SVGModel
import Support
import SymbolGeometry

/// Something `make` did to draw the icon as its author saw it, said in its output.
package struct MakeChange: Sendable, Hashable {
    package var message: String
    package var range: SourceRange
    /// Where `range` starts in the icon, for `line:column` in the output.
    package var location: SourceLocation

    init(_ message: String, at range: SourceRange, in source: SourceFile) {
        self.message = message
        self.range = range
        self.location = source.location(of: range.start)
    }
}

/// The icon's shapes merged in paint order as the author saw them on a white page, where a
/// template draws every shape as ink in one colour ([runtime.md](../../../docs/runtime.md),
/// "Opacity is flattened"): a clip path or mask is applied to the outlines it covers (GEOS
/// intersection) and left out when it lets all of their ink through; a shape painted in the
/// background colour over other ink is subtracted from that ink (GEOS difference).
enum IconOverlay {
    /// - Parameter parts: each shape's outline, index for index with `drawing.shapes`.
    static func combine(_ drawing: IconDrawing, _ parts: [Outline?], tolerance: Double, budget: GeometryBudget)
        throws(MakeFailure) -> (outline: Outline, changes: [MakeChange])
    {
        let source = drawing.source
        func geometry<T>(_ at: SourceRange?, _ body: () throws(GeometryError) -> T) throws(MakeFailure) -> T {
            do { return try body() } catch {
                throw MakeFailure(source, error, "the shapes could not be merged: \(error)", at: at)
            }
        }
        // White is the background only when something is drawn in another colour: an icon all
        // in white (for dark backgrounds) is ink.
        let hasForeground = drawing.shapes.contains { !$0.paintsBackground }
        var regions: [SourceRange: Outline] = [:]
        var clipEffects: [SourceRange: (clip: IconClip, inkArea: Double, lostArea: Double)] = [:]
        var ink: [Outline] = []
        var changes: [MakeChange] = []
        for (shape, part) in zip(drawing.shapes, parts) {
            guard var outline = part else { continue }
            for clip in shape.clips {
                let region: Outline
                if let known = regions[clip.range] {
                    region = known
                } else {
                    region = try self.region(of: clip, tolerance: tolerance, budget: budget, source: source)
                    regions[clip.range] = region
                }
                let clipped = try geometry(clip.range) { () throws(GeometryError) in
                    try Outliner.intersection(outline, region, budget: budget)
                }
                var effect = clipEffects[clip.range] ?? (clip, 0, 0)
                effect.inkArea += outline.area
                effect.lostArea += max(0, outline.area - clipped.area)
                clipEffects[clip.range] = effect
                if !ClipRegion.changesNothing(lost: outline.area - clipped.area, of: outline.area) { outline = clipped }
            }
            guard shape.paintsBackground, hasForeground else {
                ink.append(outline)
                continue
            }
            let below = try geometry(shape.range) { () throws(GeometryError) in
                try Outliner.union(ink, budget: budget)
            }
            let covered = try geometry(shape.range) { () throws(GeometryError) in
                try Outliner.intersection(below, outline, budget: budget).area
            }
            if covered > 0, !ClipRegion.changesNothing(lost: covered, of: below.area) {
                ink = [
                    try geometry(shape.range) { () throws(GeometryError) in
                        try Outliner.difference(below, outline, budget: budget)
                    }
                ]
                changes.append(
                    MakeChange(
                        "a shape in the background colour (white) is drawn over other ink: subtracted from it, \(ClipRegion.percent(covered, of: below.area)) of the ink, as it looked (a symbol draws every shape as ink in one colour)",
                        at: shape.range, in: source))
            } else {
                changes.append(
                    MakeChange(
                        "a shape in the background colour (white) draws over no other ink: left out, as it looked (a symbol would draw it as ink)",
                        at: shape.range, in: source))
            }
        }
        for effect in clipEffects.values.sorted(by: { $0.clip.range.start < $1.clip.range.start }) {
            changes.append(
                MakeChange(
                    effect.clip.effect(lost: effect.lostArea, of: effect.inkArea), at: effect.clip.range, in: source))
        }
        let outline = try geometry(nil) { () throws(GeometryError) in try Outliner.union(ink, budget: budget) }
        return (outline, changes.sorted { $0.range.start < $1.range.start })
    }

    /// The region the clip lets through ([ClipRegion.outline]).
    static func region(of clip: IconClip, tolerance: Double, budget: GeometryBudget, source: SourceFile)
        throws(MakeFailure) -> Outline
    {
        do {
            return try clip.outline(tolerance: tolerance, budget: budget)
        } catch {
            throw MakeFailure(source, error.error, error.message, at: error.range)
        }
    }
}
