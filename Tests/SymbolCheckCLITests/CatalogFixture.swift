#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder tree written to a fresh temporary directory for one test, removed by `remove()`.
struct CatalogFixture {
    let root: String

    init() {
        root = BinaryRunner.makeTemporaryDirectory()
    }

    func remove() { BinaryRunner.removeTree(root) }

    /// Writes `text` at `relative` below the root, creating folders on the way.
    func file(_ relative: String, _ text: String) {
        makeParents(of: relative)
        BinaryRunner.writeFile(root + "/" + relative, Array(text.utf8))
    }

    /// Copies a file of the package (e.g. `Symbols/camera.svg`) to `relative`.
    func copy(_ packageFile: String, to relative: String) {
        makeParents(of: relative)
        BinaryRunner.writeFile(
            root + "/" + relative, BinaryRunner.readBytes(BinaryRunner.packageRoot + "/" + packageFile))
    }

    func folder(_ relative: String) {
        makeParents(of: relative + "/x")
    }

    /// A symbolic link at `relative` whose text is `target`.
    func link(_ relative: String, to target: String) {
        makeParents(of: relative)
        symlink(target, root + "/" + relative)
    }

    /// A symbol set with Xcode's minimal Contents.json naming `svg`, a copy of `packageFile`.
    func symbolset(_ relative: String, svg: String = "symbol.svg", from packageFile: String = "Symbols/camera.svg") {
        file(
            relative + "/Contents.json",
            """
            {
              "info" : { "author" : "xcode", "version" : 1 },
              "symbols" : [ { "filename" : "\(svg)", "idiom" : "universal" } ]
            }

            """)
        copy(packageFile, to: relative + "/" + svg)
    }

    private func makeParents(of relative: String) {
        var path = root
        for component in relative.split(separator: "/").dropLast() {
            path += "/" + component
            mkdir(path, 0o755)
        }
    }
}

extension BinaryRunner.Run {
    /// The first line of each diagnostic in a text report (`path[:line:col]: severity: message [rule]`).
    var diagnosticLines: [String] {
        stdout.split(separator: "\n").map(String.init).filter {
            ($0.contains(": error: ") || $0.contains(": warning: ")) && $0.hasSuffix("]") && !$0.hasPrefix(" ")
        }
    }
}
