import AppRules
import SVGModel
import SwiftSource
import SymbolCheck
import XcodeProject

/// Reads what the wiring rules ask (`AppWiring`, docs/controls.md "The wiring"): each project's
/// build (`AppTargets.builds`), the Swift facts of the files that can hold them, and the built
/// apps the paths name. A Swift file is lexed only when its bytes name an intent, a capture
/// extension, a Control or a watched call; a `Codable` file only when it names a camera
/// intent's app context. Nothing is read when no project and no built app is found: every
/// wiring rule needs the targets.
struct WiringReader<Tree: FileTree> {
    let tree: Tree
    let limit: Int
    /// What the Controls run already read and lexed, taken as it is: reading each Control file
    /// again doubled `controls`' memory on an app of 40,000 Controls (docs/performance.md).
    var known = Lexed()

    /// Files already lexed: each one's text, declarations and (for a Control file) Controls.
    struct Lexed {
        var sources: [String: SourceFile] = [:]
        var declarations: [String: SwiftDeclarations] = [:]
        var controls: [String: [ControlDeclaration]] = [:]
    }

    /// The wiring, and what could not be read, a note each at its place (`RunNote.project`).
    func read(candidates: WiringCandidates, sources: AppSources, targets: AppTargets) -> (AppWiring, [CheckResult]) {
        var wiring = AppWiring()
        var notes: [CheckResult] = []
        for path in sources.builtProducts {
            let product: BuiltProduct
            if BuiltProduct.kind(of: path) == .ipa {
                guard let bytes = TreeFileBytes(tree: tree, path: path) else {
                    notes.append(RunNote.project.result("cannot be read as a file", at: path))
                    continue
                }
                product = BuiltProductReader.read(ipa: path, bytes: bytes)
            } else {
                product = BuiltProductReader.read(path, files: TreeBuildFiles(tree: tree, limit: limit))
            }
            notes += product.problems.map { Self.note($0, about: path) }
            for app in product.apps {
                notes += ([app] + app.extensions).compactMap { bundle in
                    bundle.problem.map { RunNote.project.result($0, at: bundle.path) }
                }
            }
            wiring.products.append(product)
        }
        guard !targets.projects.isEmpty else {
            // Without a project only the Controls' kinds are read (for the baseline).
            for path in candidates.controls { _ = lex(path, targets: targets, into: &wiring) }
            return (wiring, notes)
        }
        wiring.builds = targets.builds(in: tree, limit: limit)
        let packageFolders = sources.swiftFiles.map(\.path).filter { PathText.lastComponent($0) == "Package.swift" }
            .map { PathText.parent($0) }
        for path in candidates.primary {
            if let file = lex(path, targets: targets, packageFolders: packageFolders, into: &wiring) {
                wiring.files.append(file)
            }
        }
        // The app contexts of camera intents, looked up among the `Codable` files that name one.
        let contexts = Set(
            wiring.types(conformingTo: AppWiring.cameraCaptureIntentProtocol).compactMap {
                $0.type.intent?.appContext?.name
            }
        )
        if !contexts.isEmpty {
            let wanted = contexts.map { Array($0.utf8) }
            for path in candidates.codable {
                guard case .success(let bytes) = tree.read(path, limit: limit),
                    wanted.contains(where: { bytes.contains(subsequence: $0) }),
                    let file = lex(path, targets: targets, packageFolders: packageFolders, into: &wiring)
                else { continue }
                wiring.files.append(file)
            }
        }
        // Problems of the projects the Lock Screen camera rules judge: a rule may be left unjudged by them.
        let judged = Set(wiring.captureExtensions.map(\.target.project))
        for (index, build) in wiring.builds.enumerated() where judged.contains(index) {
            notes += build.problems.map { Self.note($0, about: build.project.path, files: build.files) }
        }
        return (wiring, notes)
    }

    /// A problem of a build or a built app as a note at its place: a line and column of a text
    /// file (with its snippet when `files` holds the text), a key path of a binary property
    /// list, or the file, else `path` (the project or product it is a problem of).
    static func note(_ problem: BuildProblem, about path: String, files: [String: SourceFile] = [:]) -> CheckResult {
        guard let place = problem.place else { return RunNote.project.result(problem.message, at: path) }
        switch place.position {
        case .text(let offset, let location):
            if let source = files[place.file] {
                return RunNote.project.result(problem.message, at: place.file, in: source, offset: offset)
            }
            return RunNote.project.result(problem.message, at: place.file, location: location)
        case .keyPath(let keys):
            return RunNote.project.result("\(keys.joined(separator: " › ")): \(problem.message)", at: place.file)
        case .file:
            return RunNote.project.result(problem.message, at: place.file)
        }
    }

