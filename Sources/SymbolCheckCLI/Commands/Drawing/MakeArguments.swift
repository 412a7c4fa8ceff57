import ArgumentParsing
import SymbolCheck
import SymbolSettings

/// `make`'s command line; `symbolcheck-render` outlines and draws (`MakeCommand`).
package struct MakeArguments: ParsableCommand {
    /// Which weights to draw; SymbolMake's `MakeOptions.Weights` by name.
    package enum Weights: String, CaseIterable, Sendable { case regular, all }
    /// What sizes an icon; SymbolMake's `MakeOptions.SizeBy` by name. Unset: one icon by its
    /// ink, several by their frame unless that puts one outside the size model's band.
    package enum SizeBy: String, CaseIterable, Sendable { case frame, ink }

    /// Where results go, decided from OUT's form.
    package enum Destination: Sendable, Equatable {
        case standardOutput
        case templateFile(String)
        case symbolset(String)
        /// A folder or `.xcassets` catalog: one `NAME.symbolset` per icon.
        case catalog(String)

        init(_ out: String) {
            let trimmed = out.hasSuffix("/") && out.count > 1 ? String(out.dropLast()) : out
            if out == "-" {
                self = .standardOutput
            } else if trimmed.lowercased().hasSuffix(".svg") {
                self = .templateFile(trimmed)
            } else if trimmed.lowercased().hasSuffix(".symbolset") {
                self = .symbolset(trimmed)
            } else {
                self = .catalog(trimmed)
            }
        }

        var takesOneIcon: Bool {
            if case .catalog = self { return false }
            return true
        }
    }

    static let takenSettings: [CheckSetting] = [.target] + SettingOptions.outliningBudgetSettings
    static let iconsArgument = ArgumentSpec(
        "icons", help: "Plain SVG icons (`-` for standard input).", isRepeating: true)
    static let outputSpec = OutputOption.spec(
        valueName: "out",
        help: "Where the result goes: a .svg file, a .symbolset folder, a folder or .xcassets catalog, or `-`.")
    static let nameSpec = OptionSpec(
        "--name", valueName: "name", help: "The symbol's name (one icon only; default: the file's name).")
    static let weightsSpec = OptionSpec(
        "--weights", valueName: "weights",
        help:
            "`regular`: Regular-S/M/L only; `all`: all nine weights (the default).",
        allowedValues: Weights.allCases.map(\.rawValue))
    static let sizeBySpec = OptionSpec(
        "--size-by", valueName: "basis",
        help:
            "`frame`: one factor per frame (viewBox), so a family keeps its relative sizes, even outside the size model's band; `ink`: each icon's ink to the target (default: ink for one icon; for several, frame unless that puts an icon outside the band).",
        allowedValues: SizeBy.allCases.map(\.rawValue))
    static let dryRunFlag = RewriteDestination.dryRunFlag(
        help: "Make and measure, write nothing (with each measurement table).")
    package static let forceFlag = FlagSpec(
        "--force",
        help:
            "Replace an existing file that `make` did not write, or that was edited since (without it, such a file is refused)."
    )
    static let quietFlag = FlagSpec(
        "--quiet", short: "-q",
        help: "Findings and the summary only: no notes, written paths or progress line.")
    static let verboseFlag = FlagSpec(
        "--verbose", short: "-v",
        help:
            "Each result's measurement table too (the size of every variant made; a size finding shows its table anyway)."
    )

    package static let spec = CommandSpec(
        name: "make",
        abstract: "Make a symbol template from plain SVG icons: strokes outlined, sized, every weight drawn.",
        discussion: """
            OUT is a template `.svg` (one icon), a `NAME.symbolset` folder (template and Contents.json), \
            or a folder or `.xcassets` catalog that gets one symbol set per icon, named after the file; \
            missing folders are created. `-` reads the icon from standard input or writes the template \
            to standard output. Every icon gets all nine weights at three scales: a stroke icon's \
            strokes are drawn at Apple's stem for each weight and scale whatever the icon's size, a \
            filled icon keeps its drawn weight as Regular and its outline is offset by the stem change \
            for the others (`--weights regular` draws Regular alone). Outlines are written as curves \
            within 0.05 units, keeping the icon's own where they follow it, and every glyph path gets \
            the layer classes Apple's exports carry. One icon is sized alone to the size model's \
            target; several are sized by their frame (viewBox), one factor for a family drawn on one \
            grid so a minus stays as wide as the plus, except an icon that would then fall outside \
            the size model's band, which is sized alone and said so (`--size-by frame` keeps every \
            icon at its family's size, `--size-by ink` sizes each alone). Writes are atomic; an \
            existing file that `make` did not write, or that was edited since, is refused unless \
            --force. Each icon's notes and findings are printed, then what was written, then the \
            summary (--verbose: each result's measurement table too; --quiet: findings and the summary).

            Each icon has a budget: --time-limit seconds, and per shape --max-segments straight \
            segments once curves are flattened and --max-crossings places where its outline crosses \
            itself. An icon over it, or whose coordinates or strokes reach far off its canvas, is \
            refused with the shape's place (make-over-budget, make-geometry) and the others are made.

            Exit status: 0 when every icon was made and its template checks clean, 1 when an icon was \
            refused (text, images, filters, masks, clip paths, an existing template, unusable \
            geometry, over its budget) or its result has findings, 2 on a usage error, a file that \
            cannot be read or written, or an existing file not replaced.
            """,
        synopsis:
            "<icon>… -o <out> [--name <name>] [--weights regular|all] [--size-by frame|ink] [--target <ratio>] [--preview <dir>] [--dry-run] [--force] [--quiet | --verbose] [--format <format>]",
        arguments: [iconsArgument],
        options: [outputSpec, nameSpec, weightsSpec, sizeBySpec, PreviewDirectoryOption.spec, JobsOption.spec]
            + [ReportFormatOptions.formatSpec] + SettingOptions.options(takenSettings),
        flags: [dryRunFlag, forceFlag, quietFlag, verboseFlag])

    package var icons: [String]
    /// OUT as given, and what its form asks for.
    package var out: String
    package var destination: Destination
    /// `--name`, only with one icon.
    package var name: String?
    /// `--weights`, nil for the default (all nine).
    package var weights: Weights?
    /// `--size-by`, nil for the default (ink for one icon; for several, frame within the band).
    package var sizeBy: SizeBy?
    package var previewDirectory: String?
    package var dryRun: Bool
    /// `--force`: replace files `make` did not write, or that were edited since.
    package var force: Bool
    /// `--quiet`: findings and the summary only.
    package var quiet: Bool
    /// `--verbose`: every result's measurement table too.
    package var verbose: Bool
    package var settings: SettingOptions
    package var jobs: JobsOption
    /// `--format`: the report's format, `check`'s (text by default).
    package var report: ReportFormatOptions
    package let usage: CommandUsage

    /// The command GitHub's closing notice suggests for every finding: `make`'s own, in SARIF.
    package static var codeScanningCommand: String { CommandAdvice.codeScanningCommand(for: spec) }

    package init(parsing values: ParsedValues) throws(UsageError) {
        usage = values.usage
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        report = ReportFormatOptions(parsing: values)
        icons = values.values(of: Self.iconsArgument)
        guard !icons.isEmpty else { throw usage.error("Give at least one icon to make a symbol from.") }
        guard let out = values.value(of: Self.outputSpec) else {
            throw usage.error("Say where the result goes: '-o <out>' (a .svg, a .symbolset, a folder, or '-').")
        }
        self.out = out
        destination = Destination(out)
        if destination.takesOneIcon, icons.count > 1 {
            throw usage.error(
                "'\(out)' holds one symbol; give one icon, or a folder or .xcassets catalog for \(icons.count).")
        }
        name = values.value(of: Self.nameSpec)
        if name != nil, icons.count > 1 {
            throw usage.error(
                "'\(Self.nameSpec.long)' names one symbol; give one icon (several are named after their files).")
        }
        if icons.filter({ $0 == "-" }).count > 1 {
            throw usage.error("Standard input ('-') can be read once.")
        }
        // The parser accepts only the allowed values, each of which names a case.
        weights = values.value(of: Self.weightsSpec).flatMap(Weights.init(rawValue:))
        sizeBy = values.value(of: Self.sizeBySpec).flatMap(SizeBy.init(rawValue:))
        dryRun = values.isOn(Self.dryRunFlag)
        force = values.isOn(Self.forceFlag)
        quiet = values.isOn(Self.quietFlag)
        verbose = values.isOn(Self.verboseFlag)
        if quiet, verbose {
            throw usage.error(
                "'\(Self.quietFlag.long)' and '\(Self.verboseFlag.long)' ask for opposite reports; give one.")
        }
        previewDirectory = values.value(of: PreviewDirectoryOption.spec)
        jobs = try JobsOption(parsing: values)
    }
}
