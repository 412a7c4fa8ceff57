/// One golden image: which rendering it pins and where its files go.
package struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    /// The symbol's name: a `.symbolset` folder's name or an SVG file's stem.
    package var symbol: String
    package var view: PreviewView
    /// The golden folder (`golden/` for symbolcheck's own tests).
    package var goldenDirectory: String
    /// Where a failed comparison leaves the actual image and the diff; never the golden folder.
    package var artifactsDirectory: String

    package init(symbol: String, view: PreviewView, goldenDirectory: String, artifactsDirectory: String) {
        self.symbol = symbol
        self.view = view
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// `camera.light`.
    package var name: String { "\(symbol).\(view.rawValue)" }
    package var fileName: String { name + ".png" }
    package var goldenPath: String { Self.join(goldenDirectory, fileName) }
    /// The symbol's measurements beside its goldens (`GoldenMeasurements`), shared by its views.
    package var measurementsPath: String { Self.join(goldenDirectory, symbol + ".measurements.txt") }
    /// The rendering that did not match, as a PNG.
    package var actualPath: String { Self.join(artifactsDirectory, fileName) }
    /// Three panels: expected | differing pixels in red | actual.
    package var diffPath: String { Self.join(artifactsDirectory, name + ".diff.png") }

    package var description: String { name }

    /// The golden a file in the golden folder is, read back from its name
    /// (`Icons.star.light.png` → `Icons.star`, light); nil for any other file (PLATFORM, a
    /// diff, a PNG of another view).
    package init?(goldenFileName file: String, goldenDirectory: String) {
        guard file.hasSuffix(".png") else { return nil }
        let name = file.dropLast(".png".count)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex,
            let view = PreviewView(rawValue: String(name[name.index(after: dot)...])),
            PreviewView.goldenViews.contains(view)
        else { return nil }
        self.init(symbol: String(name[..<dot]), view: view, goldenDirectory: goldenDirectory, artifactsDirectory: "")
    }

    /// The goldens among `fileNames` (a golden folder's files) whose symbol is not in
    /// `symbols`: left from a symbol that was renamed or deleted. Sorted by file name.
    package static func withoutSymbol(
        among fileNames: [String], symbols: Set<String>, goldenDirectory: String
    ) -> [GoldenCase] {
        fileNames.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.compactMap { file in
            guard let golden = GoldenCase(goldenFileName: file, goldenDirectory: goldenDirectory),
                !symbols.contains(golden.symbol)
            else { return nil }
            return golden
        }
    }

    static func join(_ directory: String, _ file: String) -> String {
        if directory.isEmpty { return file }
        return directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}
