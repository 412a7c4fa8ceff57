import ArgumentParsing
import SymbolCheck
import SymbolModel

/// `fix`'s command line; `symbolcheck-render` outlines (`FixCommand`).
package struct FixArguments: ParsableCommand {
    /// What to make of a glyph that draws nothing but hairline strokes; SymbolFix's
    /// `WireframeRepair` by name (SymbolFix is not linked into `symbolcheck`).
    package enum Wireframe: String, CaseIterable, Sendable { case fill, outline }

    static let takenSettings = SettingOptions.searchSettings + SettingOptions.outliningBudgetSettings
    static let pathsArgument = ArgumentSpec(
        "paths", help: "SVG templates, .symbolset folders, asset catalogs or folders to fix; `-` reads standard input.",
        isRepeating: true)
    static let outputSpec = OutputOption.spec(
        valueName: "output",
        help: "Write the result here (atomically): a file for one symbol, a folder for several; `-` is standard output."
    )
    static let wireframeSpec = OptionSpec(
        "--wireframe", valueName: "repair",
        help:
            "For glyphs that draw nothing but hairline strokes: fill their closed contours, or outline the strokes at a visible width.",
        allowedValues: Wireframe.allCases.map(\.rawValue))
    static let dryRunFlag = RewriteDestination.dryRunFlag(help: "Print what would change; write nothing.")
    package static let staticFlag = FlagSpec(
        "--static",
        help:
            "Where a variable template's repaired sources would no longer interpolate, write its 24 derived variants out and repair all 27 (otherwise refused)."
    )
    package static let templateVersionSpec = OptionSpec(
        "--template-version", valueName: "version",
        help:
            "Write the template at this older version: the version text rewritten, the annotations it does not read removed."
    )

    package static let spec = CommandSpec(
        name: "fix",
        abstract:
            "Repair what the findings say: fill rules, strokes, clips and masks, layer classes, the template version.",
        discussion: """
            Only shapes that need it change, as each finding's help says: nested contours that add \
            nothing are deleted (non-zero files) or written backwards (even-odd files); other \
            overlapping, nested or self-crossing contours are redrawn as one outline whose holes \
            wind opposite to their contours; strokes are outlined with SVG's widths (and \
            `stroke:none` set). Redrawn outlines are written as curves, the shape's own kept where \
            the outline follows them. All are drawn as the file draws them now, so the non-zero and \
            even-odd rules agree. Every other byte stays as it was. A glyph that draws nothing \
            (every shape `fill: none`) whose strokes are under one pixel at @3x is refused unless \
            '--wireframe' says what it stands for: `fill` fills the closed contours with the \
            strokes' paint and drops the strokes, `outline` outlines the strokes at 1.08 pixels at \
            @3x, 1.5 units in a 100 pt template (or their own width where wider); outlined as drawn they would still show nothing. A clip \
            path or mask in a glyph is applied as `make` applies it: one that cuts nothing is taken \
            off; one that cuts ink leaves the shapes below it written as the outline it lets \
            through, its declaration and unused definition deleted; a mask that lets ink through \
            partly (grey, translucent, a gradient) is refused, nothing written (exit 2). Paths \
            are files, symbol sets, asset catalogs and folders, as for `check`, and `-` for standard \
            input.

            A variable template (Ultralight/Regular/Black-S only) stays variable: each repair is \
            made alike in the three sources. Where the repaired sources would no longer \
            interpolate, the file is refused, nothing written (exit 2), unless '--static' asks for \
            a static template: then the 24 variants actool derives are drawn into the file from \
            the original sources, and all 27 glyphs are repaired. Refused, nothing written (exit \
            2): sources whose shapes differ in structure once arcs are drawn as curves, a source \
            without usable margin guides, a shape drawn through a <use>, a hairline wireframe \
            without '--wireframe', and a file that is not UTF-8.

            With one symbol (one file, standard input, or a .symbolset named itself), '-o' names the \
            output file ('-o -' writes it to standard output and the report to standard error); \
            with a catalog, a folder or several inputs, '-o' names a folder, each result written \
            under it at the path it was given as, as for `resize`. Missing folders are created. Written files are replaced atomically; a \
            symbolic link is written through to its target and kept. Locations printed are in the \
            file written.

            '--template-version V' takes each template down to version V (3.0 or later, and not \
            above its own) before the repairs: the "Template v." text and the "Requires Xcode" line \
            are rewritten, and the annotations V does not read are removed (docs/template-format.md \
            §2.1: Draw guide points, Variable Draw and Draw attachment data below 7.0, layer tags \
            and rotation anchors below 6.0, motion groups and the always-pulses, -rotates and \
            -breathes keys below 5.0, Variable Color thresholds below 4.0); the report lists what \
            was removed. Every other byte stays. It refuses, nothing written (exit 2), when the \
            removal would change what a glyph draws: fill actions below 5.0, more than one \
            monochrome layer below 4.0, or an anchor node inside a glyph group.

            Each file has a budget: --time-limit seconds, and per repaired shape --max-segments and \
            --max-crossings, as for `make`; a file over it is refused with the shape's place, nothing \
            written for it, and the other files are fixed.

            After writing, each error the result still has (under the profile and config in force) \
            is listed at its place with what addresses it: `resize`, `make`, or the designer.

            --format gives the report in `check`'s formats: a file refused or not written is a \
            finding with its id (`fix-refused`, `result-not-written`, `input-refused`; \
            `symbolcheck explain ID`), an error left is the rule's, at its place in the file written.

            Exit status: 0 when no result has an error left, 1 when one still has one, 2 on a \
            usage error or a file that cannot be read, fixed (unusable geometry, \
            over its budget) or written.
            """,
        synopsis:
            "<path>... (-o <output> | --in-place) [--dry-run] [--static] [--wireframe <repair>] [--template-version <version>] [--format <format>]",
        arguments: [pathsArgument],
        options: [outputSpec, wireframeSpec, templateVersionSpec, ReportFormatOptions.formatSpec]
            + SettingOptions.options(takenSettings) + [JobsOption.spec],
        flags: [RewriteDestination.inPlaceFlag, dryRunFlag, staticFlag, InputOptions.allSVGFlag])

    package var inputs: InputOptions
    package var destination: RewriteDestination
    package var wireframe: Wireframe?
    /// `--template-version`: the version to take each template down to.
    package var templateVersion: TemplateVersion?
    /// `--static`: a variable template may be written out statically.
    package var writesStatically: Bool
    package var settings: SettingOptions
    package var jobs: JobsOption
    /// `--format`: the report's format, `check`'s (text by default).
    package var report: ReportFormatOptions
    package let usage: CommandUsage

    /// The command GitHub's closing notice suggests for every finding: `fix`'s own, in SARIF.
    package static var codeScanningCommand: String { CommandAdvice.codeScanningCommand(for: spec) }

    package init(parsing values: ParsedValues) throws(UsageError) {
        usage = values.usage
        report = ReportFormatOptions(parsing: values)
        inputs = InputOptions(parsing: values, paths: Self.pathsArgument)
        settings = SettingOptions(parsing: values, settings: Self.takenSettings)
        if inputs.paths.isEmpty { throw usage.error("Name at least one template, symbol set or folder to fix.") }
        destination = try RewriteDestination(
            parsing: values, output: Self.outputSpec, dryRun: Self.dryRunFlag, inputs: inputs.paths,
            dryRunShows: "the changes")
        // The parser accepts only the allowed values, each of which names a case.
        wireframe = values.value(of: Self.wireframeSpec).flatMap(Wireframe.init(rawValue:))
        writesStatically = values.isOn(Self.staticFlag)
        if let written = values.value(of: Self.templateVersionSpec) {
            guard let version = TemplateVersion(parsing: written) else {
                throw usage.error(
                    "'\(Self.templateVersionSpec.long)' must be a template version like 6.0; '\(written)' is not.")
            }
            guard version >= TemplateVersion.oldestRewriteTarget else {
                throw usage.error(
                    "'\(Self.templateVersionSpec.long)' goes down to \(TemplateVersion.oldestRewriteTarget); below it actool reads margins and interpolation differently, which this cannot rewrite."
                )
            }
            templateVersion = version
        }
        jobs = try JobsOption(parsing: values)
    }
}
