import CGeos
import Support

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Stops GEOS inside its own loops when the input's deadline passes. GEOS polls an interrupt
/// flag in its long operations (noding, overlay, buffer, polygonize) and calls a registered
/// callback just before each poll (geos_c.h, "Interruption"); an operation interrupted there
/// fails like any other GEOS call, with an `InterruptedException` message.
///
/// GEOS 3.11 (Debian 12's, the version this package is built and tested with) offers only the
/// process-wide API, `GEOS_interruptRegisterCallback` and `GEOS_interruptRequest`; the
/// per-context `GEOSContext_setInterruptCallback_r` arrived in a later GEOS and cannot be
/// assumed. So one callback is registered for the process, and each thread that outlines keeps
/// its own deadline in a POSIX thread-specific slot (`pthread_getspecific`, the same on glibc
/// and Darwin): the callback, running on the thread GEOS is polling from, requests the
/// interrupt only when that thread's deadline has passed. The request flag itself is shared,
/// so another thread polling at the same instant can take it; `watching` tells that apart by
/// its own deadline and runs the operation again.
enum GEOSInterrupt {
    /// The deadline a thread's GEOS calls answer to, boxed for the thread-specific slot.
    final class Watch {
        let deadline: Deadline
        init(_ deadline: Deadline) { self.deadline = deadline }
    }

    fileprivate static let slot: pthread_key_t = {
        var key = pthread_key_t()
        _ = pthread_key_create(&key, nil)
        return key
    }()

    private static let registered: Bool = {
        _ = GEOS_interruptRegisterCallback(interruptWhenDue)
        return true
    }()

    /// How often an operation interrupted for another thread's deadline is run again.
    static let retries = 3

    /// Runs `body` (GEOS calls on this thread) so that GEOS stops once `budget`'s deadline has
    /// passed, which then throws `outOfTime`. Without a time limit nothing is watched, but an
    /// interrupt another thread requested and this one took is still run again.
    static func watching<T>(_ budget: GeometryBudget, _ body: () throws(GeometryError) -> T) throws(GeometryError)
        -> T
    {
        let previous = pthread_getspecific(slot)
        var watch: Unmanaged<Watch>?
        if budget.timeLimit != nil, registered {
            watch = Unmanaged.passRetained(Watch(budget.deadline))
            _ = pthread_setspecific(slot, watch?.toOpaque())
        }
        defer {
            if let watch {
                _ = pthread_setspecific(slot, previous)
                watch.release()
            }
        }
        var attempt = 0
        while true {
            do throws(GeometryError) {
                return try body()
            } catch {
                try budget.checkTime()
                attempt += 1
                guard case .library(let message) = error, message.contains("Interrupted"), attempt <= retries else {
                    throw error
                }
            }
        }
    }
}

/// GEOS's interrupt callback: requests the interrupt when the calling thread's deadline passed.
private func interruptWhenDue() {
    guard let raw = pthread_getspecific(GEOSInterrupt.slot) else { return }
    if Unmanaged<GEOSInterrupt.Watch>.fromOpaque(raw).takeUnretainedValue().deadline.hasPassed {
        GEOS_interruptRequest()
    }
}
