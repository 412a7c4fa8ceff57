public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Something the reader should know that is neither wrong nor risky as far as symbolcheck
    /// can tell (a name it cannot check); never fails a check, not even under `--strict`.
    case note
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}

/// How the checker settles a finding's final severity (`Checker.apply`).
package enum SeverityAdjustment: Sendable, Hashable {
    /// The rule's configured severity: the profile's, or an explicit `--warn`/`--error`.
    case configured
    /// A warning whatever the profile says, because the rule judged this finding of lesser
    /// consequence (e.g. invalid-value outside glyphs); only an explicit `--warn`/`--error`
    /// for the rule replaces it.
    case warningUnlessOverridden
}

/// Which consumer the check stands in for.
public enum Profile: String, Sendable, Hashable, CaseIterable {
    /// What Control Center (and other one-colour hosts) will show: actool's rules plus shape,
    /// paint and size rules. The default.
    case controlCenter = "control-center"
    /// Exactly what Xcode's asset-catalog compiler rejects, and nothing more.
    case xcode
}
