import Support
import SymbolModel

/// How findings name the versioned annotations a template carries
/// (`VersionedAnnotation`): what they carry, how they are written and how many there are.
package enum AnnotationList {
    /// "Draw guide points (`data-clipstroke-keyframes` on 9 paths)".
    package static func text(_ annotation: VersionedAnnotation, count: Int) -> String {
        let written: String
        switch annotation.kind {
        case .styleProperty: written = "\(annotation.written) in \(counted(count, "declaration"))"
        case .attribute: written = "\(annotation.written) on \(counted(count, "element"))"
        case .node: written = "\(counted(count, "node")) named `<glyph id>\(annotation.rawValue)`"
        }
        return "\(annotation.carries) (\(written))"
    }

    /// The annotations `version` does not read, each with where it starts being read, joined:
    /// "Draw guide points (`data-clipstroke-keyframes` on 9 elements, from 7.0)".
    package static func unread(_ found: [(VersionedAnnotation, [AnnotationOccurrence])]) -> String {
        found.map { annotation, occurrences in
            let text = text(annotation, count: occurrences.count)
            return String(text.dropLast()) + ", from \(annotation.firstVersion))"
        }.joined(separator: "; ")
    }
}
