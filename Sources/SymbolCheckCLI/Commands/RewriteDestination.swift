import AppRules
import ArgumentParsing
import SymbolCheck
import SymbolInputs

/// Where a command that rewrites files (`resize`, `fix`) puts its result: `-o <output>`,
/// `--in-place`, or nowhere with `--dry-run`. One reading, so both commands take the same
/// options and refuse the same mistakes with the same words.
package struct RewriteDestination: Sendable {
    /// `--in-place` as `resize` and `fix` both take it (both write through `AtomicFile`).
    static let inPlaceFlag = FlagSpec(
        "--in-place",
        help:
            "Replace each input file atomically, keeping its permissions; a symbolic link stays and its target is replaced."
    )

    /// `--dry-run`, with what the command does instead of writing.
    static func dryRunFlag(help: String) -> FlagSpec {
        FlagSpec("--dry-run", help: help)
    }

    package let outputPath: String?
    package let inPlace: Bool
    package let dryRun: Bool

    /// Reads the command's `output` option and `dryRun` flag with `--in-place`. `dryRunShows`
    /// says what a dry run prints ("the factors", "the changes"); `inputs` are the paths given,
    /// `-` standing for standard input.
    init(
        parsing values: ParsedValues, output: OptionSpec, dryRun: FlagSpec, inputs: [String], dryRunShows: String
    ) throws(UsageError) {
        outputPath = values.value(of: output)
        inPlace = values.isOn(Self.inPlaceFlag)
        self.dryRun = values.isOn(dryRun)
        let (o, inPlaceName) = ("'\(output.short ?? output.long) <\(output.valueName)>'", "'\(Self.inPlaceFlag.long)'")
        if outputPath != nil && inPlace {
            throw values.usage.error("Give either \(o) or \(inPlaceName), not both.")
        }
        if outputPath == nil && !inPlace && !self.dryRun {
            throw values.usage.error(
                "Say where the result goes: \(o) or \(inPlaceName) (or '\(dryRun.long)' to see \(dryRunShows)).")
        }
        if inPlace && inputs.contains("-") {
            throw values.usage.error("\(inPlaceName) cannot replace standard input; give \(o) or '-o -'.")
        }
    }
}

/// Where each result of a rewriting command (`resize`, `fix`) goes, decided once from the
/// options and what the paths name, so both commands follow one rule: one symbol (one path
/// that is an SVG, standard input, or a `.symbolset` itself) with `-o x.svg` writes the file
/// `x.svg`; a catalog, a folder or several paths with `-o out` write under the folder `out`,
/// each result at the path it was given as.
package enum ResultPlacement: Sendable, Equatable {
    /// `--dry-run` without `-o`.
    case nowhere
    case inPlace
    case standardOutput
    case file(String)
    case folder(String)

    /// Where the result of the input read from `path` is written.
    package enum Target: Sendable, Equatable {
        /// Not to a file: nowhere, or standard output.
        case none
        case file(String)
        /// `-o` names a folder and `path` climbs out of it with `..`.
        case outside(folder: String)
    }

    /// Whether the paths given name one symbol: one SVG file, standard input, or one
    /// `.symbolset` named itself (a catalog or folder holding one symbol set is a catalog).
    static func isOneSymbol(paths: [String], inputs: [CheckInput]) -> Bool {
        guard paths.count == 1, inputs.count == 1 else { return false }
        switch inputs[0].kind {
        case .svgFile, .standardInput: return true
        case .symbolset(let location): return trimmed(location.path) == trimmed(paths[0])
        case .unusable: return false
        }
    }

    static func trimmed(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
        return String(path)
    }

    /// The placement `destination` asks for, given the `paths` typed and the `inputs` found
    /// below them; `-o -` for more than one symbol is a usage error.
    package static func deciding(
        _ destination: RewriteDestination, paths: [String], inputs: [CheckInput], usage: CommandUsage
    ) throws(UsageError) -> ResultPlacement {
        if destination.inPlace { return .inPlace }
        guard let output = destination.outputPath else { return .nowhere }
        let oneSymbol = isOneSymbol(paths: paths, inputs: inputs)
        if output == "-" {
            guard oneSymbol else {
                throw usage.error("'-o -' writes one file to standard output; give a folder for several inputs.")
            }
            return .standardOutput
        }
        return oneSymbol ? .file(output) : .folder(output)
    }

    /// Whether results go to one file, `-o x.svg`, which takes no more than one.
    package var isOneFile: Bool {
        if case .file = self { return true }
        return false
    }

    /// Where the result read from `path` goes. In place is the command's to decide (`resize`
    /// leaves a file within tolerance alone).
    package func target(for path: String) -> Target {
        switch self {
        case .nowhere, .standardOutput: return .none
        case .inPlace: return .file(path)
        case .file(let file): return .file(file)
        case .folder(let folder):
            return Self.mirrored(path, under: folder).map(Target.file) ?? .outside(folder: folder)
        }
    }

    /// `path` below `folder`, as the user gave it (leading `/` and `.` steps dropped); nil when a
    /// `..` step would put it outside.
    static func mirrored(_ path: String, under folder: String) -> String? {
        let steps = path.split(separator: "/").filter { $0 != "." }
        guard !steps.contains("..") else { return nil }
        return PathText.join(folder, steps.joined(separator: "/"))
    }

    /// What a command says of a result it cannot place under `folder` (`result-not-written`).
    package static func outsideRefusal(_ path: String, folder: String) -> CheckResult {
        CommandRefusal.notWritten.result(
            "cannot place the result under '\(folder)': the path climbs out with '..'", at: path,
            help: "run from a folder above the inputs, or use --in-place")
    }

    /// What a command says of a symbol set of `count` SVG files that `-o` (naming `file`, when
    /// said) would put in one file.
    package static func severalFilesRefusal(_ path: String, count: Int, file: String?) -> CheckResult {
        CommandRefusal.notWritten.result(
            "the symbol set holds \(count) SVG files, and '-o\(file.map { " \($0)" } ?? "")' names one file", at: path,
            help: "give a folder to '-o', or use --in-place")
    }
}
