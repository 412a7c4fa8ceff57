import SVGModel
import Support
import SwiftSource
import SymbolCheck

/// `symbolcheck controls`: finds the Controls (`ControlWidget`s) an app's Swift source
/// declares, resolves every image their templates name (literals, constants, enum raw values,
/// branches, generated asset symbols: `SwiftSource`'s `NameResolver`), looks each up in the
/// catalogs of the target that builds the Control (read from the Xcode project when there is
/// one: `AppTargets`), and judges it (docs/controls.md). A symbol set a Control shows is checked
/// as `check` checks it; its results are part of that Control's verdict, and its errors are
/// also reported at the Control's line.
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
        /// The projects whose targets decided which catalogs are whose.
        package var projects: [String] = []
    }

    package static func check(_ arguments: [String], configuration: CheckConfiguration, tree: some FileTree)
        -> Report
    {
        let sources = AppSources.discover(arguments, scope: configuration.scope, in: tree)
        let limit = configuration.limits.maxInputBytes
        let targets = AppTargets.load(sources.projectFiles, in: tree, limit: limit)
        var report = Report(notes: sources.notes + targets.notes, projects: targets.projects.map(\.path))
        var run = Run(tree: tree, sources: sources, targets: targets, configuration: configuration)
        var scopeCache: [AppTargets.Reference: TargetScope] = [:]
        // First every file that declares a Control, lexed once; then the names their images need
        // are known, so the search of the targets' other files keeps only those.
        var found: [(source: SourceFile, controls: [ControlDeclaration])] = []
        for file in sources.swiftFiles {
            let bytes: [UInt8]
            switch tree.read(file.path, limit: limit) {
            case .success(let read): bytes = read
            case .failure(let failure):
                report.results.append(
                    Checker.unreadable(path: file.path, failure: failure, limit: limit).asUnreadablePath())
                continue
            }
            // Most files of an app declare no Control: only those that name the protocol are lexed.
            guard bytes.contains(subsequence: controlWidgetBytes) else { continue }
            let source = SourceFile(path: file.path, bytes: bytes)
            let lexed = run.lexed(file.path, bytes: bytes)
            if let problem = lexed.problem {
                report.notes.append(
                    "\(file.path):\(source.location(of: problem.offset)): \(problem.sentence); the rest of the file was not read"
                )
            }
            let controls = ControlSource.controls(in: lexed.tokens)
            guard !controls.isEmpty else { continue }
            found.append((source, controls))
            for control in controls {
                for image in control.images {
                    run.neededNames.formUnion(DeclarationIndex.namesNeeded(by: image.expression))
                }
            }
        }
        for (source, controls) in found {
            let scopes = TargetScope.scopes(
                for: source.path, sources: sources, targets: targets, cache: &scopeCache, notes: &report.notes)
            for control in controls {
                report.controlCount += 1
                report.results += run.check(control, in: source, scopes: scopes)
            }
        }
        report.notes += run.notes
        for (path, reason) in sources.unreadable {
            // A path that could not be read is no Control that failed (#44).
            report.results.append(Checker.unreadable(path: path, reason: reason).asUnreadablePath())
        }
        if report.controlCount == 0, sources.unreadable.isEmpty {
            let searched = arguments.joined(separator: " ")
            let d = InputRefusedRule().finding(
                "no Swift file under \(searched) declares a Control (a type conforming to `ControlWidget`)", at: nil,
                help: "give the folder of the app (or of its widget extension) whose Controls to check")
            // Not a Control that failed: the paths hold none (#44: "1 control: 0 passed, 1 failed" said one did).
            report.results.append(
                CheckResult(path: searched, source: nil, diagnostics: [d], isRefused: true, namesNoSymbol: true))
        }
        return report
    }

    static let controlWidgetBytes = Array("ControlWidget".utf8)
}

