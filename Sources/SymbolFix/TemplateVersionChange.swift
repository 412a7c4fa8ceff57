import SVGModel
import Support
import SymbolCheck
import SymbolEdit
import SymbolModel

/// `fix --template-version V`: a template taken down to an older version, so an older Xcode
/// reads it (docs/template-format.md §2.1, §2.2; docs/fixing.md). The version text and the
/// "Requires Xcode" line are rewritten and the annotations V does not read are removed, as
/// source edits; every other byte stays. Refused, nothing written, when V is newer than the
/// file, or when removing them would change what a glyph draws.
package struct TemplateVersionChange: Sendable {
    package let from: TemplateVersion
    package let to: TemplateVersion
    /// Where the version text is, in the input.
    package let versionOffset: Int
    /// What was removed, with how many places carried it, in the table's order.
    package let removed: [(annotation: VersionedAnnotation, count: Int)]
    /// Edits of the input.
    package let edits: [SourceEdit]

    /// The change of `template` to `target`; nil when the file is at `target` already.
    package static func plan(_ template: SymbolTemplate, to target: TemplateVersion) throws(RewriteRefusal)
        -> TemplateVersionChange?
    {
        let tree = template.tree
        let source = template.source
        guard case .version(let from, let versionRange) = template.version else {
            throw RewriteRefusal(
                "the file has no readable `template-version` text, so there is no version to take down",
                suggestion: .check(path: source.path, toSee: "why"))
        }
        guard target <= from else {
            throw RewriteRefusal(
                "the file is Template v.\(from); fix takes a template down, not up to \(target)",
                at: versionRange.start,
                help: "export the symbol again from the SF Symbols app for the newer Xcode (File > Export Symbol)")
        }
        guard target < from else { return nil }
        let unread = template.annotations(unreadAt: target)
        try refuseChangesToWhatDraws(template, unread: unread, target: target)

        var edits = [try versionTextEdit(template, to: target)]
        if let requires = requiredXcodeEdit(tree, to: target) { edits.append(requires) }
        var removed: [(VersionedAnnotation, Int)] = []
        var removals: [SourceEdit] = []
        for (annotation, occurrences) in unread {
            for occurrence in occurrences {
                removals.append(try removal(of: occurrence, annotation, in: template))
            }
            removed.append((annotation, occurrences.count))
        }
        // A removed node takes what is written inside it along.
        let unique = removals.reduce(into: [SourceEdit]()) { if !$0.contains($1) { $0.append($1) } }
        edits += unique.filter { edit in
            !unique.contains {
                $0.range != edit.range && $0.range.start <= edit.range.start && edit.range.end <= $0.range.end
            }
        }
        return TemplateVersionChange(
            from: from, to: target, versionOffset: versionRange.start, removed: removed, edits: edits)
    }

    /// Refuses when what the removal takes away decides what a glyph draws: a fill action (a
    /// layer draws or erases by it), the monochrome layers below 4.0 (actool then draws each
    /// glyph as one layer, docs/template-format.md §4.5), or an anchor node inside a glyph
    /// group (it is part of what the glyph draws).
    static func refuseChangesToWhatDraws(
        _ template: SymbolTemplate, unread: [(VersionedAnnotation, [AnnotationOccurrence])], target: TemplateVersion
    ) throws(RewriteRefusal) {
        for (annotation, occurrences) in unread where annotation.decidesWhatDraws {
            throw RewriteRefusal(
                "taking the file down to \(target) would drop \(AnnotationList.text(annotation, count: occurrences.count)), read from \(annotation.firstVersion): it decides which layers draw and which erase, so the glyphs would draw otherwise; nothing was written",
                at: occurrences[0].range.start,
                help:
                    "take it down to \(annotation.firstVersion) or later, or export it from the SF Symbols app for the older Xcode"
            )
        }
        if target < TemplateVersion(4, 0) {
            let layered = template.glyphs.values.sorted { $0.variant < $1.variant }.flatMap(\.shapes).first { shape in
                shape.knocksOut || shape.node.classes.contains { $0.hasPrefix("monochrome-") && $0 != "monochrome-0" }
            }
            if let layered {
                throw RewriteRefusal(
                    "below 4.0 actool draws each glyph as one monochrome layer, and this file's shapes are in several (or erase); the glyphs would draw otherwise; nothing was written",
                    at: layered.node.offset, help: "take it down to 4.0 or later")
            }
        }
        for (annotation, occurrences) in unread where annotation.kind == .node {
            for occurrence in occurrences {
                guard let node = occurrence.node,
                    let glyph = template.glyphs.values.first(where: {
                        template.tree.isDescendant(node.index, of: $0.node.index)
                    })
                else { continue }
                throw RewriteRefusal(
                    "`\(node.id ?? "")` lies inside the \(glyph.variant.id) glyph, so removing it (\(target) does not read \(annotation.carries)) would change what the glyph draws; nothing was written",
                    at: node.offset, help: "move the node out of the glyph group first")
            }
        }
    }

    /// The number after "Template v." rewritten, in the text's own bytes.
    static func versionTextEdit(_ template: SymbolTemplate, to target: TemplateVersion) throws(RewriteRefusal)
        -> SourceEdit
    {
        let document = template.tree.document
        guard let node = template.tree.node(withID: "template-version"),
            let text = textRange(document, element: node.element, containing: "Template v.", in: template.source)
        else {
            throw RewriteRefusal("the `template-version` text cannot be rewritten where it is written")
        }
        let bytes = template.source.bytes
        let marker = "Template v.".utf8
        var start = text.start
        while start < text.end, !bytes[start...].starts(with: marker) { start += 1 }
        start += marker.count
        var end = start
        while end < text.end, bytes[end] == UInt8(ascii: ".") || (bytes[end] >= 0x30 && bytes[end] <= 0x39) { end += 1 }
        return SourceEdit(range: SourceRange(start: start, end: end), replacement: target.description)
    }

    /// "Requires Xcode N or greater" in the Notes, with the oldest Xcode that reads `target`.
    static func requiredXcodeEdit(_ tree: SVGTree, to target: TemplateVersion) -> SourceEdit? {
        guard let xcode = XcodeTemplateVersions.oldestXcode(reading: target) else { return nil }
        let document = tree.document
        for (index, element) in document.elements.enumerated() where element.localName == "text" {
            guard let range = textRange(document, element: index, containing: "Requires Xcode ", in: tree.source)
            else { continue }
            let bytes = tree.source.bytes
            var start = range.start
            while start < range.end, !bytes[start...].starts(with: "Requires Xcode ".utf8) { start += 1 }
            start += "Requires Xcode ".utf8.count
            var end = start
            while end < range.end, bytes[end] >= 0x30 && bytes[end] <= 0x39 { end += 1 }
            guard end > start, bytes[end...].starts(with: " or greater".utf8) else { continue }
            return SourceEdit(range: SourceRange(start: start, end: end), replacement: String(xcode))
        }
        return nil
    }

    /// The range of the text piece inside `element` (its own text, or a `<tspan>`'s, as Sketch
    /// writes the footer) that holds `marker`, when its bytes are as written (no character
    /// references moved them).
    static func textRange(_ document: XMLDocument, element: Int, containing marker: String, in source: SourceFile)
        -> SourceRange?
    {
        for item in document[element].content {
            switch item {
            case .text(let text) where text.value.contains(marker):
                let bytes = source.bytes
                guard text.range.end <= bytes.count,
                    Array(bytes[text.range.start..<text.range.end]) == Array(text.value.utf8)
                else { return nil }
                return text.range
            case .element(let child):
                if let found = textRange(document, element: child, containing: marker, in: source) { return found }
            default:
                continue
            }
        }
        return nil
    }

    /// The edit that removes one place an annotation is written.
    static func removal(
        of occurrence: AnnotationOccurrence, _ annotation: VersionedAnnotation, in template: SymbolTemplate
    ) throws(RewriteRefusal) -> SourceEdit {
        let tree = template.tree
        switch annotation.kind {
        case .styleProperty:
            guard
                let edit = SourceEdit.removingDeclaration(
                    annotation.rawValue, at: occurrence.range, in: template.source)
            else {
                throw RewriteRefusal(
                    "`\(annotation.rawValue)` is written with character references, so it cannot be removed exactly; nothing was written",
                    at: occurrence.range.start)
            }
            return edit
        case .attribute:
            guard let node = occurrence.node,
                let attribute = tree.element(of: node).attribute(DrawGuidePoints.attributeName)
            else {
                throw RewriteRefusal(
                    "a Draw guide point attribute could not be found again", at: occurrence.range.start)
            }
            return SourceEdit.removing(attribute, of: tree.element(of: node))
        case .node:
            guard let node = occurrence.node else {
                throw RewriteRefusal("an anchor node could not be found again", at: occurrence.range.start)
            }
            return SourceEdit.removing(tree.element(of: node), in: template.source)
        }
    }
}

extension TemplateVersionChange {
    /// What `fix` prints about the change: where the version was rewritten (in `located`, the
    /// file the report's locations are in: the result when one is written or the variants were
    /// written out, else the input), then each annotation removed.
    static func reportLines(
        _ change: TemplateVersionChange, outcome: FixOutcome, source: SourceFile, located: SourceFile
    )
        -> String
    {
        let offset =
            located.bytes == outcome.output
            ? SourceEdit.offset(change.versionOffset, after: outcome.edits) : change.versionOffset
        var out =
            "\(located.path):\(located.location(of: offset)): Template v.\(change.from) taken down to v.\(change.to) (the version text and the \"Requires Xcode\" line)\n"
        for (annotation, count) in change.removed {
            out +=
                "\(source.path): removed \(AnnotationList.text(annotation, count: count)), which \(change.to) does not read\n"
        }
        return out
    }
}
