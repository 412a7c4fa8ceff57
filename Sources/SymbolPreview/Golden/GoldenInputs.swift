import AppRules
import SVGModel
import SymbolCheck
import SymbolInputs

/// A symbol to pin with goldens or preview: its name (`SymbolName`: the `.symbolset` folder's
/// name without the extension, after the namespaces of the catalog groups it is in, or the SVG
/// file's stem) and the SVG to render.
package struct GoldenSymbol: Hashable, Sendable, CustomStringConvertible {
    package var name: String
    package var svgPath: String
    /// The path that names this symbol alone: the `.svg` file or the `.symbolset` folder.
    package var sourcePath: String

    package init(name: String, svgPath: String, sourcePath: String? = nil) {
        self.name = name
        self.svgPath = svgPath
        self.sourcePath = sourcePath ?? svgPath
    }

    package var description: String { "\(name) (\(svgPath))" }
}

/// Why a path given to `golden` yields no symbol.
package struct GoldenInputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    /// `PATH: MESSAGE; HELP; HELP`, the help lines as the command words them, on one line.
    init(_ path: String, _ problem: String, help: [String]) {
        self.init("\(path): \(problem)" + help.map { "; \($0)" }.joined())
    }
    package var description: String { message }
}

/// Finds the symbols behind the paths given to `symbolcheck golden` and `preview` with the same
/// discovery as `symbolcheck check` (`InputDiscovery`), so the commands find the same symbol
/// sets under the same link policy and flags: links are never followed out of the folder the
/// user named, a link inside it is skipped because its target is found under its own path, a
/// link typed on the command line is followed, a `Contents.json` stands for its symbol set, and
/// plain `.svg` files inside folders are taken with `--all-svg` (`includePlainSVG`) only.
package enum GoldenInputs {
    package struct Found: Sendable, Equatable {
        /// Sorted by name, then SVG path.
        package var symbols: [GoldenSymbol] = []
        /// Paths that yield no symbol, and names shared by several symbols: errors.
        package var problems: [GoldenInputProblem] = []
        /// Whether two symbols share a name: then nothing may be written, or one symbol's
        /// files would silently replace the other's.
        package var hasNameCollisions = false
        /// What the search skipped on purpose (links out of the folder), for warnings.
        package var notes: [String] = []
    }

    /// `help`: a problem's help lines, its own help and then its suggestion worded by the
    /// command line (`CommandAdvice.helpLines`). `scope`: what a folder search leaves out
    /// (`--exclude`, nested config files).
    package static func collect(
        _ paths: [String], includePlainSVG: Bool = false, scope: InputScope = InputScope(), in tree: some FileTree,
        limit: Int = ReaderLimits.default.maxInputBytes, help: (String?, SuggestedAction?) -> [String]
    ) -> Found {
        let discovery = InputDiscovery.discover(paths, includePlainSVG: includePlainSVG, scope: scope, in: tree)
        var found = Found(notes: discovery.notes.flatMap(\.placedMessages))
        for input in discovery.inputs {
            switch symbol(for: input, in: tree, limit: limit, help: help) {
            case .success(let symbol): found.symbols.append(symbol)
            case .failure(let problem): found.problems.append(problem)
            }
        }
        // The same SVG given twice (a file and its folder) counts once.
        var seen = Set<String>()
        found.symbols = found.symbols.filter { seen.insert(tree.resolve($0.svgPath) ?? $0.svgPath).inserted }
        // Symbols of one name: one golden when they are the same bytes (a symbol set kept in both
        // an app's and its extension's catalog), one per catalog when they differ (`SheetNames`).
        let plan = SheetNames.plan(
            found.symbols.map { symbol in
                let bytes: [UInt8]? =
                    if case .success(let read) = tree.read(symbol.svgPath, limit: limit) { read } else { nil }
                return SheetNames.Symbol(name: symbol.name, svgPath: symbol.svgPath, bytes: bytes)
            })
        let copies = Set(plan.copies.values.joined())
        for (drawn, paths) in plan.copies.sorted(by: { $0.key < $1.key }) {
            found.notes.append(
                "\(([drawn] + paths).joined(separator: ", ")) are the same bytes: one golden, named \(plan.names[drawn] ?? "")"
            )
        }
        found.symbols = found.symbols.filter { !copies.contains($0.svgPath) }.map { symbol in
            var renamed = symbol
            renamed.name = plan.names[symbol.svgPath] ?? symbol.name
            return renamed
        }
        let byName = Dictionary(grouping: found.symbols, by: \.name)
        for (name, group) in byName.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            found.hasNameCollisions = true
            found.problems.append(
                GoldenInputProblem(
                    "\(group.count) symbols are named \(name), so their goldens would collide: "
                        + group.map(\.svgPath).joined(separator: ", ")))
        }
        found.symbols.sort { ($0.name, $0.svgPath) < ($1.name, $1.svgPath) }
        return found
    }

    static func symbol(
        for input: CheckInput, in tree: some FileTree, limit: Int, help: (String?, SuggestedAction?) -> [String]
    ) -> Result<
        GoldenSymbol, GoldenInputProblem
    > {
        switch input.kind {
        case .standardInput:
            return .failure(
                GoldenInputProblem("-: standard input has no name to give its goldens; name an .svg file instead"))
        case .unusable(let path, let message, let given, let suggestion):
            return .failure(GoldenInputProblem(path, message, help: help(given, suggestion)))
        case .svgFile(let path):
            return plainFile(path, in: tree, limit: limit, help: help)
        case .symbolset(let location):
            return symbolset(location, in: tree, limit: limit)
        }
    }

    /// A path typed on the command line that is not a folder: followed if it is a link.
    static func plainFile(
        _ path: String, in tree: some FileTree, limit: Int, help: (String?, SuggestedAction?) -> [String]
    ) -> Result<GoldenSymbol, GoldenInputProblem> {
        guard let resolved = tree.resolve(path), let kind = tree.kind(of: resolved) else {
            return .failure(GoldenInputProblem("\(path): no such file or folder"))
        }
        guard kind == .file else { return .failure(GoldenInputProblem("\(path): not a regular file or folder")) }
        let file = lastComponent(path)
        // A PNG, PDF or JPEG is said to be one, as `check` says it (the first bytes decide).
        if case .success(let head) = tree.read(path, limit: limit), let refusal = ForeignFormat.refusal(of: head) {
            return .failure(GoldenInputProblem(path, refusal.message, help: help(refusal.help, refusal.suggestion)))
        }
        guard file.lowercased().hasSuffix(".svg"), file.count > 4 else {
            return .failure(GoldenInputProblem("\(path): not an .svg file, a .symbolset folder or a folder"))
        }
        return .success(GoldenSymbol(name: SymbolName.ofFile(at: path), svgPath: path))
    }

    /// The SVG `check` would check first in the set, refused when it is a link out of the
    /// folder the user named, exactly as `check` refuses to read it.
    static func symbolset(_ location: SymbolsetLocation, in tree: some FileTree, limit: Int) -> Result<
        GoldenSymbol, GoldenInputProblem
    > {
        let name = SymbolName.ofSymbolset(at: location.path, in: tree)
        let files: SymbolsetSVGFiles
        switch location.svgFiles(in: tree, limit: limit) {
        case .success(let found): files = found
        case .failure(let failure):
            return .failure(
                GoldenInputProblem("\(location.path): cannot read the folder: \(failure.reason(limit: limit))"))
        }
        guard let svg = files.paths.first else {
            let reason =
                files.namedByContentsJSON
                ? "its Contents.json names no .svg file that is in the folder" : "it holds no .svg file"
            return .failure(GoldenInputProblem("\(location.path): \(reason)"))
        }
        guard files.namedByContentsJSON || files.paths.count == 1 else {
            return .failure(
                GoldenInputProblem(
                    "\(location.path): its Contents.json names no .svg and the folder does not hold exactly one (found: "
                        + files.paths.map(lastComponent).joined(separator: ", ") + ")"))
        }
        if tree.kind(of: svg) == .symbolicLink, let target = tree.resolve(svg), !location.boundary.contains(target) {
            return .failure(
                GoldenInputProblem(
                    "\(svg): it is a symbolic link to a place outside \(location.boundary.typedPath), "
                        + "and symbolcheck does not follow links out of the folder it checks"))
        }
        return .success(GoldenSymbol(name: name, svgPath: svg, sourcePath: location.path))
    }

    static func lastComponent(_ path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        return trimmed.split(separator: "/").last.map(String.init) ?? String(trimmed)
    }
}