/// One run's state: files lexed once, declarations indexed once per target, symbol sets
/// checked once.
private struct Run<Tree: FileTree> {
    let tree: Tree
    let sources: AppSources
    let targets: AppTargets
    let configuration: CheckConfiguration
    var notes: [String] = []
    private var lexedFiles: [String: (tokens: [SwiftToken], problem: SwiftLexer.Problem?, pairs: [Int?])] = [:]
    private var declarations: [String: SwiftDeclarations] = [:]
    private var sourceFiles: [String: SourceFile] = [:]
    /// Per scope: its index, and the files already added to it.
    private var indexes: [String: DeclarationIndex] = [:]
    private var symbolsetResults: [String: [CheckResult]] = [:]
    private var fileWords: [String: Set<String>] = [:]

    init(tree: Tree, sources: AppSources, targets: AppTargets, configuration: CheckConfiguration) {
        self.tree = tree
        self.sources = sources
        self.targets = targets
        self.configuration = configuration
    }

    mutating func lexed(_ path: String, bytes: [UInt8]) -> (tokens: [SwiftToken], problem: SwiftLexer.Problem?) {
        if let done = lexedFiles[path] { return (done.tokens, done.problem) }
        let result = SwiftLexer.tokens(of: bytes)
        lexedFiles[path] = (result.tokens, result.problem, ControlSource.bracketPairs(result.tokens))
        sourceFiles[path] = SourceFile(path: path, bytes: bytes)
        return (result.tokens, result.problem)
    }

    /// The file's declarations, lexing it if need be; nil when it cannot be read.
    mutating func declarations(of path: String, bytes: [UInt8]? = nil) -> SwiftDeclarations? {
        if let done = declarations[path] { return done }
        if lexedFiles[path] == nil {
            guard let bytes = bytes ?? read(path) else { return nil }
            _ = lexed(path, bytes: bytes)
        }
        guard let lexed = lexedFiles[path] else { return nil }
        let found = SwiftDeclarations.scan(lexed.tokens, pairs: lexed.pairs)
        declarations[path] = found
        return found
    }

    func read(_ path: String) -> [UInt8]? {
        if case .success(let bytes) = tree.read(path, limit: configuration.limits.maxInputBytes) { return bytes }
        return nil
    }

    /// The scope's index holding every declaration of the names `expression` needs: the files
    /// of the target that mention one are read (once) and scanned.
    mutating func index(for scope: TargetScope, controlFile: String, needing expression: NameExpression)
        -> DeclarationIndex
    {
        var index = indexes[scope.key] ?? DeclarationIndex()
        if !index.files.contains(controlFile), let own = declarations(of: controlFile) {
            index.add(own, file: controlFile)
        }
        let names = DeclarationIndex.namesNeeded(by: expression)
        if !names.isEmpty {
            for path in scope.swiftFiles where !index.files.contains(path) {
                guard lexedFiles[path] != nil || !words(of: path).isDisjoint(with: names) else { continue }
                if let found = declarations(of: path) { index.add(found, file: path) }
            }
        }
        indexes[scope.key] = index
        return index
    }

    /// The names any Control's image may need looked up (`DeclarationIndex.namesNeeded`).
    var neededNames = Set<String>()

