import SVGModel
import Support
import SymbolModel

/// What `symbolcheck fix` does, in the words both sides use: the clause a finding's help gets
/// about `fix` (its `SuggestedAction.fix`, worded by the commands module, which gives the
/// command line) is rendered here from the finding's `Repair` and nowhere else, and `fix`
/// applies the same value, so the help cannot promise a repair `fix` does not make.
extension Repair {
    /// How much a help says of a fill-rule repair: `brief` in one clause (a help that must stay
    /// short, `nonzero-fill`'s); `full` with the fallbacks spelled out, naming the shape
    /// (`<path>`) and the fill rule it declares.
    package enum Wording: Sendable, Hashable {
        case brief
        case full(shape: String, declared: FillRule)
    }

    /// The command line's words a clause about `fix` needs, given by the commands module
    /// (`CommandAdvice`): the command that fixes the file in place, the command that makes
    /// templates (whose clip application `fix` shares), and the two `--wireframe` choices. The
    /// clause shows each as code.
    package struct FixCommandWords: Sendable {
        package let command: String
        package let make: String
        package let wireframeFill: String
        package let wireframeOutline: String

        package init(command: String, make: String, wireframeFill: String, wireframeOutline: String) {
            self.command = command
            self.make = make
            self.wireframeFill = wireframeFill
            self.wireframeOutline = wireframeOutline
        }
    }

    /// What a shape `fix` re-outlines becomes (`SymbolFix.ShapeRepair`: GEOS's union, written
    /// with 3 decimals).
    package static let outline = "one outline whose holes wind opposite to their contours, curves flattened to lines"

    /// What `fix` prints for a re-outlined fill.
    package static let redrawnOutline = "redrew the shape as \(outline)"

    /// How wide `fix` outlines a stroke when asked to outline a wireframe: in pixels, which a
    /// template at any point size gets alike (`StrokeVisibility.visibleOutlineWidth`).
    package static var wireframeOutlineWidth: String {
        let apple = ControlCenterSymbolArea.templatePointSize
        let width = StrokeVisibility.visibleOutlineWidth(pointSize: apple)
        return
            "at \(fmt2(StrokeVisibility.pixels(width, pointSize: apple))) pixels at @3x (\(fmt(width)) units in a \(fmt(apple)) pt template such as Apple's), or at their own width where wider"
    }

    /// Whether `fixHelp` has a clause for this repair: not when `fix` leaves the finding
    /// (`unrepairable`), nor for a repair it makes only in some of the shapes (`Z`s where a
    /// shape is drawn through a `<use>`).
    package var namesFix: Bool {
        guard let action = steps.first?.action else { return false }
        if case .closeSubpaths = action, drawnThroughUse { return false }
        return true
    }

    /// The help's clause saying what `fix` does for the finding, in the command line's `words`
    /// (`SuggestedAction.fix`, worded by the commands module); nil unless `namesFix`.
    package func fixHelp(_ words: FixCommandWords, wording: Wording = .brief) -> String? {
        guard namesFix, let action = steps.first?.action else { return nil }
        let command = "`\(words.command)`"
        let variable = mayWriteOutStatically ? "; " + Self.variable : ""
        let use = drawnThroughUse ? "; " + Self.drawnThroughUse : ""
        switch action {
        case .deleteContours, .reverseContours, .redrawOutline:
            guard case .full(let shape, let declared) = wording else {
                return "\(command) \(Self.fillRuleBrief(action))"
                    + (mayWriteOutStatically ? ", and may write this variable template out statically" : "")
            }
            return "\(command) \(Self.fillRule(action, shape: shape, declared: declared))" + variable + use
        case .outlineStroke:
            return Self.outlinesStroke(command) + variable + use
        case .wireframe:
            let hairlines = steps.contains {
                if case .wireframe(hairline: .some) = $0.action { return true }
                return false
            }
            guard hairlines else { return Self.outlinesStroke(command) + variable + use }
            return
                "\(command) refuses until you choose: `\(words.wireframeFill)` fills the closed shapes with the strokes' paint and drops the strokes, `\(words.wireframeOutline)` outlines the strokes \(Self.wireframeOutlineWidth)"
                + use
        case .closeSubpaths:
            return "\(command) adds the `Z`s and changes nothing else (each contour already ends on its start)"
        case .removeClip(let property):
            return
                "\(command) takes the `\(property.rawValue)` off and changes nothing else (the definition, which draws nothing, stays)"
        case .applyClip(let property):
            return "\(command) \(Self.appliesClip(property, make: words.make))" + variable
                + (drawnThroughUse ? "; " + Self.clippedThroughUse : "")
        }
    }

