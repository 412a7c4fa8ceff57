import SVGModel
import Support
import SwiftSource
import SymbolCheck

/// `symbolcheck controls`: finds the Controls (`ControlWidget`s) an app's Swift source
/// declares, resolves every image their templates name (literals, constants, enum raw values,
/// branches, generated asset symbols: `SwiftSource`'s `NameResolver`), and hands each name, in
/// the scope of each target that builds the Control (read from the Xcode project when there is
/// one: `AppTargets`), to every Controls rule, which judges it (`ControlRule`, docs/controls.md);
/// each Control and the app as a whole are handed to them too. A symbol set a Control shows is checked
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

    /// `rules`: the Controls rules that judge (the registry's; a test may add its own).
    package static func check(
        _ arguments: [String], configuration: CheckConfiguration, tree: some FileTree,
        rules: [any ControlRule] = RuleRegistry.controlRules
    ) -> Report {
        let sources = AppSources.discover(arguments, scope: configuration.scope, in: tree)
        let limit = configuration.limits.maxInputBytes
        let targets = AppTargets.load(sources.projectFiles, in: tree, limit: limit)
        var report = Report(notes: sources.notes + targets.notes, projects: targets.projects.map(\.path))
        var run = Run(tree: tree, sources: sources, targets: targets, configuration: configuration, rules: rules)
        var scopeCache: [AppTargets.Reference: TargetScope] = [:]
        // First every file that declares a Control, lexed once; then the names their images need
        // are known, so the search of the targets' other files keeps only those.
        var found: [(source: SourceFile, settings: FolderSettings, controls: [ControlDeclaration])] = []
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
            let lexed = run.lexed(file.path, bytes: bytes)
            if let problem = lexed.problem {
                report.notes.append(
                    "\(file.path):\(source.location(of: problem.offset)): \(problem.sentence); the rest of the file was not read"
                )
            }
            let controls = ControlSource.controls(in: lexed.tokens)
            guard !controls.isEmpty else { continue }
            found.append((source, file.settings, controls))
            for control in controls {
                for image in control.images {
                    run.neededNames.formUnion(DeclarationIndex.namesNeeded(by: image.expression))
                }
            }
        }
        for (source, settings, controls) in found {
            let scopes = TargetScope.scopes(
                for: source.path, sources: sources, targets: targets, cache: &scopeCache, notes: &report.notes)
            // The settings that hold for the Swift file, nested config files' included, as `check`
            // applies them to a symbol set there.
            let fileConfiguration = configuration.configuration(
                forInputAt: source.path, isFolder: false, settings: settings)
            for control in controls {
                report.controlCount += 1
                report.results += run.check(control, in: source, scopes: scopes, configuration: fileConfiguration)
            }
        }
        report.notes += run.notes
        report.results += appFindings(
            rules, sources: sources, targets: targets, configuration: configuration, tree: tree)
        for (path, reason) in sources.unreadable {
            report.results.append(Checker.unreadable(path: path, reason: reason))
        }
        for problem in sources.refused {
            report.results += InputChecker.check(
                .unusable(path: problem.path, message: problem.message, help: problem.help),
                configuration: configuration, tree: tree)
        }
        if report.controlCount == 0, sources.unreadable.isEmpty, sources.refused.isEmpty {
            let searched = arguments.joined(separator: " ")
            let d = InputRefusedRule().finding(
                "no Swift file under \(searched) declares a Control (a type conforming to `ControlWidget`)", at: nil,
                help: "give the folder of the app (or of its widget extension) whose Controls to check")
            report.results.append(CheckResult(path: searched, source: nil, diagnostics: [d], isRefused: true))
        }
        return report
    }

    static let controlWidgetBytes = Array("ControlWidget".utf8)

    /// What the rules find about the app as a whole, one result per file they place findings in,
    /// each under the settings that hold for that file.
    static func appFindings(
        _ rules: [any ControlRule], sources: AppSources, targets: AppTargets, configuration: CheckConfiguration,
        tree: some FileTree
    ) -> [CheckResult] {
        let app = App(targets: targets, tree: tree, limit: configuration.limits.maxInputBytes)
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for rule in rules {
            for placed in rule.judge(app) {
                if byFile[placed.path] == nil { order.append(placed.path) }
                byFile[placed.path, default: []].append(placed.diagnostic)
            }
        }
        return order.map { path in
            let settings = configuration.configuration(
                forInputAt: path, isFolder: false, settings: sources.settings(of: path))
            return CheckResult(
                path: path, source: app.source(of: path),
                diagnostics: Checker.apply(settings, to: byFile[path] ?? []))
        }
    }

    /// The app as the Controls rules ask about it.
    struct App<Tree: FileTree>: ControlApp {
        let targets: [ControlTarget]
        let tree: Tree
        let limit: Int

        init(targets: AppTargets, tree: Tree, limit: Int) {
            self.targets = targets.projects.flatMap { project in
                project.targets.map {
                    ControlTarget(name: $0.name, project: project.path, isApp: $0.isPhoneOrDesktopApp)
                }
            }
            self.tree = tree
            self.limit = limit
        }

        func source(of path: String) -> SourceFile? {
            guard case .success(let bytes) = tree.read(path, limit: limit) else { return nil }
            return SourceFile(path: path, bytes: bytes)
        }
    }
}

