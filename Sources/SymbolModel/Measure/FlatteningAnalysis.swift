import SVGModel
import Support

/// How Control Center's flattening (see `ControlCenterFlattening`) changes one glyph, split
/// into a change of shape (area gained or lost) and a change of tone (translucent parts drawn
/// opaque). Both looks are sampled on the same grid, on which the glyph spans 512 pixels.
package struct FlatteningChange: Sendable, Hashable {
    package let variant: Variant
    /// Area Control Center inks where the authored look is empty or nearly so (invisible or
    /// almost transparent shapes drawn solid), in square template units.
    package let gainedArea: Double
    /// `gainedArea` as a share of the flattened glyph's area.
    package let gainedShare: Double
    /// Area authored visibly translucent and drawn opaque.
    package let toneArea: Double
    package let toneShare: Double
    /// Area authored nearly opaque and drawn opaque: a change too slight to see.
    package let slightArea: Double
    package let slightShare: Double
    /// Shapes whose painted stroke Control Center drops.
    package let droppedStrokes: Int
    let gainedPixels: Int
    let tonePixels: Int

    /// Area gained or lost: invisible shapes drawn, strokes dropped.
    package var changesShape: Bool {
        droppedStrokes > 0 || Self.isVisible(pixels: gainedPixels, share: gainedShare)
    }
    /// Translucent parts drawn opaque, visibly.
    package var changesTone: Bool { Self.isVisible(pixels: tonePixels, share: toneShare) }
    /// What the preview's badge shows and the rules' notes say.
    package var isVisible: Bool { changesShape || changesTone }

    static func isVisible(pixels: Int, share: Double) -> Bool {
        pixels > ControlCenterFlattening.minimumPixels && share > ControlCenterFlattening.minimumShare
    }

    /// What flattening does to the glyph, in words, for the notes of the findings that cause it.
    package var notes: [String] {
        var out: [String] = []
        let name = variant.id
        if changesShape {
            var parts: [String] = []
            if Self.isVisible(pixels: gainedPixels, share: gainedShare) {
                parts.append(
                    "Control Center draws \(fmt2(gainedShare * 100))% of its area (\(fmt2(gainedArea)) square units) where the authored look is empty"
                )
            }
            if droppedStrokes > 0 {
                parts.append(droppedStrokes == 1 ? "drops a stroke" : "drops \(droppedStrokes) strokes")
            }
            out.append("flattening changes the shape of \(name): \(parts.joined(separator: " and "))")
        }
        if changesTone {
            out.append(
                "flattening changes the tone of \(name): \(fmt2(toneShare * 100))% of its area (\(fmt2(toneArea)) square units) is authored translucent and drawn opaque"
            )
        }
        if out.isEmpty {
            let slight =
                slightArea > 0
                ? " (parts authored at 75% opacity or more look the same drawn opaque)" : ""
            out.append("flattening changes nothing visible in \(name)\(slight)")
        }
        return out
    }
}

package enum FlatteningAnalysis {
    /// The change of every glyph that has a cause (a filled shape below full opacity or not
    /// displayed, a shape painted white, or a painted stroke). A glyph without one looks the same flattened and is left
    /// out. Stops early, with what it has, once `deadline` passes.
    package static func changes(of glyphs: [Glyph], deadline: Deadline = .never) -> [Variant: FlatteningChange] {
        var out: [Variant: FlatteningChange] = [:]
        for glyph in glyphs where hasCause(glyph) {
            if deadline.hasPassed { break }
            if let change = change(of: glyph, deadline: deadline) { out[glyph.variant] = change }
        }
        return out
    }

    static func hasCause(_ glyph: Glyph) -> Bool {
        glyph.shapes.contains { shape in
            (shape.drawsInk && ControlCenterFlattening.authoredAlpha(of: shape) < 1)
                || shape.drawsStroke || ControlCenterFlattening.paintsBackground(shape)
        }
    }

    /// Composites both looks shape by shape over the runs each shape covers, so the cost grows
    /// with the glyph's inked area, not with the grid times the number of shapes.
    package static func change(of glyph: Glyph, deadline: Deadline = .never) -> FlatteningChange? {
        let droppedStrokes = glyph.shapes.filter(\.drawsStroke).count
        guard let bounds = glyph.geometryBounds, let raster = CoverageRaster(bounds: bounds) else {
            return droppedStrokes > 0 ? empty(glyph.variant, droppedStrokes: droppedStrokes) : nil
        }
        let count = raster.width * raster.height
        var authored = [Double](repeating: 0, count: count)
        var flattened = [Bool](repeating: false, count: count)
        for shape in glyph.shapes where shape.isFilled {
            if deadline.hasPassed { return nil }
            let rule = shape.node.style.fillRule
            let alpha = ControlCenterFlattening.authoredAlpha(of: shape)
            let knocksOut = shape.knocksOut
            let hides = ControlCenterFlattening.paintsBackground(shape)
            let width = raster.width
            raster.forEachRun(shape.path) { y, start, end, winding in
                guard rule == .nonzero || winding % 2 != 0 else { return }
                let row = y * width
                for k in (row + start)..<(row + end) {
                    if knocksOut {
                        authored[k] = 0
                        flattened[k] = false
                    } else if hides {
                        // White paint over the ink, at its opacity: the page shows through.
                        authored[k] *= 1 - alpha
                        flattened[k] = true
                    } else {
                        authored[k] += alpha * (1 - authored[k])
                        flattened[k] = true
                    }
                }
            }
        }
        var inked = 0
        var gained = 0
        var tone = 0
        var slight = 0
        let invisible = ControlCenterFlattening.invisibleAlphaDifference
        for k in 0..<count where flattened[k] {
            inked += 1
            let difference = 1 - authored[k]
            if difference <= 1.0 / 255 { continue }
            if authored[k] <= invisible {
                gained += 1
            } else if difference > invisible {
                tone += 1
            } else {
                slight += 1
            }
        }
        let total = Double(Swift.max(1, inked))
        return FlatteningChange(
            variant: glyph.variant,
            gainedArea: Double(gained) * raster.pixelArea, gainedShare: Double(gained) / total,
            toneArea: Double(tone) * raster.pixelArea, toneShare: Double(tone) / total,
            slightArea: Double(slight) * raster.pixelArea, slightShare: Double(slight) / total,
            droppedStrokes: droppedStrokes, gainedPixels: gained, tonePixels: tone)
    }

    private static func empty(_ variant: Variant, droppedStrokes: Int) -> FlatteningChange {
        FlatteningChange(
            variant: variant, gainedArea: 0, gainedShare: 0, toneArea: 0, toneShare: 0, slightArea: 0, slightShare: 0,
            droppedStrokes: droppedStrokes, gainedPixels: 0, tonePixels: 0)
    }
}
