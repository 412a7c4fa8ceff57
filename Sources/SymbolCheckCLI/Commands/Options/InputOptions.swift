import ArgumentParsing

/// The inputs of a command that reads templates as `check` finds them: its paths (a positional
/// argument each command names and explains in its own words) and `--all-svg`.
package struct InputOptions: Sendable, Equatable {
    /// Declared once for every command that searches folders.
    package static let allSVGFlag = FlagSpec(
        "--all-svg", help: "In folders, also take .svg files that are not in a symbol set.")

    /// The paths as given, `-` standing for standard input.
    package var paths: [String]
    /// `--all-svg`: in folders, plain `.svg` files are inputs too.
    package var includesPlainSVG: Bool

    package init(paths: [String], includesPlainSVG: Bool) {
        self.paths = paths
        self.includesPlainSVG = includesPlainSVG
    }

    /// The values of `argument` (the command's repeating paths) and `--all-svg`.
    init(parsing values: ParsedValues, paths argument: ArgumentSpec) {
        self.init(paths: values.values(of: argument), includesPlainSVG: values.isOn(Self.allSVGFlag))
    }
}
