/// One golden image: which rendering it pins and where its files go.
public struct GoldenCase: Hashable, Sendable, CustomStringConvertible {
    /// The symbol's name: a `.symbolset` folder's name or an SVG file's stem.
    public var symbol: String
    public var view: PreviewView
    /// The golden folder (`golden/` for symbolcheck's own tests).
    public var goldenDirectory: String
    /// Where a failed comparison leaves the actual image and the diff; never the golden folder.
    public var artifactsDirectory: String

    public init(symbol: String, view: PreviewView, goldenDirectory: String, artifactsDirectory: String) {
        self.symbol = symbol
        self.view = view
        self.goldenDirectory = goldenDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// `camera.light`.
    public var name: String { "\(symbol).\(view.rawValue)" }
    public var fileName: String { name + ".png" }
    public var goldenPath: String { Self.join(goldenDirectory, fileName) }
    /// The rendering that did not match, as a PNG.
    public var actualPath: String { Self.join(artifactsDirectory, fileName) }
    /// Three panels: expected | differing pixels in red | actual.
    public var diffPath: String { Self.join(artifactsDirectory, name + ".diff.png") }

    public var description: String { name }

    static func join(_ directory: String, _ file: String) -> String {
        if directory.isEmpty { return file }
        return directory.hasSuffix("/") ? directory + file : directory + "/" + file
    }
}
