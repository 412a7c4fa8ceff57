import SVGModel
import Support
import SymbolModel

package struct NotInterpolatableRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "not-interpolatable", category: .controlCenter,
        summary: "Ultralight-S, Regular-S and Black-S exist but cannot be interpolated",
        consequence: Consequence(
            .drawsNothing,
            "the symbol builds, but actool derives no Medium variant and the default lookup draws nothing",
            evidence:
                "Meshtastic-Apple PRs #2457 and #2466, measured on an iPhone (docs/runtime.md, \"Compiled, but draws nothing\")"
        ),
        rationale: """
            A variable template derives 24 variants from Ultralight-S, Regular-S and Black-S. That \
            needs the same shapes in the same order, the same primitive types, the same sequence of \
            path elements (move, line, curve, close) and the same layer classes. actool does not fail \
            when they differ: it does not mark the symbol interpolatable and writes no derived \
            Medium record, and the default lookup asks for Medium, so the symbol draws nothing where \
            it is used, while `UIImage(named:)` still returns a hollow image. Meshtastic-Apple PR \
            #2457 shipped three structurally different weights so, and PR #2466 fixed it with the \
            same geometry in every weight, checked on an iPhone (docs/runtime.md, "Compiled, but \
            draws nothing"). actool accepts the file, so under --profile xcode it is a note (it never fails that \
            profile's run, not even under --strict).
            """,
        remedy: .designer,
        examples: [
            RuleExample(
                "Black-S drawn with lines where the others curve", fires: true,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.small)
                    for (w, x) in [("Ultralight", 0.0), ("Black", 0.0)] {
                        _ = x
                        f.glyphs["\(w)-S"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
                    }
                    f.glyphs["Black-S"] = #"<path d="M6 -75.2275L86 -75.2275Q86 4.7685 6 4.7685Z"/>"#
                    return f.svg
                }()),
            RuleExample(
                "compatible sources", fires: false,
                svg: {
                    var f = TemplateFixture()
                    let side = TemplateFixture.side(.small)
                    f.glyphs["Ultralight-S"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
                    f.glyphs["Black-S"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
                    return f.svg
                }()),
        ])

    /// Whether actool writes no Medium record for `template`: its sources do not interpolate
    /// and it does not draw every variant itself (a static template that draws all 27 has
    /// nothing to interpolate). The rule reports exactly this; the preview's places ask it too.
    package static func leavesNoMediumRecord(
        _ template: SymbolTemplate, interpolation: InterpolationCompatibility
    ) -> Bool {
        guard case .incompatible = interpolation else { return false }
        return template.glyphs.count < Variant.all.count
    }

    package func check(_ context: CheckContext) -> [Diagnostic] {
        guard case .incompatible(let reason, let range, let variant) = context.interpolation,
            Self.leavesNoMediumRecord(context.template, interpolation: context.interpolation)
        else { return [] }
        return [
            finding(
                "Ultralight-S, Regular-S and Black-S are not interpolation-compatible, so actool writes no Medium record and the symbol draws nothing through the default lookup: \(reason)",
                at: range,
                help: "redraw \(variant.id) from Regular-S, moving points without adding, removing or reordering them",
                notes: [Diagnostic.Note(missingNote(context))])
        ]
    }

    /// What is lost: every variant the file does not draw itself.
    func missingNote(_ context: CheckContext) -> String {
        let drawn = context.template.glyphs.count
        let missing = Variant.all.count - drawn
        let regularM = context.template.glyph(.regularM) == nil ? ", Regular-M among them," : ""
        return
            "without interpolation only the \(counted(drawn, "drawn variant")) \(agreeing(drawn, "exists", "exist")); the other \(missing)\(regularM) \(agreeing(missing, "draws", "draw")) nothing"
    }
}