    /// A Control's `kind:` or display name when it resolves to one string (a literal, or a
    /// constant its file declares), with where that string is written.
    static func string(_ expression: NameExpression?, of control: ControlDeclaration, index: DeclarationIndex)
        -> (text: String, range: SourceRange)?
    {
        guard let expression else { return nil }
        let resolved = NameResolver(index: index).resolve(expression, context: [control.name])
        guard resolved.count == 1, case .assetName(let text) = resolved[0].value else { return nil }
        return (text, SourceRange(start: resolved[0].span.start, end: resolved[0].span.end))
    }

    /// A file's types, watched calls and Controls, with the targets that compile it and the
    /// Swift package (of `packageFolders`, the folders holding a `Package.swift`) it is in.
    private func lex(
        _ path: String, targets: AppTargets, packageFolders: [String] = [], into wiring: inout AppWiring
    ) -> WiringSwiftFile? {
        let source: SourceFile
        let declarations: SwiftDeclarations
        let controls: [ControlDeclaration]
        if let knownSource = known.sources[path], let knownDeclarations = known.declarations[path] {
            source = knownSource
            declarations = knownDeclarations
            // A file the run lexed for its declarations alone names no `ControlWidget`.
            controls = known.controls[path] ?? []
        } else {
            guard case .success(let bytes) = tree.read(path, limit: limit) else { return nil }
            let lexed = SwiftLexer.tokens(of: bytes)
            let pairs = ControlSource.bracketPairs(lexed.tokens)
            declarations = SwiftDeclarations.scan(lexed.tokens, pairs: pairs)
            source = SourceFile(path: path, bytes: bytes)
            controls =
                bytes.contains(subsequence: ControlChecker.controlWidgetBytes)
                ? ControlSource.controls(in: lexed.tokens, pairs: pairs) : []
        }
        let compiling = targets.targets(building: path).map { WiredTarget(project: $0.project, name: $0.name) }
        if !controls.isEmpty {
            var index = DeclarationIndex()
            index.add(declarations, file: path)
            for control in controls {
                wiring.controls.append(
                    WiredControl(
                        declaration: control, source: source, targets: compiling,
                        kind: Self.string(control.configuration.kind, of: control, index: index),
                        displayName: Self.string(control.configuration.displayName, of: control, index: index)))
            }
        }
        let package = packageFolders.filter { ProjectPath.relative(path, to: $0) != nil }.max { $0.count < $1.count }
        return WiringSwiftFile(
            source: source, types: declarations.types, uses: declarations.uses, targets: compiling,
            holdingProject: targets.projects.firstIndex { ProjectPath.relative(path, to: $0.folder) != nil },
            swiftPackage: package.map { PathText.join($0, "Package.swift") })
    }
}

/// The files of a run the wiring may read, sorted out as the run reads each Swift file once:
/// those naming an intent, a capture extension, a Control or a watched call, and the `Codable`
/// ones (read only for a camera intent's app context).
struct WiringCandidates {
    var primary: [String] = []
    var codable: [String] = []
    /// The primary files that name `ControlWidget`.
    var controls: [String] = []

    static let primaryWords: [[UInt8]] = [
        "Intent", AppWiring.captureExtensionProtocol, "ControlWidget", "UserDefaults", "containerURL",
        "groupContainer", "AVCaptureEventInteraction", "onCameraCaptureEvent",
    ].map { Array($0.utf8) }
    static let codableWords: [[UInt8]] = ["Codable", "Encodable", "Decodable"].map { Array($0.utf8) }

    mutating func consider(_ path: String, bytes: [UInt8]) {
        if bytes.containsAny(of: Self.primaryWords) {
            primary.append(path)
            if bytes.contains(subsequence: ControlChecker.controlWidgetBytes) { controls.append(path) }
        } else if bytes.containsAny(of: Self.codableWords) {
            codable.append(path)
        }
    }
}
