import SVGModel
import SymbolModel

package struct MissingGlyphRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "missing-glyph", category: .structure,
        summary: "a needed glyph variant is neither drawn nor derivable",
        consequence: Consequence(
            .xcodeRejects,
            "actool stops the build when there is no Regular-M and no variable sources; where Regular-M or -L is neither drawn nor derivable, that size draws nothing",
            evidence:
                "docs/template-format.md §4.3; docs/runtime.md, \"Compiled, but draws nothing\" (the default lookup asks for Medium)"
        ),
        rationale: """
            Under --profile xcode this is exactly actool's rule: the file needs a Regular-M glyph, or \
            (template 3.0+) Ultralight-S, Regular-S and Black-S made of shapes (strokes allowed: shipped \
            templates with stroked sources compiled), from which the other \
            variants are interpolated. Under the default control-center profile each of Regular-S, \
            Regular-M and Regular-L must be drawn or derivable: a variable template derives M and L \
            from S only when the three S sources are interpolation-compatible. Otherwise the missing \
            size draws nothing (or a question mark) in Control Center.
            """,
        remedy: .make,
        examples: [
            RuleExample(
                "Regular-L missing", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-L"] = nil
                    f.margins["Regular-L"] = nil
                    return f.svg
                }()),
            RuleExample("Regular-S, -M and -L drawn", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let t = context.template
        let at = context.span(of: t.tree.node(withID: "Symbols") ?? t.tree.root)
        switch context.profile {
        case .xcode:
            if t.glyph(.regularM) != nil { return [] }
            let sources = Variant.interpolationSources.compactMap { t.glyph($0) }
            if t.version.effective >= TemplateVersion(3, 0), sources.count == 3,
                sources.allSatisfy(isPathBased)
            {
                return []
            }
            return [
                finding(
                    "the template has no Regular-M glyph\(t.version.effective >= TemplateVersion(3, 0) ? " and no Ultralight-S, Regular-S and Black-S made of shapes to interpolate from" : "")",
                    at: at, help: "draw a <g id=\"Regular-M\"> glyph group",
                    notes: [Diagnostic.Note("actool reports: \"must have a glyph for Regular weight Medium size\"")])
            ]
        case .controlCenter:
            let derivable = t.version.effective >= TemplateVersion(3, 0) && context.interpolation.isCompatible
            var drawn: [String] = []
            var derived: [String] = []
            var missing: [String] = []
            for v in [Variant.regularS, .regularM, .regularL] {
                if t.glyph(v) != nil {
                    drawn.append(v.id)
                } else if derivable && v != .regularS {
                    derived.append(v.id)
                } else {
                    missing.append(v.id)
                }
            }
            guard !missing.isEmpty else { return [] }
            var parts = ["missing: \(missing.joined(separator: ", "))"]
            if !drawn.isEmpty { parts.append("drawn: \(drawn.joined(separator: ", "))") }
            if !derived.isEmpty { parts.append("derived: \(derived.joined(separator: ", "))") }
            var notes: [Diagnostic.Note] = []
            if case .incompatible = context.interpolation {
                notes.append(
                    Diagnostic.Note(
                        "Ultralight-S, Regular-S and Black-S are not interpolation-compatible, so nothing is derived (see not-interpolatable)"
                    ))
            }
            return [
                finding(
                    "Control Center needs Regular-S, -M and -L (\(parts.joined(separator: "; ")))", at: at,
                    help:
                        "draw <g id=\"\(missing[0])\">, or make a variable template (Ultralight-S, Regular-S, Black-S) that interpolates",
                    notes: notes)
            ]
        }
    }

    /// actool's "representable as a path": a group with nothing in it that CoreSVG cannot map
    /// to a shape. The decompiled check also looks at stroke paint, but shipped variable
    /// templates compiled with strokes on their sources from every place a stroke can come
    /// from: a parent group's attribute (Sketch exports in MrKai77/Loop, corpus 063–070), a
    /// class rule (an Illustrator export in rime/squirrel, corpus 102) and the paths' own
    /// `style="stroke:#000000"` (issue #12). So strokes do not count here; only the
    /// control-center profile reports them (`stroke`).
    func isPathBased(_ glyph: Glyph) -> Bool {
        glyph.isGroup && glyph.otherElements.isEmpty
    }
}
