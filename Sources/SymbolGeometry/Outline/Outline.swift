import SVGModel

/// One filled region: an outer contour and the holes inside it. Rings are open (the first
/// point is not repeated) and in SVG user space (y grows downward).
package struct OutlinePolygon: Hashable, Sendable {
    package var shell: [Point]
    package var holes: [[Point]]

    package init(shell: [Point], holes: [[Point]] = []) {
        self.shell = shell
        self.holes = holes
    }

    /// Filled area: the shell's minus its holes'.
    package var area: Double { abs(Outline.signedArea(shell)) - holes.reduce(0) { $0 + abs(Outline.signedArea($1)) } }
}

/// Non-overlapping filled regions, the form `make` and `fix` write back: every contour winds
/// clockwise on screen and every hole counter-clockwise, so the non-zero and even-odd rules
/// draw the same thing by construction.
package struct Outline: Hashable, Sendable {
    package var polygons: [OutlinePolygon]

    package init(polygons: [OutlinePolygon] = []) {
        self.polygons = polygons
    }

    package var isEmpty: Bool { polygons.isEmpty }
    package var area: Double { polygons.reduce(0) { $0 + $1.area } }
    package var holeCount: Int { polygons.reduce(0) { $0 + $1.holes.count } }
    /// Every ring's vertices: what GEOS is handed when the outline is an operation's input.
    package var vertexCount: Int { polygons.reduce(0) { $0 + $1.holes.reduce($1.shell.count) { $0 + $1.count } } }

    /// The typical thickness of the outline's strokes: 2 × area ÷ perimeter (exact for a ring
    /// or a long bar of constant width; less where strokes end or cross), the measure `check`
    /// reads off a raster (`InkShape`) and the weight table was derived with.
    package var stemThickness: Double {
        let perimeter = polygons.reduce(0.0) { sum, p in
            p.holes.reduce(sum + Self.perimeter(of: p.shell)) { $0 + Self.perimeter(of: $1) }
        }
        return perimeter > 0 ? 2 * area / perimeter : 0
    }

    /// The length of a closed ring (its last point joined back to its first).
    package static func perimeter(of ring: [Point]) -> Double {
        guard var a = ring.last else { return 0 }
        var length = 0.0
        for b in ring {
            length += ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            a = b
        }
        return length
    }

    package var bounds: Rect? {
        var r: Rect?
        for p in polygons { for q in p.shell { r = r.including(q) } }
        return r
    }

    package func transformed(by t: AffineTransform) -> Outline {
        let flips = t.determinant < 0
        return Outline(
            polygons: polygons.map { p in
                func map(_ ring: [Point]) -> [Point] {
                    let moved = ring.map { t.apply($0) }
                    return flips ? moved.reversed() : moved
                }
                return OutlinePolygon(shell: map(p.shell), holes: p.holes.map(map))
            })
    }

    /// Twice the shoelace sum halved: positive when the ring turns clockwise on screen
    /// (SVG's y axis points down).
    package static func signedArea(_ ring: [Point]) -> Double {
        guard ring.count >= 3 else { return 0 }
        var sum = 0.0
        var previous = ring[ring.count - 1]
        for p in ring {
            sum += previous.x * p.y - p.x * previous.y
            previous = p
        }
        return sum / 2
    }

    /// The outline as path geometry: shells clockwise on screen, holes counter-clockwise.
    package var path: Path {
        var subpaths: [Subpath] = []
        for polygon in polygons {
            subpaths.append(Self.subpath(polygon.shell, clockwise: true))
            for hole in polygon.holes { subpaths.append(Self.subpath(hole, clockwise: false)) }
        }
        return Path(subpaths: subpaths)
    }

    static func oriented(_ ring: [Point], clockwise: Bool) -> [Point] {
        (signedArea(ring) > 0) == clockwise ? ring : ring.reversed()
    }

    static func subpath(_ ring: [Point], clockwise: Bool) -> Subpath {
        let r = oriented(ring, clockwise: clockwise)
        return Subpath(start: r[0], segments: r.dropFirst().map { .line(to: $0) }, isClosed: true)
    }
}

extension Outline {
    /// Whether `p` lies inside the filled area (rings do not overlap, so crossing parity is exact).
    package func contains(_ p: Point) -> Bool {
        var inside = false
        for polygon in polygons {
            for ring in [polygon.shell] + polygon.holes {
                var a = ring[ring.count - 1]
                for b in ring {
                    if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x {
                        inside.toggle()
                    }
                    a = b
                }
            }
        }
        return inside
    }
}
