import SVGModel
import SymbolCheck
import Testing

@testable import SymbolCheckCLI

/// The words a suggestion of `fix` gets (`RepairAdvice`), one repair of each kind, against
/// sentences written out here: what the help promises is what `fix` does (docs/fixing.md), said
/// with the command line of the file at hand.
@Suite struct RepairAdviceTests {
    static func words(
        _ actions: [Repair.Action], path: String = "t.svg", detail: SuggestedAction.FixDetail = .brief,
        drawnThroughUse: Bool = false, mayWriteOutStatically: Bool = false
    ) -> String? {
        let repair = Repair(
            actions.enumerated().map { Repair.Step(node: $0.offset, action: $0.element) },
            drawnThroughUse: drawnThroughUse, mayWriteOutStatically: mayWriteOutStatically)
        return CommandAdvice.check.words(for: .fix(path: path, repair: repair, detail: detail))
    }

    /// The last clause a fill-rule repair may end with: what a redrawn shape becomes.
    static let outline =
        "one outline whose holes wind opposite to their contours, its curves kept where the outline follows them"

    @Test func aFillRuleRepairInBrief() {
        #expect(
            Self.words([.deleteContours([1, 2])], path: "My Icon.svg")
                == "`symbolcheck fix 'My Icon.svg' --in-place` deletes contours 2 and 3 (or, where it cannot, redraws the shape as one outline)"
        )
        #expect(
            Self.words([.reverseContours([0])])
                == "`symbolcheck fix t.svg --in-place` writes contour 1 backwards (or, where it cannot, redraws the shape as one outline)"
        )
        #expect(
            Self.words([.redrawOutline, .redrawOutline], mayWriteOutStatically: true)
                == "`symbolcheck fix t.svg --in-place` redraws the shape as one outline, keeping this variable template variable where the repaired sources still interpolate (else it refuses unless `--static` asks for a static template)"
        )
        // Standard input cannot be replaced in place: the repaired template goes to standard output.
        #expect(
            Self.words([.redrawOutline], path: "-") == "`symbolcheck fix - -o -` redraws the shape as one outline")
    }

    @Test func aFillRuleRepairInFull() {
        let evenodd = SuggestedAction.FixDetail.full(shape: "<path>", declared: .evenodd)
        #expect(
            Self.words([.reverseContours([1])], detail: evenodd)
                == "`symbolcheck fix t.svg --in-place` writes contour 2 of this <path> backwards and changes no other byte: curves and arcs stay, and so does fill-rule=\"evenodd\" (both rules then draw it the same); where the path data cannot be edited so (a contour not closed with `Z`), it instead redraws the shape as \(Self.outline)"
        )
        #expect(
            Self.words([.redrawOutline], detail: evenodd)
                == "`symbolcheck fix t.svg --in-place` redraws this <path> as \(Self.outline) (fill-rule=\"evenodd\" stays: both rules then draw it the same)"
        )
        #expect(
            Self.words([.redrawOutline], detail: .full(shape: "<rect>", declared: .nonzero))
                == "`symbolcheck fix t.svg --in-place` redraws this <rect> as \(Self.outline)")
        #expect(
            Self.words(
                [.deleteContours([2])], detail: .full(shape: "<path>", declared: .nonzero), drawnThroughUse: true,
                mayWriteOutStatically: true)
                == "`symbolcheck fix t.svg --in-place` deletes contour 3 from this <path> and changes no other command (where the deletion cannot be edited into the path data as written — the next contour starts with a relative `m`, or the data is written with entities — or GEOS finds that deleting it changes the shape, it instead redraws the shape as \(Self.outline)); where the repaired Ultralight-S, Regular-S and Black-S would no longer interpolate, it refuses and writes nothing, unless `--static` asks it to write this variable template's 24 derived variants out statically and repair all 27 (to keep it variable, redraw it alike in all three sources); the shape is drawn through a <use>: the repair is made where the shape is written when every place that draws it needs the same one, else in a copy written in place of the <use>"
        )
    }

    @Test func strokesAreOutlinedOrWaitForAWireframeChoice() {
        #expect(
            Self.words([.outlineStroke])
                == "`symbolcheck fix t.svg --in-place` outlines it with SVG's widths, caps and joins")
        #expect(
            Self.words([.wireframe(hairline: nil)])
                == "`symbolcheck fix t.svg --in-place` outlines it with SVG's widths, caps and joins")
        #expect(
            Self.words([.wireframe(hairline: 0.5)])
                == "`symbolcheck fix t.svg --in-place` refuses until you choose: `--wireframe fill` fills the closed shapes with the strokes' paint and drops the strokes, `--wireframe outline` outlines the strokes at 1.08 pixels at @3x (1.5 units in a 100 pt template such as Apple's), or at their own width where wider"
        )
    }

    @Test func subpathsAreClosedUnlessAShapeIsDrawnThroughAUse() {
        #expect(
            Self.words([.closeSubpaths([0, 2])])
                == "`symbolcheck fix t.svg --in-place` adds the `Z`s and changes nothing else (each contour already ends on its start)"
        )
        // `fix` writes no `Z` into data a `<use>` draws from elsewhere: the help promises nothing.
        #expect(Self.words([.closeSubpaths([0])], drawnThroughUse: true) == nil)
    }

    @Test func clipsAreTakenOffOrApplied() {
        #expect(
            Self.words([.removeClip(.clipPath)])
                == "`symbolcheck fix t.svg --in-place` takes the `clip-path` off and changes nothing else (the definition, which draws nothing, stays)"
        )
        #expect(
            Self.words([.applyClip(.clipPath)])
                == "`symbolcheck fix t.svg --in-place` applies it as `symbolcheck make` does: each shape below is intersected with what it lets through (its shapes) and written as \(Self.outline), and the `clip-path` is deleted, with its definition once nothing else uses it"
        )
        #expect(
            Self.words([.applyClip(.mask)], drawnThroughUse: true)
                == "`symbolcheck fix t.svg --in-place` applies it as `symbolcheck make` does: each shape below is intersected with what it lets through (its white shapes kept and its black shapes cut) and written as \(Self.outline), and the `mask` is deleted, with its definition once nothing else uses it; a shape drawn through a <use> is written in place of the <use> first, then clipped"
        )
    }

    @Test func aFindingFixLeavesSaysWhy() {
        let advice = CommandAdvice.check
        #expect(
            advice.words(for: .fix(path: "t.svg", repair: .leftAsIs("the sources would not interpolate")))
                == "`symbolcheck fix t.svg --in-place` leaves it: the sources would not interpolate")
        let refusing = Repair.leftAsIs(
            "the mask lets what it masks through partly", refusing: [Repair.Step(node: 3, action: .applyClip(.mask))])
        #expect(
            advice.words(for: .fix(path: "t.svg", repair: refusing))
                == "`symbolcheck fix t.svg --in-place` cannot apply it and refuses the file, writing nothing: the mask lets what it masks through partly"
        )
    }
}
