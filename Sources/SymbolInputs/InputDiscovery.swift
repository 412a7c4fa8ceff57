import Support
import SymbolCheck

/// Turns command-line paths into inputs: a file is checked as an SVG; a `.symbolset` folder as
/// a symbol set; any other folder (an `.xcassets` catalog, a project) is searched for every
/// `.symbolset` below it, and for plain `.svg` files outside symbol sets when asked.
///
/// What a search does not do, and why:
/// - it does not follow symbolic links. A link whose target lies inside the folder is skipped
///   silently, because the target is found under its own path (no duplicates, no cycles); a
///   link leading outside, or nowhere, is skipped with a note.
/// - it skips hidden entries (names starting with `.`: `.git`, `.build`, editors' files), which
///   Xcode ignores in a catalog too, and the folders `InputScope.skippedFolderNames` names
///   (build products, dependency checkouts), and what the scope's patterns exclude;
/// - it honours a `.symbolcheck.json` in a folder it searches (not the config file the run
///   already read): its `exclude` leaves out files below that folder, and its rule settings
///   and `overrides` hold for them (`Result.overrides`), as SwiftLint's nested configurations do.
/// Inputs found below one folder are sorted by path bytes, so every run lists them alike.
package enum InputDiscovery {
    package struct Result: Sendable {
        package var inputs: [CheckInput] = []
        /// What was skipped on purpose, one sentence each, for the CLI to show as warnings.
        package var notes: [String] = []
        /// The rule settings of the config files found in the folders searched, outer before
        /// inner, for the run's `InputScope.overrides`.
        package var overrides: [PathOverride] = []
        /// The `.imageset` folders met beside symbol sets (their paths, in search order): not
        /// checked, as they hold no template, but a Control that names one shows a question
        /// mark, which `report` says (#44).
        package var imageSets: [String] = []
    }

    package static func discover(
        _ arguments: [String], includePlainSVG: Bool, scope: InputScope = InputScope(), in tree: some FileTree
    ) -> Result {
        var result = Result()
        var symbolsetsSeen = Set<String>()
        func add(_ input: CheckInput) {
            if case .symbolset(let location) = input {
                // The same folder named twice (or inside a folder also named) is one symbol.
                guard symbolsetsSeen.insert(location.path).inserted else { return }
            }
            result.inputs.append(input)
        }
        for argument in arguments {
            guard argument != "-" else {
                add(.standardInput)
                continue
            }
            // A link the user typed is followed: they named it.
            let resolved = tree.resolve(argument)
            guard let resolved, tree.kind(of: resolved) == .directory else {
                if let contentsInput = contentsJSONInput(argument, resolved: resolved, in: tree) {
                    add(contentsInput)
                } else {
                    add(.svgFile(path: argument))  // reading it reports what is wrong, if anything
                }
                continue
            }
            let boundary = TreeBoundary(typedPath: argument, resolvedPath: resolved)
            if PathText.isSymbolsetName(PathText.lastComponent(argument)) {
                add(.symbolset(SymbolsetLocation(path: argument, boundary: boundary)))
                continue
            }
            var search = FolderSearch(
                tree: tree, boundary: boundary, includePlainSVG: includePlainSVG, scope: scope,
                root: scope.absolute(argument))
            search.walk(argument, absolute: scope.absolute(argument), nested: [])
            result.notes += search.notes
            result.overrides += search.overrides
            result.imageSets += search.imageSetPaths
            if search.found.isEmpty {
                add(search.nothingFound(argument))
                continue
            }
            // Every path found is the folder's path joined with the path below it, so sorting
            // by path sorts by the path below it. In place: a catalog's list is not copied.
            search.found.sort { PathText.precedes($0.path, $1.path) }
            result.inputs.reserveCapacity(result.inputs.count + search.found.count)
            for input in search.found { add(input) }
        }
        result.inputs = withoutRepeatedFiles(result.inputs, in: tree)
        return result
    }

    /// One symbol, one verdict, however its files are named: the same file typed twice is
    /// checked once, and an SVG inside a symbol set that is also checked (named by its folder or
    /// its `Contents.json`, as a pre-commit hook passes both when a commit changes both) is left
    /// to the set. Files are compared by the paths their links lead to.
    static func withoutRepeatedFiles(_ inputs: [CheckInput], in tree: some FileTree) -> [CheckInput] {
        let sets = Set(
            inputs.compactMap { input -> String? in
                guard case .symbolset(let location) = input else { return nil }
                return tree.resolve(location.path) ?? location.path
            })
        var filesSeen = Set<String>()
        return inputs.filter { input in
            guard case .svgFile(let path) = input else { return true }
            let resolved = tree.resolve(path) ?? path
            if sets.contains(tree.resolve(PathText.parent(path)) ?? PathText.parent(path)) { return false }
            return filesSeen.insert(resolved).inserted
        }
    }
}

extension InputDiscovery {
    /// A `Contents.json` typed on the command line describes its folder: inside a
    /// `.symbolset` it is checked as that symbol set (its JSON and the SVG it names); anywhere
    /// else (a catalog's or a group's) it names no symbol, so it is refused with what to pass.
    /// Nil for every other path.
    static func contentsJSONInput(_ argument: String, resolved: String?, in tree: some FileTree) -> CheckInput? {
        guard PathText.lastComponent(argument) == "Contents.json", resolved != nil else { return nil }
        let typedFolder = PathText.parent(argument)
        // The folder, not the file, is resolved: a Contents.json that is a link does not move the set.
        guard let resolvedFolder = tree.resolve(typedFolder) else { return nil }
        guard PathText.isSymbolsetName(PathText.lastComponent(resolvedFolder)) else {
            return .unusable(
                path: argument,
                message:
                    "this Contents.json is not in a .symbolset folder, so it describes a catalog or a group, not a symbol",
                help: "pass the asset catalog or folder to check every symbol set in it, or a .symbolset folder")
        }
        // `Contents.json` typed inside the symbol set: the folder has no typed name, so reports use its real path.
        let folder = typedFolder == "." ? resolvedFolder : typedFolder
        return .symbolset(
            SymbolsetLocation(path: folder, boundary: TreeBoundary(typedPath: folder, resolvedPath: resolvedFolder)))
    }
}

