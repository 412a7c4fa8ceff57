import AppRules
import SVGModel
import SymbolCheck

/// The SVG files of a symbol set, chosen exactly as `check` chooses the ones it checks, for
/// commands that draw a symbol set rather than check it (`golden`).
package struct SymbolsetSVGFiles: Sendable, Hashable {
    /// The SVGs' paths: those Contents.json names, in entry order, or, when it is missing or
    /// unusable, every SVG in the folder, in byte order of their names.
    package var paths: [String]
    /// Whether Contents.json named them (so the first is the one Xcode shows by default).
    package var namedByContentsJSON: Bool

    package init(paths: [String], namedByContentsJSON: Bool) {
        self.paths = paths
        self.namedByContentsJSON = namedByContentsJSON
    }
}

extension SymbolsetLocation {
    /// The SVG files this symbol set holds. Contents.json is read under the same link policy as
    /// `check` (a link out of the boundary is not read); the SVGs themselves are not read.
    /// Fails only when the folder cannot be listed.
    package func svgFiles(in tree: some FileTree, limit: Int) -> Result<SymbolsetSVGFiles, FileReadFailure> {
        let entries: [DirectoryEntry]
        switch tree.entries(of: path) {
        case .success(let list): entries = list.sorted { PathText.precedes($0.name, $1.name) }
        case .failure(let failure): return .failure(failure)
        }
        let folder = entries.filter { $0.name != SymbolsetChecker.contentsName }
        var analysis: SymbolsetContents?
        if let entry = entries.first(where: { $0.name == SymbolsetChecker.contentsName }),
            case .success(let bytes) = SymbolsetChecker.read(
                PathText.join(path, SymbolsetChecker.contentsName), kind: entry.kind,
                within: boundary, limit: limit, tree: tree)
        {
            let source = SourceFile(path: PathText.join(path, SymbolsetChecker.contentsName), bytes: bytes)
            analysis = ContentsJSONRule().check(contents: source, folder: folder)
        }
        let names = SymbolsetChecker.svgNames(contents: analysis, folder: folder)
        return .success(
            SymbolsetSVGFiles(
                paths: names.map { PathText.join(path, $0) },
                namedByContentsJSON: analysis?.isUsable == true))
    }
}
