public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    case warning
    case error

    public static func < (a: Severity, b: Severity) -> Bool { a == .warning && b == .error }
}

/// Which consumer the check stands in for.
public enum Profile: String, Sendable, Hashable, CaseIterable {
    /// What Control Center (and other one-colour hosts) will show: actool's rules plus shape,
    /// paint and size rules. The default.
    case controlCenter = "control-center"
    /// Exactly what Xcode's asset-catalog compiler rejects, and nothing more.
    case xcode
}
