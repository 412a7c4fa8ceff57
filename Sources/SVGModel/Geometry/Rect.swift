/// An axis-aligned rectangle. Bounds of ink are built by `union`ing points, so an empty
/// rectangle (no point yet) is represented by `nil` at the call sites, never by a sentinel.
package struct Rect: Hashable, Sendable, CustomStringConvertible {
    package var minX: Double
    package var minY: Double
    package var maxX: Double
    package var maxY: Double

    package init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The degenerate rectangle holding one point.
    package init(point: Point) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    package var width: Double { maxX - minX }
    package var height: Double { maxY - minY }
    package var midX: Double { (minX + maxX) / 2 }
    package var midY: Double { (minY + maxY) / 2 }
    package var center: Point { Point(x: midX, y: midY) }

    package func union(_ other: Rect) -> Rect {
        Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    package func including(_ p: Point) -> Rect {
        Rect(
            minX: Swift.min(minX, p.x), minY: Swift.min(minY, p.y),
            maxX: Swift.max(maxX, p.x), maxY: Swift.max(maxY, p.y))
    }

    package var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    package var description: String { "[\(minX), \(minY) – \(maxX), \(maxY)]" }
}

extension Optional where Wrapped == Rect {
    /// Grows an optional bounds by a point; `nil` means "nothing seen yet".
    package func including(_ p: Point) -> Rect {
        switch self {
        case .none: return Rect(point: p)
        case .some(let r): return r.including(p)
        }
    }

    package func union(_ other: Rect?) -> Rect? {
        switch (self, other) {
        case (.none, let o): return o
        case (let s, .none): return s
        case (.some(let a), .some(let b)): return a.union(b)
        }
    }
}