    /// The needed names among a Swift file's words (runs of letters, digits and `_`), read once:
    /// whether a file can declare a name is a set lookup, so a target of a thousand files is
    /// searched once however many names its Controls use, and only the needed names are kept.
    /// A file that cannot be read has none.
    mutating func words(of path: String) -> Set<String> {
        if let known = fileWords[path] { return known }
        var found = Set<String>()
        if let bytes = read(path) {
            var start: Int?
            for (index, byte) in bytes.enumerated() {
                let isWordByte =
                    (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == 0x5F || byte >= 0x80
                if isWordByte, start == nil { start = index }
                if !isWordByte, let first = start {
                    let word = String(decoding: bytes[first..<index], as: UTF8.self)
                    if neededNames.contains(word) { found.insert(word) }
                    start = nil
                }
            }
            if let first = start {
                let word = String(decoding: bytes[first...], as: UTF8.self)
                if neededNames.contains(word) { found.insert(word) }
            }
        }
        fileWords[path] = found
        return found
    }

    /// One Control's entry: its Swift file's findings, then the results of the symbol sets it shows.
    mutating func check(_ control: ControlDeclaration, in source: SourceFile, scopes: [TargetScope]) -> [CheckResult] {
        let key = "\(source.path): \(control.name)"
        var diagnostics: [Diagnostic] = []
        var shown: [(asset: CatalogAsset, catalog: AssetCatalog, range: SourceRange)] = []
        for image in control.images {
            for scope in scopes {
                let index = self.index(for: scope, controlFile: source.path, needing: image.expression)
                let judge = ImageJudge(
                    scope: scope, prefix: scopes.count > 1 ? "in \(scope.described ?? "the app"): " : "")
                for resolved in NameResolver(index: index).resolve(image.expression, context: [control.name]) {
                    let verdict = judge.judge(resolved, call: image.source, notes: notes(for: resolved.via, in: source))
                    diagnostics += verdict.diagnostics
                    if let set = verdict.symbolSet {
                        shown.append(
                            (set.asset, set.catalog, SourceRange(start: resolved.span.start, end: resolved.span.end)))
                    }
                }
            }
        }
        var setResults: [CheckResult] = []
        var reported = Set<String>()
        for (asset, catalog, range) in shown {
            let results =
                symbolsetResults[asset.path]
                ?? InputChecker.check(
                    .symbolset(SymbolsetLocation(path: asset.path, boundary: catalog.boundary)),
                    configuration: configuration, tree: tree)
            symbolsetResults[asset.path] = results
            if reported.insert(asset.path).inserted { setResults += results.map { $0.inSymbol(key) } }
            if let failing = Self.failure(of: asset, results: results, at: range) { diagnostics.append(failing) }
        }
        // The same finding from two scopes or two references at one place is one finding.
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
        let swiftResult = CheckResult(
            path: source.path, source: source, diagnostics: Checker.apply(configuration, to: diagnostics), symbol: key)
        return [swiftResult] + setResults
    }

    /// `control-symbol-set-fails` at the Control's reference when the set's own check has errors
    /// (as configured: a rule turned off or lowered to a warning does not count).
    static func failure(of asset: CatalogAsset, results: [CheckResult], at range: SourceRange) -> Diagnostic? {
        let errors = results.flatMap { result in
            result.diagnostics.filter { $0.severity == .error }.map { (result, $0) }
        }
        guard !errors.isEmpty else { return nil }
        let notes = errors.map { result, d in
            let place = d.range.flatMap { result.location(of: $0.start) }.map { ":\($0)" } ?? ""
            return Diagnostic.Note("the symbol set's error at \(result.path)\(place): \(d.message) (\(d.ruleID))")
        }
        let count = errors.count == 1 ? "an error" : "\(errors.count) errors"
        let rules = Set(errors.map(\.1.ruleID)).sorted().joined(separator: ", ")
        return ControlSymbolSetFailsRule().finding(
            "the symbol set \"\(asset.name)\" this Control shows has \(count) of its own (\(rules)), so the Control's glyph is not drawn as designed",
            at: range, help: "fix the symbol set \(asset.path)", notes: notes)
    }

    /// Notes for the declarations a name was resolved through: a snippet when the declaration
    /// is in the Control's file, its place otherwise.
    mutating func notes(for via: [DeclarationPlace], in source: SourceFile) -> [Diagnostic.Note] {
        via.map { place in
            if place.file == source.path {
                return Diagnostic.Note(
                    "the name comes from `\(place.name)`, declared here",
                    at: SourceRange(start: place.span.start, end: place.span.end))
            }
            let location = sourceFiles[place.file].map { ":\($0.location(of: place.span.start))" } ?? ""
            return Diagnostic.Note("the name comes from `\(place.name)`, declared at \(place.file)\(location)")
        }
    }
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