    /// The help's clause for a finding `fix` leaves, naming `fix` (in the command line's
    /// `words`) and why: a clip or mask it cannot draw as outlines, which it either leaves or,
    /// where it was asked to apply it, refuses the file over (`refusing`). Nil for a repair it makes.
    package func leftAsIsHelp(_ words: FixCommandWords) -> String? {
        guard let unrepairable else { return nil }
        let command = "`\(words.command)`"
        guard refusing.isEmpty else {
            return "\(command) cannot apply it and refuses the file, writing nothing: \(unrepairable)"
        }
        return "\(command) leaves it: \(unrepairable)"
    }

    /// What `fix` does with a clip that cuts ink (`SymbolFix.ClipApplication`, with `make`'s code).
    static func appliesClip(_ property: StyleProperty, make: String) -> String {
        let region = property == .mask ? "its white shapes kept and its black shapes cut" : "its shapes"
        return
            "applies it as `\(make)` does: each shape below is intersected with what it lets through (\(region)) and written as \(outline), and the `\(property.rawValue)` is deleted, with its definition once nothing else uses it"
    }

    /// How `fix` applies a clip to a shape a `<use>` draws (`SymbolFix.UseInlining`).
    static let clippedThroughUse = "a shape drawn through a <use> is written in place of the <use> first, then clipped"

    /// A fill-rule repair, the fallbacks spelled out. A deletion or reversal is edited into
    /// the path data only where it can be (GEOS confirms a deletion draws the same; a reversed
    /// contour must be closed with `Z`), else the shape is redrawn.
    static func fillRule(_ action: Action, shape: String, declared: FillRule) -> String {
        switch action {
        case .deleteContours(let contours):
            return
                "deletes \(contourList(contours)) from this \(shape) and changes no other command (where the deletion cannot be edited into the path data as written — the next contour starts with a relative `m`, or the data is written with entities — or GEOS finds that deleting \(agreeing(contours.count, "it", "them")) changes the shape, it instead redraws the shape as \(outline))"
        case .reverseContours(let contours):
            return
                "writes \(contourList(contours)) of this \(shape) backwards and changes no other byte: curves and arcs stay, and so does fill-rule=\"evenodd\" (both rules then draw it the same); where the path data cannot be edited so (a contour not closed with `Z`), it instead redraws the shape as \(outline)"
        default:
            let kept = declared == .evenodd ? " (fill-rule=\"evenodd\" stays: both rules then draw it the same)" : ""
            return "redraws this \(shape) as \(outline)\(kept)"
        }
    }

    /// A fill-rule repair in one clause: what the diagnosis chose, and that `fillRule`'s
    /// fallback exists.
    static func fillRuleBrief(_ action: Action) -> String {
        switch action {
        case .deleteContours(let contours):
            return "deletes \(contourList(contours)) (or, where it cannot, redraws the shape as one outline)"
        case .reverseContours(let contours):
            return "writes \(contourList(contours)) backwards (or, where it cannot, redraws the shape as one outline)"
        default:
            return "redraws the shape as one outline"
        }
    }

    static func outlinesStroke(_ command: String) -> String {
        "\(command) outlines it with SVG's widths, caps and joins"
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
