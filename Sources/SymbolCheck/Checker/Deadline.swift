/// When checking a file must stop: the per-file time limit. Polled between rules and inside
/// the long loops of the shared analyses, so one slow analysis cannot overrun the limit.
public struct Deadline: Sendable {
    private let instant: ContinuousClock.Instant?

    /// A deadline `limit` from now.
    public init(after limit: Duration) {
        instant = ContinuousClock.now.advanced(by: limit)
    }

    private init() { instant = nil }

    /// No time limit (tests, and the preview, which reads a template the checker already read).
    public static let never = Deadline()

    public var hasPassed: Bool {
        guard let instant else { return false }
        return ContinuousClock.now > instant
    }
}
