/// Path data as written: one entry per command, including implicit repeats (`L 1 2 3 4` is two
/// line commands), with the offset of every number so diagnostics can point at a command and
/// `resize` can rewrite numbers in place.
package struct PathData: Sendable {
    package var commands: [PathCommand]

    package init(commands: [PathCommand]) {
        self.commands = commands
    }
}

package enum PathCommandKind: Hashable, Sendable {
    case moveTo, lineTo, horizontalLineTo, verticalLineTo
    case cubicTo, smoothCubicTo, quadraticTo, smoothQuadraticTo
    case arcTo, close

    /// The element type a renderer stores (CoreSVG keeps moves, lines, quadratics, cubics and
    /// closes apart); interpolation needs the same sequence of these in every source weight.
    package var elementType: PathElementType {
        switch self {
        case .moveTo: return .move
        case .lineTo, .horizontalLineTo, .verticalLineTo: return .line
        case .cubicTo, .smoothCubicTo: return .cubic
        case .quadraticTo, .smoothQuadraticTo: return .quadratic
        case .arcTo: return .arc
        case .close: return .close
        }
    }

    /// How many numbers one command of this kind takes.
    package var argumentCount: Int {
        switch self {
        case .moveTo, .lineTo, .smoothQuadraticTo: return 2
        case .horizontalLineTo, .verticalLineTo: return 1
        case .cubicTo: return 6
        case .smoothCubicTo, .quadraticTo: return 4
        case .arcTo: return 7
        case .close: return 0
        }
    }
}

package enum PathElementType: String, Hashable, Sendable {
    case move, line, quadratic, cubic, arc, close
}

package struct PathCommand: Sendable {
    package var kind: PathCommandKind
    package var isRelative: Bool
    package var arguments: [Double]
    /// UTF-8 offsets, within the attribute value, of each argument's text.
    package var argumentRanges: [Range<Int>]
    /// UTF-8 offset within the attribute value of the command letter, or of the first number
    /// for an implicit repeat.
    package var offset: Int

    package init(
        kind: PathCommandKind, isRelative: Bool, arguments: [Double], argumentRanges: [Range<Int>], offset: Int
    ) {
        self.kind = kind
        self.isRelative = isRelative
        self.arguments = arguments
        self.argumentRanges = argumentRanges
        self.offset = offset
    }
}

/// A syntax error in path data. `offset` is within the attribute value. The commands read
/// before the error are kept, because SVG renderers draw the path up to the error.
package struct PathDataError: Error, Sendable {
    package let message: String
    package let offset: Int
    package let partial: PathData
    package let isLimit: Bool
}
