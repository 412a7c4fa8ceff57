import AppRules
import RuleCatalogue
import SVGModel
import Support
import SwiftSource
import SymbolCheck
import XcodeProject

/// `symbolcheck controls`: finds the Controls (`ControlWidget`s) an app's Swift source
/// declares, resolves every image their templates name (literals, constants, enum raw values,
/// branches, generated asset symbols: `SwiftSource`'s `NameResolver`), and hands each name, in
/// the scope of each target that builds the Control (read from the Xcode project when there is
/// one: `AppTargets`), to every Controls rule, which judges it (`ControlRule`, docs/controls.md);
/// each Control, each view its label uses and the app as a whole are handed to them too, and
/// each finding is judged under the settings of the file it is placed in (nested config files
/// included, `FolderWalk`). A symbol set a Control shows is checked
/// as `check` checks it; its results are part of that Control's verdict, and its errors are
/// also reported at the Control's line.
///
/// One Control is one entry of the report: the result of its Swift file holding the
/// Control's findings, then those in the files of the views its label uses, then the results of
/// the symbol sets it shows (a symbol set shown by two Controls is checked once and reported
/// under each).
package enum ControlChecker {
    package struct Report: Sendable {
        /// Grouped per Control (`CheckResult.symbol` is `path: Name`), in file order; a file or
        /// path that cannot be read is a refused result of its own. Empty when `check` handed
        /// each entry on as it was made (`check(_:configuration:tree:each:)`).
        package var results: [CheckResult] = []
        package var controlCount = 0
        /// What was skipped or not understood, a note each at its place (`RunNote`), for the
        /// command to report after the Controls (they are known only once every file is read).
        package var notes: [CheckResult] = []
        /// The projects whose targets decided which catalogs are whose.
        package var projects: [String] = []
        /// Each Control's kind, where it is one string, for `--write-baseline`.
        package var kinds: [RecordedKind] = []
        /// Whose wiring was judged: the projects read and the built apps given (both zero when
        /// none was: the report's summary then names no wiring).
        package var wiringProjects = 0, wiringBuiltApps = 0
    }

    /// `rules`: the Controls rules that judge (the registry's; a test may add its own).
    package static func check(
        _ arguments: [String], configuration: CheckConfiguration, tree: some FileTree,
        rules: [any ControlRule] = RuleRegistry.controlRules, recordedKinds: [RecordedKind] = [],
        wiringOnly: Bool = false
    ) -> Report {
        var results: [CheckResult] = []
        var report = check(
            arguments, configuration: configuration, tree: tree, rules: rules, recordedKinds: recordedKinds,
            wiringOnly: wiringOnly
        ) { results += $0 }
        report.results = results
        return report
    }

    /// `check`, handing each entry's results to `each` as soon as they are made (one Control's,
    /// or a file that cannot be read) instead of keeping them: a report written as it is made
    /// holds one Control at a time (the returned report's `results` is empty). `recordedKinds`:
    /// the Controls' kinds a baseline recorded (`control-kind-changed` compares them).
    /// `wiringOnly` (`controls`' wiring-only run): the app's findings alone (the wiring, the Controls'
    /// kinds and names), not each Control's images, for the Xcode build plugin's run of the app
    /// target, when each target's own run checks its Controls; paths without a project or a built
    /// app are refused, and a project with no Control and no capture extension passes.
    package static func check(
        _ arguments: [String], configuration: CheckConfiguration, tree: some FileTree,
        rules: [any ControlRule] = RuleRegistry.controlRules, recordedKinds: [RecordedKind] = [],
        wiringOnly: Bool = false, each: ([CheckResult]) -> Void
    ) -> Report {
        let sources = AppSources.discover(arguments, scope: configuration.scope, in: tree)
        let limit = configuration.limits.maxInputBytes
        let targets = AppTargets.load(sources.projectFiles, in: tree, limit: limit)
        var report = Report(notes: sources.notes + targets.notes, projects: targets.projects.map(\.path))
        var run = Run(tree: tree, sources: sources, targets: targets, configuration: configuration, rules: rules)
        var scopeCache: [AppTargets.Reference: TargetScope] = [:]
        // First the files that name `ControlWidget` (most files of an app do not, and are not
        // lexed); a file that cannot be read is reported before any Control, as it comes.
        var controlFiles: [String] = []
        var wiringFiles = WiringCandidates()
        for file in sources.swiftFiles {
            switch tree.read(file.path, limit: limit) {
            case .success(let bytes):
                if bytes.contains(subsequence: controlWidgetBytes) { controlFiles.append(file.path) }
                wiringFiles.consider(file.path, bytes: bytes)
            case .failure(let failure):
                each([Checker.unreadable(path: file.path, failure: failure, limit: limit).asUnreadablePath()])
            }
        }
        // Then each such file, read again and lexed, its Controls checked and handed on: no
        // file's tokens nor any Control's results are held past it.
        for path in controlFiles {
            guard let bytes = run.read(path) else { continue }
            let (source, problem, controls) = run.readControls(path, bytes: bytes)
            // Wiring only: the file and its Controls are read for the wiring, and what the
            // Controls' own run says of them (a lexing note, their images) is left to it.
            if wiringOnly {
                report.controlCount += controls.count
                continue
            }
            if let problem {
                report.notes.append(
                    RunNote.input.result(
                        "\(problem.sentence); the rest of the file was not read", at: path, in: source,
                        offset: problem.offset))
            }
            guard !controls.isEmpty else { continue }
            let scopes = TargetScope.scopes(
                for: source.path, sources: sources, targets: targets, cache: &scopeCache, notes: &report.notes)
            for control in controls {
                report.controlCount += 1
                each(run.check(control, in: source, scopes: scopes))
            }
        }
        let (read, wiringNotes) = WiringReader(tree: tree, limit: limit, known: run.lexed).read(
            candidates: wiringFiles, sources: sources, targets: targets)
        var wiring = read
        wiring.recordedKinds = recordedKinds
        report.notes += wiringNotes
        report.kinds = wiring.controls.compactMap(\.recorded)
        (report.wiringProjects, report.wiringBuiltApps) = (wiring.builds.count, wiring.products.count)
        let appResults = appFindings(
            rules, sources: sources, targets: targets, wiring: wiring, configuration: configuration, tree: tree)
        if !appResults.isEmpty { each(appResults) }
        for (path, reason) in sources.unreadable {
            // A path that could not be read is no Control that failed (#44).
            each([Checker.unreadable(path: path, reason: reason).asUnreadablePath()])
        }
        for problem in sources.refused {
            each(
                InputChecker.check(
                    .unusable(path: problem.path, message: problem.message, help: problem.help),
                    configuration: configuration, tree: tree))
        }
        // An app with a Lock Screen camera and no Control yet, or a built app, still has its
        // wiring judged: that is the verdict, not a refusal.
        let wiringJudged = !wiring.captureExtensions.isEmpty || !wiring.products.isEmpty
        if wiringOnly {
            if wiring.builds.isEmpty, wiring.products.isEmpty, sources.unreadable.isEmpty, sources.refused.isEmpty {
                let searched = arguments.joined(separator: " ")
                let d = InputRefusedRule().finding(
                    "no project (.xcodeproj, project.yml) or built app is under \(searched), and the wiring alone is judged from one",
                    at: nil,
                    help:
                        "give the app's folder (the one holding its .xcodeproj or project.yml), or a built App.app, .xcarchive or .ipa"
                )
                each([CheckResult(path: searched, source: nil, diagnostics: [d], isRefused: true, namesNoSymbol: true)])
            }
            return report
        }
        if report.controlCount == 0, sources.unreadable.isEmpty, sources.refused.isEmpty, !wiringJudged {
            let searched = arguments.joined(separator: " ")
            let d = InputRefusedRule().finding(
                "no Swift file under \(searched) declares a Control (a type conforming to `ControlWidget`)", at: nil,
                help: "give the folder of the app (or of its widget extension) whose Controls to check")
            // Not a Control that failed: the paths hold none (#44: "1 control: 0 passed, 1 failed" said one did).
            each([CheckResult(path: searched, source: nil, diagnostics: [d], isRefused: true, namesNoSymbol: true)])
        }
        return report
    }

    static let controlWidgetBytes = Array("ControlWidget".utf8)

    /// How many views deep a label is followed (`LampLabel` using `LampBadge` is two).
    static let maxViewDepth = 4

    /// What the rules find about the app as a whole, one result per file they place findings in,
    /// each under the settings that hold for that file.
    static func appFindings(
        _ rules: [any ControlRule], sources: AppSources, targets: AppTargets, wiring: AppWiring,
        configuration: CheckConfiguration, tree: some FileTree
    ) -> [CheckResult] {
        let app = App(targets: targets, wiring: wiring, tree: tree, limit: configuration.limits.maxInputBytes)
        var byFile: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for rule in rules {
            for placed in rule.judge(app) {
                if byFile[placed.path] == nil { order.append(placed.path) }
                byFile[placed.path, default: []].append(placed.diagnostic)
            }
        }
        return order.map { path in
            CheckResult(
                path: path, source: app.source(of: path),
                diagnostics: Checker.apply(
                    sources.configuration(configuration, for: path), to: byFile[path] ?? [], judgedBy: RuleRegistry.all)
            )
        }
    }

    /// The app as the Controls rules ask about it.
    struct App<Tree: FileTree>: ControlApp {
        let targets: [ControlTarget]
        let wiring: AppWiring
        let tree: Tree
        let limit: Int

        init(targets: AppTargets, wiring: AppWiring, tree: Tree, limit: Int) {
            self.wiring = wiring
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
    /// The declarations of every file read so far. A file's tokens are dropped once its
    /// Controls and declarations are taken from them: tokens cost about 30 times the file's
    /// bytes, and an app of 11 MB held them all (issue #42: 536 MB).
    private var declarations: [String: SwiftDeclarations] = [:]
    private var sourceFiles: [String: SourceFile] = [:]
    /// Each Control file's Controls, for the wiring (which reads them again otherwise).
    private var controlsByFile: [String: [ControlDeclaration]] = [:]

    /// The files this run lexed, for the wiring to take rather than read and lex again.
    var lexed: WiringReader<Tree>.Lexed {
        WiringReader<Tree>.Lexed(sources: sourceFiles, declarations: declarations, controls: controlsByFile)
    }
    /// Per scope: its index, and the names its files have been searched for.
    private var indexes: [String: DeclarationIndex] = [:]
    private var searchedNames: [String: Set<String>] = [:]
    private var symbolsetResults: [String: [CheckResult]] = [:]
    private var fileWords: [String: FileWords] = [:]
    private var packages: [PackageTarget]?
    private var packageScopes: [String: TargetScope] = [:]

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

    /// A file that names `ControlWidget`: lexed once, its Controls and declarations taken.
    mutating func readControls(_ path: String, bytes: [UInt8])
        -> (source: SourceFile, problem: SwiftLexer.Problem?, controls: [ControlDeclaration])
    {
        let lexed = SwiftLexer.tokens(of: bytes)
        let pairs = ControlSource.bracketPairs(lexed.tokens)
        let source = SourceFile(path: path, bytes: bytes)
        sourceFiles[path] = source
        declarations[path] = SwiftDeclarations.scan(lexed.tokens, pairs: pairs)
        let controls = ControlSource.controls(in: lexed.tokens, pairs: pairs)
        controlsByFile[path] = controls
        return (source, lexed.problem, controls)
    }

    /// The file's declarations, lexing it if need be; nil when it cannot be read.
    mutating func declarations(of path: String) -> SwiftDeclarations? {
        if let done = declarations[path] { return done }
        guard let bytes = read(path) else { return nil }
        let lexed = SwiftLexer.tokens(of: bytes)
        let found = SwiftDeclarations.scan(lexed.tokens, pairs: ControlSource.bracketPairs(lexed.tokens))
        sourceFiles[path] = SourceFile(path: path, bytes: bytes)
        declarations[path] = found
        return found
    }

    func read(_ path: String) -> [UInt8]? {
        if case .success(let bytes) = tree.read(path, limit: configuration.limits.maxInputBytes) { return bytes }
        return nil
    }

    /// The scope's index holding every declaration of the names `expression` needs: the files
    /// of the target that mention one are read (once) and scanned.
    mutating func index(for scope: TargetScope, controlFile: String, needing names: Set<String>)
        -> DeclarationIndex
    {
        var index = indexes[scope.key] ?? DeclarationIndex()
        if !index.files.contains(controlFile), let own = declarations(of: controlFile) {
            index.add(own, file: controlFile)
        }
        // Each name is searched for once per scope: the files already searched for it either
        // hold it (and are in the index) or do not.
        let fresh = names.subtracting(searchedNames[scope.key] ?? [])
        if !fresh.isEmpty {
            searchedNames[scope.key, default: []].formUnion(fresh)
            let wanted = FileWords.hashes(of: fresh)
            for path in scope.swiftFiles where !index.files.contains(path) {
                guard declarations[path] != nil || words(of: path).containsAny(wanted) else { continue }
                if let found = declarations(of: path) { index.add(found, file: path) }
            }
        }
        indexes[scope.key] = index
        return index
    }

    /// The words of a Swift file (runs of letters, digits and `_`), read once, as hashes: whether
    /// a file can declare a name is a lookup, so a target of a thousand files is searched once
    /// however many names its Controls use. A file that cannot be read has none.
    mutating func words(of path: String) -> FileWords {
        if let known = fileWords[path] { return known }
        let found = read(path).map(FileWords.init) ?? FileWords(bytes: [])
        fileWords[path] = found
        return found
    }

    /// One Control's entry: its Swift file's findings, then those in the files of the views its
    /// label uses (`LampLabel()`, followed where the target declares it), then the results of
    /// the symbol sets it shows.
    mutating func check(_ control: ControlDeclaration, in source: SourceFile, scopes: [TargetScope]) -> [CheckResult] {
        let key = "\(source.path): \(control.name)"
        var diagnostics: [String: [Diagnostic]] = [:]
        var shown: [(asset: CatalogAsset, catalog: AssetCatalog, range: SourceRange, scope: TargetScope)] = []
        for outer in scopes {
            let scope = outer
            for rule in rules {
                diagnostics[source.path, default: []] += rule.judge(control, in: scope).map {
                    $0.about(ControlSubject(type: control.name, name: nil))
                }
            }
            let prefix = scopes.count > 1 ? "in \(scope.described ?? "the app"): " : ""
            // An app target that compiles the Control's file (for its intent, or to reload it)
            // draws none of the Control's label unless its own views use a view of that label
            // (#42): then only those views' images load from the app's bundle.
            let appShowsOnlyItsOwnViews =
                scope.projectTarget?.isPhoneOrDesktopApp == true
                && scopes.contains { $0.projectTarget?.isPhoneOrDesktopApp != true }
            var sites =
                appShowsOnlyItsOwnViews
                ? []
                : control.images.map {
                    ImageSite(
                        image: $0, file: source.path, context: [control.name], bindings: PropertyBindings(), uses: [])
                }
            var viewNotes: [Diagnostic] = []
            let followed = followViews(
                control.views, of: control.name, file: source.path, context: [control.name],
                bindings: PropertyBindings(), scope: scope,
                controlFile: source.path, trail: [], diagnostics: &viewNotes, prefix: prefix)
            if appShowsOnlyItsOwnViews {
                sites += shownByTheApp(followed, in: scope)
            } else {
                sites += followed
                diagnostics[source.path, default: []] += viewNotes
            }
            for site in sites {
                var needed = DeclarationIndex.namesNeeded(by: site.image.expression)
                for case .expression(let value, _, _, _, _) in site.bindings.values.values {
                    needed.formUnion(DeclarationIndex.namesNeeded(by: value))
                }
                let index = self.index(for: scope, controlFile: source.path, needing: needed)
                // `Image(_:bundle:)`: the names load from that bundle's catalogs (a Swift
                // package's), and a bundle not traced to one leaves them unlooked-up, a note.
                let bundle = bundleLookup(site.image.bundle, file: site.file)
                let through = site.uses.map { use in
                    Diagnostic.Note(
                        "shown by the Control `\(control.name)` through `\(use.use.name)(…)` at \(place(of: use.use.span.start, in: use.file))"
                    )
                }
                for resolved in NameResolver(index: index).resolve(
                    site.image.expression, context: site.context, bindings: site.bindings)
                {
                    let file = resolved.file ?? site.file
                    let notes =
                        notes(for: resolved.via, in: file) + (file == source.path ? [] : through) + site.shownByTheApp
                    let scope: TargetScope
                    switch bundle {
                    case .same: scope = outer
                    case .package(let packageScope): scope = packageScope
                    case .unknown(let why):
                        let image = outer.image(resolved, call: site.image.source, notes: notes, prefix: prefix)
                        let subject = ControlSubject(type: control.name, name: subjectName(of: image, in: file))
                        let unlooked = ControlImage(
                            .unresolved(
                                reason: "\(describe(image.value)), loaded from \(why)", pattern: nil,
                                knownOnlyAtRunTime: false), call: image.call, range: image.range, notes: image.notes,
                            scopePrefix: prefix)
                        for rule in rules {
                            diagnostics[file, default: []] += rule.judge(unlooked, in: outer).map { $0.about(subject) }
                        }
                        continue
                    }
                    let image = scope.image(resolved, call: site.image.source, notes: notes, prefix: prefix)
                    let subject = ControlSubject(type: control.name, name: subjectName(of: image, in: file))
                    for rule in rules {
                        diagnostics[file, default: []] += rule.judge(image, in: scope).map { $0.about(subject) }
                    }
                    // The symbol set a name loads is the first asset of that name in scope.
                    if case .asset(let name) = image.value, let asset = scope.assets(named: name).first,
                        asset.kind == .symbolSet, let catalog = scope.catalog(of: asset)
                    {
                        // A symbol set's errors are reported at the Control's own line when the name
                        // is written in another file: where the Control is, a person looks.
                        let span = file == source.path ? resolved.span : site.uses.first?.use.span ?? resolved.span
                        shown.append((asset, catalog, SourceRange(start: span.start, end: span.end), scope))
                    }
                }
            }
        }
        var setResults: [CheckResult] = []
        var reported = Set<String>()
        for (asset, catalog, range, scope) in shown {
            // Checked once, and kept without the files' bytes and template (only the lines the
            // findings point at): a set shown by thousands of Controls is reported under each.
            let results =
                symbolsetResults[asset.path]
                ?? InputChecker.check(
                    CheckInput(
                        .symbolset(SymbolsetLocation(path: asset.path, boundary: catalog.boundary)),
                        settings: asset.settings),
                    configuration: configuration, tree: tree
                ).map { $0.compacted() }
            symbolsetResults[asset.path] = results
            if reported.insert(asset.path).inserted { setResults += results.map { $0.inSymbol(key) } }
            let set = ShownSymbolSet(asset: asset, results: results, range: range)
            let subject = ControlSubject(type: control.name, name: asset.name)
            for rule in rules {
                diagnostics[source.path, default: []] += rule.judge(set, in: scope).map { $0.about(subject) }
            }
        }
        // The same finding from two scopes or two references at one place is one finding; each
        // file's findings are judged under the settings that hold for it.
        func unique(_ list: [Diagnostic], in file: String) -> [Diagnostic] {
            var seen = Set<Diagnostic>()
            return Checker.apply(
                sources.configuration(configuration, for: file), to: list.filter { seen.insert($0).inserted },
                judgedBy: RuleRegistry.all)
        }
        var results = [
            CheckResult(
                path: source.path, source: source,
                diagnostics: unique(diagnostics[source.path] ?? [], in: source.path), symbol: key)
        ]
        for (file, found) in diagnostics.sorted(by: { PathText.precedes($0.key, $1.key) })
        where file != source.path && !found.isEmpty {
            results.append(
                CheckResult(
                    path: file, source: sourceFiles[file] ?? read(file).map { SourceFile(path: file, bytes: $0) },
                    diagnostics: unique(found, in: file), symbol: key))
        }
        return results + setResults
    }

    /// An image call a Control's label makes, directly or in a view it uses: the file and types
    /// it is in, what the properties of that view hold, and the uses that led to it.
    struct ImageSite {
        let image: ImageReference
        let file: String
        let context: [String]
        let bindings: PropertyBindings
        let uses: [(use: ViewUse, file: String)]
        /// Where the app's own view shows the label's view this image is in, for an app target
        /// that compiles the Control's file.
        var shownByTheApp: [Diagnostic.Note] = []
    }

    /// The sites of the label's views that the app target's own views show (`SettingsView`
    /// using `MeterLabel()`), each with a note saying where: a view of the app that is not one
    /// of the label's own views, in a Swift file the app builds, uses it. Only the files whose
    /// words name a label view are read.
    mutating func shownByTheApp(_ sites: [ImageSite], in scope: TargetScope) -> [ImageSite] {
        let labelViews = Set(sites.flatMap { $0.uses.map(\.use.name) })
        guard !labelViews.isEmpty, let app = scope.projectTarget?.name else { return [] }
        var shownAt: [String: Diagnostic.Note] = [:]
        let wanted = FileWords.hashes(of: labelViews)
        for path in scope.swiftFiles where words(of: path).containsAny(wanted) {
            guard let found = declarations(of: path) else { continue }
            for view in found.views where !labelViews.contains(view.name) {
                for use in view.uses where labelViews.contains(use.name) && shownAt[use.name] == nil {
                    shownAt[use.name] = Diagnostic.Note(
                        "the app target \(app) shows `\(use.name)` in its own view `\(view.name)` at \(place(of: use.span.start, in: path)), where images load from the app's bundle"
                    )
                }
            }
        }
        return sites.compactMap { site in
            guard let note = site.uses.lazy.compactMap({ shownAt[$0.use.name] }).first else { return nil }
            var shown = site
            shown.shownByTheApp = [note]
            return shown
        }
    }

    /// The image calls of the views `uses` builds, each view looked up among the target's
    /// declarations and followed into the views it uses in turn. A use whose type the target
    /// does not declare as one `View` is a note at the Control's line saying why its images are
    /// not checked.
    mutating func followViews(
        _ uses: [ViewUse], of control: String, file: String, context: [String], bindings: PropertyBindings,
        scope: TargetScope,
        controlFile: String, trail: [(use: ViewUse, file: String)], diagnostics: inout [Diagnostic], prefix: String
    ) -> [ImageSite] {
        func unfollowed(_ name: String, because why: String, at range: SourceRange) {
            let view = LabelView(name: name, range: range, unfollowedBecause: why, scopePrefix: prefix)
            let subject = ControlSubject(type: control, name: name)
            for rule in rules { diagnostics += rule.judge(view, in: scope).map { $0.about(subject) } }
        }
        var sites: [ImageSite] = []
        for use in uses {
            let index = self.index(for: scope, controlFile: controlFile, needing: DeclarationIndex.namesNeeded(by: use))
            let range = SourceRange(
                start: (trail.first?.use ?? use).span.start, end: (trail.first?.use ?? use).span.end)
            guard let (viewFile, view) = index.view(named: use.name) else {
                if trail.isEmpty {
                    unfollowed(
                        use.name,
                        because:
                            "no Swift file of the target declares it as one `View` (it may be a package's or the SDK's)",
                        at: range)
                }
                continue
            }
            guard trail.count < ControlChecker.maxViewDepth, !trail.contains(where: { $0.use.name == use.name }) else {
                unfollowed(
                    use.name,
                    because: "it is more than \(ControlChecker.maxViewDepth) views deep in the label, or uses itself",
                    at: range)
                continue
            }
            let viewContext = view.owners + [view.name]
            let viewBindings = NameResolver.bindings(
                for: use, of: view, viewFile: viewFile, file: file, context: context, outer: bindings)
            let path = trail + [(use, file)]
            sites += view.images.map {
                ImageSite(image: $0, file: viewFile, context: viewContext, bindings: viewBindings, uses: path)
            }
            sites += followViews(
                view.uses, of: control, file: viewFile, context: viewContext, bindings: viewBindings, scope: scope,
                controlFile: controlFile, trail: path, diagnostics: &diagnostics, prefix: prefix)
        }
        return sites
    }

    /// Where an image call's names load from.
    enum BundleLookup {
        /// No bundle, or the main one: the bundle of the target whose code runs.
        case same
        /// A Swift package target's resources (`Bundle.module`, or a constant holding it).
        case package(TargetScope)
        /// A bundle not traced to any: what it is, for the note.
        case unknown(String)
    }

    /// The bundle `Image(_:bundle:)` names, written in `file`:
    /// `.main`, `Bundle.main` and `nil` are the running target's; `.module` and `Bundle.module`
    /// the package target whose folder holds the file; a constant (`LightsKit.bundle`, `bundle`)
    /// whose value is `Bundle.module` or `.module`, declared in a package target's file, that
    /// target's. Anything else is unknown.
    mutating func bundleLookup(_ bundle: NameExpression?, file: String) -> BundleLookup {
        guard let bundle else { return .same }
        let text = sourceFiles[file].map { source in
            let end = min(bundle.span.end, source.bytes.count)
            return String(decoding: source.bytes[min(bundle.span.start, end)..<end], as: UTF8.self)
        }
        let unknown = BundleLookup.unknown(
            "the bundle `\(text ?? "…")`, which symbolcheck did not trace to a Swift package's resources under the paths (`Bundle.module`, or a constant holding it)"
        )
        if Self.isMain(bundle) { return .same }
        if Self.isModule(bundle) {
            guard let target = packageTargets().first(where: { ProjectPath.isWithin(file, $0.folder) }) else {
                return unknown
            }
            return .package(packageScope(target))
        }
        guard case .reference(let parts, _) = bundle, let member = parts.last else { return unknown }
        let owner = parts.count > 1 ? parts[parts.count - 2] : nil
        let wanted = FileWords.hashes(of: [member])
        for target in packageTargets() {
            for path in sources.swiftFiles.map(\.path) where ProjectPath.isWithin(path, target.folder) {
                guard words(of: path).containsAny(wanted), let found = declarations(of: path) else { continue }
                if found.constants.contains(where: {
                    $0.name == member && (owner == nil || $0.owners.last == owner) && Self.isModule($0.value)
                }) {
                    return .package(packageScope(target))
                }
            }
        }
        return unknown
    }

    static func isMain(_ bundle: NameExpression) -> Bool {
        switch bundle {
        case .resource(["main"], _), .reference(["Bundle", "main"], _), .reference(["nil"], _): return true
        default: return false
        }
    }

    static func isModule(_ bundle: NameExpression) -> Bool {
        switch bundle {
        case .resource(["module"], _), .reference(["Bundle", "module"], _): return true
        default: return false
        }
    }

    /// A Swift package target found under the paths: its name, manifest and folder.
    struct PackageTarget {
        let name: String
        let manifest: String
        let folder: String
    }

    /// The targets of every `Package.swift` under the paths, read once.
    mutating func packageTargets() -> [PackageTarget] {
        if let known = packages { return known }
        var found: [PackageTarget] = []
        for file in sources.swiftFiles where PathText.lastComponent(file.path) == "Package.swift" {
            guard let bytes = read(file.path) else { continue }
            let folder = PathText.parent(file.path)
            found += PackageManifest.read(bytes).targets.map {
                PackageTarget(name: $0.name, manifest: file.path, folder: PathText.join(folder, $0.folder))
            }
        }
        packages = found
        return found
    }

    /// The scope of a package target: the catalogs in its folder, its Swift files.
    mutating func packageScope(_ target: PackageTarget) -> TargetScope {
        let key = "package#\(target.manifest)#\(target.name)"
        if let known = packageScopes[key] { return known }
        let catalogs = sources.catalogs.filter { ProjectPath.isWithin($0.path, target.folder) }
        let made = TargetScope(
            projectTarget: nil, project: nil, catalogs: catalogs, ownCatalogPaths: Set(catalogs.map(\.path)),
            swiftFiles: sources.swiftFiles.map(\.path).filter { ProjectPath.isWithin($0, target.folder) },
            otherTargets: [], watchGallery: nil, key: key,
            packageTarget: ControlTarget(name: target.name, project: target.manifest, isApp: false))
        packageScopes[key] = made
        return made
    }

    /// A name as a note about it says it.
    func describe(_ value: ControlImage.Value) -> String {
        switch value {
        case .asset(let name), .systemSymbol(let name): return "\"\(name)\""
        case .unresolved(let reason, _, _): return reason
        }
    }

    /// The name a finding about `image` is about, for a baseline: the name, or for one known
    /// only at run time the argument's text (`mode.glyph`), which an edit elsewhere leaves alone.
    func subjectName(of image: ControlImage, in file: String) -> String? {
        switch image.value {
        case .asset(let name), .systemSymbol(let name): return name
        case .unresolved:
            guard let bytes = sourceFiles[file]?.bytes, image.range.start >= 0, image.range.end <= bytes.count,
                image.range.start < image.range.end
            else { return nil }
            return String(decoding: bytes[image.range.start..<image.range.end], as: UTF8.self)
        }
    }

    /// `file:line:col` of a byte of a Swift file read in this run.
    func place(of offset: Int, in file: String) -> String {
        sourceFiles[file].map { "\(file):\($0.location(of: offset))" } ?? file
    }

    /// Notes for the declarations a name was resolved through: a snippet when the declaration
    /// is in the file of the finding, its place otherwise.
    func notes(for via: [DeclarationPlace], in file: String) -> [Diagnostic.Note] {
        via.map { place in
            if place.file == file {
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

/// The distinct words of a Swift file as 64-bit FNV-1a hashes, sorted: no string is made per
/// word (making one for each of a large app's million words was most of a search's time). Two
/// words of one hash only make a file read for nothing.
struct FileWords {
    private let hashes: [UInt64]

    init(bytes: [UInt8]) {
        var found: [UInt64] = []
        found.reserveCapacity(bytes.count / 16)
        bytes.withUnsafeBufferPointer { buffer in
            var hash = Self.offsetBasis
            var inWord = false
            for byte in buffer {
                if Self.isWordByte(byte) {
                    hash = (hash ^ UInt64(byte)) &* Self.prime
                    inWord = true
                } else if inWord {
                    found.append(hash)
                    hash = Self.offsetBasis
                    inWord = false
                }
            }
            if inWord { found.append(hash) }
        }
        found.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(found.count / 4)
        for hash in found where unique.last != hash { unique.append(hash) }
        hashes = unique
    }

    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325
    static let prime: UInt64 = 0x100_0000_01b3

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == 0x5F || byte >= 0x80
    }

    static func hash(_ word: String) -> UInt64 {
        word.utf8.reduce(offsetBasis) { ($0 ^ UInt64($1)) &* prime }
    }

    static func hashes(of words: Set<String>) -> [UInt64] { words.map(hash) }

    func containsAny(_ wanted: [UInt64]) -> Bool {
        wanted.contains { hash in
            var low = 0
            var high = hashes.count
            while low < high {
                let middle = (low + high) / 2
                if hashes[middle] < hash { low = middle + 1 } else { high = middle }
            }
            return low < hashes.count && hashes[low] == hash
        }
    }
}

extension Array where Element == UInt8 {
    /// Whether any of `needles` occurs, in one pass over the bytes (each needle non-empty): a
    /// run sorts every Swift file of an app by the words it names, and a pass per word was an
    /// eighth of `controls`' time on a real app (docs/performance.md, "Controls").
    func containsAny(of needles: [[UInt8]]) -> Bool {
        var byFirstByte = [[Int]](repeating: [], count: 256)
        for (k, needle) in needles.enumerated() {
            guard let first = needle.first else { continue }
            byFirstByte[Int(first)].append(k)
        }
        return withUnsafeBufferPointer { haystack in
            for index in haystack.indices {
                for k in byFirstByte[Int(haystack[index])] {
                    let needle = needles[k]
                    guard haystack.count - index >= needle.count else { continue }
                    var matched = 1
                    while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return true }
                }
            }
            return false
        }
    }

    func contains(subsequence needle: [UInt8]) -> Bool {
        guard let first = needle.first, count >= needle.count else { return false }
        return withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { needle in
                var index = 0
                let last = haystack.count - needle.count
                while index <= last {
                    if haystack[index] == first {
                        var matched = 1
                        while matched < needle.count, haystack[index + matched] == needle[matched] { matched += 1 }
                        if matched == needle.count { return true }
                    }
                    index += 1
                }
                return false
            }
        }
    }
}
