import SVGModel

extension StrokeStyle {
    /// The stroke SVG draws for a computed style, in the element's user units. SVG 2's
    /// `miter-clip` and `arcs` joins are read as `miter`, which every renderer falls back to.
    package init(_ style: ComputedStyle) {
        let cap = LineCap(rawValue: style.strokeLinecap) ?? .butt
        let join: LineJoin
        switch style.strokeLinejoin {
        case "round": join = .round
        case "bevel": join = .bevel
        default: join = .miter
        }
        self.init(
            width: style.strokeWidth, cap: cap, join: join, miterLimit: style.strokeMiterlimit,
            dashes: style.strokeDasharray ?? [], dashOffset: style.strokeDashoffset)
    }
}
