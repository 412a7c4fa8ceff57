import SVGModel

extension Outline {
    /// Path data for the outline, shells clockwise on screen and holes counter-clockwise,
    /// written by SVGModel's `PathDataWriter` under `options` (`compactRelative` for the
    /// commands' outlines). Deterministic: the same outline always gives the same bytes.
    /// Throws the first coordinate too large to write.
    package func pathData(options: SVGWriteOptions) throws(SVGNumber.Unwritable) -> String {
        var rings: [[Point]] = []
        for polygon in polygons {
            rings.append(Self.oriented(polygon.shell, clockwise: true))
            for hole in polygon.holes { rings.append(Self.oriented(hole, clockwise: false)) }
        }
        return try PathDataWriter.pathData(rings: rings, options: options)
    }
}
