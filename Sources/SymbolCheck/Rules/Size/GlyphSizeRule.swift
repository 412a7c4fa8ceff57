import SVGModel

public struct GlyphSizeRule: Rule {
    public init() {}

    public let description = RuleDescription(
        id: "glyph-size", category: .size,
        summary: "a Regular-S/M/L glyph's height ÷ cap height is outside its target ± tolerance",
        rationale: """
            Control Center shows a custom symbol beside system symbols. A glyph 1.13× the cap \
            height looks puny there; 1.45× matches `circle.circle`. The target is set with --target \
            (the Regular-M ratio, default 1.45; S and L follow Apple's 0.783 and 1.29 scale factors) \
            and --tolerance (default ±5 %). `symbolcheck resize` fixes it.
            """,
        severities: .controlCenterOnly(.error),
        examples: [
            RuleExample(
                "a glyph at 1.13× the cap height", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.glyphs["Regular-M"] =
                        #"<path d="\#(TemplateFixture.squarePath(side: 1.13 * TemplateFixture.capHeight))"/>"#
                    return f.svg
                }()),
            RuleExample("1.45× (M), 1.135× (S), 1.87× (L)", fires: false, svg: TemplateFixture().svg),
        ])

    public func check(_ context: CheckContext) -> [Diagnostic] {
        let target = context.configuration.sizeTarget
        return [Variant.regularS, .regularM, .regularL].compactMap { v in
            guard let m = context.measurements[v], !target.accepts(m.ratio, scale: v.scale) else { return nil }
            let glyphNode = context.template.glyph(m.derived ? .regularS : v)?.node
            let source = m.derived ? " (derived from Regular-S)" : ""
            let direction = m.ratio < m.target ? "too small" : "too large"
            var notes = [Diagnostic.Note("height \(fmt(m.height)) units, cap height \(fmt(m.capHeight)) units")]
            if let r = m.referenceRatio {
                notes.append(Diagnostic.Note("\(fmt2(r))× the height of the reference symbol at this scale"))
            }
            return finding(
                "\(v.id)\(source) is \(fmt3(m.ratio))× the cap height, \(direction) for the target \(fmt3(m.target))× ± \(fmt(target.tolerance * 100))%: scale it by \(fmt4(m.scaleToTarget))",
                at: glyphNode?.offset,
                help: Self.resizeHelp(for: context.source.path),
                notes: notes)
        }
    }
}

extension GlyphSizeRule {
    /// Standard input cannot be replaced in place: its help asks for a file first.
    static func resizeHelp(for path: String) -> String {
        guard path != "-" else {
            return
                "save the template to a file and run `symbolcheck resize FILE --in-place` to scale every variant to the target"
        }
        return "run `symbolcheck resize \(ShellWord.quote(path)) --in-place` to scale every variant to the target"
    }
}

func fmt2(_ v: Double) -> String { fixed(v, 2) }
func fmt3(_ v: Double) -> String { fixed(v, 3) }
func fmt4(_ v: Double) -> String { fixed(v, 4) }

/// A fixed number of decimals, for stable messages and JSON.
func fixed(_ v: Double, _ digits: Int) -> String {
    guard v.isFinite else { return v.isNaN ? "nan" : (v > 0 ? "inf" : "-inf") }
    // Beyond ~1e14 the scaled value no longer fits UInt64; such numbers only come from hostile input.
    guard abs(v) < 1e14 else { return String(v) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (abs(v) * scale).rounded()
    let negative = v < 0 && r != 0
    var whole = String(UInt64(r / scale))
    var frac = String(UInt64(r.truncatingRemainder(dividingBy: scale)))
    while frac.count < digits { frac = "0" + frac }
    if negative { whole = "-" + whole }
    return digits == 0 ? whole : whole + "." + frac
}
