import SVGModel

/// How `symbolcheck fix` repairs a shape whose fill depends on the fill rule, decided once by
/// the checker from its diagnosis (`FillRuleCause.repair`): the finding's help says it and
/// `fix` does it, so the two cannot disagree.
package enum FillRuleRepair: Sendable, Hashable {
    /// Delete these contours (0-based) from the path data: same-direction contours nested in a
    /// non-zero shape that add nothing to what it fills. Every other command stays.
    case deleteContours([Int])
    /// Write these contours (0-based) backwards: same-direction holes of a shape that declares
    /// even-odd. Curves and arcs stay; only those contours' text changes.
    case reverseContours([Int])
    /// Redraw the shape as one outline with opposite-wound holes (overlaps, self-crossings, and
    /// whatever deleting or reversing contours alone does not repair).
    case redrawOutline
}
