import SVGModel
import Support
import SymbolModel

package struct GlyphSizeRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "glyph-size", category: .size,
        summary:
            "a Regular-S/M/L glyph's optical size ÷ cap height is outside its target ± tolerance",
        consequence: Consequence(
            .judgment,
            "the device draws the glyph as designed; beside system symbols it looks smaller or larger than they do",
            evidence:
                "Apple's own symbols measured (docs/sizing.md, \"The evidence\") and the card's comparison with circle.circle (docs/runtime.md, \"Size beside system glyphs\")"
        ),
        rationale: """
            Control Center shows a custom symbol beside system symbols, and Apple draws its own \
            symbols so that they look equally large, not equally tall: at Regular-M a circle is \
            1.414× the cap height, a `rectangle` 1.290× tall and 1.642× wide, `externaldrive` \
            1.184× tall and 1.636× wide, `lock.fill` 1.358× tall and 0.946× wide, \
            `gearshape.2` 1.507× tall and 1.902× wide (measured on the SF Symbols app's exports \
            in the real-world corpus: docs/sizing.md, "The optical size model"). The optical size \
            follows them: the height of a glyph no wider than tall, √(height × width) of a wider \
            one, and width ÷ √1.4 past 1.4 times as wide as tall (a bar is not blown up to its \
            neighbours' height). Apple's drawings span 1.350–1.713× (Regular-M, and S and L divided \
            by Apple's 0.783 and 1.29 scale factors); the target is their middle, 1.53× \
            (--target; S and L follow the scale factors), and the tolerance half their spread, \
            ±12 % (--tolerance). A camera-like \
            glyph 1.13× the cap height (optical size 1.29×) is too small; at 1.45× (1.65×) it \
            passes. An open mark (a chevron) and a hairline are not judged: their size is the \
            designer's choice; the measurement table says so. Rows that one factor fixes are \
            one finding; a variable template's derived Regular-M and -L are reported with their \
            source, Regular-S. `symbolcheck resize` fixes it.
            """,
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
                "a bar 2.4× the cap height wide (its optical size 2.03×, past the target)", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.drawBar("Regular-M", width: 2.4 * AppleTemplate.capHeight, height: 20)
                    return f.svg
                }()),
            RuleExample(
                "squares 1.45× (M), 1.135× (S), 1.87× (L) the cap height", fires: false, svg: TemplateFixture().svg),
            RuleExample(
                "a flat bar 1.8× the cap height wide (optical size 1.52×), far shorter than 1.45×", fires: false,
                svg: {
                    var f = TemplateFixture()
                    f.drawBar("Regular-M", width: 1.8 * AppleTemplate.capHeight, height: 20)
                    return f.svg
                }()),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let target = context.configuration.sizeTarget
        let failing = SizeTarget.judgedRows.compactMap { v in
            context.measurements[v].flatMap { $0.size.accepted ? nil : $0 }
        }
        // One cause, one error: a derived row fails because of Regular-S, so it is a note on
        // Regular-S's finding (or one finding naming every derived row when Regular-S passes);
        // drawn rows that one factor brings to their targets are one finding at the first.
        let derived = failing.filter(\.derived)
        var out: [Diagnostic] = []
        for group in Self.sameCause(failing.filter { !$0.derived }, within: target.tolerance / 2) {
            let first = group[0]
            var notes =
                group.count == 1
                ? Self.notes(first, target: target)
                : group.map { Diagnostic.Note(Self.verdict($0, target: target)) }
                    + Set(group.map(\.size.judgedBy)).sorted(by: { $0.rawValue < $1.rawValue }).map {
                        Diagnostic.Note(Self.measureText($0, widestAspect: target.widestAspect))
                    }
            if group.contains(where: { $0.variant == .regularS }) {
                notes += derived.map {
                    Diagnostic.Note("\(Self.verdict($0, target: target)) (derived from Regular-S)")
                }
            }
            let message =
                group.count == 1
                ? "\(Self.verdict(first, target: target)): scale it by \(fmt4(first.scaleToTarget))"
                : "\(Self.rows(group)) are \(Self.direction(first)) for their targets: scale them by \(Self.factors(group))"
            out.append(
                finding(
                    message, at: context.template.glyph(first.variant).map { context.span(of: $0.node) },
                    notes: notes, suggestion: Self.suggestion(context)))
        }
        if let first = derived.first, !failing.contains(where: { $0.variant == .regularS }) {
            out.append(
                finding(
                    "\(Self.rows(derived)), derived from Regular-S, \(agreeing(derived.count, "is", "are")) off target: scale Regular-S by \(fmt4(first.scaleToTarget))",
                    at: context.template.glyph(.regularS).map { context.span(of: $0.node) },
                    notes: derived.map { Diagnostic.Note(Self.verdict($0, target: target)) },
                    suggestion: Self.suggestion(context)))
        }
        return out
    }

    /// Failing rows grouped by cause: rows in one group are off the same way and their factors
    /// differ by at most `within` (half the tolerance), so one factor between them brings every
    /// row inside the band and scaling the drawing once fixes them all. (`make`'s rows differ by
    /// a few per cent: their stems are Apple's per row, not one scale of Regular-M's.)
    static func sameCause(_ failing: [GlyphMeasurement], within: Double) -> [[GlyphMeasurement]] {
        var groups: [[GlyphMeasurement]] = []
        for m in failing {
            if let k = groups.firstIndex(where: { group in
                let f = group[0].scaleToTarget
                return (f < 1) == (m.scaleToTarget < 1) && abs(m.scaleToTarget / f - 1) <= within
            }) {
                groups[k].append(m)
            } else {
                groups.append([m])
            }
        }
        return groups
    }

    /// The factor that brings a group to its targets: one number when the rows agree within
    /// 1 %, else the range from the smallest to the largest (`1.6820–1.7499`).
    static func factors(_ group: [GlyphMeasurement]) -> String {
        let all = group.map(\.scaleToTarget)
        guard let low = all.min(), let high = all.max(), high / low - 1 > 0.01 else {
            return fmt4(group[0].scaleToTarget)
        }
        return "\(fmt4(low))–\(fmt4(high))"
    }

    /// "Regular-S and Regular-M", "Regular-S, Regular-M and Regular-L".
    static func rows(_ ms: [GlyphMeasurement]) -> String {
        let ids = ms.map(\.variant.id)
        guard ids.count > 1 else { return ids.joined() }
        return ids.dropLast().joined(separator: ", ") + " and " + ids[ids.count - 1]
    }

    static func direction(_ m: GlyphMeasurement) -> String {
        m.size.isBelowTargetBand ? "too small" : "too large"
    }

    /// "Regular-M's optical size is 1.288× the cap height, too small for the target
    /// 1.530× ± 12%".
    static func verdict(_ m: GlyphMeasurement, target: SizeTarget) -> String {
        "\(m.variant.id)'s optical size is \(fmt3(m.size.opticalSize))× the cap height, \(direction(m)) for the target \(fmt3(m.size.targetOpticalSize))× ± \(fmt(target.tolerance * 100))%"
    }

    /// What was measured and how the model read it.
    static func notes(_ m: GlyphMeasurement, target: SizeTarget) -> [Diagnostic.Note] {
        [
            Diagnostic.Note(
                "width \(fmt(m.width)) units, height \(fmt(m.height)) units, cap height \(fmt(m.capHeight)) units"),
            Diagnostic.Note(Self.measureText(m.size.judgedBy, widestAspect: target.widestAspect)),
        ] + referenceNote(m)
    }

    /// How the optical size was read, for the note and `explain`.
    static func measureText(_ measure: GlyphSize.Measure, widestAspect: Double) -> String {
        switch measure {
        case .height: return "optical size = height, for a glyph no wider than it is tall"
        case .box: return "optical size = √(height × width), for a glyph wider than it is tall"
        case .width:
            return
                "optical size = width ÷ √\(fmt(widestAspect)), for a glyph more than \(fmt(widestAspect)) times as wide as it is tall"
        case .none: return "not judged"
        }
    }

    static func referenceNote(_ m: GlyphMeasurement) -> [Diagnostic.Note] {
        var notes: [Diagnostic.Note] = []
        if let r = m.referenceRatio {
            notes.append(Diagnostic.Note("\(fmt2(r))× the height of the reference symbol at this scale"))
        }
        return notes
    }

    /// `resize` does what this rule asks for; the command line words it (`CommandAdvice`).
    static func suggestion(_ context: CheckContext) -> SuggestedAction { .resizeInPlace(path: context.source.path) }
}
