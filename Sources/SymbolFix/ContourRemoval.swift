import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolGeometry

/// The repair that keeps a path's structure: contours that add nothing to what the non-zero
/// rule fills (a same-direction "hole", a contour inside another running the same way: the
/// checker's diagnosis names them, the `nonzero-fill` finding's `Repair`) are deleted from the
/// path data, and no other command changes. The curves stay exact, and when
/// the same contours go from Ultralight-S, Regular-S and Black-S, a variable template's
/// sources stay interpolation-compatible, which a merged outline would not.
enum ContourRemoval {
    /// Two fills are one region when their union is no larger than either, to this share of
    /// the area (flattening the same curves twice gives the same points, so it is noise only).
    static let sameAreaShare = 1e-6

    /// Whether deleting `contours` leaves what non-zero fills as it is and makes even-odd draw
    /// the same, by GEOS's exact regions: the checker's sampler already said so on its grid
    /// when it chose the deletion (`FillRuleCause.repairing`), so it is not asked twice.
    static func deleting(_ contours: [Int], from path: Path, tolerance: Double, budget: GeometryBudget)
        throws(GeometryError) -> Bool
    {
        guard !contours.isEmpty, contours.allSatisfy(path.subpaths.indices.contains) else { return false }
        let authored = try Outliner.fill(path, rule: .nonzero, tolerance: tolerance, budget: budget)
        let epsilon = max(authored.area * sameAreaShare, tolerance * tolerance)
        func sameRegion(_ a: Outline, _ b: Outline) throws(GeometryError) -> Bool {
            guard abs(a.area - b.area) <= epsilon else { return false }
            return abs(try Outliner.union([a, b], budget: budget).area - a.area) <= epsilon
        }
        let kept = Path(subpaths: path.subpaths.indices.filter { !contours.contains($0) }.map { path.subpaths[$0] })
        for rule in [FillRule.nonzero, .evenodd] {
            guard try sameRegion(authored, try Outliner.fill(kept, rule: rule, tolerance: tolerance, budget: budget))
            else {
                return false
            }
        }
        return true
    }

    /// Deletes the contours' text from the `d` attribute: from a contour's first command up to
    /// the next contour's. Refused (nil) unless every contour after a deleted one starts with an
    /// absolute `M`, so no remaining command moves.
    static func edits(removing contours: [Int], from path: Path, attribute d: XMLAttribute, source: SourceFile)
        -> [SourceEdit]?
    {
        guard d.isVerbatim else { return nil }
        let subpaths = path.subpaths
        var edits: [SourceEdit] = []
        for index in contours {
            guard let start = subpaths[index].sourceOffset else { return nil }
            let end: Int
            if index + 1 < subpaths.count {
                guard let next = subpaths[index + 1].sourceOffset, next > start,
                    source.bytes[next] == UInt8(ascii: "M")
                else { return nil }
                end = next
            } else {
                end = d.valueRange.end
            }
            guard d.valueRange.start <= start, end <= d.valueRange.end else { return nil }
            edits.append(SourceEdit(range: SourceRange(start: start, end: end), replacement: ""))
        }
        return edits
    }
}
