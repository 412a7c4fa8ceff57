import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// What `symbolcheck fix` does for a finding, in the help's words: the clause a finding's
/// `SuggestedAction.fix` becomes is worded here from the finding's `Repair` and nowhere else,
/// and `fix` applies the same value, so the help cannot promise a repair `fix` does not make.
/// The command lines it names (`fix` in place, `make`, the `--wireframe` choices) are this
/// module's own (`CommandAdvice`).
enum RepairAdvice {
    /// The help's words about `fix` on the file at `path` for `repair`: what it does, or, for a
    /// finding it leaves, why; nil for a repair it makes only in some of the shapes.
    static func words(for repair: Repair, path: String, detail: SuggestedAction.FixDetail) -> String? {
        let command = "`\(CommandAdvice.command(FixArguments.spec)) \(CommandAdvice.inPlace(path))`"
        return clause(repair, command: command, detail: detail) ?? leftAsIs(repair, command: command)
    }

    /// How wide `fix` outlines a stroke when asked to outline a wireframe: in pixels, which a
    /// template at any point size gets alike (`StrokeVisibility.visibleOutlineWidth`).
    static var wireframeOutlineWidth: String {
        let apple = ControlCenterSymbolArea.templatePointSize
        let width = StrokeVisibility.visibleOutlineWidth(pointSize: apple)
        return
            "at \(fmt2(StrokeVisibility.pixels(width, pointSize: apple))) pixels at @3x (\(fmt(width)) units in a \(fmt(apple)) pt template such as Apple's), or at their own width where wider"
    }

    /// The clause saying what `command` does for the finding; nil unless `repair.namesFix`.
    static func clause(_ repair: Repair, command: String, detail: SuggestedAction.FixDetail) -> String? {
        guard repair.namesFix, let action = repair.steps.first?.action else { return nil }
        let variable = repair.mayWriteOutStatically ? "; " + Self.variable : ""
        let use = repair.drawnThroughUse ? "; " + Self.drawnThroughUse : ""
        switch action {
        case .deleteContours, .reverseContours, .redrawOutline:
            guard case .full(let shape, let declared) = detail else {
                return "\(command) \(Self.fillRuleBrief(action))"
                    + (repair.mayWriteOutStatically ? Self.variableBrief : "")
            }
            return "\(command) \(Self.fillRule(action, shape: shape, declared: declared))" + variable + use
        case .outlineStroke:
            return Self.outlinesStroke(command) + variable + use
        case .wireframe:
            let hairlines = repair.steps.contains {
                if case .wireframe(hairline: .some) = $0.action { return true }
                return false
            }
            guard hairlines else { return Self.outlinesStroke(command) + variable + use }
            return
                "\(command) refuses until you choose: `\(CommandAdvice.wireframe(.fill))` fills the closed shapes with the strokes' paint and drops the strokes, `\(CommandAdvice.wireframe(.outline))` outlines the strokes \(Self.wireframeOutlineWidth)"
                + use
        case .closeSubpaths:
            return "\(command) adds the `Z`s and changes nothing else (each contour already ends on its start)"
        case .removeClip(let property):
            return
                "\(command) takes the `\(property.rawValue)` off and changes nothing else (the definition, which draws nothing, stays)"
        case .applyClip(let property):
            return "\(command) \(Self.appliesClip(property))" + variable
                + (repair.drawnThroughUse ? "; " + Self.clippedThroughUse : "")
        case .addLayerClasses:
            return "\(command) adds the classes to each shape's `class` and changes nothing else"
                + (repair.drawnThroughUse ? " (not to a shape drawn through a <use>)" : "")
        }
    }

    /// The clause for a finding `fix` leaves, naming `command` and why: a clip or mask it cannot
    /// draw as outlines, which it either leaves or, where it was asked to apply it, refuses the
    /// file over (`refusing`). Nil for a repair it makes.
    static func leftAsIs(_ repair: Repair, command: String) -> String? {
        guard let unrepairable = repair.unrepairable else { return nil }
        guard repair.refusing.isEmpty else {
            return "\(command) cannot apply it and refuses the file, writing nothing: \(unrepairable)"
        }
        return "\(command) leaves it: \(unrepairable)"
    }

    /// What `fix` does with a clip that cuts ink (`SymbolFix.ClipApplication`, with `make`'s code).
    static func appliesClip(_ property: StyleProperty) -> String {
        let region = property == .mask ? "its white shapes kept and its black shapes cut" : "its shapes"
        return
            "applies it as `\(CommandAdvice.command(MakeArguments.spec))` does: each shape below is intersected with what it lets through (\(region)) and written as \(Repair.outline), and the `\(property.rawValue)` is deleted, with its definition once nothing else uses it"
    }

    /// How `fix` applies a clip to a shape a `<use>` draws (`SymbolFix.UseInlining`).
    static let clippedThroughUse = "a shape drawn through a <use> is written in place of the <use> first, then clipped"

    /// A fill-rule repair, the fallbacks spelled out. A deletion or reversal is edited into
    /// the path data only where it can be (GEOS confirms a deletion draws the same; a reversed
    /// contour must be closed with `Z`), else the shape is redrawn.
    static func fillRule(_ action: Repair.Action, shape: String, declared: FillRule) -> String {
        switch action {
        case .deleteContours(let contours):
            return
                "deletes \(contourList(contours)) from this \(shape) and changes no other command (where the deletion cannot be edited into the path data as written — the next contour starts with a relative `m`, or the data is written with entities — or GEOS finds that deleting \(agreeing(contours.count, "it", "them")) changes the shape, it instead redraws the shape as \(Repair.outline))"
        case .reverseContours(let contours):
            return
                "writes \(contourList(contours)) of this \(shape) backwards and changes no other byte: curves and arcs stay, and so does fill-rule=\"evenodd\" (both rules then draw it the same); where the path data cannot be edited so (a contour not closed with `Z`), it instead redraws the shape as \(Repair.outline)"
        default:
            let kept = declared == .evenodd ? " (fill-rule=\"evenodd\" stays: both rules then draw it the same)" : ""
            return "redraws this \(shape) as \(Repair.outline)\(kept)"
        }
    }

    /// A fill-rule repair in one clause: what the diagnosis chose, and that `fillRule`'s
    /// fallback exists.
    static func fillRuleBrief(_ action: Repair.Action) -> String {
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
    /// repaired sources would no longer interpolate, it refuses unless `--static` asks for the
    /// derived variants to be written out first.
    static var variable: String {
        "where the repaired Ultralight-S, Regular-S and Black-S would no longer interpolate, it refuses and writes nothing, unless `\(FixArguments.staticFlag.long)` asks it to write this variable template's 24 derived variants out statically and repair all 27 (to keep it variable, redraw it alike in all three sources)"
    }

    /// The same in the one-clause help of a fill-rule finding.
    static var variableBrief: String {
        ", keeping this variable template variable where the repaired sources still interpolate (else it refuses unless `\(FixArguments.staticFlag.long)` asks for a static template)"
    }
}
