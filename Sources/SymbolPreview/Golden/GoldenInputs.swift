/// A symbol to pin with goldens: its name (the `.symbolset` folder's name without the
/// extension, or the SVG file's stem) and the SVG to render.
public struct GoldenSymbol: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var svgPath: String
    /// The path that names this symbol alone: the `.svg` file or the `.symbolset` folder.
    public var sourcePath: String

    public init(name: String, svgPath: String, sourcePath: String? = nil) {
        self.name = name
        self.svgPath = svgPath
        self.sourcePath = sourcePath ?? svgPath
    }

    public var description: String { "\(name) (\(svgPath))" }
}

/// Why a path given to `golden` yields no symbol.
public struct GoldenInputProblem: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Finds the symbols behind the paths given to `symbolcheck golden`: `.svg` files,
/// `.symbolset` folders, and any other folder (an asset catalog, a project), searched
/// recursively for `.symbolset` folders. Symlinks inside a searched folder are followed only
/// when they stay inside it, and each folder is visited once, so a link cannot lead the
/// search out of the tree or round in a loop.
public enum GoldenInputs {
    public static func collect(_ paths: [String]) -> (symbols: [GoldenSymbol], problems: [GoldenInputProblem]) {
        var symbols: [GoldenSymbol] = []
        var problems: [GoldenInputProblem] = []
        for path in paths {
            switch DirectoryReader.kind(path, followingLinks: true) {
            case .missing:
                problems.append(GoldenInputProblem("\(path): no such file or folder"))
            case .file:
                guard path.lowercased().hasSuffix(".svg") else {
                    problems.append(GoldenInputProblem("\(path): not an .svg file, a .symbolset folder or a folder"))
                    continue
                }
                let file = DirectoryReader.lastComponent(path)
                symbols.append(GoldenSymbol(name: String(file.dropLast(4)), svgPath: path))
            case .directory:
                if isSymbolSet(path) {
                    switch symbolSet(path) {
                    case .success(let symbol): symbols.append(symbol)
                    case .failure(let problem): problems.append(problem)
                    }
                } else {
                    let found = searchFolder(path)
                    symbols += found.symbols
                    problems += found.problems
                    if found.symbols.isEmpty && found.problems.isEmpty {
                        problems.append(GoldenInputProblem("\(path): no .symbolset folder in it"))
                    }
                }
            case .symlink, .other:
                problems.append(GoldenInputProblem("\(path): not a regular file or folder"))
            }
        }
        // The same SVG given twice (a file and its folder) counts once.
        var seen = Set<String>()
        symbols = symbols.filter { seen.insert(DirectoryReader.canonical($0.svgPath) ?? $0.svgPath).inserted }
        let byName = Dictionary(grouping: symbols, by: \.name)
        for (name, group) in byName.sorted(by: { $0.key < $1.key }) where group.count > 1 {
            problems.append(GoldenInputProblem("\(group.count) symbols are named \(name), so their goldens would collide: "
                                               + group.map(\.svgPath).joined(separator: ", ")))
        }
        return (symbols.sorted { ($0.name, $0.svgPath) < ($1.name, $1.svgPath) }, problems)
    }

    static func isSymbolSet(_ path: String) -> Bool {
        DirectoryReader.lastComponent(path).hasSuffix(".symbolset")
    }

    static func symbolSet(_ folder: String) -> Result<GoldenSymbol, GoldenInputProblem> {
        let folderName = DirectoryReader.lastComponent(folder)
        let name = String(folderName.dropLast(".symbolset".count))
        guard let entries = DirectoryReader.entries(of: folder) else {
            return .failure(GoldenInputProblem("\(folder): cannot read the folder"))
        }
        let contents = entries.contains("Contents.json")
            ? DirectoryReader.readSmallFile(DirectoryReader.join(folder, "Contents.json")) : nil
        switch SymbolSetContents.svgFileName(contentsJSON: contents, folderEntries: entries) {
        case .failure(let problem):
            return .failure(GoldenInputProblem("\(folder): \(problem.message)"))
        case .success(let file):
            let svg = DirectoryReader.join(folder, file)
            guard DirectoryReader.kind(svg, followingLinks: true) == .file else {
                return .failure(GoldenInputProblem("\(folder): \(file) is missing or not a regular file"))
            }
            if let root = DirectoryReader.canonical(folder), let target = DirectoryReader.canonical(svg),
               !target.hasPrefix(root + "/") {
                return .failure(GoldenInputProblem("\(folder): \(file) is a link to a file outside the folder"))
            }
            return .success(GoldenSymbol(name: name, svgPath: svg, sourcePath: folder))
        }
    }

    static func searchFolder(_ root: String) -> (symbols: [GoldenSymbol], problems: [GoldenInputProblem]) {
        var symbols: [GoldenSymbol] = []
        var problems: [GoldenInputProblem] = []
        guard let canonicalRoot = DirectoryReader.canonical(root) else {
            return ([], [GoldenInputProblem("\(root): cannot resolve the folder")])
        }
        var visited: Set<String> = [canonicalRoot]
        var pending = [root]
        while let folder = pending.popLast() {
            guard let entries = DirectoryReader.entries(of: folder) else {
                problems.append(GoldenInputProblem("\(folder): cannot read the folder"))
                continue
            }
            for entry in entries {
                let path = DirectoryReader.join(folder, entry)
                var kind = DirectoryReader.kind(path)
                if kind == .symlink {
                    guard let target = DirectoryReader.canonical(path),
                          target == canonicalRoot || target.hasPrefix(canonicalRoot + "/") else { continue }
                    kind = DirectoryReader.kind(path, followingLinks: true)
                }
                guard kind == .directory, let canonical = DirectoryReader.canonical(path),
                      visited.insert(canonical).inserted else { continue }
                if isSymbolSet(path) {
                    switch symbolSet(path) {
                    case .success(let symbol): symbols.append(symbol)
                    case .failure(let problem): problems.append(problem)
                    }
                } else {
                    pending.append(path)
                }
            }
        }
        return (symbols, problems)
    }
}
