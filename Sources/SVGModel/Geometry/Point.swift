/// A point in user units. SVG's y axis grows downward.
@usableFromInline
package struct Point: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline package var x: Double
    @usableFromInline package var y: Double

    @usableFromInline package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    package static let zero = Point(x: 0, y: 0)

    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

    package var isFinite: Bool { x.isFinite && y.isFinite }

    @usableFromInline package var description: String { "(\(x), \(y))" }
}
