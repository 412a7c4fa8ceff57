import SVGModel

/// An outline `fix` or `resize` writes back into a template, as curves again, alike in every
/// source of a variable template. GEOS hands back polylines; written as they are, a redrawn
/// shape's curves would come out as hundreds of chords (077.svg of the shared corpus: `fix` made
/// an 18 KB template 77 KB). The
/// outline is fitted (`Outline.fitted(tolerance:keeping:)`, as `make` writes), keeping each piece
/// of the shape's own curves it still follows exactly; and its rings are put in the order, and
/// started at the point, the shape's own contours give them, so that the same repair of the
/// three sources of a variable template writes the same commands in each, which still
/// interpolate.
package enum CurveKeeping {
    /// Largest distance, in template units, a curve flattened for GEOS may stray from the true
    /// one when `fix` and `resize` outline a shape: 1/200 of a unit is far below a pixel at any
    /// size a symbol is drawn.
    package static let flattening = 0.005
    /// Largest distance, in template units, a fitted curve may stray from the outline: 2.5 times
    /// the flattening, `make`'s ratio (0.05 over 0.02), so a chord of a flattened curve is not
    /// taken for a straight side (`OutlineFitting.straightEdgeLength`), yet a tenth of `make`'s
    /// 0.05 in all: `fix` must draw what the designer drew (a stroke outlined around a circle
    /// keeps its bounds within 0.01 units, `UseFixTests`). At `make`'s 0.05 the short line left
    /// beside a crossing in 077.svg's Black-S was fitted into its neighbour, and the three
    /// sources no longer had the same commands.
    package static let tolerance = flattening * 2.5

    /// `outline` (in the shape's user space, flattened from `geometry` at `flattening` user
    /// units) as lines and cubics within `tolerance` template units (`scale`: template units per
    /// user unit). `keepsFillCurves`: the outline follows `geometry`'s fill (a stroke's outline
    /// follows none of its path).
    package static func path(
        _ outline: Outline, from geometry: Path, flattening: Double, scale: Double, keepsFillCurves: Bool
    ) -> Path {
        var curves = SourceCurves()
        if keepsFillCurves { curves.add(geometry, tolerance: flattening, toRoot: .identity) }
        let fitted = outline.fitted(tolerance: tolerance / scale, keeping: curves)
        return ordered(fitted, like: geometry)
    }

    /// `path`'s closed rings, each started at the vertex that is the earliest of `original`'s
    /// own on-curve points it passes through (contour by contour, command by command), and
    /// ordered by that point; a ring through none of them keeps its place after the others.
    /// Every source of a variable template is repaired alike, so its rings start and follow
    /// alike.
    package static func ordered(_ path: Path, like original: Path) -> Path {
        var rank: [Point: Int] = [:]
        var next = 0
        for subpath in original.subpaths {
            for point in [subpath.start] + subpath.segments.map(\.end) where rank[point] == nil {
                rank[point] = next
                next += 1
            }
        }
        var keyed: [(key: Int, order: Int, subpath: Subpath)] = []
        for (order, subpath) in path.subpaths.enumerated() {
            guard subpath.isClosed, !subpath.segments.isEmpty else {
                keyed.append((Int.max, order, subpath))
                continue
            }
            var segments = subpath.segments
            // The closing edge written out, so any vertex can start the ring.
            if segments.last!.end != subpath.start { segments.append(.line(to: subpath.start)) }
            // Vertex k is the end of segment k; the start is the end of the last one.
            var best: (rank: Int, index: Int)? = nil
            for (k, segment) in segments.enumerated() {
                guard let r = rank[segment.end] else { continue }
                if best == nil || r < best!.rank { best = (r, k) }
            }
            guard let best else {
                keyed.append((Int.max, order, subpath))
                continue
            }
            let rotated = Array(segments[(best.index + 1)...] + segments[...best.index])
            // The closing edge back to the new start is implied by `Z` when it is a line.
            var body = rotated
            if case .line = body.last!, body.count > 1 { body.removeLast() }
            keyed.append(
                (best.rank, order, Subpath(start: segments[best.index].end, segments: body, isClosed: true)))
        }
        keyed.sort { ($0.key, $0.order) < ($1.key, $1.order) }
        return Path(subpaths: keyed.map(\.subpath))
    }
}
