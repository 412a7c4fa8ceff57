/// An axis-aligned rectangle. Bounds of ink are built by `union`ing points, so an empty
/// rectangle (no point yet) is represented by `nil` at the call sites, never by a sentinel.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var minX: Double
    public var minY: Double
    public var maxX: Double
    public var maxY: Double

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.minX = minX
        self.minY = minY
        self.maxX = maxX
        self.maxY = maxY
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(minX: x, minY: y, maxX: x + width, maxY: y + height)
    }

    /// The degenerate rectangle holding one point.
    public init(point: Point) {
        self.init(minX: point.x, minY: point.y, maxX: point.x, maxY: point.y)
    }

    public var width: Double { maxX - minX }
    public var height: Double { maxY - minY }
    public var midX: Double { (minX + maxX) / 2 }
    public var midY: Double { (minY + maxY) / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    public func union(_ other: Rect) -> Rect {
        Rect(
            minX: Swift.min(minX, other.minX), minY: Swift.min(minY, other.minY),
            maxX: Swift.max(maxX, other.maxX), maxY: Swift.max(maxY, other.maxY))
    }

    public func including(_ p: Point) -> Rect {
        Rect(
            minX: Swift.min(minX, p.x), minY: Swift.min(minY, p.y),
            maxX: Swift.max(maxX, p.x), maxY: Swift.max(maxY, p.y))
    }

    public var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

    public var description: String { "[\(minX), \(minY) – \(maxX), \(maxY)]" }
}

extension Optional where Wrapped == Rect {
    /// Grows an optional bounds by a point; `nil` means "nothing seen yet".
    public func including(_ p: Point) -> Rect {
        switch self {
        case .none: return Rect(point: p)
        case .some(let r): return r.including(p)
        }
    }

    public func union(_ other: Rect?) -> Rect? {
        switch (self, other) {
        case (.none, let o): return o
        case (let s, .none): return s
        case (.some(let a), .some(let b)): return a.union(b)
        }
    }
}
