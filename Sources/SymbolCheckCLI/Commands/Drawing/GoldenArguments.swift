import ArgumentParsing
import SymbolCheck

/// `golden`'s command line; `symbolcheck-render` draws it (`GoldenCommand`).
package struct GoldenArguments: ParsableCommand {
    package enum Action: String, CaseIterable, Sendable { case record, verify }
    package enum Format: String, CaseIterable, Sendable { case text, github }
    package typealias Appearance = PreviewArguments.Appearance

    // The drawing code is not linked into `symbolcheck` (see Package.swift), so the help spells
    // these out; a test keeps them equal to SymbolPreview's own values.
    package static let otherPlatformTolerance = (channel: 32, share: 0.0002)
    /// Where actual images and diffs go unless `--artifacts` or the variable says otherwise.
    package static let defaultArtifacts = ".build/golden-artifacts"
    package static let artifactsVariable = "SYMBOLCHECK_GOLDEN_ARTIFACTS"

    static let takenSettings = SettingOptions.searchSettings + SettingOptions.budgetSettings
    static let actionArgument = ArgumentSpec(
        "action", help: "`record` writes the goldens; `verify` compares with them.")
    static let pathsArgument = ArgumentSpec(
        "paths",
        help: ".svg templates, .symbolset folders (or their Contents.json), asset catalogs or folders, as for `check`.",
        isRepeating: true)
    static let goldenDirectorySpec = OptionSpec(
        "--golden-dir", valueName: "dir", help: "The folder of golden PNGs.", isRequired: true)
    static let toleranceSpec = OptionSpec(
        "--tolerance", valueName: "n",
        help: "Largest channel difference (0–255) that still counts as equal (default 2).")
    static let maxDiffShareSpec = OptionSpec(
        "--max-diff-share", valueName: "share", help: "Share of pixels (0–1) that may differ (default 0).")
    static let artifactsSpec = OptionSpec(
        "--artifacts", valueName: "dir", help: "Where actual images and diffs of failed goldens go.")
    static let formatSpec = OptionSpec(
        "--format", valueName: "format",
        help: "text, or github: also a GitHub Actions ::error annotation on each failing golden's file.",
        allowedValues: Format.allCases.map(\.rawValue), defaultValue: Format.text.rawValue)
    static let pruneFlag = FlagSpec(
        "--prune",
        help:
            "With `record`: remove the goldens in the folder whose symbol is not among the inputs (renamed or deleted symbols)."
    )

    package static let spec = CommandSpec(
        name: "golden",
        abstract: "Record or verify golden preview images of symbols, for CI.",
        discussion: """
            `record` renders each symbol's preview sheets (views: \(Appearance.golden.map(\.rawValue).joined(separator: ", "))) \
            and writes <golden-dir>/<name>.<view>.png and <golden-dir>/PLATFORM (the cairo and librsvg \
            versions). `verify` renders them again and compares. A symbol's name is its .symbolset folder's \
            name after the namespaces of the catalog groups it is in (Icons/star.symbolset in a group \
            that provides a namespace → Icons.star), or the SVG file's stem; when two symbols share a \
            name, nothing is written. Inputs are those of `check`: a folder is searched for .symbolset \
            folders (an asset catalog), and with --all-svg also for plain .svg templates.

            A pixel differs when a channel differs by more than the tolerance; a golden fails when more \
            than the maximum share of pixels differ. Goldens recorded with other library versions are \
            compared with tolerance \(otherPlatformTolerance.channel) and share \(otherPlatformTolerance.share) unless these options are given. On a mismatch the \
            actual PNG and a diff (expected | differing pixels in red | actual) are written to the \
            artifacts folder (default \(defaultArtifacts), or $\(artifactsVariable)), never to the golden folder.

            Golden images leave out the verdict and the rows' percentages, so a rule change alone never \
            fails one; <golden-dir>/<name>.measurements.txt keeps each row's height and width, and a \
            failure names the panels where pixels differ and the measurements that changed. \
            `--format github` also prints an ::error annotation for each failing golden.

            When every input is a folder (a catalog, or a folder with --all-svg), `verify` also \
            reports goldens in the golden folder whose symbol is not among the inputs (a symbol \
            renamed or deleted) and `record --prune` removes them; a run naming single symbols \
            (.svg files, .symbolset folders) records or verifies just those and leaves the other \
            goldens alone.

            Each template has --time-limit seconds to be read and checked before its sheet is drawn (a \
            drawing is one cairo call, bounded by the reader's limits); one past it is reported as \
            unreadable and the others go on.

            Exit status: 0 when every golden matches (verify) or was written (record); 1 when a golden is \
            missing, differs or has no symbol, or a template has nothing to draw; 2 on a usage error, an \
            unreadable template (past its time limit included) or path, or a file that cannot be written \
            or removed.
            """,
        synopsis: "(record | verify) <paths> ... --golden-dir <dir>",
        arguments: [actionArgument, pathsArgument],
        options: [goldenDirectorySpec, toleranceSpec, maxDiffShareSpec, artifactsSpec, formatSpec]
            + SettingOptions.options(takenSettings, readsConfigFile: false) + [JobsOption.spec],
        flags: [InputOptions.allSVGFlag, pruneFlag])

    package var action: Action
    package var inputs: InputOptions
    package var goldenDirectory: String
    package var tolerance: Int?
    package var maxDifferingShare: Double?
    /// `--artifacts`, nil when absent (then the variable, then the default).
    package var artifactsDirectory: String?
    package var format: Format
    /// `record --prune`: remove goldens whose symbol is not among the inputs.
    package var prune: Bool
    /// The budget settings only: `golden` has a `--tolerance` of its own and reads no config file.
    package var settings: SettingOptions
    package var jobs: JobsOption
    package let usage: CommandUsage

    package init(parsing values: ParsedValues) throws(UsageError) {
        usage = values.usage
        let word = values.value(of: Self.actionArgument) ?? ""
        guard let action = Action(rawValue: word) else {
            throw usage.error("Unknown action '\(word)'; use 'record' or 'verify'.")
        }
        self.action = action
        prune = values.isOn(Self.pruneFlag)
        if action == .verify, prune {
            throw usage.error("'\(Self.pruneFlag.long)' goes with 'record': verify removes nothing.")
        }
        inputs = InputOptions(parsing: values, paths: Self.pathsArgument)
        guard let goldenDirectory = values.value(of: Self.goldenDirectorySpec), !goldenDirectory.isEmpty else {
            throw usage.error(
                "Missing value for '\(Self.goldenDirectorySpec.long) <\(Self.goldenDirectorySpec.valueName)>'.")
        }
        self.goldenDirectory = goldenDirectory
        if values.isGiven(Self.toleranceSpec) {
            guard let t = try values.int(Self.toleranceSpec), (0...255).contains(t) else {
                throw usage.error("'\(Self.toleranceSpec.long)' must be a whole number from 0 to 255.")
            }
            tolerance = t
        }
        if values.isGiven(Self.maxDiffShareSpec) {
            guard let s = try values.double(Self.maxDiffShareSpec), (0...1).contains(s) else {
                throw usage.error("'\(Self.maxDiffShareSpec.long)' must be a share from 0 to 1, e.g. 0.001.")
            }
            maxDifferingShare = s
        }
        settings = SettingOptions(parsing: values, settings: Self.takenSettings, readsConfigFile: false)
        artifactsDirectory = values.value(of: Self.artifactsSpec)
        // The parser accepts only the allowed values, each of which names a case.
        format = values.value(of: Self.formatSpec).flatMap(Format.init(rawValue:)) ?? .text
        jobs = try JobsOption(parsing: values)
    }

    /// `--prune` needs folders as inputs; whether a path is one is known only from the file
    /// system, so the command asks once it has looked.
    package func refusingPrune(coversWholeFolders: Bool) throws(UsageError) {
        if prune, !coversWholeFolders {
            throw usage.error(
                "'\(Self.pruneFlag.long)' needs folders as inputs: with single symbols it would remove every other golden in the folder."
            )
        }
    }

    /// The inputs as given, and `--all-svg`, for the command line that records them all.
    package var inputArguments: [String] {
        inputs.paths + (inputs.includesPlainSVG ? [InputOptions.allSVGFlag.long] : [])
    }
}

extension PreviewArguments.Appearance {
    /// The views a golden pins: light and dark.
    package static let golden: [Self] = [.light, .dark]
}
