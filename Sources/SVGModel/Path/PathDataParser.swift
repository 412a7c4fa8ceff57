/// Parses the full SVG 1.1 path grammar: absolute and relative commands, implicit repeats,
/// numbers such as `1e-3`, `-.5` and `.5.5` (two numbers), and arc flags written without
/// separators (`a1 1 0 00 1 1`).
package enum PathDataParser {
    package static func parse(_ text: String, maxCommands: Int = ReaderLimits.default.maxPathCommands) -> Result<
        PathData, PathDataError
    > {
        var parser = Parser(bytes: Array(text.utf8), maxCommands: maxCommands)
        return parser.run()
    }

    private struct Parser {
        let bytes: [UInt8]
        let maxCommands: Int
        var i = 0
        var commands: [PathCommand] = []

        mutating func run() -> Result<PathData, PathDataError> {
            skipSeparators(allowComma: false)
            if i >= bytes.count { return .success(PathData(commands: [])) }
            var current: (kind: PathCommandKind, relative: Bool)? = nil
            while true {
                skipSeparators(allowComma: false)
                if i >= bytes.count { break }
                let c = bytes[i]
                var offset = i
                var kind: PathCommandKind
                var relative: Bool
                if let (k, rel) = commandFor(c) {
                    kind = k
                    relative = rel
                    if commands.isEmpty && kind != .moveTo {
                        return fail("path data must begin with a move command (`M` or `m`)", at: i)
                    }
                    i += 1
                    current = (kind, relative)
                } else if isNumberStart(c), let cur = current {
                    guard cur.kind != .close else {
                        return fail("a number cannot follow `Z`; start a new command", at: i)
                    }
                    // Implicit repeat: after a move, further pairs are line commands.
                    kind = cur.kind == .moveTo ? .lineTo : cur.kind
                    relative = cur.relative
                    offset = i
                } else if current == nil {
                    return fail("path data must begin with a move command (`M` or `m`)", at: i)
                } else {
                    return fail("unexpected character `\(printable(c))` in path data", at: i)
                }
                if commands.count >= maxCommands {
                    return .failure(
                        PathDataError(
                            message: "the path has more than \(maxCommands) commands",
                            offset: offset, partial: PathData(commands: commands), isLimit: true))
                }
                var args: [Double] = []
                var ranges: [Range<Int>] = []
                args.reserveCapacity(kind.argumentCount)
                for n in 0..<kind.argumentCount {
                    if n > 0 || kind == .close {
                        skipSeparators(allowComma: true)
                    } else {
                        skipSeparators(allowComma: false)
                    }
                    if kind == .arcTo && (n == 3 || n == 4) {
                        guard i < bytes.count, bytes[i] == UInt8(ascii: "0") || bytes[i] == UInt8(ascii: "1") else {
                            return fail("an arc flag must be 0 or 1", at: Swift.min(i, bytes.count))
                        }
                        args.append(bytes[i] == UInt8(ascii: "1") ? 1 : 0)
                        ranges.append(i..<(i + 1))
                        i += 1
                        continue
                    }
                    let start = i
                    guard let value = readNumber() else {
                        let what = i < bytes.count ? "`\(printable(bytes[i]))`" : "the end of the data"
                        return fail(
                            "expected a number for `\(letter(kind, relative))` but found \(what)",
                            at: Swift.min(start, bytes.count))
                    }
                    guard value.isFinite else {
                        return fail("the number is out of range", at: start)
                    }
                    args.append(value)
                    ranges.append(start..<i)
                }
                if kind == .arcTo && (args[0] < 0 || args[1] < 0) {
                    // Negative radii are legal; SVG takes their absolute value.
                    args[0] = abs(args[0])
                    args[1] = abs(args[1])
                }
                commands.append(
                    PathCommand(
                        kind: kind, isRelative: relative, arguments: args, argumentRanges: ranges, offset: offset))
                skipSeparators(allowComma: true)
            }
            return .success(PathData(commands: commands))
        }

        func fail(_ message: String, at offset: Int) -> Result<PathData, PathDataError> {
            .failure(
                PathDataError(message: message, offset: offset, partial: PathData(commands: commands), isLimit: false))
        }

        func commandFor(_ c: UInt8) -> (PathCommandKind, Bool)? {
            switch c {
            case UInt8(ascii: "M"): return (.moveTo, false)
            case UInt8(ascii: "m"): return (.moveTo, true)
            case UInt8(ascii: "L"): return (.lineTo, false)
            case UInt8(ascii: "l"): return (.lineTo, true)
            case UInt8(ascii: "H"): return (.horizontalLineTo, false)
            case UInt8(ascii: "h"): return (.horizontalLineTo, true)
            case UInt8(ascii: "V"): return (.verticalLineTo, false)
            case UInt8(ascii: "v"): return (.verticalLineTo, true)
            case UInt8(ascii: "C"): return (.cubicTo, false)
            case UInt8(ascii: "c"): return (.cubicTo, true)
            case UInt8(ascii: "S"): return (.smoothCubicTo, false)
            case UInt8(ascii: "s"): return (.smoothCubicTo, true)
            case UInt8(ascii: "Q"): return (.quadraticTo, false)
            case UInt8(ascii: "q"): return (.quadraticTo, true)
            case UInt8(ascii: "T"): return (.smoothQuadraticTo, false)
            case UInt8(ascii: "t"): return (.smoothQuadraticTo, true)
            case UInt8(ascii: "A"): return (.arcTo, false)
            case UInt8(ascii: "a"): return (.arcTo, true)
            case UInt8(ascii: "Z"): return (.close, false)
            case UInt8(ascii: "z"): return (.close, true)
            default: return nil
            }
        }

        func letter(_ kind: PathCommandKind, _ relative: Bool) -> String {
            let upper: String
            switch kind {
            case .moveTo: upper = "M"
            case .lineTo: upper = "L"
            case .horizontalLineTo: upper = "H"
            case .verticalLineTo: upper = "V"
            case .cubicTo: upper = "C"
            case .smoothCubicTo: upper = "S"
            case .quadraticTo: upper = "Q"
            case .smoothQuadraticTo: upper = "T"
            case .arcTo: upper = "A"
            case .close: upper = "Z"
            }
            return relative ? upper.lowercased() : upper
        }

        func isNumberStart(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || c == UInt8(ascii: "-") || c == UInt8(ascii: "+") || c == UInt8(ascii: ".")
        }

        mutating func skipSeparators(allowComma: Bool) {
            if allowComma {
                skipListSeparator(bytes, at: &i)
                return
            }
            while i < bytes.count, isWhitespaceByte(bytes[i]) || bytes[i] == 0x0C { i += 1 }
        }

        mutating func readNumber() -> Double? {
            scanNumber(bytes, at: &i)
        }
    }
}

