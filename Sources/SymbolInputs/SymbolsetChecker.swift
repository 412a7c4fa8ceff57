import AppRules
import RuleCatalogue
import SVGModel
import Support
import SymbolCheck

/// Checks a `.symbolset` folder: Contents.json with the `contents-json` rule, then each SVG it
/// names with every template rule. Contents.json findings are reported against its path, the
/// SVG's against the SVG's path; all results belong to the folder's symbol.
enum SymbolsetChecker {
    static let contentsName = "Contents.json"

    static func check(_ set: SymbolsetLocation, configuration: CheckConfiguration, tree: some FileTree) -> [CheckResult]
    {
        let entries: [DirectoryEntry]
        switch tree.entries(of: set.path) {
        case .success(let list): entries = list.sorted { PathText.precedes($0.name, $1.name) }
        case .failure(let failure):
            let d = InputRefusedRule().finding("cannot read the folder: \(failure.reason(limit: 0))", at: nil)
            return [CheckResult(path: set.path, source: nil, diagnostics: [d], isRefused: true, symbol: set.path)]
        }
        let folder = entries.filter { $0.name != contentsName }
        var results: [CheckResult] = []
        let contents = readContents(set, entries: entries, configuration: configuration, tree: tree)
        if let imageSet = set.imageSetBeside {
            let stem = String(PathText.lastComponent(set.path).dropLast(".symbolset".count))
            let d = ImageSetBesideSymbolSetRule().symbolSetFinding(name: stem, imageSet: imageSet)
            results.append(contents.result.adding(Checker.apply(configuration, to: [d], judgedBy: RuleRegistry.all)))
        } else {
            results.append(contents.result)
        }

        let svgNames = svgNames(contents: contents.analysis, folder: folder)
        for name in svgNames {
            let path = PathText.join(set.path, name)
            let kind = entries.first { $0.name == name }?.kind ?? .file
            let limit = configuration.limits.maxInputBytes
            switch read(path, kind: kind, within: set.boundary, limit: limit, tree: tree) {
            case .success(let bytes):
                results.append(
                    Checker.check(SourceFile(path: path, bytes: bytes), configuration: configuration).inSymbol(set.path)
                )
            case .failure(let refusal):
                results.append(
                    Checker.unreadable(path: path, reason: refusal.reason, exceededLimit: refusal.exceededLimit)
                        .inSymbol(set.path))
            }
        }
        return results
    }

    /// The SVGs a symbol set holds: those its Contents.json names, or, when that file is missing
    /// or unusable, every SVG in the folder, so a JSON typo does not hide the templates.
    static func svgNames(contents: SymbolsetContents?, folder: [DirectoryEntry]) -> [String] {
        if let contents, contents.isUsable { return contents.namedSVGs }
        return folder.filter { PathText.isSVGName($0.name) && ($0.kind == .file || $0.kind == .symbolicLink) }.map(
            \.name)
    }

    /// Contents.json's result, and the rule's analysis when the file could be read.
    static func readContents(
        _ set: SymbolsetLocation, entries: [DirectoryEntry], configuration: CheckConfiguration,
        tree: some FileTree
    ) -> (result: CheckResult, analysis: SymbolsetContents?) {
        let path = PathText.join(set.path, contentsName)
        let rule = ContentsJSONRule()
        guard let entry = entries.first(where: { $0.name == contentsName }) else {
            let nearName = entries.first { $0.name.lowercased() == contentsName.lowercased() }?.name
            let help =
                nearName.map { "rename `\($0)` to `Contents.json`: the name is case-sensitive" }
                ?? "Xcode writes it beside the SVG: { \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }, \"symbols\" : [ { \"filename\" : \"name.svg\", \"idiom\" : \"universal\" } ] }"
            let d = rule.finding("the symbol set has no Contents.json", at: nil, help: help)
            return (
                CheckResult(
                    path: path, source: nil,
                    diagnostics: Checker.apply(configuration, to: [d], judgedBy: RuleRegistry.all), symbol: set.path),
                nil
            )
        }
        let limit = configuration.limits.maxInputBytes
        switch read(path, kind: entry.kind, within: set.boundary, limit: limit, tree: tree) {
        case .failure(let refusal):
            // The file is there but cannot be read (permissions, size, a link out of the tree):
            // an I/O failure like any unreadable input, so the exit status is 2.
            let d = rule.finding(
                "cannot read Contents.json: \(refusal.reason)", at: nil,
                suggestion: refusal.exceededLimit.map(SuggestedAction.raiseLimit))
            return (
                CheckResult(
                    path: path, source: nil,
                    diagnostics: Checker.apply(configuration, to: [d], judgedBy: RuleRegistry.all), isRefused: true,
                    symbol: set.path), nil
            )
        case .success(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            let analysis = rule.check(contents: source, folder: entries.filter { $0.name != contentsName })
            return (
                CheckResult(
                    path: path, source: source,
                    diagnostics: Checker.apply(configuration, to: analysis.diagnostics, judgedBy: RuleRegistry.all),
                    symbol: set.path), analysis
            )
        }
    }

    /// Reads a file of the folder, refusing a symbolic link that leads out of the tree the user named.
    static func read(
        _ path: String, kind: FileKind, within boundary: TreeBoundary, limit: Int,
        tree: some FileTree
    ) -> Result<[UInt8], ReadRefusal> {
        if kind == .symbolicLink, let target = tree.resolve(path), !boundary.contains(target) {
            return .failure(
                ReadRefusal(
                    reason:
                        "it is a symbolic link to a place outside \(boundary.typedPath), and symbolcheck does not follow links out of the folder it checks"
                ))
        }
        return tree.read(path, limit: limit).mapError {
            ReadRefusal(reason: $0.reason(limit: limit), exceededLimit: $0.exceededLimit)
        }
    }

    struct ReadRefusal: Error {
        let reason: String
        var exceededLimit: InputLimit? = nil
    }
}
