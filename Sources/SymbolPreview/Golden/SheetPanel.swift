import SymbolRender

/// A named rectangle of a preview sheet, in sheet pixels: "Regular-M flattened", "Control
/// Center small on".
package struct SheetPanel: Hashable, Sendable {
    package var name: String
    package var x: Int
    package var y: Int
    package var width: Int
    package var height: Int

    package init(name: String, x: Int, y: Int, width: Int, height: Int) {
        self.name = name
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The panels holding pixels that differ between `expected` and `actual` (as
    /// `ImageComparison` counts them), with their counts, in panel order; pixels outside every
    /// panel (of `total`, all the differing pixels) are counted under "elsewhere on the sheet".
    package static func differing(
        _ panels: [SheetPanel], expected: RGBAImage, actual: RGBAImage, tolerance: Int, total: Int
    ) -> [(name: String, pixels: Int)] {
        var result: [(name: String, pixels: Int)] = []
        var inPanels = 0
        for panel in panels {
            let count = ImageComparison.differingPixelCount(
                expected: expected, actual: actual, tolerance: tolerance,
                x: panel.x, y: panel.y, width: panel.width, height: panel.height)
            inPanels += count
            if count > 0 { result.append((panel.name, count)) }
        }
        if total > inPanels { result.append(("elsewhere on the sheet", total - inPanels)) }
        return result
    }
}
