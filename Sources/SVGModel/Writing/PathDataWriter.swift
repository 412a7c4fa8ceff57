/// Path data as written SVG: from a `Path` (lines and cubics) or from polygon rings, in either
/// number style of `SVGWriteOptions`. Deterministic: the same input always gives the same bytes.
package enum PathDataWriter {
    /// `path` as path data, or the first number that cannot be written.
    package static func pathData(_ path: Path, options: SVGWriteOptions) throws(SVGNumber.Unwritable) -> String {
        switch options.numberStyle {
        case .absolute: return try absolute(path, decimals: options.decimals)
        case .compactRelative: return try compactRelative(path, decimals: options.decimals)
        }
    }

    /// Closed polygon rings, each written in the order given (the caller orients them), or the
    /// first number that cannot be written.
    package static func pathData(rings: [[Point]], options: SVGWriteOptions) throws(SVGNumber.Unwritable) -> String {
        let path = Path(
            subpaths: rings.compactMap { ring in
                guard let start = ring.first else { return nil }
                return Subpath(start: start, segments: ring.dropFirst().map { .line(to: $0) }, isClosed: true)
            })
        return try pathData(path, options: options)
    }

    /// One command as written: its letter and its numbers, an arc's flags as 0 or 1.
    package struct Command: Sendable, Equatable {
        package var letter: Character
        package var numbers: [Double]

        package init(_ letter: Character, _ numbers: [Double] = []) {
            self.letter = letter
            self.numbers = numbers
        }

        package init(_ letter: Character, _ points: Point...) {
            self.init(letter, points.flatMap { [$0.x, $0.y] })
        }
    }

    /// Commands as they are given (any letters, `Q` and `A` among them), each letter followed
    /// by its numbers with a space between them: `M1 2L3 4Z`.
    package static func pathData(commands: [Command], decimals: Int) throws(SVGNumber.Unwritable) -> String {
        var out = ""
        for command in commands {
            out.append(command.letter)
            for (k, number) in command.numbers.enumerated() {
                if k > 0 { out += " " }
                out += try SVGNumber.checkedText(number, decimals: decimals)
            }
        }
        return out
    }

    /// `M x y`, `L x y`, `C x y x y x y`, `Z`.
    static func absolute(_ path: Path, decimals: Int) throws(SVGNumber.Unwritable) -> String {
        var commands: [Command] = []
        for subpath in path.subpaths {
            commands.append(Command("M", subpath.start))
            for segment in subpath.segments {
                switch segment {
                case .line(let p): commands.append(Command("L", p))
                case .cubic(let c1, let c2, let p): commands.append(Command("C", c1, c2, p))
                }
            }
            if subpath.isClosed { commands.append(Command("Z")) }
        }
        return try pathData(commands: commands, decimals: decimals)
    }

    /// Per subpath an absolute `M`, then `l` and `c` steps between points rounded to whole
    /// units of 10^-decimals, then `z` when closed. A line to the point it starts from (after
    /// rounding) is left out: it adds bytes and a zero-length edge.
    static func compactRelative(_ path: Path, decimals: Int) throws(SVGNumber.Unwritable) -> String {
        let scale = SVGNumber.power(decimals)
        // Integers in steps of 10^-decimals; 9e15 keeps them exact in a Double and in an Int.
        func units(_ p: Point) throws(SVGNumber.Unwritable) -> (x: Int, y: Int) {
            func one(_ v: Double) throws(SVGNumber.Unwritable) -> Int {
                let scaled = (v * scale).rounded()
                guard scaled.isFinite, abs(scaled) < 9e15 else { throw SVGNumber.Unwritable(value: v) }
                return Int(scaled)
            }
            return (try one(p.x), try one(p.y))
        }
        var out = ""
        // The last command letter written in this subpath, so a repeated one is left out.
        var command: Character = "M"
        func number(_ value: Int, first: Bool) {
            let text = SVGNumber.compactText(units: value, decimals: decimals)
            out += first || text.hasPrefix("-") ? text : " " + text
        }
        func step(_ from: (x: Int, y: Int), _ to: (x: Int, y: Int), first: Bool) {
            number(to.x - from.x, first: first)
            number(to.y - from.y, first: false)
        }
        for subpath in path.subpaths {
            var current = try units(subpath.start)
            out += "M"
            number(current.x, first: true)
            number(current.y, first: false)
            command = "M"
            for segment in subpath.segments {
                switch segment {
                case .line(let p):
                    let q = try units(p)
                    if q == current { continue }
                    let repeated = command == "l"
                    if !repeated { out += "l" }
                    command = "l"
                    step(current, q, first: !repeated)
                    current = q
                case .cubic(let c1, let c2, let p):
                    let (a, b, q) = (try units(c1), try units(c2), try units(p))
                    let repeated = command == "c"
                    if !repeated { out += "c" }
                    command = "c"
                    step(current, a, first: !repeated)
                    step(current, b, first: false)
                    step(current, q, first: false)
                    current = q
                }
            }
            if subpath.isClosed { out += "z" }
        }
        return out
    }
}
