import SVGModel
import SymbolCheck
import SymbolEdit

/// The repair that keeps every curve and arc of a shape that declares even-odd: the contours
/// the checker's diagnosis names as same-direction holes (`Repair.Action.reverseContours`)
/// are written backwards in the path data, so each winds opposite to the contour around it and
/// non-zero leaves the hole open as even-odd does. Only those contours' text changes; the
/// declared fill rule stays (both rules then draw the same).
enum ContourReversal {
    /// One written segment in absolute coordinates, with what reversing it needs.
    enum Segment {
        case line(to: Point)
        case cubic(Point, Point, to: Point)
        case quadratic(Point, to: Point)
        case arc(rx: Double, ry: Double, rotation: Double, largeArc: Bool, sweep: Bool, to: Point)

        var end: Point {
            switch self {
            case .line(let to), .cubic(_, _, let to), .quadratic(_, let to), .arc(_, _, _, _, _, let to): return to
            }
        }
    }

    /// One contour as written: its start, segments, whether a `Z` closes it, and the range of its
    /// text within the attribute value (from its move to the next move, or the end).
    struct Contour {
        var start: Point
        var segments: [Segment] = []
        var isClosed = false
        var range: Range<Int>
    }

    /// Decimals of the written coordinates: relative commands become absolute ones, so the sums
    /// are rounded past any noise and far below any visible distance.
    static let decimals = SVGWriteOptions.sourceEdit.decimals

    /// Edits writing each of `contours` (0-based) backwards, or nil when it cannot be done in
    /// place: the value is not written verbatim, a contour is not closed with `Z` (its end would
    /// move, and a relative move after it with it), or the written contours do not match the
    /// checker's subpaths.
    static func edits(reversing contours: [Int], in d: XMLAttribute, subpathCount: Int) -> [SourceEdit]? {
        guard d.isVerbatim, case .success(let data) = PathDataParser.parse(d.value),
            let written = written(data, length: d.value.utf8.count), written.count == subpathCount
        else { return nil }
        var edits: [SourceEdit] = []
        for index in contours {
            guard written.indices.contains(index), written[index].isClosed, let text = reversedText(written[index])
            else { return nil }
            let range = written[index].range
            edits.append(
                SourceEdit(
                    range: SourceRange(
                        start: d.valueRange.start + range.lowerBound, end: d.valueRange.start + range.upperBound),
                    replacement: text))
        }
        return edits
    }

    /// The contours as written, with SVG's rules for relative, shorthand and smooth commands.
    /// Nil when a command follows a `Z` without a move (it would start a contour the split by
    /// moves does not see).
    static func written(_ data: PathData, length: Int) -> [Contour]? {
        var contours: [Contour] = []
        var point = Point.zero
        var lastCubic: Point? = nil
        var lastQuad: Point? = nil
        for (k, command) in data.commands.enumerated() {
            let a = command.arguments
            let base = command.isRelative ? point : .zero
            let end = k + 1 < data.commands.count ? data.commands[k + 1].offset : length
            if command.kind == .moveTo {
                if var last = contours.popLast() {
                    last.range = last.range.lowerBound..<command.offset
                    contours.append(last)
                }
                point = base + Point(x: a[0], y: a[1])
                contours.append(Contour(start: point, range: command.offset..<end))
                lastCubic = nil
                lastQuad = nil
                continue
            }
            guard var contour = contours.popLast(), !contour.isClosed else { return nil }
            var nextCubic: Point? = nil
            var nextQuad: Point? = nil
            switch command.kind {
            case .moveTo: break
            case .lineTo:
                point = base + Point(x: a[0], y: a[1])
                contour.segments.append(.line(to: point))
            case .horizontalLineTo:
                point = Point(x: (command.isRelative ? point.x : 0) + a[0], y: point.y)
                contour.segments.append(.line(to: point))
            case .verticalLineTo:
                point = Point(x: point.x, y: (command.isRelative ? point.y : 0) + a[0])
                contour.segments.append(.line(to: point))
            case .cubicTo, .smoothCubicTo:
                let smooth = command.kind == .smoothCubicTo
                let c1 = smooth ? lastCubic.map { point + (point - $0) } ?? point : base + Point(x: a[0], y: a[1])
                let r = smooth ? 0 : 2
                let c2 = base + Point(x: a[r], y: a[r + 1])
                point = base + Point(x: a[r + 2], y: a[r + 3])
                contour.segments.append(.cubic(c1, c2, to: point))
                nextCubic = c2
            case .quadraticTo, .smoothQuadraticTo:
                let smooth = command.kind == .smoothQuadraticTo
                let q = smooth ? lastQuad.map { point + (point - $0) } ?? point : base + Point(x: a[0], y: a[1])
                let r = smooth ? 0 : 2
                point = base + Point(x: a[r], y: a[r + 1])
                contour.segments.append(.quadratic(q, to: point))
                nextQuad = q
            case .arcTo:
                point = base + Point(x: a[5], y: a[6])
                contour.segments.append(
                    .arc(rx: a[0], ry: a[1], rotation: a[2], largeArc: a[3] != 0, sweep: a[4] != 0, to: point))
            case .close:
                contour.isClosed = true
                point = contour.start
            }
            contour.range = contour.range.lowerBound..<end
            contours.append(contour)
            lastCubic = nextCubic
            lastQuad = nextQuad
        }
        return contours
    }

    /// The contour backwards from its start: the closing edge first (unless it has no length),
    /// then every segment from its end to its start (cubics with their controls swapped, arcs
    /// with the other sweep), closed again.
    static func reversedText(_ contour: Contour) -> String? {
        var commands = [PathDataWriter.Command("M", contour.start)]
        let ends = [contour.start] + contour.segments.map(\.end)
        if let last = contour.segments.last?.end, last != contour.start { commands.append(.init("L", last)) }
        for (index, segment) in contour.segments.enumerated().reversed() {
            let to = ends[index]
            switch segment {
            case .line: commands.append(.init("L", to))
            case .cubic(let c1, let c2, _): commands.append(.init("C", c2, c1, to))
            case .quadratic(let q, _): commands.append(.init("Q", q, to))
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, _):
                commands.append(.init("A", [rx, ry, rotation, largeArc ? 1 : 0, sweep ? 0 : 1, to.x, to.y]))
            }
        }
        commands.append(.init("Z"))
        return try? PathDataWriter.pathData(commands: commands, decimals: decimals)
    }
}
