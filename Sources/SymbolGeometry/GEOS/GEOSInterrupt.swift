import CGeos
import Dispatch
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops GEOS inside its own loops when the input's deadline passes, where GEOS can stop
/// cleanly. GEOS polls an interrupt flag in its long operations and calls a registered callback
/// just before each poll (geos_c.h, "Interruption"); an operation interrupted there fails like
/// any other GEOS call, with an `InterruptedException` message.
///
/// GEOS 3.11 (Debian 12's, the version this package is built and tested with) offers only the
/// process-wide API, `GEOS_interruptRegisterCallback` and `GEOS_interruptRequest`; the
/// per-context `GEOSContext_setInterruptCallback_r` arrived in a later GEOS and cannot be
/// assumed. In 3.11.1 a poll (`Interrupt::process`, read in the library's machine code) calls
/// the callback, then, if the one process-wide flag is set, clears it and throws: a request is
/// taken by the next poll of any thread, never left set for a later operation. So one callback
/// is registered for the process, and each thread keeps its deadline in a POSIX thread-specific
/// slot (`pthread_getspecific`, the same on glibc and Darwin): the callback, running on the
/// polling thread, requests the interrupt only when that thread's deadline has passed. Another
/// thread polling at the same instant can take it; `watching` tells that apart by its own
/// deadline and runs the operation again.
///
/// GEOS 3.11 does not unwind every operation cleanly. Interrupted while noding, it leaks the
/// noder of a buffer (`BufferBuilder::computeNodedEdges`) and the snapped copies of the input of
/// an overlay that fell back to snapping (`SnappingNoder::computeNodes`; unions, intersections
/// and differences fall back whenever floating-point noding fails): LeakSanitizer found both in
/// the `make` fuzz target, and `scripts/fuzz replay make`, which interrupts every operation at
/// a poll the input chooses (`GeometryBudget.interruptAtPoll`), replays them. So GEOS calls are
/// shielded unless marked `interruptible`: only polygonizing is, the step that grows with
/// crossings and whose interruption leaks nothing in those replays. A shielded call's cost is
/// bounded by the complexity limits checked before it, and the deadline is checked after it.
enum GEOSInterrupt {
    /// The deadline a thread's GEOS calls answer to, boxed for the thread-specific slot.
    final class Watch {
        let deadline: Deadline
        private let interruptAtPoll: Int?
        /// Polls of interruptible calls left in this attempt before an interrupt is requested
        /// whatever the time (`GeometryBudget.interruptAtPoll`); nil, or once past zero: only the
        /// deadline interrupts.
        private var pollsBeforeInterrupt: Int?

        init(_ budget: GeometryBudget) {
            deadline = budget.deadline
            interruptAtPoll = budget.interruptAtPoll
        }

        /// Called before each attempt at the operation: the polls are counted afresh.
        func startAttempt() { pollsBeforeInterrupt = interruptAtPoll.map { $0 - 1 } }

        /// Whether GEOS should stop at this poll; called once per poll, on the watched thread.
        func isDue() -> Bool {
            if let left = pollsBeforeInterrupt {
                pollsBeforeInterrupt = left - 1
                if left == 0 { return true }
            }
            return deadline.hasPassed
        }
    }

    fileprivate static let slot = threadSpecificKey()
    /// Set (to any non-nil value) on a thread while its GEOS calls are shielded.
    fileprivate static let shieldSlot = threadSpecificKey()
    private static var shieldMark: UnsafeRawPointer? { UnsafeRawPointer(bitPattern: 1) }

    private static func threadSpecificKey() -> pthread_key_t {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, nil)
        return key
    }

    /// How many threads are in shielded GEOS calls, and the lock an interrupt is requested under.
    fileprivate final class Shields: @unchecked Sendable {
        private let lock = DispatchSemaphore(value: 1)
        private var active = 0

        func change(by step: Int) {
            lock.wait()
            active += step
            lock.signal()
        }

        /// Requests GEOS's interrupt unless a thread is in shielded calls, under the lock, so no
        /// thread becomes shielded between the check and the request. A request made just before
        /// one does is withdrawn by that thread's next poll (`interruptWhenDue`).
        func requestUnlessShielded() {
            lock.wait()
            if active == 0 { GEOS_interruptRequest() }
            lock.signal()
        }
    }

    fileprivate static let shields = Shields()

    private static let registered: Bool = {
        _ = GEOS_interruptRegisterCallback(interruptWhenDue)
        return true
    }()

    /// How often an operation interrupted for another thread's deadline is run again.
    static let retries = 3

    /// Runs `body` (GEOS calls on this thread, shielded but for those marked `interruptible`)
    /// so that GEOS stops once `budget`'s deadline has passed, which then throws `outOfTime`,
    /// as it does when the deadline passed during a shielded call. Without a time limit nothing
    /// is watched, but an interrupt another thread requested and this one took is still run again.
    static func watching<T>(_ budget: GeometryBudget, _ body: () throws(GeometryError) -> T) throws(GeometryError)
        -> T
    {
        let previous = pthread_getspecific(slot)
        var watch: Unmanaged<Watch>?
        if budget.timeLimit != nil || budget.interruptAtPoll != nil, registered {
            watch = Unmanaged.passRetained(Watch(budget))
            _ = pthread_setspecific(slot, watch?.toOpaque())
        }
        let shieldedBefore = setShield(true)
        defer {
            _ = setShield(shieldedBefore)
            if let watch {
                _ = pthread_setspecific(slot, previous)
                watch.release()
            }
        }
        var attempt = 0
        while true {
            watch?.takeUnretainedValue().startAttempt()
            do throws(GeometryError) {
                let result = try body()
                try budget.checkTime()
                return result
            } catch {
                try budget.checkTime()
                attempt += 1
                guard case .library(let message) = error, message.contains("Interrupted"), attempt <= retries else {
                    throw error
                }
            }
        }
    }

    /// Runs `call`, GEOS calls that unwind cleanly when interrupted, so that the deadline (or
    /// `interruptAtPoll`) stops them inside GEOS.
    static func interruptible<T>(_ call: () throws(GeometryError) -> T) throws(GeometryError) -> T {
        let shieldedBefore = setShield(false)
        defer { _ = setShield(shieldedBefore) }
        return try call()
    }

    /// Marks this thread's GEOS calls shielded or not, keeping the count of shielded threads;
    /// returns whether they were.
    private static func setShield(_ shielded: Bool) -> Bool {
        let was = pthread_getspecific(shieldSlot) != nil
        guard was != shielded else { return was }
        shields.change(by: shielded ? 1 : -1)
        _ = pthread_setspecific(shieldSlot, shielded ? shieldMark : nil)
        return was
    }
}

/// GEOS's interrupt callback, called on the polling thread just before GEOS reads the flag: in a
/// shielded call it withdraws any request (made for another thread before this one became
/// shielded); otherwise it requests the interrupt when the calling thread's watch is due.
private func interruptWhenDue() {
    if pthread_getspecific(GEOSInterrupt.shieldSlot) != nil {
        GEOS_interruptCancel()
        return
    }
    guard let raw = pthread_getspecific(GEOSInterrupt.slot) else { return }
    if Unmanaged<GEOSInterrupt.Watch>.fromOpaque(raw).takeUnretainedValue().isDue() {
        GEOSInterrupt.shields.requestUnlessShielded()
    }
}