/// One recursive search below a folder the user named.
private struct FolderSearch<Tree: FileTree> {
    let tree: Tree
    let boundary: TreeBoundary
    let includePlainSVG: Bool
    let scope: InputScope
    /// The folder named on the command line, absolute: patterns apply below it.
    let root: String
    var found: [CheckInput] = []
    var notes: [String] = []
    var overrides: [PathOverride] = []
    /// Plain `.svg` files left out without `--all-svg`, to say so when nothing else is found.
    var plainSVGsLeftOut = 0
    /// `.imageset` folders seen (not searched: they hold bitmaps and PDFs, never a template), to
    /// explain the Control trap when the catalog has nothing else.
    var imageSets: [String] = []
    /// The same image sets, by their paths.
    var imageSetPaths: [String] = []

    /// `folder` as typed below the argument, `absolute` the same folder from `/`; `nested`: the
    /// `exclude` patterns of the config files found above it in this search.
    mutating func walk(_ folder: String, absolute: String, nested: [PathPattern]) {
        let entries: [DirectoryEntry]
        switch tree.entries(of: folder) {
        case .success(let list): entries = list
        case .failure(let failure):
            found.append(
                .unusable(path: folder, message: "cannot read the folder: \(failure.reason(limit: 0))", help: nil))
            return
        }
        var excluded = nested
        if entries.contains(where: { $0.name == NestedConfig.fileName && $0.kind == .file }) {
            switch NestedConfig.read(folder: folder, absolute: absolute, scope: scope, in: tree) {
            case .none: break
            case .some(.read(let config)):
                excluded += config.excluded
                overrides += config.overrides
            case .some(.unusable(let input)):
                found.append(input)
            }
        }
        for entry in entries where !entry.name.hasPrefix(".") {
            let path = PathText.join(folder, entry.name)
            if entry.hasUndecodableName {
                notes.append("skipped \(path): its name is not valid UTF-8")
                continue
            }
            let entryAbsolute = PathText.join(absolute, entry.name)
            let isFolder = entry.kind == .directory
            if scope.excludes(entryAbsolute, isFolder: isFolder, within: root, nested: excluded) {
                continue
            }
            switch entry.kind {
            case .directory:
                if PathText.isSymbolsetName(entry.name) {
                    found.append(.symbolset(SymbolsetLocation(path: path, boundary: boundary)))
                } else if PathText.isImageSetName(entry.name) {
                    imageSets.append(entry.name)
                    imageSetPaths.append(path)
                } else {
                    walk(path, absolute: entryAbsolute, nested: excluded)
                }
            case .file:
                guard PathText.isSVGName(entry.name) else { continue }
                if includePlainSVG { found.append(.svgFile(path: path)) } else { plainSVGsLeftOut += 1 }
            case .symbolicLink:
                guard let target = tree.resolve(path) else {
                    notes.append("skipped \(path): it is a symbolic link that leads nowhere")
                    continue
                }
                if !boundary.contains(target) {
                    notes.append(
                        "skipped \(path): it is a symbolic link to a place outside \(boundary.typedPath), and symbolcheck does not follow links out of the folder it checks"
                    )
                }
            case .other:
                continue
            }
        }
    }

    /// The folder held nothing to check: an error, so a mistyped path does not pass CI.
    func nothingFound(_ folder: String) -> CheckInput {
        if !imageSets.isEmpty { return imageSetsOnly(folder) }
        if includePlainSVG {
            return .unusable(
                path: folder,
                message: "the folder holds no symbol sets (.symbolset folders) and no .svg files",
                help: nil)
        }
        return .unusable(
            path: folder, message: "the folder holds no symbol sets (.symbolset folders)", help: nil,
            suggestion: plainSVGsLeftOut > 0 ? .includePlainSVGs(count: plainSVGsLeftOut) : nil)
    }

    /// A catalog of image sets and no symbol set: what a Control developer meets when the
    /// glyph is a PNG or PDF. A Control shows a question mark for it (Apple developer forums
    /// thread 762840, docs/runtime.md "Controls"): its glyph must be a symbol set, which `make`
    /// draws from the image's SVG source.
    func imageSetsOnly(_ folder: String) -> CheckInput {
        let names = imageSets.sorted(by: PathText.precedes)
        let shown = names.prefix(3).map { "`\($0)`" }.joined(separator: ", ")
        let more = names.count > 3 ? " and \(names.count - 3) more" : ""
        let example = names.first.map { String($0.dropLast(".imageset".count)) } ?? "glyph"
        return .unusable(
            path: folder,
            message:
                "the folder holds no symbol sets, only \(counted(names.count, "image set")) (\(shown)\(more)); "
                + ControlImageSetRule.questionMark,
            help: "name the symbol set in the Control with `Label(\"…\", image: \"\(example)\")`",
            suggestion: .makeSymbolSet(svg: example + ".svg", symbolSet: PathText.join(folder, example + ".symbolset")))
    }
}
