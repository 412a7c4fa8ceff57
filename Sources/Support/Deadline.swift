/// When work on one input must stop: the per-input time limit (`--time-limit`) every command
/// shares. Polled between a check's rules, inside the long loops of the shared analyses and of
/// the geometry (`make`, `fix`), and by GEOS through its interrupt, so one slow step cannot
/// overrun the limit by much.
package struct Deadline: Sendable {
    private let instant: ContinuousClock.Instant?

    /// A deadline `limit` from now.
    package init(after limit: Duration) {
        instant = ContinuousClock.now.advanced(by: limit)
    }

    private init() { instant = nil }

    /// No time limit (tests, and library callers that set none).
    package static let never = Deadline()

    package var hasPassed: Bool {
        guard let instant else { return false }
        return ContinuousClock.now > instant
    }
}
