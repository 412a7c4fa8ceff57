/// When a golden comparison writes the reference image instead of only comparing
/// (as in swift-snapshot-testing). Whatever the mode, a run that records fails, so a new or
/// changed golden never passes unseen.
package enum GoldenRecordMode: String, CaseIterable, Hashable, Sendable {
    /// Only compare; a missing golden fails.
    case never
    /// Record goldens that do not exist yet; compare the others.
    case missing
    /// Record missing goldens and re-record those that do not match.
    case failed
    /// Re-record every golden.
    case all

    package static let environmentVariable = "SYMBOLCHECK_RECORD"

    /// The mode from `SYMBOLCHECK_RECORD`; when it is unset or empty, `never` under CI (the
    /// `CI` variable is set, as GitHub Actions and most CI services do) and `missing` otherwise.
    package static func resolve(environment: [String: String]) throws(GoldenSetupError) -> GoldenRecordMode {
        if let raw = environment[environmentVariable], !raw.isEmpty {
            guard let mode = GoldenRecordMode(rawValue: raw) else {
                throw GoldenSetupError(
                    message: "\(environmentVariable)=\(raw) is not a record mode; use one of "
                        + allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}

/// A golden run that cannot start: a bad setting or an unusable golden folder.
package struct GoldenSetupError: Error, Hashable, Sendable, CustomStringConvertible {
    package let message: String
    package init(message: String) { self.message = message }
    package var description: String { message }
}
