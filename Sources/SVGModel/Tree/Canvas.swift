extension SVGTree {
    /// The drawing's canvas in user units: the root's `viewBox`, else its `width` and `height`
    /// at the origin when both are absolute lengths; nil when neither says.
    package var canvas: Rect? {
        let root = document[document.root]
        if let box = root.attribute("viewBox").flatMap({ UseResolver.viewBox($0.value) }) { return box }
        func length(_ name: String) -> Double? {
            guard let value = root.attribute(name).flatMap({ parseLength($0.value) }), value > 0 else { return nil }
            return value
        }
        guard let width = length("width"), let height = length("height") else { return nil }
        return Rect(x: 0, y: 0, width: width, height: height)
    }
}
