import SVGModel
import Support

public struct GlyphSizeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "glyph-size", category: .size,
        summary:
            "a Regular-S/M/L glyph's height ÷ cap height (width ÷ cap height for a wide glyph) is outside its target ± tolerance",
        rationale: """
            Control Center shows a custom symbol beside system symbols. A glyph 1.13× the cap \
            height looks puny there; 1.45× matches `circle.circle`. The target is set with --target \
            (the Regular-M ratio, default 1.45; S and L follow Apple's 0.783 and 1.29 scale factors) \
            and --tolerance (default ±5 %). A glyph more than 1.4 times as wide as it is tall is \
            judged by its width instead: at most 1.4 × the target height (2.03× the cap height for \
            Regular-M), so a bar or a minus is not blown up past its neighbours. A variable \
            template's derived Regular-M and -L are reported with their source, Regular-S. \
            `symbolcheck resize` fixes it.
            """,
        severities: .controlCenterOnly(.error),
        examples: [
            RuleExample(
                "a glyph at 1.13× the cap height", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.squarePath(side: 1.13 * AppleTemplate.capHeight))"/>"#
                    return f.svg
                }()),
            RuleExample(
                "a bar 2.4× the cap height wide (wider than the 2.03× target width)", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.drawBar("Regular-M", width: 2.4 * AppleTemplate.capHeight, height: 20)
                    return f.svg
                }()),
            RuleExample("1.45× (M), 1.135× (S), 1.87× (L)", fires: false, svg: TemplateFixture().svg),
            RuleExample(
                "a flat bar at the 2.03× target width, far shorter than 1.45×", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.drawBar("Regular-M", width: 1.45 * 1.4 * AppleTemplate.capHeight, height: 20)
                    return f.svg
                }()),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let tolerance = context.configuration.sizeTarget.tolerance
        let failing = [Variant.regularS, .regularM, .regularL].compactMap { v in
            context.measurements[v].flatMap { $0.size.accepted ? nil : $0 }
        }
        // One cause, one error: a derived row fails because of Regular-S, so it is a note on
        // Regular-S's finding (or one finding naming every derived row when Regular-S passes).
        let derived = failing.filter(\.derived)
        var out: [Diagnostic] = []
        for m in failing where !m.derived {
            var notes = Self.notes(m, target: context.configuration.sizeTarget)
            if m.variant == .regularS {
                notes += derived.map {
                    Diagnostic.Note("\(Self.verdict($0, tolerance: tolerance)) (derived from Regular-S)")
                }
            }
            out.append(
                finding(
                    "\(Self.verdict(m, tolerance: tolerance)): scale it by \(fmt4(m.scaleToTarget))",
                    at: context.template.glyph(m.variant).map { context.span(of: $0.node) }, help: Self.help(context),
                    notes: notes))
        }
        if let first = derived.first, !failing.contains(where: { $0.variant == .regularS }) {
            let rows = derived.map(\.variant.id).joined(separator: " and ")
            out.append(
                finding(
                    "\(rows), derived from Regular-S, \(agreeing(derived.count, "is", "are")) off target: scale Regular-S by \(fmt4(first.scaleToTarget))",
                    at: context.template.glyph(.regularS).map { context.span(of: $0.node) }, help: Self.help(context),
                    notes: derived.map { Diagnostic.Note(Self.verdict($0, tolerance: tolerance)) }))
        }
        return out
    }

    /// "Regular-M is 1.130× the cap height, too small for the target 1.450× ± 5%", or the same
    /// about the width for a glyph judged by width.
    static func verdict(_ m: GlyphMeasurement, tolerance: Double) -> String {
        let size = m.size
        let wide = size.judgedBy == .width
        let measured = wide ? size.widthRatio : size.ratio
        let wanted = wide ? size.targetWidthRatio : size.targetRatio
        let direction = measured < wanted ? "too small" : "too large"
        let side = wide ? " wide" : ""
        let target = wide ? "the target width" : "the target"
        return
            "\(m.variant.id) is \(fmt3(measured))× the cap height\(side), \(direction) for \(target) \(fmt3(wanted))× ± \(fmt(tolerance * 100))%"
    }

    static func notes(_ m: GlyphMeasurement, target: SizeTarget) -> [Diagnostic.Note] {
        guard m.size.judgedBy == .width else {
            return [Diagnostic.Note("height \(fmt(m.height)) units, cap height \(fmt(m.capHeight)) units")]
                + referenceNote(m)
        }
        let proportion = m.height > 0 ? "\(fmt2(m.width / m.height))× as wide as it is tall" : "without height"
        return [
            Diagnostic.Note(
                "width \(fmt(m.width)) units, height \(fmt(m.height)) units, cap height \(fmt(m.capHeight)) units"),
            Diagnostic.Note(
                "judged by width: the glyph is \(proportion), wider than the target box's \(fmt2(target.widestAspect))×"
            ),
        ] + referenceNote(m)
    }

    static func referenceNote(_ m: GlyphMeasurement) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        if let r = m.referenceRatio {
            notes.append(Diagnostic.Note("\(fmt2(r))× the height of the reference symbol at this scale"))
        }
        return notes
    }

    static func help(_ context: CheckContext) -> String { resizeHelp(for: context.source.path) }
}

extension GlyphSizeRule {
    /// Standard input cannot be replaced in place: the resized template goes to standard output.
    static func resizeHelp(for path: String) -> String {
        guard path != "-" else {
            return "run `symbolcheck resize - -o -` to scale every variant to the target"
        }
        return "run `symbolcheck resize \(ShellWord.quote(path)) --in-place` to scale every variant to the target"
    }
}
