import SVGModel
import SymbolCheck

/// Rewrites the coordinate pairs of a `points` list (polyline, polygon). The list is split
/// the way the tree builder reads it: numbers separated by commas and whitespace.
enum PointsRewriter {
    static func edits(value: [UInt8], map: AffineTransform, decimals: Int) throws(ValueRewriteFailure) -> [ValueEdit] {
        var tokens: [(range: Range<Int>, number: Double)] = []
        var i = 0
        func isSeparator(_ b: UInt8) -> Bool {
            b == UInt8(ascii: ",") || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
        }
        while i < value.count {
            if isSeparator(value[i]) {
                i += 1
                continue
            }
            let start = i
            while i < value.count, !isSeparator(value[i]) { i += 1 }
            guard let number = Double(String(decoding: value[start..<i], as: UTF8.self)), number.isFinite else {
                throw ValueRewriteFailure(message: "it is not a list of numbers", offset: start)
            }
            tokens.append((start..<i, number))
        }
        guard tokens.count % 2 == 0 else {
            throw ValueRewriteFailure(
                message: "it has an odd number of coordinates", offset: tokens.last?.range.lowerBound ?? 0)
        }
        var edits: [ValueEdit] = []
        for k in stride(from: 0, to: tokens.count, by: 2) {
            let p = map.apply(Point(x: tokens[k].number, y: tokens[k + 1].number))
            for (token, newValue) in [(tokens[k], p.x), (tokens[k + 1], p.y)] where newValue != token.number {
                guard let text = SVGNumber.text(newValue, decimals: decimals) else {
                    throw ValueRewriteFailure(
                        message: "a rewritten number is out of range", offset: token.range.lowerBound)
                }
                if let edit = ValueEdit.replacing(token.range, in: value, with: text) { edits.append(edit) }
            }
        }
        return edits
    }
}
