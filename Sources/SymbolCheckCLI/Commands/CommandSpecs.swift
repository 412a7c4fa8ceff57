import ArgumentParsing
import SymbolCheck

/// The command tree: one spec per subcommand, with the option groups they share.
package enum CommandSpecs {
    static let formatOption = OptionSpec(
        "--format", valueName: "format",
        help:
            "Output format: text for people, json, github (Actions annotations), junit, xcode (Xcode's issue lines, absolute paths), sarif (2.1.0, for code scanning).",
        allowedValues: OutputFormat.allCases.map(\.rawValue), defaultValue: "text")

    /// Options that change what a check reports; shared by `check` and `resize`. Built from
    /// the table of settings (`CheckSetting`), which the config file reads too.
    static let configurationOptions: [OptionSpec] =
        [ConfigurationBuilder.configOption] + ConfigurationBuilder.settingOptions

    /// The configuration options named, in the table's order.
    static func configurationOptions(_ flags: [String]) -> [OptionSpec] {
        configurationOptions.filter { flags.contains($0.long) }
    }

    /// Every input's budget: its size, its time (`--time-limit`, one setting for every command).
    static let budgetFlags = CheckSetting.budgetSettings.map(\.flag)
    /// The budget of the commands that outline shapes: also how complex one shape may be.
    static let outliningBudgetFlags = budgetFlags + CheckSetting.outliningSettings.map(\.flag)

    static let check = CommandSpec(
        name: "check",
        abstract: "Check custom SF Symbol templates the way actool and Control Center will.",
        discussion: """
            A folder is searched for .symbolset folders (an .xcassets catalog, or any folder); a symbol \
            set is checked as its Contents.json and the SVG it names. Symbolic links are not followed \
            out of a folder.

            Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error or a file that cannot be read.
            """,
        arguments: [
            ArgumentSpec(
                "files",
                help:
                    "SVG templates, .symbolset folders, asset catalogs or folders to check; `-` reads standard input.",
                isRepeating: true)
        ],
        options: [formatOption, colorOption]
            + configurationOptions.filter { !CheckSetting.outliningSettings.map(\.flag).contains($0.long) }
            + [jobsOption, previewDirectoryOption],
        flags: ConfigurationBuilder.settingFlags + [
            allSVGFlag,
            FlagSpec(
                "--quiet", short: "-q",
                help:
                    "Findings and the summary only: no measurement tables, no progress line (tables are also left out when glyph-size is off, as under --profile xcode)."
            ),
            FlagSpec(
                "--tables",
                help:
                    "A measurement table for every symbol in the text report, not only for those with a size finding (JSON always has the measurements)."
            ),
        ])

    static let report = CommandSpec(
        name: "report",
        abstract: "Write one HTML page with every symbol's preview sheet, verdict, findings and measurements.",
        discussion: """
            Checks the inputs as `check` does, with the same settings, and writes <dir>/index.html \
            with a preview sheet per symbol beside it (named as `check --preview` names them). \
            Symbols are grouped by verdict, failing ones first; an index keeps input order. The page \
            loads nothing from elsewhere and has no script, so it opens from file:// without a \
            network. Files are written atomically; the summary line is printed.

            Exit status: 0 when no file has errors, 1 when any has, 2 on a usage error, a file that \
            cannot be read, or a page or sheet that cannot be written.
            """,
        arguments: [
            ArgumentSpec(
                "files",
                help: "SVG templates, .symbolset folders, asset catalogs or folders, as for `check`.",
                isRepeating: true)
        ],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "dir",
                help: "The folder to write index.html and the sheets into (created if missing).", isRequired: true)
        ] + configurationOptions + [jobsOption],
        flags: ConfigurationBuilder.settingFlags + [allSVGFlag])

    static let controls = CommandSpec(
        name: "controls",
        abstract: "Find an app's Controls in its Swift source and check the images they show.",
        discussion: """
            Reads the .swift files under the paths for types conforming to `ControlWidget`, and looks \
            up every image their templates name (`Image(_:)`, `Label(_:image:)`, `Image(systemName:)`, \
            `Label(_:systemImage:)`, in button and toggle labels and value labels) in the .xcassets \
            catalogs under the same paths. Reported: an image set (Control Center shows a question \
            mark), a custom symbol named as a system one (it draws nothing), a name in no catalog, a \
            symbol set only in the widget extension's catalog (Apple Watch shows no icon), and as \
            notes, system symbol names (not checked) and names built at run time. A symbol set a \
            Control shows is checked as `check` checks it, with the same settings. Give the app's \
            folder, so both the app's and the extension's catalogs are found. Swift is read by a \
            lexer, not a compiler: docs/controls.md says what it does not follow.

            Exit status: 0 when no Control has errors, 1 when any has, 2 on a usage error, a path or \
            file that cannot be read, or paths that declare no Control.
            """,
        arguments: [
            ArgumentSpec(
                "paths", help: "The app's folder (or several), or .swift files and .xcassets catalogs.",
                isRepeating: true)
        ],
        options: [formatOption, colorOption] + configurationOptions,
        flags: ConfigurationBuilder.settingFlags + [
            FlagSpec("--quiet", short: "-q", help: "Findings and the summary only: no measurement tables.")
        ])

    static let allSVGFlag = FlagSpec(
        "--all-svg", help: "In folders, also take .svg files that are not in a symbol set.")

    static let colorOption = OptionSpec(
        "--color", valueName: "when",
        help: "Colour the text report: always, never, or auto (on a terminal, unless NO_COLOR is set).",
        allowedValues: ["auto", "always", "never"], defaultValue: "auto")

    static let jobsOption = OptionSpec(
        "--jobs", valueName: "n",
        help:
            "Threads to check with: this many inputs at once, and a large template's glyphs on several (default: one per processor; 1 keeps everything on one thread); the report is the same for any number."
    )

    static let previewDirectoryOption = OptionSpec(
        "--preview", valueName: "dir",
        help:
            "Also write a preview sheet per symbol into this folder (created if missing), named as `golden` names symbols: camera.svg → camera.png, Icons/star.symbolset in a namespaced group → Icons.star.png, `-` → stdin.png; nothing is written when two symbols share a name."
    )

    // The drawing code is not linked into `symbolcheck` (see Package.swift), so the help
    // texts spell these out; a test keeps them equal to SymbolPreview's own values.
    static let previewViews = ["light", "dark", "tinted"]
    static let goldenViews = ["light", "dark"]
    static let otherPlatformTolerance = (channel: 32, share: 0.0002)
    static let defaultGoldenArtifacts = ".build/golden-artifacts"
    static let goldenArtifactsVariable = "SYMBOLCHECK_GOLDEN_ARTIFACTS"

    static let preview = CommandSpec(
        name: "preview",
        abstract: "Draw a template's preview sheet as a PNG, to see its size and its Control Center look.",
        discussion: """
            For Regular-S, -M and -L: the glyph flattened as Control Center draws it (one colour, full \
            opacity, knock-out layers cleared, no strokes) beside the reference symbol and overlaid on it, \
            on the row's baseline and capline, with a band at the target height; the glyph as authored when \
            flattening changes it; and the places iOS 18 shows a Control's glyph in, at @2x: Control Center's \
            small, medium and large controls, off and on, the Lock Screen button and the Action button's \
            Dynamic Island (every size and colour an estimate: docs/previews-and-goldens.md). The layout \
            follows the template's guides, not its ink, so a resized glyph keeps the sheet's size.

            Exit status: 0 when the PNG was written; 1 when the template has no Regular-S, -M or -L glyph \
            with ink and baseline and capline guides (nothing to draw); 2 on a usage error, a template that \
            cannot be read, or a PNG that cannot be written.
            """,
        arguments: [
            ArgumentSpec(
                "file",
                help:
                    "The SVG template, a .symbolset folder (or its Contents.json), or a catalog or folder holding one symbol; `-` reads standard input."
            )
        ],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "png",
                help:
                    "The PNG to write (replaced atomically; missing folders are created); `-` writes standard output.",
                isRequired: true),
            OptionSpec("--scale", valueName: "n", help: "Sheet pixels per layout pixel, 1 to 4.", defaultValue: "1"),
            OptionSpec(
                "--appearance", valueName: "appearance", help: "Colours around the glyph.",
                allowedValues: previewViews, defaultValue: "light"),
        ]
            + configurationOptions(["--config", "--target", "--reference"] + budgetFlags),
        flags: [allSVGFlag])

    static let golden = CommandSpec(
        name: "golden",
        abstract: "Record or verify golden preview images of symbols, for CI.",
        discussion: """
            `record` renders each symbol's preview sheets (views: \(goldenViews.joined(separator: ", "))) \
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
            artifacts folder (default \(defaultGoldenArtifacts), or $\(goldenArtifactsVariable)), never to the golden folder.

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
        arguments: [
            ArgumentSpec("action", help: "`record` writes the goldens; `verify` compares with them."),
            ArgumentSpec(
                "paths",
                help:
                    ".svg templates, .symbolset folders (or their Contents.json), asset catalogs or folders, as for `check`.",
                isRepeating: true),
        ],
        options: [
            OptionSpec("--golden-dir", valueName: "dir", help: "The folder of golden PNGs.", isRequired: true),
            OptionSpec(
                "--tolerance", valueName: "n",
                help: "Largest channel difference (0–255) that still counts as equal (default 2)."),
            OptionSpec(
                "--max-diff-share", valueName: "share", help: "Share of pixels (0–1) that may differ (default 0)."),
            OptionSpec("--artifacts", valueName: "dir", help: "Where actual images and diffs of failed goldens go."),
            OptionSpec(
                "--format", valueName: "format",
                help: "text, or github: also a GitHub Actions ::error annotation on each failing golden's file.",
                allowedValues: ["text", "github"], defaultValue: "text"),
        ] + configurationOptions(budgetFlags) + [jobsOption],
        flags: [
            allSVGFlag,
            FlagSpec(
                "--prune",
                help:
                    "With `record`: remove the goldens in the folder whose symbol is not among the inputs (renamed or deleted symbols)."
            ),
        ])

    static let rules = CommandSpec(
        name: "rules", abstract: "List every rule with its default severity and summary.",
        options: [
            OptionSpec(
                "--profile", valueName: "profile", help: "Show severities for this profile.",
                allowedValues: Profile.allCases.map(\.rawValue), defaultValue: "control-center"),
            OptionSpec(
                "--format", valueName: "format",
                help: "Text grouped by category, JSON, or the README's Markdown table (all profiles).",
                allowedValues: ["text", "json", "markdown"], defaultValue: "text"),
        ])

    static let explain = CommandSpec(
        name: "explain", abstract: "Explain a rule: why it exists and an example that triggers it.",
        arguments: [ArgumentSpec("rule-id", help: "The rule to explain, e.g. `glyph-size`.")])

    static let resize = CommandSpec(
        name: "resize",
        abstract: "Scale every drawn variant so each scale row's Regular glyph meets its size target.",
        discussion: """
            Takes the inputs `check` takes: files, `.symbolset` folders, asset catalogs and folders \
            (with --all-svg, plain .svg files in them too), and `-` for standard input. Each row's \
            factor brings its Regular glyph to the target box (a glyph wider than 1.4 × its height \
            is sized by its width), never past the Control Center tile's symbol area; every weight \
            of the row gets it, so a variable template stays interpolation-compatible. A row within \
            tolerance is left as it is, and a file with nothing to change is not rewritten. \
            Numbers are rewritten in place (no transform is added); everything outside the glyph \
            groups and their margin guides stays byte-identical.

            Stems keep their weight: each resized glyph's outline is offset back (GEOS) by what \
            the scale added to its stem (2 × ink area ÷ perimeter), and its shapes are written as \
            filled paths. Where that would change the glyph (a hole closing, a part vanishing), a \
            shape erases or is drawn through <use>, or a variable template would no longer \
            interpolate, the glyph is scaled plainly and a warning gives the stem change in \
            percent. --keep-weight (the default) says so explicitly; --scale-weight scales the stems \
            with the glyph.

            With one file, '-o' names the output file ('-o -' writes it to standard output and the \
            report to standard error). With several inputs or a folder, '-o' names a folder: each \
            result is written under it at the path it was given as (`-o out Icons.xcassets` writes \
            `out/Icons.xcassets/…/x.svg`). Missing folders are created.

            Each file has --time-limit seconds to be read, resized and measured again; a file past \
            it is refused, nothing written for it, and the others are resized.

            Exit status: 0 when every result meets its target, 1 when one still fails glyph-size or \
            glyph-overflows-tile (or its check ran out of time), 2 on a usage error or a file that \
            cannot be read, resized (past its time limit included) or written.
            """,
        synopsis:
            "<files>... (-o <output> | --in-place) [--target <ratio>] [--keep-weight | --scale-weight] [--dry-run]",
        arguments: [
            ArgumentSpec(
                "files",
                help:
                    "SVG templates, .symbolset folders, asset catalogs or folders to resize; `-` reads standard input.",
                isRepeating: true)
        ],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "output",
                help:
                    "Write the result here (atomically): a file for one file, a folder for several; `-` is standard output."
            )
        ]
            + configurationOptions(["--config", "--target", "--tolerance"] + outliningBudgetFlags) + [jobsOption],
        flags: [
            inPlaceFlag,
            FlagSpec(
                "--keep-weight",
                help:
                    "Keep the stems' weight by offsetting the outlines back (the default; refused with --scale-weight)."
            ),
            FlagSpec(
                "--scale-weight",
                help:
                    "Scale the stems with the glyph (the default keeps their weight by offsetting the outlines back)."),
            FlagSpec("--dry-run", help: "Print the factors only; write nothing."),
            FlagSpec("--all-svg", help: "In folders, also resize .svg files that are not in a symbol set."),
        ])

    /// `--in-place` as `resize` and `fix` both take it (both write through `AtomicFile`).
    static let inPlaceFlag = FlagSpec(
        "--in-place",
        help:
            "Replace each input file atomically, keeping its permissions; a symbolic link stays and its target is replaced."
    )

    static let fix = CommandSpec(
        name: "fix",
        abstract: "Repair glyph shapes that fail the fill-rule or stroke rules, as their findings say.",
        discussion: """
            Only shapes that need it change, as each finding's help says: nested contours that add \
            nothing are deleted (non-zero files) or written backwards (even-odd files); other \
            overlapping, nested or self-crossing contours are redrawn as one outline whose holes \
            wind opposite to their contours; strokes are outlined with SVG's widths (and \
            `stroke:none` set). All are drawn as the file draws them now, so the non-zero and \
            even-odd rules agree. Every other byte stays as it was. A glyph that draws nothing \
            (every shape `fill: none`) whose strokes are under one pixel at @3x is refused unless \
            '--wireframe' says what it stands for: `fill` fills the closed contours with the \
            strokes' paint and drops the strokes, `outline` outlines the strokes at 1.5 units (or \
            their own width where wider); outlined as drawn they would still show nothing. A clip \
            path or mask in a glyph is applied as `make` applies it: one that cuts nothing is taken \
            off; one that cuts ink leaves the shapes below it written as the outline it lets \
            through, its declaration and unused definition deleted; a mask that lets ink through \
            partly (grey, translucent, a gradient) is refused, nothing written (exit 2). Paths \
            are files, symbol sets, asset catalogs and folders, as for `check`, and `-` for standard \
            input.

            A variable template (Ultralight/Regular/Black-S only) whose repaired sources would no \
            longer interpolate is written out statically: the 24 variants actool derives are drawn \
            into the file from the original sources, then all 27 glyphs are repaired. Refused, \
            nothing written (exit 2): sources whose shapes differ in structure once arcs are drawn \
            as curves, a source without usable margin guides, a shape drawn through a <use>, a \
            hairline wireframe without '--wireframe', and a file that is not UTF-8.

            '-o' names the output file (missing folders are created; '-o -' writes it to standard \
            output and the report to standard error). Written files are replaced atomically; a \
            symbolic link is written through to its target and kept. Locations printed are in the \
            file written.

            Each file has a budget: --time-limit seconds, and per repaired shape --max-segments and \
            --max-crossings, as for `make`; a file over it is refused with the shape's place, nothing \
            written for it, and the other files are fixed.

            Exit status: 0 when every result passes the fill-rule and stroke rules, 1 when one still \
            fails them, 2 on a usage error or a file that cannot be read, fixed (unusable geometry, \
            over its budget) or written.
            """,
        synopsis: "<path>... (-o <output> | --in-place) [--dry-run] [--wireframe <repair>]",
        arguments: [
            ArgumentSpec(
                "paths",
                help:
                    "SVG templates, .symbolset folders, asset catalogs or folders to fix; `-` reads standard input.",
                isRepeating: true)
        ],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "output",
                help: "Write the fixed template here (atomically; one file only); `-` is standard output."),
            OptionSpec(
                "--wireframe", valueName: "repair",
                help:
                    "For glyphs that draw nothing but hairline strokes: fill their closed contours, or outline the strokes at a visible width.",
                allowedValues: ["fill", "outline"]),
        ]
            + configurationOptions(["--config"] + outliningBudgetFlags) + [jobsOption],
        flags: [
            inPlaceFlag,
            FlagSpec("--dry-run", help: "Print what would change; write nothing."),
            FlagSpec("--all-svg", help: "In folders, also fix .svg files that are not in a symbol set."),
        ])
    static let make = CommandSpec(
        name: "make",
        abstract: "Make a symbol template from plain SVG icons: strokes outlined, sized, every weight drawn.",
        discussion: """
            OUT is a template `.svg` (one icon), a `NAME.symbolset` folder (template and Contents.json), \
            or a folder or `.xcassets` catalog that gets one symbol set per icon, named after the file. \
            `-` reads the icon from standard input or writes the template to standard output. \
            A stroke icon gets all nine weights at three scales, every stroke drawn at Apple's stem \
            for its weight and scale whatever the icon's size; a filled icon keeps its drawn weight \
            and gets Regular (`--weights all` offsets its outline for the other weights). Icons are \
            sized by their frame (viewBox): one factor for a family drawn on one grid, so a minus \
            stays as wide as the plus; `--size-by ink` brings each icon's own ink to the target. \
            Writes are atomic; the measurement table of each result is printed.

            Each icon has a budget: --time-limit seconds, and per shape --max-segments straight \
            segments once curves are flattened and --max-crossings places where its outline crosses \
            itself. An icon over it, or whose coordinates or strokes reach far off its canvas, is \
            refused with the shape's place (make-over-budget, make-geometry) and the others are made.

            Exit status: 0 when every icon was made and checks clean, 1 when an icon was refused \
            (text, images, filters, masks, clip paths, an existing template, unusable geometry, over \
            its budget) or its result has findings, 2 on a usage error or a file that cannot be read \
            or written.
            """,
        synopsis:
            "<icon>… -o <out> [--name <name>] [--weights regular|all] [--size-by frame|ink] [--target <ratio>] [--preview <dir>] [--dry-run]",
        arguments: [ArgumentSpec("icons", help: "Plain SVG icons (`-` for standard input).", isRepeating: true)],
        options: [
            OptionSpec(
                "--output", short: "-o", valueName: "out",
                help: "Where the result goes: a .svg file, a .symbolset folder, a folder or .xcassets catalog, or `-`."),
            OptionSpec(
                "--name", valueName: "name", help: "The symbol's name (one icon only; default: the file's name)."),
            OptionSpec(
                "--weights", valueName: "weights",
                help:
                    "`regular`: Regular-S/M/L only; `all`: all nine weights (default: all for stroke icons, regular otherwise).",
                allowedValues: ["regular", "all"]),
            OptionSpec(
                "--size-by", valueName: "basis",
                help:
                    "`frame`: one factor per frame (viewBox), so a family keeps its relative sizes (default); `ink`: each icon's ink to the target.",
                allowedValues: ["frame", "ink"]),
            previewDirectoryOption, jobsOption,
        ]
            + configurationOptions(["--config", "--target"] + outliningBudgetFlags),
        flags: [FlagSpec("--dry-run", help: "Make and measure, write nothing.")])

    static let root = CommandSpec(
        name: "symbolcheck",
        abstract: "Check, measure, resize and preview custom SF Symbol templates.",
        discussion: "`symbolcheck FILE…` is the same as `symbolcheck check FILE…`.",
        subcommands: CommandTable.entries.map(\.spec),
        defaultSubcommand: "check",
        version: ToolVersion.current)
}

/// One row per subcommand: its spec and what runs it. Adding a command is adding a row.
package struct CommandEntry: Sendable {
    package typealias Runner = @Sendable (ParsedValues, ToolEnvironment, inout ToolOutput) throws(UsageError) -> Void
    let spec: CommandSpec
    let run: Runner
    /// Whether this invocation draws (needs `symbolcheck-render`).
    let draws: @Sendable (ParsedValues) -> Bool

    init(spec: CommandSpec, draws: @escaping @Sendable (ParsedValues) -> Bool = { _ in false }, run: @escaping Runner) {
        self.spec = spec
        self.draws = draws
        self.run = run
    }
}

enum CommandTable {
    static let entries: [CommandEntry] = [
        CommandEntry(
            spec: CommandSpecs.check,
            draws: { $0.isGiven("--preview") },
            run: { v, e, o throws(UsageError) in try CheckCommand.run(v, environment: e, output: &o) }
        ),
        CommandEntry(spec: CommandSpecs.rules) { v, _, o throws(UsageError) in try RulesCommand.run(v, output: &o) },
        CommandEntry(spec: CommandSpecs.controls) { v, e, o throws(UsageError) in
            try ControlsCommand.run(v, environment: e, output: &o)
        },
        CommandEntry(spec: CommandSpecs.explain) { v, _, o throws(UsageError) in try ExplainCommand.run(v, output: &o)
        },
        CommandEntry(
            spec: CommandSpecs.resize,
            draws: { !$0.flag("--scale-weight") },
            run: { v, e, o throws(UsageError) in try ResizeCommand.run(v, environment: e, output: &o) }
        ),
        CommandEntry(
            spec: CommandSpecs.fix,
            draws: { _ in true },
            run: { v, e, o throws(UsageError) in try e.rendering?.fix(v, e, &o) }
        ),
        CommandEntry(
            spec: CommandSpecs.make,
            draws: { _ in true },
            run: { v, e, o throws(UsageError) in try e.rendering?.make(v, e, &o) }
        ),
        CommandEntry(
            spec: CommandSpecs.preview,
            draws: { _ in true },
            run: { v, e, o throws(UsageError) in try e.rendering?.preview(v, e, &o) }
        ),
        CommandEntry(
            spec: CommandSpecs.golden,
            draws: { _ in true },
            run: { v, e, o throws(UsageError) in try e.rendering?.golden(v, e, &o) }
        ),
        CommandEntry(
            spec: CommandSpecs.report,
            draws: { _ in true },
            run: { v, e, o throws(UsageError) in try e.rendering?.report(v, e, &o) }
        ),
    ]
}
