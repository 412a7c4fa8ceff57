import SVGModel
import Support
import SymbolModel

/// What `symbolcheck fix` does, in the words both sides use: the help of a fill-rule or stroke
/// finding says it, and `fix` prints it for the repair it made. The repairs themselves follow
/// the checker's diagnosis (`CheckContext.fillRuleDependentShapes`), so the help promises
/// only what `fix` will do for that finding.
package enum FixAdvice {
    /// What a shape `fix` re-outlines becomes (`SymbolFix.ShapeRepair`: GEOS's union, written
    /// with 3 decimals).
    package static let outline = "one outline whose holes wind opposite to their contours, curves flattened to lines"

    /// What `fix` prints for a re-outlined fill.
    package static let redrawnOutline = "redrew the shape as \(outline)"

    static func command(_ path: String) -> String { "`symbolcheck fix \(path) --in-place`" }

    /// What `fix` does for one fill-rule cause, as the diagnosis decided (`repair`). A deletion
    /// or reversal is edited into the path data only where it can be (GEOS confirms a deletion
    /// draws the same; a reversed contour must be closed with `Z`), else the shape is redrawn.
    static func fillRule(
        _ path: String, shape: String, repair: FillRuleRepair, declared: FillRule, variable: Bool
    ) -> String {
        var what: String
        switch repair {
        case .redrawOutline:
            what = "\(command(path)) redraws this \(shape) as \(outline)"
            if declared == .evenodd { what += " (fill-rule=\"evenodd\" stays: both rules then draw it the same)" }
        case .deleteContours(let contours):
            what =
                "\(command(path)) deletes \(contourList(contours)) from this \(shape) and changes no other command (where the deletion cannot be edited into the path data as written — the next contour starts with a relative `m`, or the data is written with entities — or GEOS finds that deleting \(agreeing(contours.count, "it", "them")) changes the shape, it instead redraws the shape as \(outline))"
        case .reverseContours(let contours):
            what =
                "\(command(path)) writes \(contourList(contours)) of this \(shape) backwards and changes no other byte: curves and arcs stay, and so does fill-rule=\"evenodd\" (both rules then draw it the same); where the path data cannot be edited so (a contour not closed with `Z`), it instead redraws the shape as \(outline)"
        }
        return what + (variable ? "; " + Self.variable : "")
    }

    /// What `fix` does for one fill-rule cause, in one clause, for a help that must stay short
    /// (`nonzero-fill`'s): the repair the diagnosis chose, and the fallback `fillRule` spells out.
    static func fillRuleBrief(_ path: String, repair: FillRuleRepair, variable: Bool) -> String {
        let what: String
        switch repair {
        case .redrawOutline: what = "redraws the shape as one outline"
        case .deleteContours(let contours):
            what = "deletes \(contourList(contours)) (or, where it cannot, redraws the shape as one outline)"
        case .reverseContours(let contours):
            what = "writes \(contourList(contours)) backwards (or, where it cannot, redraws the shape as one outline)"
        }
        return "\(command(path)) \(what)" + (variable ? ", and may write this variable template out statically" : "")
    }

    /// What `fix` does for a stroke finding.
    static func stroke(_ path: String, variable: Bool) -> String {
        "\(command(path)) outlines it with SVG's widths, caps and joins" + (variable ? "; " + Self.variable : "")
    }

    /// What `fix` does for a glyph that draws nothing (`blank-glyph`): strokes of a visible
    /// width it outlines as they are; hairlines it refuses to outline unless told which repair
    /// is meant (`--wireframe fill` or `--wireframe outline`).
    static func wireframe(_ path: String, hairlines: Bool, variable: Bool) -> String {
        guard hairlines else { return stroke(path, variable: variable) }
        return
            "\(command(path)) refuses until you choose: `--wireframe fill` fills the closed shapes with the strokes' paint and drops the strokes, `--wireframe outline` outlines the strokes \(wireframeOutlineWidth)"
    }

    /// How wide `fix --wireframe outline` outlines a stroke.
    package static var wireframeOutlineWidth: String {
        "at \(fmt(StrokeVisibility.visibleOutlineWidth)) units (\(fmt2(StrokeVisibility.pixels(StrokeVisibility.visibleOutlineWidth))) pixels at @3x), or at their own width where wider"
    }

    /// What `fix` does for subpaths that end where they start without `Z` (static templates).
    static func closeSubpaths(_ path: String) -> String {
        "\(command(path)) adds the `Z`s and changes nothing else (each contour already ends on its start)"
    }

    /// How `fix` repairs a shape a `<use>` draws (`SymbolFix.UseInlining`): where it is written
    /// when every place that draws it needs the same repair, else in a copy in the `<use>`'s place.
    static let drawnThroughUse =
        "the shape is drawn through a <use>: the repair is made where the shape is written when every place that draws it needs the same one, else in a copy written in place of the <use>"

    /// `fix` on a variable template: every repair above is made in the three sources; where the
    /// repaired sources would no longer interpolate, the derived variants are written out first.
    static let variable =
        "where the repaired Ultralight-S, Regular-S and Black-S would no longer interpolate, it first writes this variable template's 24 derived variants out statically and repairs all 27 (to keep it variable, redraw it alike in all three sources)"
}
