import SVGModel
import SymbolModel

/// Everything a check depends on besides the file. Built by the CLI from flags and the
/// config file; every field has the documented default.
public struct CheckConfiguration: Sendable {
    public var profile: Profile = .controlCenter
    /// Newest template version the target Xcode accepts (7.0 for Xcode 26).
    package var maxTemplateVersion = TemplateVersion(7, 0)
    /// The Xcode `maxTemplateVersion` was read from (the `xcode` setting), so findings can name
    /// it; nil when the version was given itself or is the default. One limit, two ways to say it.
    package var targetXcode: XcodeVersion? = nil
    /// Per-rule severity changes: `nil` turns a rule off.
    public var severityOverrides: [String: Severity?] = [:]
    /// Warnings count as errors for the verdict and exit code.
    public var strict = false
    public var sizeTarget = SizeTarget()
    package var reference: ReferenceSymbol = .bundled
    package var limits: ReaderLimits = .default
    /// Wall time one input may take, for every command: checked between a check's stages and
    /// rules (each stage is bounded by `limits`, so none can run away on its own), and inside
    /// the geometry of `make` and `fix`.
    package var timeLimit: Duration = .seconds(10)
    /// How complex one shape may be for the commands that outline (`make`, `fix`); the time
    /// limit above bounds them too, per input.
    package var geometryLimits: GeometryLimits = .default
    /// Whether a template's glyphs may be sampled on several threads (from
    /// `FillRuleAnalysis.parallelGlyphCount` glyphs on). The CLI turns it off with `--jobs 1`,
    /// which promises one thread. Findings are the same either way.
    package var sharesGlyphWorkAcrossThreads = true
    /// Whether the result carries every glyph's measurements (`CheckResult.measurements`: the
    /// table, JSON, previews and `resize` read them) even when no enabled rule needs them. `fix`
    /// turns it off: it reads only the findings of the rules it repairs.
    package var keepsMeasurements = true
    /// Which files a search below a folder reads, and the severities that hold per path
    /// (`--exclude`, `exclude`, `overrides`, nested config files).
    package var scope = InputScope()
    /// The `.symbolcheck.json` these settings were read from, as the CLI found or was given
    /// it; reports name it so a surprising verdict can be traced to its settings.
    package var configFile: String?

    public init() {}

    /// The severity a rule reports at under this configuration, or nil when it is off.
    package func severity(of rule: RuleDescription) -> Severity? {
        if let override = severityOverrides[rule.id] { return override }
        return rule.severities[profile]
    }

    /// These settings with only the template rules `ruleIDs` on, each an error whatever the
    /// profile or the settings say, and no measurement kept for a report: how a command checks
    /// what it writes against what it promises (`RuleRegistry.rules(promisedBy:)`).
    package func checkingOnly(_ ruleIDs: [String]) -> CheckConfiguration {
        var config = self
        let kept = Set(ruleIDs)
        for rule in RuleRegistry.templateRules {
            config.severityOverrides[rule.id] = .some(kept.contains(rule.id) ? .error : nil)
        }
        config.keepsMeasurements = false
        return config
    }
}

extension CheckConfiguration {
    /// The configuration for the input at `path` (as typed; a folder when `isFolder`): the run's
    /// overrides, then the nested config files' (`settings`), those whose patterns match it
    /// applied in order, except for the rules the command line set.
    package func configuration(forInputAt path: String, isFolder: Bool, settings: FolderSettings = FolderSettings())
        -> CheckConfiguration
    {
        guard !scope.overrides.isEmpty || !settings.overrides.isEmpty else { return self }
        let absolute = scope.absolute(path)
        var out = self
        for override in scope.overrides + settings.overrides
        where override.patterns.contains(where: { $0.matches(absolute, isFolder: isFolder) }) {
            for (id, severity) in override.severities where !scope.ruleIDsSetOnTheCommandLine.contains(id) {
                out.severityOverrides[id] = severity
            }
        }
        return out
    }
}
