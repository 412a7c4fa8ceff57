import SVGModel
import SymbolCheck
import SymbolEdit

/// The edits that apply a local map to one shape element: its path data, its `points`, or the
/// length attributes of a basic shape. A missing attribute whose default (0) would move is
/// added to the start tag; attributes that do not change are left as written.
enum ShapeRewriter {
    static func edits(for node: SVGNode, in tree: SVGTree, map: AffineTransform, decimals: Int) throws(RewriteRefusal)
        -> [SourceEdit]
    {
        let element = tree.element(of: node)
        let name = element.name
        func refuse(_ why: String) -> RewriteRefusal {
            RewriteRefusal("cannot rewrite this <\(name)>: \(why)", at: element.startTagRange.start)
        }
        switch node.kind {
        case .path:
            guard let attribute = element.attribute("d"), let data = node.pathData else { return [] }
            return try rewrite(attribute, of: name) { value throws(ValueRewriteFailure) in
                try PathDataRewriter.edits(for: data, value: value, map: map, decimals: decimals)
            }
        case .polyline, .polygon:
            guard let attribute = element.attribute("points") else { return [] }
            return try rewrite(attribute, of: name) { value throws(ValueRewriteFailure) in
                try PointsRewriter.edits(value: value, map: map, decimals: decimals)
            }
        case .line:
            var lengths = LengthAttributes(element: element, decimals: decimals)
            for (x, y) in [("x1", "y1"), ("x2", "y2")] {
                let p = map.apply(Point(x: try lengths.value(x, default: 0), y: try lengths.value(y, default: 0)))
                try lengths.set(x, p.x)
                try lengths.set(y, p.y)
            }
            return try lengths.edits()
        case .rect, .circle, .ellipse:
            // A rect without width or height draws nothing; leave it as written.
            if node.kind == .rect, element.attribute("width") == nil || element.attribute("height") == nil { return [] }
            guard map.isPositiveAxisScaling else {
                throw refuse("its frame is rotated, skewed or mirrored relative to the scaling")
            }
            if node.kind == .circle, !map.isUniformScaling {
                throw refuse("a circle cannot be scaled differently in x and y")
            }
            var lengths = LengthAttributes(element: element, decimals: decimals)
            let (xName, yName, sizes): (String, String, [(String, Double)]) =
                switch node.kind {
                case .rect: ("x", "y", [("width", map.a), ("height", map.d), ("rx", map.a), ("ry", map.d)])
                case .circle: ("cx", "cy", [("r", map.a)])
                default: ("cx", "cy", [("rx", map.a), ("ry", map.d)])
                }
            try lengths.set(xName, map.a * (try lengths.value(xName, default: 0)) + map.e)
            try lengths.set(yName, map.d * (try lengths.value(yName, default: 0)) + map.f)
            for (size, factor) in sizes where element.attribute(size) != nil {
                try lengths.set(size, factor * (try lengths.value(size, default: 0)))
            }
            // A rect with one corner radius uses it for both; under a scaling that differs
            // between x and y the other radius must then be written out.
            if node.kind == .rect, !map.isUniformScaling {
                for (missing, given, factor) in [("ry", "rx", map.d), ("rx", "ry", map.a)]
                where element.attribute(missing) == nil && element.attribute(given) != nil {
                    try lengths.set(missing, factor * (try lengths.value(given, default: 0)))
                }
            }
            return try lengths.edits()
        default:
            return []
        }
    }

    private static func rewrite(
        _ attribute: XMLAttribute, of element: String,
        _ body: ([UInt8]) throws(ValueRewriteFailure) -> [ValueEdit]
    ) throws(RewriteRefusal) -> [SourceEdit] {
        let edits: [ValueEdit]
        do {
            edits = try body(Array(attribute.value.utf8))
        } catch {
            throw RewriteRefusal(
                "cannot rewrite the `\(attribute.name)` of a <\(element)>: \(error.message)",
                at: attribute.sourceOffset(ofValueOffset: error.offset))
        }
        return try attribute.sourceEdits(edits, element: element)
    }
}

/// Single-number attributes of a basic shape (`x`, `r`, `x1`, …): read as SVG reads them, and
/// written back as plain user-unit numbers, the whole value replaced (`10pt` becomes `13.333333`).
private struct LengthAttributes {
    let element: XMLElement
    let decimals: Int
    private var changes: [(name: String, value: Double)] = []

    init(element: XMLElement, decimals: Int) {
        self.element = element
        self.decimals = decimals
    }

    func value(_ name: String, default fallback: Double) throws(RewriteRefusal) -> Double {
        guard let attribute = element.attribute(name) else { return fallback }
        guard let v = parseLength(attribute.value) else {
            throw RewriteRefusal(
                "cannot rewrite `\(name)=\"\(attribute.value)\"` of a <\(element.name)>: it is not a length in user units",
                at: attribute.valueRange.start, help: "write a plain number")
        }
        return v
    }

    mutating func set(_ name: String, _ newValue: Double) throws(RewriteRefusal) {
        if newValue != (try value(name, default: 0)) { changes.append((name, newValue)) }
    }

    func edits() throws(RewriteRefusal) -> [SourceEdit] {
        var inserted = ""
        var out: [SourceEdit] = []
        for (name, v) in changes {
            guard let text = SVGNumber.text(v, decimals: decimals) else {
                throw RewriteRefusal(
                    "the new `\(name)` of a <\(element.name)> is out of range", at: element.startTagRange.start)
            }
            if let attribute = element.attribute(name) {
                let value = Array(attribute.value.utf8)
                let edit = ValueEdit.replacing(0..<value.count, in: value, with: text)
                out += try attribute.sourceEdits(edit.map { [$0] } ?? [], element: element.name)
            } else {
                inserted += " \(name)=\"\(text)\""
            }
        }
        if !inserted.isEmpty {
            out.append(SourceEdit(range: SourceRange(at: element.nameRange.end), replacement: inserted))
        }
        return out
    }
}