/// One run's state: files lexed once, declarations indexed once per target, symbol sets
/// checked once.
private struct Run<Tree: FileTree> {
    let tree: Tree
    let sources: AppSources
    let targets: AppTargets
    let configuration: CheckConfiguration
    let rules: [any ControlRule]
    var notes: [String] = []
    private var lexedFiles: [String: (tokens: [SwiftToken], problem: SwiftLexer.Problem?, pairs: [Int?])] = [:]
    private var declarations: [String: SwiftDeclarations] = [:]
    private var sourceFiles: [String: SourceFile] = [:]
    /// Per scope: its index, and the files already added to it.
    private var indexes: [String: DeclarationIndex] = [:]
    private var symbolsetResults: [String: [CheckResult]] = [:]
    private var fileWords: [String: Set<String>] = [:]

    init(
        tree: Tree, sources: AppSources, targets: AppTargets, configuration: CheckConfiguration,
        rules: [any ControlRule]
    ) {
        self.tree = tree
        self.sources = sources
        self.targets = targets
        self.configuration = configuration
        self.rules = rules
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
    /// `configuration`: the settings that hold for the Control's Swift file.
    mutating func check(
        _ control: ControlDeclaration, in source: SourceFile, scopes: [TargetScope], configuration: CheckConfiguration
    ) -> [CheckResult] {
        let key = "\(source.path): \(control.name)"
        var diagnostics: [Diagnostic] = []
        var shown: [(asset: CatalogAsset, catalog: AssetCatalog, range: SourceRange, scope: TargetScope)] = []
        for scope in scopes {
            for rule in rules { diagnostics += rule.judge(control, in: scope) }
        }
        for image in control.images {
            for scope in scopes {
                let index = self.index(for: scope, controlFile: source.path, needing: image.expression)
                let prefix = scopes.count > 1 ? "in \(scope.described ?? "the app"): " : ""
                for resolved in NameResolver(index: index).resolve(image.expression, context: [control.name]) {
                    let name = scope.image(
                        resolved, call: image.source, notes: notes(for: resolved.via, in: source), prefix: prefix)
                    for rule in rules { diagnostics += rule.judge(name, in: scope) }
                    // The symbol set a name loads is the first asset of that name in scope.
                    if case .asset(let assetName) = name.value, let asset = scope.assets(named: assetName).first,
                        asset.kind == .symbolSet, let catalog = scope.catalog(of: asset)
                    {
                        shown.append((asset, catalog, name.range, scope))
                    }
                }
            }
        }
        var setResults: [CheckResult] = []
        var reported = Set<String>()
        for (asset, catalog, range, scope) in shown {
            let results =
                symbolsetResults[asset.path]
                ?? InputChecker.check(
                    CheckInput(
                        .symbolset(SymbolsetLocation(path: asset.path, boundary: catalog.boundary)),
                        settings: asset.settings),
                    configuration: self.configuration, tree: tree)
            symbolsetResults[asset.path] = results
            if reported.insert(asset.path).inserted { setResults += results.map { $0.inSymbol(key) } }
            let set = ShownSymbolSet(asset: asset, results: results, range: range)
            for rule in rules { diagnostics += rule.judge(set, in: scope) }
        }
        // The same finding from two scopes or two references at one place is one finding.
        var seen = Set<Diagnostic>()
        diagnostics = diagnostics.filter { seen.insert($0).inserted }
        let swiftResult = CheckResult(
            path: source.path, source: source, diagnostics: Checker.apply(configuration, to: diagnostics), symbol: key)
        return [swiftResult] + setResults
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
