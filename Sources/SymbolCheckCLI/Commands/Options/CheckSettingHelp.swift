import SymbolCheck
import SymbolModel
import SymbolSettings

// The words `--help` shows for each setting's flag: its placeholder, its help and its default.
// The settings module reads and checks values; how a flag is presented is the command line's.
extension CheckSetting {
    /// The placeholder in usage and help; nil for a toggle.
    var valueName: String? {
        switch self {
        case .profile: return "profile"
        case .disable, .warn, .error: return "rule-id"
        case .strict: return nil
        case .maxTemplateVersion, .xcode: return "version"
        case .target: return "ratio"
        case .tolerance: return "share"
        case .timeLimit: return "seconds"
        case .reference: return "file"
        case .exclude: return "glob"
        case .overrides: return nil
        case .maxInputBytes, .maxDepth, .maxPathCommands, .maxSegments, .maxCrossings: return "n"
        }
    }

    var help: String {
        switch self {
        case .profile:
            return "Which consumer to check for: Control Center (all rules) or exactly what Xcode's actool rejects."
        case .disable: return "Turn a rule off. Repeatable."
        case .warn: return "Report a rule as a warning. Repeatable."
        case .error: return "Report a rule as an error. Repeatable."
        case .strict: return "Count warnings as errors."
        case .maxTemplateVersion: return "The newest template version the target Xcode accepts."
        case .xcode:
            return
                "The Xcode that builds the symbols, instead of its newest template version (16 reads up to 6.0; docs/template-format.md §2.2)."
        case .target:
            return
                "Regular-M optical size ÷ cap height to aim for (see docs/sizing.md); S and L follow Apple's scale factors."
        case .tolerance: return "Accepted relative deviation from the target."
        case .reference:
            return
                "A template whose Regular-S/M/L set the reference heights (default: the bundled circle.circle; in a config file, relative to its folder)."
        case .exclude:
            return
                "Leave out files and folders a folder search meets that match (a .gitignore-style glob; in a config file, relative to its folder). Repeatable."
        case .overrides: return "Rule severities for the files some globs match (config file only)."
        case .maxInputBytes: return "Refuse larger files."
        case .maxDepth: return "Refuse elements nested deeper."
        case .maxPathCommands: return "Refuse files with more path commands in all."
        case .timeLimit: return "Stop working on an input after this long (checking, outlining, drawing)."
        case .maxSegments:
            return "Refuse to outline a shape with more straight segments once its curves are flattened."
        case .maxCrossings: return "Refuse to outline a shape whose outline crosses itself more often."
        }
    }

    /// The default as the help shows it, from `CheckConfiguration()`; nil where there is none
    /// to show (rule lists, the bundled reference, a toggle that is off).
    var defaultText: String? {
        let defaults = CheckConfiguration()
        switch self {
        case .profile: return defaults.profile.rawValue
        case .disable, .warn, .error, .strict, .reference, .xcode, .exclude, .overrides: return nil
        case .maxTemplateVersion: return defaults.maxTemplateVersion.description
        case .target: return Self.text(defaults.sizeTarget.ratio)
        case .tolerance: return Self.text(defaults.sizeTarget.tolerance)
        case .maxInputBytes: return String(defaults.limits.maxInputBytes)
        case .maxDepth: return String(defaults.limits.maxDepth)
        case .maxPathCommands: return String(defaults.limits.maxPathCommands)
        case .maxSegments: return String(defaults.geometryLimits.maxSegments)
        case .maxCrossings: return String(defaults.geometryLimits.maxCrossings)
        case .timeLimit:
            let (seconds, attoseconds) = defaults.timeLimit.components
            return Self.text(Double(seconds) + Double(attoseconds) / 1e18)
        }
    }
}
