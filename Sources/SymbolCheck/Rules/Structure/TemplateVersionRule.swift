import SVGModel

package struct TemplateVersionRule: Rule {
    package init() {}

    package let description = RuleDescription(
        id: "template-version", category: .structure,
        summary:
            "the `template-version` text is unreadable or newer than the target Xcode; missing or not a <text> (outlined) is a warning",
        consequence: Consequence(
            .xcodeRejects,
            "an Xcode older than the template's version stops the build with \"Template format X is newer than the version that this software supports\"",
            evidence: "build logs in docs/runtime.md, \"Versions and machines\"; docs/template-format.md §4.2"),
        rationale: """
            actool reads the number after "Template v." in the text element with id \
            `template-version` and fails with "Template format X is newer than the version that this \
            software supports" when it is above its maximum (7.0 in Xcode 26, 6.0 in Xcode 16; set \
            it with --max-template-version, or name the Xcode with --xcode and the table in \
            docs/template-format.md §2.2 gives it). The limit follows the macOS of the build machine \
            too: Xcode 16.1 on macOS Sonoma stopped at 5.0, Xcode 14.2 at 3.0 (docs/runtime.md, \
            "Versions and machines"). Such a finding lists the annotations the newest readable \
            version would not read (docs/template-format.md §2.1; one reading of Apple's frameworks, \
            not verified), which `symbolcheck fix --template-version` removes when it takes the file \
            down. Without the element actool treats the file as a legacy \
            template (no margin checks, no interpolation) and the SF Symbols app cannot open it: a \
            warning. The same holds for an element that is not a <text> — a `<path>` or `<g>` with \
            that id, as design tools that outline all text export it (corpus 060.svg, Affinity \
            Designer, is an outlined group): actool looks the id up as a text node only, keeps the \
            initial version 0 and builds the file as a legacy template, so a template that draws \
            Regular-M itself builds and draws (docs/template-format.md §4.2; six shipped files of \
            two held-out sets, in apps that build and show them). Only the version cannot be read, \
            so it is a warning in both profiles; a variable template that leaves Regular-M to \
            interpolation loses it there, and `missing-glyph` reports that as the error it is.
            """,
        remedy: .designer, promisedBy: [.fixTemplateVersion],
        examples: [
            RuleExample(
                "a version from the future", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = "Template v.9.0"
                    return f.svg
                }()),
            RuleExample(
                "no template-version element", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = nil
                    return f.svg
                }()),
            RuleExample(
                "the version outlined as a path", fires: true,
                svg: {
                    var f = TemplateFixture()
                    f.versionText = nil
                    return f.svg.replacing(
                        "<g id=\"Notes\">",
                        with: "<g id=\"Notes\">\n  <path id=\"template-version\" d=\"M3000 1920h10v10h-10Z\"/>",
                        maxReplacements: 1)
                }()),
            RuleExample("Template v.6.0", fires: false, svg: TemplateFixture().svg),
        ])

    package func check(_ context: CheckContext) -> [Diagnostic] {
        let max = context.configuration.maxTemplateVersion
        switch context.template.version {
        case .missing:
            let d = finding(
                "the template has no `template-version` text; actool treats it as a legacy (pre-3.0) template",
                at: context.span(of: context.tree.node(withID: "Notes") ?? context.tree.root),
                help: "add <text id=\"template-version\">Template v.\(max)</text> to the Notes group")
            return [d.loweredToWarning()]
        case .unreadable(let text, let range, let isText):
            if !isText {
                // actool reads no version from anything but a text node and goes on with the
                // legacy default, as for a missing element (docs/template-format.md §4.2): design
                // tools that outline all text export such files, and apps build and draw them.
                // The version is what is lost, in either profile: a warning.
                let d = finding(
                    "`template-version` is not a <text> element (outlined text?), so its version cannot be read; actool treats the file as a legacy (pre-3.0) template: no margin checks, no interpolated variants, Regular-M required",
                    at: range,
                    help:
                        "write <text id=\"template-version\">Template v.\(max)</text> in its place (export with text kept as text)"
                )
                return [d.loweredToWarning()]
            }
            return [
                finding(
                    "cannot read a version from \"\(text)\"", at: range,
                    help: "write the text as \"Template v.\(max)\"")
            ]
        case .version(let v, let range):
            guard v > max else { return [] }
            let xcode = context.configuration.targetXcode
            var notes = [
                Diagnostic.Note(
                    "actool reports: \"Template format \(v) is newer than the version that this software supports (\(max))\""
                )
            ]
            let unread = context.template.annotations(unreadAt: max)
            if !unread.isEmpty {
                notes.append(Diagnostic.Note("\(max) does not read: \(AnnotationList.unread(unread))"))
            }
            let newest = xcode.map { "the newest Xcode \($0) reads" } ?? "the newest the target Xcode accepts"
            return [
                finding(
                    "template version \(v) is newer than \(max), \(newest)", at: range,
                    help:
                        "export the symbol for an older Xcode (SF Symbols: File > Export Symbol, Xcode compatibility)",
                    notes: notes,
                    // An Xcode named is the one the build has: take the file down rather than raise the limit.
                    suggestion: xcode == nil
                        ? .raiseLimit(.maxTemplateVersion)
                        : .lowerTemplateVersion(path: context.source.path, to: max))
            ]
        }
    }
}
