import SVGModel

/// What `symbolcheck fix` does for one finding, decided once by the rule that reports it: which
/// elements (`Step.node`, indices in the template's tree: shapes, or the elements that declare
/// a clip) get which edit. `fix` applies the steps of
/// the findings it is given and nothing else, and the finding suggests `fix` with the same value
/// (`SuggestedAction.fix`, worded by the commands module's `RepairAdvice`), so the help cannot
/// promise a repair `fix` does not make.
package struct Repair: Sendable, Hashable {
    /// One edit of one shape.
    package enum Action: Sendable, Hashable {
        /// Delete these contours (0-based) from the path data: same-direction contours nested in
        /// a non-zero shape that add nothing to what it fills. Every other command stays.
        case deleteContours([Int])
        /// Write these contours (0-based) backwards: same-direction holes of a shape that
        /// declares even-odd. Curves and arcs stay; only those contours' text changes.
        case reverseContours([Int])
        /// Redraw the shape (its fill, and its stroke outlined) as one outline with
        /// opposite-wound holes: overlaps, self-crossings, and whatever deleting or reversing
        /// contours alone does not repair.
        case redrawOutline
        /// Outline the stroke with SVG's width, caps, joins and dashes, merged with the fill.
        case outlineStroke
        /// A stroke of a glyph that draws nothing (`blank-glyph`): the strokes are the drawing, so
        /// `fix --wireframe fill` fills the closed contours and `--wireframe outline` outlines the
        /// strokes at a width that shows. Without the choice, strokes that show once outlined are
        /// outlined as drawn; when `hairline` (the glyphs' widest stroke, in template units) is
        /// set they would not show, and `fix` refuses until told which repair is meant.
        case wireframe(hairline: Double?)
        /// Write `Z` after these contours (0-based), which end on their start without one.
        case closeSubpaths([Int])
        /// Take this `clip-path` or `mask` declaration off the element that declares it: it lets
        /// all of the ink it applies to through (`clip-cuts-nothing`). Its definition stays.
        case removeClip(StyleProperty)
        /// Apply this `clip-path` or `mask` declaration, as `make` does: every shape below the
        /// element is outlined, intersected with what the clip lets through (GEOS) and written as
        /// a filled path; the declaration, and its definition once unused, are deleted
        /// (`unsupported-element`, a clip that cuts ink).
        case applyClip(StyleProperty)
        /// Put the shape in the one layer Apple's exports give a one-layer glyph
        /// (`AppleTemplate.layerClasses`): the classes are added to its `class` attribute, or
        /// the attribute is added (`missing-layer-classes`). Every other byte stays.
        case addLayerClasses
    }

    /// An action without its operands: what a rule names among the repairs its findings may
    /// carry (`RuleDescription.repairs`).
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        case deleteContours, reverseContours, redrawOutline, outlineStroke, wireframe, closeSubpaths, removeClip,
            applyClip, addLayerClasses
    }

    package struct Step: Sendable, Hashable {
        /// The shape's index in the template's tree; for a clip, the declaring element's.
        package let node: Int
        package let action: Action

        package init(node: Int, action: Action) {
            self.node = node
            self.action = action
        }
    }

    package let steps: [Step]
    /// Some shape is drawn through a `<use>`: `fix` makes the repair where the shape is written
    /// when every place that draws it needs the same one, else in a copy in place of the `<use>`.
    package let drawnThroughUse: Bool
    /// A variable template: `fix` repairs its three sources alike; where they would no longer
    /// interpolate, it refuses, or with `--static` writes the derived variants out statically and
    /// repairs all 27.
    package let mayWriteOutStatically: Bool
    /// Why `fix` leaves the finding as it is (then `steps` is empty).
    package let unrepairable: String?
    /// Clip declarations `fix` cannot apply (`unrepairable` says why: `ClipContent` refuses
    /// them): rather than write a file whose ink they still cut, it refuses the whole file with
    /// that reason, at the place the reader names, and writes nothing.
    package let refusing: [Step]

    package init(_ steps: [Step], drawnThroughUse: Bool = false, mayWriteOutStatically: Bool = false) {
        self.steps = steps
        self.drawnThroughUse = drawnThroughUse
        self.mayWriteOutStatically = mayWriteOutStatically
        self.unrepairable = nil
        self.refusing = []
    }

    /// A finding `fix` does not repair, and why; `refusing`: the clip declarations over which
    /// it refuses the file instead.
    package static func leftAsIs(_ reason: String, refusing: [Step] = []) -> Repair {
        Repair(reason: reason, refusing: refusing)
    }

    private init(reason: String, refusing: [Step]) {
        steps = []
        drawnThroughUse = false
        mayWriteOutStatically = false
        unrepairable = reason
        self.refusing = refusing
    }

    /// Whether `fix` makes this repair in every shape the finding is about, so its help can say
    /// what `fix` does: not when it leaves the finding (`unrepairable`), nor for `Z`s it writes
    /// only where a shape is not drawn through a `<use>`.
    package var namesFix: Bool {
        guard let action = steps.first?.action else { return false }
        if case .closeSubpaths = action, drawnThroughUse { return false }
        return true
    }

    /// Every kind of edit the repair makes, or refuses the file over.
    package var kinds: Set<Kind> { Set((steps + refusing).map(\.action.kind)) }

    /// What a shape `fix` re-outlines becomes (`SymbolFix.ShapeRepair`: GEOS's union, fitted
    /// back to curves, keeping the shape's own where it follows them (`CurveKeeping`), written with
    /// 3 decimals): one description, in `fix`'s report of what it did and in the help.
    package static let outline =
        "one outline whose holes wind opposite to their contours, its curves kept where the outline follows them"

    /// What `fix` prints for a re-outlined fill.
    package static let redrawnOutline = "redrew the shape as \(outline)"
}

extension Repair.Action {
    package var kind: Repair.Kind {
        switch self {
        case .deleteContours: .deleteContours
        case .reverseContours: .reverseContours
        case .redrawOutline: .redrawOutline
        case .outlineStroke: .outlineStroke
        case .wireframe: .wireframe
        case .closeSubpaths: .closeSubpaths
        case .removeClip: .removeClip
        case .applyClip: .applyClip
        case .addLayerClasses: .addLayerClasses
        }
    }
}
