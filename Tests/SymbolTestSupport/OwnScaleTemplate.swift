import SVGModel
import SymbolModel

/// A template as a tool that works on its own scale writes it: the same drawing with every
/// coordinate multiplied, so its cap height is not Apple's 70.459 units (a shipping app's was
/// 400). The guides, margins, glyph placements and path data are written in the new units, as
/// absolute commands with curves (arcs as cubic Béziers, as drawing apps export them); no
/// transform is added. The checker must give it the verdict of the drawing at Apple's scale.
package enum OwnScaleTemplate {
    /// `text` (a template in Apple's units) redrawn with a cap height of `capHeight` units.
    package static func scaled(_ text: String, capHeight: Double) -> String {
        let k = capHeight / AppleTemplate.capHeight
        var out = text
        out = replacing(#/ (x1|x2|y1|y2|x|y|width|height)="(-?[0-9.]+)"/#, in: out) { match in
            " \(match.output.1)=\"\(number(Double(match.output.2)! * k))\""
        }
        out = replacing(#/viewBox="0 0 ([0-9.]+) ([0-9.]+)"/#, in: out) { match in
            "viewBox=\"0 0 \(number(Double(match.output.1)! * k)) \(number(Double(match.output.2)! * k))\""
        }
        out = replacing(#/matrix\(1 0 0 1 (-?[0-9.]+) (-?[0-9.]+)\)/#, in: out) { match in
            "matrix(1 0 0 1 \(number(Double(match.output.1)! * k)) \(number(Double(match.output.2)! * k)))"
        }
        out = replacing(#/ d="([^"]*)"/#, in: out) { match in
            guard case .success(let data) = PathDataParser.parse(String(match.output.1)) else {
                return String(match.output.0)
            }
            let path = PathNormalizer.geometry(of: data).transformed(by: .scale(k, k))
            let written = (try? PathDataWriter.pathData(path, options: SVGWriteOptions(decimals: 4))) ?? ""
            return " d=\"\(written)\""
        }
        return out
    }

    static func number(_ value: Double) -> String { SVGWriteOptions(decimals: 4).text(value) ?? String(value) }

    static func replacing<Output>(
        _ pattern: Regex<Output>, in text: String, with replacement: (Regex<Output>.Match) -> String
    ) -> String {
        var out = ""
        var rest = text[...]
        while let match = rest.firstMatch(of: pattern) {
            out += rest[..<match.range.lowerBound]
            out += replacement(match)
            rest = rest[match.range.upperBound...]
        }
        return out + rest
    }
}