/// Reads `sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?` at `i` and moves
/// past it; nil (with `i` unchanged) when no number starts there. Shared with `points` lists,
/// whose numbers follow the same grammar (`10-20` and `.5.5` are two numbers each).
func scanNumber(_ bytes: [UInt8], at i: inout Int) -> Double? {
    let start = i
    var negative = false
    if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
        negative = bytes[i] == UInt8(ascii: "-")
        i += 1
    }
    // The digits, also gathered as an integer mantissa while it stays exact (see below).
    var digits = 0
    var fractionDigits = 0
    var mantissa: UInt64 = 0
    while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
        if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] - 0x30) }
        i += 1
        digits += 1
    }
    if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        while i < bytes.count, bytes[i] >= 0x30 && bytes[i] <= 0x39 {
            if digits < 19 { mantissa = mantissa &* 10 &+ UInt64(bytes[i] - 0x30) }
            i += 1
            digits += 1
            fractionDigits += 1
        }
    }
    guard digits > 0 else {
        i = start
        return nil
    }
    var exponent = 0
    var exponentIsShort = true
    if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        var k = i + 1
        var exponentNegative = false
        if k < bytes.count, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") {
            exponentNegative = bytes[k] == UInt8(ascii: "-")
            k += 1
        }
        var expDigits = 0
        while k < bytes.count, bytes[k] >= 0x30 && bytes[k] <= 0x39 {
            if expDigits < 4 { exponent = exponent * 10 + Int(bytes[k] - 0x30) } else { exponentIsShort = false }
            k += 1
            expDigits += 1
        }
        if expDigits > 0 {
            i = k
            if exponentNegative { exponent = -exponent }
        } else {
            exponent = 0
        }
    }
    // Clinger's fast path: a mantissa below 2^53 and a power of ten up to 10^22 are both exact
    // doubles, so one multiplication or division rounds once, correctly — the same double the
    // full decimal conversion gives, without building a String (most of the parse time).
    let power = exponent - fractionDigits
    if digits <= 15, exponentIsShort, power >= -22, power <= 22 {
        let value =
            power >= 0 ? Double(mantissa) * exactPowersOfTen[power] : Double(mantissa) / exactPowersOfTen[-power]
        return negative ? -value : value
    }
    return Double(String(decoding: bytes[start..<i], as: UTF8.self))
}

/// 10^0 … 10^22, every one exactly representable as a double.
private let exactPowersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
    1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

/// Skips whitespace with at most one comma, the separator between numbers in path data,
/// `points` and transform arguments.
func skipListSeparator(_ bytes: [UInt8], at i: inout Int) {
    var sawComma = false
    while i < bytes.count {
        if isWhitespaceByte(bytes[i]) || bytes[i] == 0x0C {
            i += 1
            continue
        }
        if !sawComma && bytes[i] == UInt8(ascii: ",") {
            sawComma = true
            i += 1
            continue
        }
        break
    }
}

/// The text from `start` up to the next separator (or `limit`), at least one byte: what a
/// diagnostic quotes when no number could be read there.
func unreadableWord(_ bytes: [UInt8], at start: Int, before limit: Int) -> String {
    var end = start + 1
    while end < limit, !isWhitespaceByte(bytes[end]), bytes[end] != UInt8(ascii: ",") { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
}

func printable(_ c: UInt8) -> String {
    c >= 0x20 && c < 0x7F ? String(UnicodeScalar(c)) : "\\u{\(hex(c))}"
}
