import AppRules
import ArgumentParsing
import FileAccess
import RuleCatalogue
import SVGModel
import Support
import SymbolCheck
import SymbolModel
import SymbolSettings

/// Builds a `CheckConfiguration` from the config file (if any) and then the flags, which win.
/// Both read every setting through `CheckSetting`, which also gives the options below.
package enum ConfigurationBuilder {
    package static func build(_ settings: SettingOptions, environment: ToolEnvironment) throws(UsageError)
        -> CheckConfiguration
    {
        var config = CheckConfiguration()
        config.scope.workingDirectory = environment.currentDirectory
        let configFlag = SettingOptions.configSpec.long
        if settings.configPath == "" { throw settings.usage.error("'\(configFlag)' needs the path of a JSON file.") }
        let found = settings.configPath.map { ($0, $0) } ?? findConfigFile(from: environment.currentDirectory)
        if let (configPath, shown) = found {
            try ConfigFile.apply(path: configPath, shownAs: shown, to: &config, advice: CommandAdvice(settings))
            config.configFile = shown
            config.scope.topConfigFile = POSIXFileTree().resolve(configPath)
        }
        try refuseConflictingSeverities(settings)
        try refuseTwoTemplateVersionLimits(settings)
        try applyGiven(settings, to: &config)
        return config
    }

    /// The settings given on the command line, applied over `config` (flags win over the file).
    package static func applyGiven(_ settings: SettingOptions, to config: inout CheckConfiguration)
        throws(UsageError)
    {
        // Flags win over every file, overrides and nested config files included.
        for setting in [CheckSetting.disable, .warn, .error] {
            config.scope.ruleIDsSetOnTheCommandLine.formUnion(settings.ruleIDs(for: setting))
        }
        for (setting, given) in settings.given {
            let value: CheckSetting.Value
            switch setting.read(flagValues: given) {
            case .success(let read): value = read
            case .failure(let problem):
                throw settings.usage.error(setting.refusal(problem, wording: .commandLine(flag: setting.flag)))
            }
            let limits = config.limits
            try setting.apply(value, to: &config, relativeTo: config.scope.workingDirectory) {
                (path: String) throws(UsageError) -> ReferenceSymbol in
                switch loadReference(path, limits: limits, advice: CommandAdvice(settings)) {
                case .success(let reference): return reference
                case .failure(let why): throw settings.usage.error("'\(setting.flag)': \(why).")
                }
            }
        }
    }

    /// `--warn X --error X` or `--error X --disable X` on one command line asks for two things;
    /// which one was meant cannot be guessed, so it is a usage error rather than "the last
    /// one wins". (Flags still win over the config file, as for every setting.)
    static func refuseConflictingSeverities(_ settings: SettingOptions) throws(UsageError) {
        var settingFor: [String: CheckSetting] = [:]
        for setting in [CheckSetting.disable, .warn, .error] {
            for id in settings.ruleIDs(for: setting) {
                if let earlier = settingFor[id], earlier != setting {
                    throw settings.usage.error(
                        "'\(id)' is given to both '\(earlier.flag)' and '\(setting.flag)'; give each rule one severity."
                    )
                }
                settingFor[id] = setting
            }
        }
    }

    /// `--xcode` and `--max-template-version` both set the newest template version (the one
    /// sets it from the Xcode table); given together they say two things, and which was meant
    /// cannot be guessed. (Either on the command line still wins over the other in the file.)
    static func refuseTwoTemplateVersionLimits(_ settings: SettingOptions) throws(UsageError) {
        let given = settings.given.map(\.setting)
        guard given.contains(.xcode), given.contains(.maxTemplateVersion) else { return }
        throw settings.usage.error(
            "'\(CheckSetting.xcode.flag)' sets the newest template version from the Xcode table, and '\(CheckSetting.maxTemplateVersion.flag)' sets it directly; give one."
        )
    }

    /// Why a reference template cannot be used, as a clause ("cannot read 'x': …").
    package struct ReferenceProblem: Error, CustomStringConvertible {
        package let description: String
    }

    /// The reference template at `path` (as seen from the working directory), measured.
    package static func loadReference(_ path: String, limits: ReaderLimits, advice: CommandAdvice) -> Result<
        ReferenceSymbol, ReferenceProblem
    > {
        switch FileSystem.readFile(path, limit: limits.maxInputBytes) {
        case .failure(.failed(let why)): return .failure(ReferenceProblem(description: "cannot read '\(path)': \(why)"))
        case .failure(.tooLarge(let n)):
            return .failure(
                ReferenceProblem(
                    description: "cannot read '\(path)': \(advice.inputTooLarge(byteCount: n, limits: limits))"))
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

    /// The name of the config file looked for when `--config` is not given.
    static let configFileName = ".symbolcheck.json"

    /// `configFileName` in the working directory or the nearest parent that has one.
    /// The config file found from `directory` upwards: its path, and its name as a user in
    /// `directory` would give it (`.symbolcheck.json`, `../.symbolcheck.json`), for the messages
    /// (#44: they named it by its absolute path).
    static func findConfigFile(from directory: String) -> (path: String, shown: String)? {
        var dir = directory
        var up = ""
        while true {
            let candidate = (dir.hasSuffix("/") ? dir : dir + "/") + configFileName
            if FileSystem.exists(candidate) { return (candidate, up + configFileName) }
            guard let slash = dir.dropLast().lastIndex(of: "/"), !dir.isEmpty, dir != "/" else { return nil }
            dir = slash == dir.startIndex ? "/" : String(dir[..<slash])
            up += "../"
        }
    }

    /// "Did you mean 'x'? " for a mistyped rule id, or nothing.
    static func suggestion(for id: String) -> String {
        Spelling.closest(to: id, among: RuleRegistry.ids).map { "Did you mean '\($0)'? " } ?? ""
    }
}
