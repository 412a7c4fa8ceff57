/// Files that are not text at all but are often passed by mistake: an exported PNG or PDF
/// of a symbol. Recognised by their first bytes and refused (exit status 2) with what to pass
/// instead, rather than read as XML and reported as invalid UTF-8. Every command asks this
/// one recognition (`refusal(of:)`) before it reads a file, so each says what `check` says.
package enum ForeignFormat: CaseIterable, Sendable {
    case png, pdf, jpeg

    var name: String {
        switch self {
        case .png: return "a PNG image"
        case .pdf: return "a PDF document"
        case .jpeg: return "a JPEG image"
        }
    }

    var signature: [UInt8] {
        switch self {
        case .png: return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case .pdf: return Array("%PDF-".utf8)
        case .jpeg: return [0xFF, 0xD8, 0xFF]
        }
    }

    static func recognise(_ bytes: [UInt8]) -> ForeignFormat? {
        allCases.first { bytes.starts(with: $0.signature) }
    }

    /// What the command reads: a symbol template (`check`, `fix`, `resize`, `preview`) or a plain
    /// icon to make one from (`make`).
    package enum Expected: Sendable { case template, icon }

    /// The `input-refused` finding for bytes that are a PNG, PDF or JPEG; nil for anything else.
    package static func refusal(of bytes: [UInt8], expecting expected: Expected = .template) -> Diagnostic? {
        recognise(bytes)?.refusal(expecting: expected)
    }

    /// The refusal, with what the command reads instead.
    func refusal(expecting expected: Expected) -> Diagnostic {
        switch expected {
        case .template:
            return InputRefusedRule().finding(
                "this file is \(name), not an SVG template", at: nil,
                help:
                    "pass the symbol's .svg template (SF Symbols app: File ▸ Export Template…) or the .symbolset folder that holds it",
                suggestion: .makeTemplateFromAnIcon)
        case .icon:
            return InputRefusedRule().finding(
                "this file is \(name), not an SVG icon: it has no outlines to make a template of", at: nil,
                help: "export the icon as SVG from the app it was drawn in, and pass the .svg")
        }
    }
}
