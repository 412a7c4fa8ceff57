import SVGModel
import Support
import SwiftSource
import SymbolCheck

/// `symbolcheck controls`: finds the Controls (`ControlWidget`s) an app's Swift source
/// declares, looks up every image their templates name in the app's asset catalogs, and
/// judges each one (docs/controls.md). A symbol set a Control shows is checked as `check`
/// checks it, and its results are part of that Control's verdict.
///
/// One Control is one entry of the report: the result of its Swift file holding the
/// Control's findings, then the results of the symbol sets it shows (a symbol set shown by
/// two Controls is checked once and reported under each).
package enum ControlChecker {
    package struct Report: Sendable {
        /// Grouped per Control (`CheckResult.symbol` is `path: Name`), in file order; a file or
        /// path that cannot be read is a refused result of its own.
        package var results: [CheckResult] = []
        package var controlCount = 0
        /// What was skipped or not understood, one sentence each, for the CLI to show as warnings.
        package var notes: [String] = []
    }

    package static func check(_ arguments: [String], configuration: CheckConfiguration, tree: some FileTree)
        -> Report
    {
        let sources = AppSources.discover(arguments, scope: configuration.scope, in: tree)
        var report = Report(notes: sources.notes)
        let lookup = CatalogLookup(catalogs: sources.catalogs)
        var symbolsetResults: [String: [CheckResult]] = [:]
        let limit = configuration.limits.maxInputBytes
        for file in sources.swiftFiles {
            let bytes: [UInt8]
            switch tree.read(file.path, limit: limit) {
            case .success(let read): bytes = read
            case .failure(let failure):
                report.results.append(Checker.unreadable(path: file.path, failure: failure, limit: limit))
                continue
            }
            // Most files of an app declare no Control: only those that name the protocol are lexed.
            guard bytes.contains(subsequence: controlWidgetBytes) else { continue }
            let source = SourceFile(path: file.path, bytes: bytes)
            let lexed = SwiftLexer.tokens(of: bytes)
            if let problem = lexed.problem {
                report.notes.append(
                    "\(file.path):\(source.location(of: problem.offset)): \(problem.sentence); the rest of the file was not read"
                )
            }
            for control in ControlSource.controls(in: lexed.tokens) {
                report.controlCount += 1
                let key = "\(file.path): \(control.name)"
                var diagnostics: [Diagnostic] = []
                var shown: [(CatalogAsset, AssetCatalog)] = []
                for image in control.images {
                    let judged = judge(image, in: file.path, lookup: lookup)
                    diagnostics += judged.diagnostics
                    if let set = judged.symbolSet, !shown.contains(where: { $0.0.path == set.0.path }) {
                        shown.append(set)
                    }
                }
                report.results.append(
                    CheckResult(
                        path: file.path, source: source, diagnostics: Checker.apply(configuration, to: diagnostics),
                        symbol: key))
                for (asset, catalog) in shown {
                    let results =
                        symbolsetResults[asset.path]
                        ?? InputChecker.check(
                            .symbolset(SymbolsetLocation(path: asset.path, boundary: catalog.boundary)),
                            configuration: configuration, tree: tree)
                    symbolsetResults[asset.path] = results
                    report.results += results.map { $0.inSymbol(key) }
                }
            }
        }
        for (path, reason) in sources.unreadable {
            report.results.append(Checker.unreadable(path: path, reason: reason))
        }
        if report.controlCount == 0, sources.unreadable.isEmpty {
            let searched = arguments.joined(separator: " ")
            let d = InputRefusedRule().finding(
                "no Swift file under \(searched) declares a Control (a type conforming to `ControlWidget`)", at: nil,
                help: "give the folder of the app (or of its widget extension) whose Controls to check")
            report.results.append(CheckResult(path: searched, source: nil, diagnostics: [d], isRefused: true))
        }
        return report
    }

    static let controlWidgetBytes = Array("ControlWidget".utf8)

    /// The findings about one image a Control names, and the symbol set it shows, if any.
    static func judge(_ image: ImageReference, in swiftPath: String, lookup: CatalogLookup) -> (
        diagnostics: [Diagnostic], symbolSet: (CatalogAsset, AssetCatalog)?
    ) {
        let range = SourceRange(start: image.start, end: image.end)
        guard let name = image.name else {
            let d = ControlImageUnresolvedRule().finding(
                "the image name given to `\(image.source.rawValue)` is built at run time, so symbolcheck cannot look it up",
                at: range,
                help: "check each name it can take: write it as a string literal",
                suggestion: .checkTheSymbolSets
            )
            return ([d], nil)
        }
        let found = lookup.assets(named: name, from: swiftPath)
        if image.source.isSystem {
            guard let (asset, _) = found.first else {
                let d = ControlSystemSymbolRule().finding(
                    "\"\(name)\" is in none of the app's catalogs, so it is taken as one of Apple's SF Symbols, whose existence symbolcheck does not check",
                    at: range,
                    help: "look the name up in Apple's SF Symbols app for the OS versions the Control supports")
                return ([d], nil)
            }
            let call = image.source == .systemName ? "`Image(\"\(name)\")`" : "`Label(\"…\", image: \"\(name)\")`"
            let d = ControlCustomSystemImageRule().finding(
                "`\(image.source.rawValue)` looks \"\(name)\" up among Apple's SF Symbols only, but it is the app's \(asset.kind.noun) \(asset.path), so the Control draws nothing",
                at: range, help: "load the app's asset with \(call)")
            return ([d], nil)
        }
        guard let (asset, catalog) = found.first else {
            let names = lookup.allNames
            let suggestion = Spelling.closest(to: name, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
            let searched =
                lookup.catalogs.isEmpty
                ? "no asset catalog (.xcassets) was found under the paths"
                : "searched: " + lookup.catalogs.map(\.path).joined(separator: ", ")
            let stem = PathText.lastComponent(name)
            let destination = lookup.ownCatalogs(of: swiftPath).first.map { PathText.join($0.path, stem) } ?? stem
            let d = ControlImageMissingRule().finding(
                "no asset catalog holds \"\(name)\", so the Control has no glyph\(suggestion)", at: range,
                help: "correct the name, or add a symbol set named \"\(name)\" to the widget extension's catalog",
                notes: [Diagnostic.Note(searched)],
                suggestion: .makeMissingSymbolSet(svg: stem + ".svg", symbolSet: destination + ".symbolset"))
            return ([d], nil)
        }
        switch asset.kind {
        case .imageSet:
            let holds = asset.files.isEmpty ? "no image file" : asset.files.joined(separator: ", ")
            let d = ControlImageSetRule().finding(
                "\"\(name)\" is an image set (\(holds)), not a symbol set: \(ControlImageSetRule.questionMark)",
                at: range,
                help: "remove \(asset.path)",
                notes: [Diagnostic.Note("the image set is \(asset.path)")],
                suggestion: .makeSymbolSet(
                    svg: PathText.lastComponent(name) + ".svg",
                    symbolSet: PathText.join(PathText.parent(asset.path), PathText.lastComponent(name) + ".symbolset")))
            return ([d], nil)
        case .symbolSet:
            var diagnostics: [Diagnostic] = []
            if lookup.isOnlyInOwnTarget(name, from: swiftPath) {
                diagnostics.append(
                    ControlSymbolExtensionOnlyRule().finding(
                        "the symbol set \"\(name)\" is only in \(catalog.path), the widget extension's catalog: Apple Watch's control gallery looks it up in the containing app's bundle and shows no icon",
                        at: range,
                        help:
                            "add the symbol set to the app's catalog too, or keep it in a catalog both targets include"
                    )
                    // Targets are guessed from folders, and whether the app has a watchOS app is not
                    // known: what would be an error (no icon on the watch) is a warning until it is.
                    .loweredToWarning())
            }
            return (diagnostics, (asset, catalog))
        }
    }
}

/// The app's catalogs, to look names up in.
struct CatalogLookup {
    let catalogs: [AssetCatalog]

    var allNames: [String] { catalogs.flatMap { $0.assets.map(\.name) } }

    /// The catalogs of the target a Swift file belongs to: those in the nearest folder above
    /// it that holds a catalog.
    func ownCatalogs(of swiftPath: String) -> [AssetCatalog] {
        var folder = PathText.parent(swiftPath)
        while true {
            let here = catalogs.filter { $0.folder == folder }
            if !here.isEmpty { return here }
            let parent = PathText.parent(folder)
            if parent == folder { return [] }
            folder = parent
        }
    }

    /// Every asset of that name with its catalog, those of the file's own target first.
    func assets(named name: String, from swiftPath: String) -> [(CatalogAsset, AssetCatalog)] {
        let own = Set(ownCatalogs(of: swiftPath).map(\.path))
        let all = catalogs.flatMap { catalog in catalog.assets.filter { $0.name == name }.map { ($0, catalog) } }
        // A symbol set before an image set of the same name: Xcode refuses two assets of one
        // name in a catalog, and across targets the symbol set is the one a Control can show.
        return all.filter { own.contains($0.1.path) && $0.0.kind == .symbolSet }
            + all.filter { own.contains($0.1.path) && $0.0.kind == .imageSet }
            + all.filter { !own.contains($0.1.path) }
    }

    /// Whether every catalog that holds `name` is one of the file's own target's.
    func isOnlyInOwnTarget(_ name: String, from swiftPath: String) -> Bool {
        let own = Set(ownCatalogs(of: swiftPath).map(\.path))
        let holders = catalogs.filter { catalog in catalog.assets.contains { $0.name == name } }
        return !holders.isEmpty && holders.allSatisfy { own.contains($0.path) }
    }
}

extension CatalogAsset.Kind {
    var noun: String { self == .symbolSet ? "symbol set" : "image set" }
}

extension SwiftLexer.Problem {
    var sentence: String {
        switch kind {
        case .unterminatedString: return "a string literal that starts here is not closed"
        case .unterminatedComment: return "a block comment that starts here is not closed"
        case .nestedTooDeep: return "interpolations or comments nest more than \(SwiftLexer.maxNesting) deep here"
        }
    }
}

extension Array where Element == UInt8 {
    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= count {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }
}
