import ArgumentParsing
import SVGModel
import Support
import SymbolCheck
import SymbolReport
import SymbolSettings

/// The command line's words for what the lower modules say as data: a limit an input went past
/// (`InputLimit`), a command to run (`SuggestedAction`). Only this module spells flags and
/// config keys (docs/design.md, "Command-line words live in the commands module"); each command
/// words advice for the settings it takes, so it never names a flag it does not declare.
package struct CommandAdvice: Sendable {
    /// The settings the command takes as flags.
    let flags: [CheckSetting]
    /// Whether the command reads `.symbolcheck.json`, so its keys are worth naming.
    let readsConfigFile: Bool

    /// `check`'s advice: its flags, and the config file's keys.
    package static let check = CommandAdvice(flags: CheckArguments.takenSettings, readsConfigFile: true)

    package init(_ settings: SettingOptions) {
        self.init(flags: settings.taken, readsConfigFile: settings.readsConfigFile)
    }

    init(flags: [CheckSetting], readsConfigFile: Bool) {
        self.flags = flags
        self.readsConfigFile = readsConfigFile
    }

    /// `the file is 20 bytes, more than the limit of 10; raise the limit with --max-input-bytes
    /// if this file is genuine`, for a message that is not a finding: the model says what is over
    /// which limit (`ReaderLimits.inputSizeProblem`), and the advice is worded as every report's.
    package func inputTooLarge(byteCount: Int, limits: ReaderLimits) -> String {
        ([limits.inputSizeProblem(byteCount: byteCount)] + [words(for: .raiseLimit(.maxInputBytes))].compactMap { $0 })
            .joined(separator: "; ")
    }

    /// `--strict`, which Xcode's report names on a warning it counts as an error.
    static let strictFlag = CheckSetting.strict.flag

    /// `symbolcheck check --format sarif`, which `check`'s GitHub report suggests for code
    /// scanning when annotations run out.
    static let codeScanningCommand = codeScanningCommand(for: CheckArguments.spec)

    /// `symbolcheck COMMAND --format sarif`: the report of the command whose annotations ran out.
    static func codeScanningCommand(for spec: CommandSpec) -> String {
        "\(command(spec)) \(ReportFormatOptions.formatSpec.long) \(OutputFormat.sarif.rawValue)"
    }

    /// `symbolcheck explain ID`, which SARIF's help for each rule names.
    static func explainCommand(_ ruleID: String) -> String { "\(command(ExplainArguments.spec)) \(ruleID)" }

    /// The words for `action`; nil when this command offers no way to do it.
    package func words(for action: SuggestedAction) -> String? {
        switch action {
        case .raiseLimit(let limit):
            let setting = CheckSetting(limit)
            let flag = flags.contains(setting) ? setting.flag : nil
            let key = readsConfigFile ? "\"\(setting.key)\" in \(ConfigurationBuilder.configFileName)" : nil
            let means: String
            switch (flag, key) {
            case (let flag?, let key?): means = "\(flag) (or \(key))"
            case (let flag?, nil): means = flag
            case (nil, let key?): means = key
            case (nil, nil): return nil
            }
            let condition =
                limit == .maxTemplateVersion ? "if the target Xcode accepts a newer one" : "if this file is genuine"
            return "raise the limit with \(means) \(condition)"
        case .resizeInPlace(let path):
            return
                "run `\(Self.command(ResizeArguments.spec)) \(Self.inPlace(path))` to scale every variant to the target"
        case .makeRegularOnly:
            let option = "\(MakeArguments.weightsSpec.long) \(MakeArguments.Weights.regular.rawValue)"
            return "make Regular only (`\(option)`) and draw the other weights by hand"
        case .chooseWireframe:
            let (fill, outline) = (Self.wireframe(.fill), Self.wireframe(.outline))
            return
                "choose the repair: `\(fill)` fills the closed contours with the strokes' paint and drops the strokes (for outlines of filled art); `\(outline)` outlines the strokes \(RepairAdvice.wireframeOutlineWidth)"
        case .fix(let path, let repair, let detail):
            return RepairAdvice.words(for: repair, path: path, detail: detail)
        case .makeTemplate(let icon, let template):
            return "make a template of it with `\(Self.make(icon, to: template))`"
        case .makeTemplateFromAnIcon:
            return "to make a template from an icon SVG, run `\(Self.make("ICON.svg", to: "OUT.svg"))`"
        case .makeSymbolSet(let svg, let symbolSet):
            return "make a symbol set from the image's SVG: `\(Self.make(svg, to: symbolSet))`"
        case .makeMissingSymbolSet(let svg, let symbolSet):
            return "make one from its SVG with `\(Self.make(svg, to: symbolSet))`"
        case .check(let path, let purpose):
            return "run `\(Self.command(CheckArguments.spec)) \(ShellWord.quote(path))` to see \(purpose)"
        case .checkTheSymbolSets:
            return "run `\(Self.command(CheckArguments.spec))` on the symbol sets it can name"
        case .checkOrResizeTemplate(let path):
            return
                "check it with `\(Self.command(CheckArguments.spec)) \(ShellWord.quote(path))`, or fix its size with `\(Self.command(ResizeArguments.spec))`"
        case .fixAgain:
            return "run `\(Self.command(FixArguments.spec))` again once that is done"
        case .makeEveryVariant:
            return
                "`\(Self.make("ICON.svg", to: "OUT.svg"))` makes the template again from the icon its glyph was drawn from, with every variant and its margins"
        case .redrawInADrawingTool(let ruleID):
            return
                "no command repairs this: it is the designer's to change in a drawing tool (`\(Self.explainCommand(ruleID))` says what the device does with it)"
        case .fixWritingStatically(let path):
            return
                "to repair it as a static template instead (its 24 derived variants drawn in the file, all 27 repaired), run `\(Self.command(FixArguments.spec)) \(Self.inPlace(path)) \(FixArguments.staticFlag.long)`"
        case .lowerTemplateVersion(let path, let version):
            return
                "run `\(Self.command(FixArguments.spec)) \(Self.inPlace(path)) \(FixArguments.templateVersionSpec.long) \(version)` to take it down to \(version)"
        case .resizeStopsAtTheSymbolArea:
            return "`\(Self.command(ResizeArguments.spec))` never scales a glyph past the symbol area"
        case .includePlainSVGs(let count):
            // Every command that searches folders declares the flag (`InputOptions`).
            return
                "add \(InputOptions.allSVGFlag.long) to include the \(counted(count, ".svg file")) in it that \(agreeing(count, "is", "are")) not in a symbol set"
        }
    }

    /// A rewriting command's arguments for the file at `path`: `PATH --in-place`, the path
    /// quoted for the shell; standard input, which cannot be replaced in place, to standard
    /// output (`- -o -`).
    static func inPlace(_ path: String) -> String {
        guard path != "-" else { return "- \(OutputOption.short) -" }
        return "\(ShellWord.quote(path)) \(RewriteDestination.inPlaceFlag.long)"
    }

    /// The program's name, as a command line starts (the root of `CommandSpecs`, which is not
    /// read here: it is built from every command's spec, and a spec may ask for advice).
    static let program = "symbolcheck"

    /// `symbolcheck check`: the program and the command `spec` declares.
    static func command(_ spec: CommandSpec) -> String { "\(program) \(spec.name)" }

    /// `symbolcheck make ICON -o OUT`, the paths quoted for the shell.
    static func make(_ icon: String, to output: String) -> String {
        "\(command(MakeArguments.spec)) \(ShellWord.quote(icon)) \(OutputOption.short) \(ShellWord.quote(output))"
    }

    /// What the report says under the image sets it lists: the command that tells which a
    /// Control names, and the one that makes a symbol set from an image's SVG source.
    static let controlsAdviceForImageSets =
        "`\(command(ControlsArguments.spec)) <app folder>` says which of them a Control names; "
        + "`\(command(MakeArguments.spec)) IMAGE.svg \(OutputOption.short) CATALOG/NAME.symbolset` makes a symbol set "
        + "from an image's SVG source."

    /// Where an unknown rule id sends the user: the command that lists them.
    static let seeTheRules = "See '\(command(RulesArguments.spec))'."

    /// `--wireframe fill`: a wireframe repair as the command line asks for it.
    package static func wireframe(_ choice: FixArguments.Wireframe) -> String {
        "\(FixArguments.wireframeSpec.long) \(choice.rawValue)"
    }

    /// The help lines of a finding or a refusal, as every report and message shows them: its
    /// own help, then its suggestion worded for this command, each a line of its own (rustc gives
    /// a diagnostic several `help:` lines); a suggestion this command offers no way to do adds
    /// none.
    package func helpLines(_ help: String?, _ suggestion: SuggestedAction?) -> [String] {
        [help, suggestion.flatMap(words(for:))].compactMap { $0 }
    }

    /// The help lines of `diagnostic`.
    package func helpLines(of diagnostic: Diagnostic) -> [String] {
        helpLines(diagnostic.help, diagnostic.suggestion)
    }

    /// The worded suggestion of `diagnostic`, which reports that keep a finding's own help apart
    /// (JSON's `suggestions`) list on its own.
    package func suggestionLines(of diagnostic: Diagnostic) -> [String] {
        diagnostic.suggestion.flatMap(words(for:)).map { [$0] } ?? []
    }
}
