import SVGModel
import Support

/// What outlining one input may cost: the complexity limits, checked before GEOS is called,
/// and the deadline, polled in the loops here and by GEOS through its interrupt
/// (`GEOSInterrupt`). One budget per input: `make` starts it when it reads an icon, `fix` when it
/// reads a template, so every shape of that input shares it.
package struct GeometryBudget: Sendable {
    package var limits: GeometryLimits
    package var deadline: Deadline
    /// The time limit the deadline was set from, for the message; nil when there is none.
    package var timeLimit: Duration?
    /// For tests and the fuzz targets only: GEOS is interrupted at this poll (1: the first) of
    /// the interruptible calls of every attempt at an operation, as if the deadline had passed
    /// there, so what GEOS does when stopped at that place replays deterministically. An
    /// operation that polls that often is run again, as when another thread took the interrupt,
    /// and fails with GEOS's "Interrupted" once its retries are spent (`GEOSInterrupt`).
    package var interruptAtPoll: Int?

    /// A budget that starts now: `timeLimit` from now (nil: no time limit).
    package init(limits: GeometryLimits = .default, timeLimit: Duration? = nil) {
        self.limits = limits
        self.timeLimit = timeLimit
        self.deadline = timeLimit.map { Deadline(after: $0) } ?? .never
    }

    /// The default limits and no time limit.
    package static var unlimited: GeometryBudget { GeometryBudget() }

    /// Throws once the deadline has passed.
    func checkTime() throws(GeometryError) {
        if deadline.hasPassed { throw GeometryError.outOfTime(timeLimit ?? .zero) }
    }

    /// Refuses more than `maxSegments` straight segments in one operation.
    func checkSegments(_ count: Int) throws(GeometryError) {
        guard count > limits.maxSegments else { return }
        throw GeometryError.overLimit(
            "\(count) straight segments once curves are flattened, more than the limit of \(limits.maxSegments)",
            limit: limits.maxSegments, exceeded: .maxSegments)
    }

    /// Refuses polylines that cross themselves and each other more than `maxCrossings` times.
    func checkCrossings(_ lines: [[Point]]) throws(GeometryError) {
        let found = try Crossings.count(in: lines, stoppingAfter: limits.maxCrossings, budget: self)
        guard found > limits.maxCrossings else { return }
        throw GeometryError.overLimit(
            "the outline crosses itself more than \(limits.maxCrossings) times, the limit",
            limit: limits.maxCrossings, exceeded: .maxCrossings)
    }
}
