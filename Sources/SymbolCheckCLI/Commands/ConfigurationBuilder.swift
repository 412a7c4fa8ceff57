import ArgumentParsing
import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// Builds a `CheckConfiguration` from the config file (if any) and then the flags, which win.
/// Both read every setting through `CheckSetting`, which also gives the options below.
package enum ConfigurationBuilder {
    /// `--config` and an option or flag per `CheckSetting`, in the table's order; shared by
    /// the commands that check.
    static let configOption = OptionSpec(
        "--config", valueName: "path",
        help:
            "A JSON file of the settings below, keyed like maxTemplateVersion (default: .symbolcheck.json in this or a parent directory)."
    )

    static var settingOptions: [OptionSpec] {
        CheckSetting.allCases.compactMap { setting in
            guard let valueName = setting.valueName else { return nil }
            return OptionSpec(
                setting.flag, valueName: valueName, help: setting.help, isRepeatable: setting.kind == .ruleIDs,
                allowedValues: setting.allowedValues, defaultValue: setting.defaultText)
        }
    }

    static var settingFlags: [FlagSpec] {
        CheckSetting.allCases.filter { $0.kind == .toggle }.map {
            FlagSpec($0.flag, help: $0.help, isInvertible: true)
        }
    }

    package static func build(_ values: ParsedValues, environment: ToolEnvironment) throws(UsageError)
        -> CheckConfiguration
    {
        var config = CheckConfiguration()
        if values.string("--config") == "" { throw values.usageError("'--config' needs the path of a JSON file.") }
        if let configPath = values.string("--config") ?? findConfigFile(from: environment.currentDirectory) {
            try ConfigFile.apply(path: configPath, to: &config)
            config.configFile = configPath
        }
        try refuseConflictingSeverities(values)
        for setting in CheckSetting.allCases where values.isGiven(setting.flag) {
            let given =
                setting.kind == .toggle ? [values.flag(setting.flag) ? "true" : "false"] : values.strings(setting.flag)
            let value: CheckSetting.Value
            switch setting.read(flagValues: given) {
            case .success(let read): value = read
            case .failure(let problem): throw values.usageError(setting.message(problem, wording: .commandLine))
            }
            let limits = config.limits
            try setting.apply(value, to: &config) { (path: String) throws(UsageError) -> ReferenceSymbol in
                switch loadReference(path, limits: limits) {
                case .success(let reference): return reference
                case .failure(let why): throw values.usageError("'\(setting.flag)': \(why).")
                }
            }
        }
        return config
    }

    /// `--warn X --error X` or `--error X --disable X` on one command line asks for two things;
    /// which one was meant cannot be guessed, so it is a usage error rather than "the last
    /// one wins". (Flags still win over the config file, as for every setting.)
    static func refuseConflictingSeverities(_ values: ParsedValues) throws(UsageError) {
        var optionFor: [String: String] = [:]
        for option in ["--disable", "--warn", "--error"] {
            for id in values.strings(option) {
                if let earlier = optionFor[id], earlier != option {
                    throw values.usageError(
                        "'\(id)' is given to both '\(earlier)' and '\(option)'; give each rule one severity.")
                }
                optionFor[id] = option
            }
        }
    }

    /// Why a reference template cannot be used, as a clause ("cannot read 'x': …").
    package struct ReferenceProblem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The reference template at `path` (as seen from the working directory), measured.
    package static func loadReference(_ path: String, limits: ReaderLimits) -> Result<ReferenceSymbol, ReferenceProblem>
    {
        switch FileSystem.readFile(path, limit: limits.maxInputBytes) {
        case .failure(.failed(let why)): return .failure(ReferenceProblem(description: "cannot read '\(path)': \(why)"))
        case .failure(.tooLarge(let n)):
            return .failure(ReferenceProblem(description: "'\(path)' is \(n) bytes, more than the input limit"))
        case .success(let bytes):
            guard let template = try? TemplateFrontEnd.read(SourceFile(path: path, bytes: bytes), limits: limits).get()
            else {
                return .failure(
                    ReferenceProblem(
                        description: "'\(path)' is not a readable SVG; check it with 'symbolcheck check \(path)'"))
            }
            guard let reference = ReferenceSymbol.measure(template, name: path) else {
                return .failure(
                    ReferenceProblem(
                        description: "'\(path)' has no measurable Regular-S, -M or -L glyph with its guides"))
            }
            return .success(reference)
        }
    }

    /// `.symbolcheck.json` in the working directory or the nearest parent that has one.
    static func findConfigFile(from directory: String) -> String? {
        var dir = directory
        while true {
            let candidate = (dir.hasSuffix("/") ? dir : dir + "/") + ".symbolcheck.json"
            if FileSystem.exists(candidate) { return candidate }
            guard let slash = dir.dropLast().lastIndex(of: "/"), !dir.isEmpty, dir != "/" else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
        }
    }

    /// "Did you mean 'x'? " for a mistyped rule id, or nothing.
    static func suggestion(for id: String) -> String {
        Spelling.closest(to: id, among: RuleRegistry.ids).map { "Did you mean '\($0)'? " } ?? ""
    }
}
