import SVGModel

/// Rewrites the numbers of path data under a local map, command by command, keeping every
/// command letter, separator and number that does not change: absolute points are mapped,
/// relative ones go through the linear part only, arc radii are scaled (rotation and flags
/// stay), and `H`/`V` take the x or y part of the map.
enum PathDataRewriter {
    static func edits(for data: PathData, value: [UInt8], map: AffineTransform, decimals: Int) throws(ValueRewriteFailure) -> [ValueEdit] {
        var edits: [ValueEdit] = []
        func write(_ command: PathCommand, _ index: Int, _ newValue: Double) throws(ValueRewriteFailure) {
            // Unchanged numbers keep their bytes (a guide's y under an x-only scale).
            guard newValue != command.arguments[index] else { return }
            guard let text = NumberWriter.text(newValue, decimals: decimals) else {
                throw ValueRewriteFailure(message: "a rewritten number is out of range", offset: command.argumentRanges[index].lowerBound)
            }
            edits.append(ValueEdit(range: command.argumentRanges[index], text: text))
        }
        for (position, command) in data.commands.enumerated() {
            let a = command.arguments
            // A leading `m` is absolute (SVG 1.1 §8.3.3): it is relative to the origin.
            let absolute = !command.isRelative || (position == 0 && command.kind == .moveTo)
            func point(_ x: Int, _ y: Int) throws(ValueRewriteFailure) {
                let p = Point(x: a[x], y: a[y])
                let mapped = absolute ? map.apply(p) : map.applyLinear(p)
                try write(command, x, mapped.x)
                try write(command, y, mapped.y)
            }
            switch command.kind {
            case .moveTo, .lineTo, .smoothQuadraticTo:
                try point(0, 1)
            case .cubicTo:
                try point(0, 1); try point(2, 3); try point(4, 5)
            case .smoothCubicTo, .quadraticTo:
                try point(0, 1); try point(2, 3)
            case .horizontalLineTo, .verticalLineTo:
                guard map.isAxisAligned else {
                    throw ValueRewriteFailure(message: "an `H` or `V` line cannot stay one under a rotated or skewed scaling",
                                              offset: command.offset)
                }
                let horizontal = command.kind == .horizontalLineTo
                let scale = horizontal ? map.a : map.d, shift = horizontal ? map.e : map.f
                try write(command, 0, scale * a[0] + (absolute ? shift : 0))
            case .arcTo:
                let radii = try arcRadii(rx: a[0], ry: a[1], rotation: a[2], map: map, offset: command.offset)
                try write(command, 0, radii.rx)
                try write(command, 1, radii.ry)
                try point(5, 6)
            case .close:
                break
            }
        }
        return separated(edits, in: value)
    }

    /// The radii of an arc after an axis-aligned positive scaling: both times the factor when
    /// it is uniform; per axis when the ellipse's own axes are the x and y axes.
    static func arcRadii(rx: Double, ry: Double, rotation: Double, map: AffineTransform, offset: Int) throws(ValueRewriteFailure) -> (rx: Double, ry: Double) {
        guard map.isPositiveAxisScaling else {
            throw ValueRewriteFailure(message: "an arc cannot be rewritten under a rotated, skewed or mirrored scaling", offset: offset)
        }
        if map.isUniformScaling { return (rx * map.a, ry * map.a) }
        let quarterTurns = rotation / 90
        guard quarterTurns == quarterTurns.rounded() else {
            throw ValueRewriteFailure(message: "a rotated arc cannot be rewritten under a scaling that differs between x and y", offset: offset)
        }
        let swapped = quarterTurns.truncatingRemainder(dividingBy: 2) != 0
        return swapped ? (rx * map.d, ry * map.a) : (rx * map.a, ry * map.d)
    }
}
