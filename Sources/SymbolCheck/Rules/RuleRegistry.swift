/// Every rule, in catalog order. Adding a rule means adding it here; the catalog test checks
/// ids are unique, kebab-case and documented.
public enum RuleRegistry {
    public static let all: [any Rule] = [
        XMLMalformedRule(), InputRefusedRule(), NotSVGRule(), NotATemplateRule(), InvalidValueRule(),
        MissingGuideRule(), GuideNotShapeRule(), PointSizeRule(), TemplateVersionRule(), MissingMarginsRule(),
        MissingGlyphRule(), GlyphNotGroupRule(), EmptyGlyphRule(), UnsupportedElementRule(),
        StrokeRule(), OpacityRule(), InvisibleShapeRule(), NotInterpolatableRule(), OpenSubpathRule(),
        GlyphSizeRule(), GlyphOverflowsTileRule(), GlyphOffCenterRule(), GlyphOutsideMarginsRule(),
        NonzeroFillRule(), EvenoddFragileRule(),
        ContentsJSONRule(),
    ]

    public static func rule(id: String) -> (any Rule)? { all.first { $0.description.id == id } }

    public static var ids: [String] { all.map(\.description.id) }
}
