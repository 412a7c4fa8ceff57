/// Parses an SVG `transform` list: `matrix`, `translate`, `scale`, `rotate` (with an optional
/// centre), `skewX`, `skewY`, separated by whitespace or commas, applied left to right.
package enum TransformParser {
    package struct Failure: Error, Sendable {
        package let message: String
        /// UTF-8 offset within the attribute value.
        package let offset: Int
    }

    package static func parse(_ text: String) -> Result<AffineTransform, Failure> {
        let b = Array(text.utf8)
        var i = 0
        var result = AffineTransform.identity
        func skip() { while i < b.count, isWhitespaceByte(b[i]) || b[i] == UInt8(ascii: ",") { i += 1 } }
        skip()
        while i < b.count {
            let nameStart = i
            while i < b.count, (b[i] >= 0x61 && b[i] <= 0x7A) || (b[i] >= 0x41 && b[i] <= 0x5A) { i += 1 }
            let name = String(decoding: b[nameStart..<i], as: UTF8.self)
            while i < b.count, isWhitespaceByte(b[i]) { i += 1 }
            // Checked on its own: `(1)` has its `(` but no name, which must not read as
            // "unknown transform function ``".
            guard !name.isEmpty, i < b.count, b[i] == UInt8(ascii: "(") else {
                return .failure(
                    Failure(
                        message: name.isEmpty
                            ? "expected a transform function such as `translate(…)`"
                            : "expected `(` after `\(name)`", offset: name.isEmpty ? nameStart : i))
            }
            i += 1
            guard let close = b[i...].firstIndex(of: UInt8(ascii: ")")) else {
                return .failure(Failure(message: "`\(name)(` is not closed with `)`", offset: nameStart))
            }
            // Arguments follow the path-data number grammar: minifiers write `translate(10-20)`
            // for (10, −20). The error points at the offending word.
            var args: [Double] = []
            var k = i
            skipListSeparator(b, at: &k)
            while k < close {
                let start = k
                guard let v = scanNumber(b, at: &k), v.isFinite else {
                    let word = unreadableWord(b, at: start, before: close)
                    return .failure(Failure(message: "`\(word)` is not a number in `\(name)(…)`", offset: start))
                }
                args.append(v)
                skipListSeparator(b, at: &k)
            }
            let t: AffineTransform
            switch (name, args.count) {
            case ("matrix", 6):
                t = AffineTransform(a: args[0], b: args[1], c: args[2], d: args[3], e: args[4], f: args[5])
            case ("translate", 1): t = .translation(args[0], 0)
            case ("translate", 2): t = .translation(args[0], args[1])
            case ("scale", 1): t = .scale(args[0], args[0])
            case ("scale", 2): t = .scale(args[0], args[1])
            case ("rotate", 1): t = .rotation(degrees: args[0])
            case ("rotate", 3):
                t = AffineTransform.translation(args[1], args[2])
                    .concatenating(.rotation(degrees: args[0]))
                    .concatenating(.translation(-args[1], -args[2]))
            case ("skewX", 1): t = .skewX(degrees: args[0])
            case ("skewY", 1): t = .skewY(degrees: args[0])
            case ("matrix", _), ("translate", _), ("scale", _), ("rotate", _), ("skewX", _), ("skewY", _):
                return .failure(
                    Failure(
                        message: "`\(name)` does not take \(args.count) argument\(args.count == 1 ? "" : "s")",
                        offset: nameStart))
            default:
                return .failure(Failure(message: "unknown transform function `\(name)`", offset: nameStart))
            }
            result = result.concatenating(t)
            i = close + 1
            skip()
        }
        return .success(result)
    }
}
