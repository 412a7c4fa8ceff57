import AppRules
import Support
import SymbolCheck

/// Turns command-line paths into inputs: a file is checked as an SVG; a `.symbolset` folder as
/// a symbol set; any other folder (an `.xcassets` catalog, a project) is searched for every
/// `.symbolset` below it, and for plain `.svg` files outside symbol sets when asked, by the
/// folder walk every command searches with (`FolderWalk`: what it leaves out, its limits, and
/// the nested config files' settings, which each input found carries).
/// Inputs found below one folder are sorted by path bytes, so every run lists them alike.
package enum InputDiscovery {
    package struct Result: Sendable {
        package var inputs: [CheckInput] = []
        /// What was skipped on purpose, each a note at its path (`RunNote.input`), for the
        /// commands to report before the inputs' results.
        package var notes: [CheckResult] = []
        /// The `.imageset` folders met beside symbol sets (their paths, in search order): not
        /// checked, as they hold no template, but a Control that names one shows a question
        /// mark, which `report` says (#44).
        package var imageSets: [String] = []
    }

    package static func discover(
        _ arguments: [String], includePlainSVG: Bool, scope: InputScope = InputScope(), in tree: some FileTree
    ) -> Result {
        var result = Result()
        var walk = FolderWalk(
            tree: tree, scope: scope, kinds: includePlainSVG ? [.symbolSet, .plainSVG] : [.symbolSet])
        var symbolsetsSeen = Set<String>()
        func add(_ input: CheckInput) {
            if case .symbolset(let location) = input.kind {
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
            var found: [CheckInput] = []
            let walked = walk.walk(argument, boundary: boundary)
            result.imageSets += walked.imageSetPaths
            let imageSets = Set(walked.imageSetPaths)
            for file in walked.found {
                guard file.kind == .symbolSet else {
                    found.append(CheckInput(.svgFile(path: file.path), settings: file.settings))
                    continue
                }
                // `make … -o …/flash.symbolset` leaves the set beside the `flash.imageset` it replaces.
                let stem = String(PathText.lastComponent(file.path).dropLast(".symbolset".count))
                let beside = PathText.join(PathText.parent(file.path), stem + ".imageset")
                found.append(
                    CheckInput(
                        .symbolset(
                            SymbolsetLocation(
                                path: file.path, boundary: boundary,
                                imageSetBeside: imageSets.contains(beside) ? beside : nil)),
                        settings: file.settings))
            }
            for problem in walked.problems {
                found.append(.unusable(path: problem.path, message: problem.message, help: problem.help))
            }
            if found.isEmpty {
                add(nothingFound(argument, walked, includePlainSVG: includePlainSVG))
                continue
            }
            // Every path found is the folder's path joined with the path below it, so sorting
            // by path sorts by the path below it. In place: a catalog's list is not copied.
            found.sort { PathText.precedes($0.path, $1.path) }
            result.inputs.reserveCapacity(result.inputs.count + found.count)
            for input in found { add(input) }
        }
        result.notes = walk.notes
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
                guard case .symbolset(let location) = input.kind else { return nil }
                return tree.resolve(location.path) ?? location.path
            })
        var filesSeen = Set<String>()
        return inputs.filter { input in
            guard case .svgFile(let path) = input.kind else { return true }
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

extension InputDiscovery {
    /// The folder held nothing to check: an error, so a mistyped path does not pass CI.
    static func nothingFound(_ folder: String, _ walked: FolderWalk.Walked, includePlainSVG: Bool) -> CheckInput {
        if !walked.imageSets.isEmpty { return imageSetsOnly(folder, walked.imageSets) }
        if includePlainSVG {
            return .unusable(
                path: folder,
                message: "the folder holds no symbol sets (.symbolset folders) and no .svg files",
                help: nil)
        }
        return .unusable(
            path: folder, message: "the folder holds no symbol sets (.symbolset folders)", help: nil,
            suggestion: walked.plainSVGsLeftOut > 0 ? .includePlainSVGs(count: walked.plainSVGsLeftOut) : nil)
    }

    /// A catalog of image sets and no symbol set: what a Control developer meets when the
    /// glyph is a PNG or PDF. A Control shows a question mark for it (Apple developer forums
    /// thread 762840, docs/runtime.md "Controls"): its glyph must be a symbol set, which `make`
    /// draws from the image's SVG source.
    static func imageSetsOnly(_ folder: String, _ imageSets: [String]) -> CheckInput {
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
