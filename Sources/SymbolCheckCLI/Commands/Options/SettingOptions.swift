import ArgumentParsing
import SymbolCheck
import SymbolSettings

/// `--config` and the settings of a check (`CheckSetting`) a command takes as options and
/// flags: declared from the settings table, which the config file reads too, so flags and file
/// accept the same values. Each command names the settings it takes; `ConfigurationBuilder`
/// turns the values given into a `CheckConfiguration`.
package struct SettingOptions: Sendable {
    static let configSpec = OptionSpec(
        "--config", valueName: "path",
        help:
            "A JSON file of the settings below, keyed like maxTemplateVersion (default: .symbolcheck.json in this or a parent directory)."
    )

    /// Every setting but the outlining budget, which only the commands that outline take.
    static let checkSettings = CheckSetting.allCases.filter { !CheckSetting.outliningSettings.contains($0) }
    /// What every command that searches folders takes: which files to leave out.
    static let searchSettings: [CheckSetting] = [.exclude]
    /// The budget of every input: its size and its time (`--time-limit`, one setting for every command).
    static let budgetSettings = CheckSetting.budgetSettings
    /// The budget of the commands that outline shapes: also how complex one shape may be.
    static let outliningBudgetSettings = CheckSetting.budgetSettings + CheckSetting.outliningSettings

    /// The option of a setting that takes a value; nil for a toggle.
    static func optionSpec(_ setting: CheckSetting) -> OptionSpec? {
        guard let valueName = setting.valueName, !CheckSetting.configFileOnly.contains(setting) else { return nil }
        return OptionSpec(
            setting.flag, valueName: valueName, help: setting.help,
            isRepeatable: setting.kind == .ruleIDs || setting.kind == .pathPatterns,
            allowedValues: setting.allowedValues, defaultValue: setting.defaultText)
    }

    /// The flag of a toggle (`--strict`, `--no-strict`); nil for a setting that takes a value.
    static func flagSpec(_ setting: CheckSetting) -> FlagSpec? {
        guard setting.kind == .toggle else { return nil }
        return FlagSpec(setting.flag, help: setting.help, isInvertible: true)
    }

    /// The options of `settings`, in the table's order, after `--config` when the command reads
    /// a config file.
    static func options(_ settings: [CheckSetting], readsConfigFile: Bool = true) -> [OptionSpec] {
        (readsConfigFile ? [configSpec] : []) + CheckSetting.allCases.filter(settings.contains).compactMap(optionSpec)
    }

    /// The flags of the toggles among `settings`, in the table's order.
    static func flags(_ settings: [CheckSetting]) -> [FlagSpec] {
        CheckSetting.allCases.filter(settings.contains).compactMap(flagSpec)
    }

    /// `--config PATH`, nil when absent (the file is then looked for).
    var configPath: String?
    /// The settings given on the command line, in the table's order, with their values as
    /// written (a toggle's as `true` or `false`).
    var given: [(setting: CheckSetting, values: [String])] = []
    /// For mistakes found once the values are read (a reference that cannot be loaded).
    package let usage: CommandUsage
    /// The settings the command declares, and whether it reads a config file: what its advice
    /// may name (`CommandAdvice`).
    let taken: [CheckSetting]
    let readsConfigFile: Bool

    /// Reads the options and flags of `settings`, which must be the ones the command declares:
    /// an option of its own may share a setting's name (`golden --tolerance`).
    init(parsing values: ParsedValues, settings: [CheckSetting], readsConfigFile: Bool = true) {
        usage = values.usage
        taken = settings
        self.readsConfigFile = readsConfigFile
        if readsConfigFile { configPath = values.value(of: Self.configSpec) }
        for setting in CheckSetting.allCases where settings.contains(setting) {
            if let option = Self.optionSpec(setting), values.isGiven(option) {
                given.append((setting, values.values(of: option)))
            } else if let flag = Self.flagSpec(setting), values.isGiven(flag) {
                given.append((setting, [values.isOn(flag) ? "true" : "false"]))
            }
        }
    }

    /// The rule ids given to `setting` (`--disable`, `--warn`, `--error`).
    func ruleIDs(for setting: CheckSetting) -> [String] {
        given.first { $0.setting == setting }?.values ?? []
    }
}
