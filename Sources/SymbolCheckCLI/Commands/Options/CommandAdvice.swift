import SVGModel
import Support
import SymbolCheck

/// The command line's words for what the lower modules say as data: a limit an input went past
/// (`InputLimit`), a command to run (`SuggestedAction`). Only this module spells flags and
/// config keys (docs/design.md, "Command-line words live in the commands module"); each command
/// words advice for the settings it takes, so it never names a flag it does not declare.
package struct CommandAdvice: Sendable {
    /// The settings the command takes as flags.
    let flags: [CheckSetting]
    /// Whether the command reads `.symbolcheck.json`, so its keys are worth naming.
    let readsConfigFile: Bool

    package init(_ settings: SettingOptions) {
        self.init(flags: settings.taken, readsConfigFile: settings.readsConfigFile)
    }

    init(flags: [CheckSetting], readsConfigFile: Bool) {
        self.flags = flags
        self.readsConfigFile = readsConfigFile
    }

    /// `the file is 20 bytes, more than the limit of 10 (raise it with --max-input-bytes)`: the
    /// model says what is over which limit (`ReaderLimits.inputSizeProblem`), this adds the flag.
    package static func inputTooLarge(byteCount: Int, limits: ReaderLimits) -> String {
        "\(limits.inputSizeProblem(byteCount: byteCount)) (raise it with \(CheckSetting.maxInputBytes.flag))"
    }

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
            // Standard input cannot be replaced in place: the resized template goes to standard output.
            let command = ResizeArguments.spec.name
            let arguments = path == "-" ? "- -o -" : "\(ShellWord.quote(path)) \(RewriteDestination.inPlaceFlag.long)"
            return "run `symbolcheck \(command) \(arguments)` to scale every variant to the target"
        case .makeRegularOnly:
            let option = "\(MakeArguments.weightsSpec.long) \(MakeArguments.Weights.regular.rawValue)"
            return "make Regular only (`\(option)`) and draw the other weights by hand"
        }
    }

    /// The help a report shows: the finding's own words, then the suggestion's, one line.
    package func help(_ help: String?, _ suggestion: SuggestedAction?) -> String? {
        let parts = [help, suggestion.flatMap(words(for:))].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }

    /// The result with each finding's suggestion worded into its help, as reports print it.
    package func worded(_ result: CheckResult) -> CheckResult {
        guard result.diagnostics.contains(where: { $0.suggestion != nil }) else { return result }
        return result.mappingDiagnostics(worded)
    }

    package func worded(_ diagnostic: Diagnostic) -> Diagnostic {
        var out = diagnostic
        out.help = help(diagnostic.help, diagnostic.suggestion)
        return out
    }
}
