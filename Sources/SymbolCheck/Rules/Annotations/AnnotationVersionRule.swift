import SVGModel
import Support
import SymbolModel

package struct AnnotationVersionRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "annotation-version", category: .annotations,
        summary:
            "an annotation the template's version does not read (Draw data below 7.0, layer tags below 6.0, motion groups below 5.0, …): it is ignored",
        consequence: Consequence(
            .judgment,
            "the symbol builds and draws; the system ignores the annotation, so what it asked for (a Draw path, an animation group, a layer tag, a variable threshold) does not happen",
            evidence:
                "one reading of Apple's frameworks, not verified on a device (docs/template-format.md §2.1, docs/runtime.md \"Versions and machines\")"
        ),
        rationale: """
            The system reads each of these annotations only from some template \
            version on, so in an older file it is ignored. The symbol still draws; what the \
            annotation asked for does not happen — Draw guide points in a Template v.6.0 file, for \
            instance, leave Draw On and Draw Off without them. Evidence: one reading of Apple's \
            frameworks (CoreUI's layer reader tests the version before each key: variable \
            thresholds from 4.0, fill actions, motion groups and the always-pulses, -rotates and \
            -breathes keys from 5.0, layer tags from 6.0, Variable Draw from 7.0; actool looks for \
            `-rotate-anchor` nodes from 6.0 and `-draw-attachment-data` nodes from 7.0), \
            docs/template-format.md §2.1; not verified on a device. A warning, as the symbol draws. \
            Export the symbol again for a newer Xcode, or remove the annotation.
            """,
        remedy: .designer, promisedBy: [.fixTemplateVersion],
        examples: [
            RuleExample(
                "Draw guide points in a Template v.6.0", fires: true,
                svg: {
                    var f = TemplateFixture.draw
                    f.versionText = "Template v.6.0"
                    return f.svg
                }()),
            RuleExample(
                "layer tags in a Template v.5.0", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = "Template v.5.0"
                    f.styleSheet = ".monochrome-0 {-sfsymbols-layer-tags:camera}"
                    return f.svg
                }()),
            RuleExample("Draw guide points in a Template v.7.0", fires: false, svg: TemplateFixture.draw.svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        // A missing or unreadable version is `template-version`'s finding; every annotation
        // would be unread at the legacy version, one cause.
        guard case .version(let version, _) = context.template.version else { return [] }
        return context.template.annotations(unreadAt: version).map { annotation, occurrences in
            let first = occurrences[0]
            let oldest = XcodeTemplateVersions.oldestXcode(reading: annotation.firstVersion)
            var notes: [Diagnostic.Note] = []
            if occurrences.count > 1 {
                notes.append(
                    Diagnostic.Note(
                        "\(counted(occurrences.count - 1, "more place")) \(agreeing(occurrences.count - 1, "carries", "carry")) it, the last here",
                        at: occurrences.last!.range))
            }
            return finding(
                "the \(AnnotationList.text(annotation, count: occurrences.count)) are read from template version \(annotation.firstVersion) on; this file is \(version), so they are ignored",
                at: first.range,
                help: oldest.map {
                    "export the symbol for Xcode \($0) or later (Template v.\(annotation.firstVersion)), or remove the annotation"
                } ?? "remove the annotation", notes: notes)
        }
    }
}
