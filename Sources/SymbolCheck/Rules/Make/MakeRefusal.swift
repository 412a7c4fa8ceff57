/// Why `symbolcheck make` wrote nothing for an icon: each reason documented like a rule, so
/// `explain` answers for the id `make` prints, but not a template rule (`check` never reports
/// one, and no setting turns one off). `SymbolMake`'s `MakeFailure` reports with these ids.
package struct MakeRefusal: DiagnosticSource {
    package let description: RuleDescription

    /// Text, a bitmap, a filter, a mask or clip that no outline draws, or nothing drawn.
    package static let unsupported = MakeRefusal(
        description: RuleDescription(
            id: "make-unsupported", category: .input,
            summary: "the icon draws something a symbol template cannot hold, or nothing",
            consequence: Consequence(
                .unread,
                "make writes nothing for the icon: a template holds filled outlines in one colour, and this has no outline that draws it as its author saw it",
                evidence: "what `make` reads and writes (docs/making.md)"),
            rationale: """
                A symbol template holds filled outlines in one colour (docs/template-format.md): \
                `make` outlines strokes, applies clip paths and opaque masks, flattens opacity and \
                subtracts white shapes drawn over ink, but text, bitmap images, `<foreignObject>`, \
                filters, masks that let ink through partly (grey, translucent, gradients) and content \
                in `objectBoundingBox` units have no outline it could draw as the author saw them, and \
                an icon that draws nothing has nothing to make. The icon is refused at the element \
                with what to do in the drawing app, and nothing is written for it (exit status 1); \
                the other icons of the run are made.
                """,
            examples: [
                RuleExample(
                    "text in an icon", fires: true,
                    svg: """
                        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                          <text x="4" y="18" font-size="16">A</text>
                        </svg>

                        """)
            ]))

    /// The file is already a symbol template.
    package static let alreadyTemplate = MakeRefusal(
        description: RuleDescription(
            id: "make-already-template", category: .input,
            summary: "the file is already a symbol template",
            consequence: Consequence(
                .unread, "make writes nothing for the file: it is a template already, for check and resize",
                evidence: "what `make` reads and writes (docs/making.md)"),
            rationale: """
                `make` turns a plain icon into a template; a file with a `Symbols` group, a \
                `template-version` note or a glyph group such as `Regular-M` already is one, and \
                making a template of its guides and notes would draw them as ink. `symbolcheck check` \
                says what the template needs and `symbolcheck resize` sizes it. Nothing is written for \
                it (exit status 1).
                """,
            examples: [
                RuleExample(
                    "a glyph group", fires: true,
                    svg: """
                        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
                          <g id="Regular-M"><path d="M10 10h80v80h-80z"/></g>
                        </svg>

                        """)
            ]))

    /// Not well-formed XML, or not an SVG.
    package static let unreadable = MakeRefusal(
        description: RuleDescription(
            id: "make-unreadable", category: .input,
            summary: "the icon is not well-formed XML, or its root is not <svg>",
            consequence: Consequence(
                .unread, "make writes nothing for the file: it has no drawing to read",
                evidence: "what `make` reads and writes (docs/making.md)"),
            rationale: """
                `make` reads icons with the XML reader and SVG tree `check` uses; a file that is not \
                well-formed XML, or whose root element is not `<svg>`, has no drawing to make a \
                template of. The place and the reader's reason are given; nothing is written for it \
                (exit status 1). A file refused unread (a limit, an external entity, a PNG) is \
                `input-refused`, exit status 2, as in `check`.
                """,
            examples: [
                RuleExample(
                    "a root that is not <svg>", fires: true,
                    svg: """
                        <symbol xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                          <path d="M4 4h16v16H4z"/>
                        </symbol>

                        """)
            ]))

    /// Geometry that cannot be outlined, sized or offset.
    package static let geometry = MakeRefusal(
        description: RuleDescription(
            id: "make-geometry", category: .input,
            summary:
                "a shape cannot be outlined, sized or weighted: coordinates that are not finite or reach far off the canvas",
            consequence: Consequence(
                .unread, "make writes nothing for the icon: a shape cannot be sized, outlined or weighted",
                evidence: "what `make` reads and writes (docs/making.md)"),
            rationale: """
                `make` sizes an icon by all of its ink, so a shape whose coordinates stop being \
                finite numbers under its transforms, or that reaches more than 100 canvas sizes off \
                the icon's canvas (a `stroke-width="1e9"`), would shrink every other shape to \
                nothing; such a shape is refused at its place before anything is outlined. So is \
                geometry the outlining library (GEOS) cannot outline, with its message, and a \
                filled icon whose outline it cannot offset for a weight (`--weights regular` makes \
                the icon with its drawn weight alone). Nothing is written for the icon (exit status \
                1); the other icons of the run are made.
                """,
            examples: [
                RuleExample(
                    "a stroke a billion units wide", fires: true,
                    svg: """
                        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                          <path d="M4 12h16" stroke="black" stroke-width="1e9"/>
                        </svg>

                        """)
            ]))

    /// Over the icon's budget.
    package static let overBudget = MakeRefusal(
        description: RuleDescription(
            id: "make-over-budget", category: .input,
            summary: "a shape is over the icon's budget: time, straight segments, or crossings",
            consequence: Consequence(
                .unread, "make writes nothing for the icon: making it would cost more than its budget allows",
                evidence: "what `make` reads and writes (docs/making.md)"),
            rationale: """
                Each icon has a budget, checked before the outlining library sees a shape: the time \
                limit (--time-limit, 10 s), the straight segments of one shape once its curves are \
                flattened (--max-segments) and the places where its outline crosses itself \
                (--max-crossings) (docs/hostile-input.md, Budgets). An icon over it may be fine, but \
                making it would cost more than the limits allow: it is refused at the shape with the \
                limit to raise, nothing is written for it (exit status 1), and the other icons of \
                the run are made.
                """,
            examples: [
                RuleExample(
                    "a dash pattern of 240,000 dashes", fires: true,
                    svg: """
                        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
                          <path d="M0 12h24" stroke="black" stroke-dasharray="0.0001"/>
                        </svg>

                        """)
            ]))

    /// Every reason, in the order `explain` lists them.
    package static let all = [unsupported, alreadyTemplate, unreadable, geometry, overBudget]
}
