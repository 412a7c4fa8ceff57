import Dispatch

/// What a run wrote to standard output and standard error, in order. The report and the
/// progress line are written from the calling thread only; the lock makes that checkable.
final class WriteLog: @unchecked Sendable {
    enum Event: Equatable {
        case standardOutput([UInt8])
        case standardError(String)
    }

    private let lock = DispatchSemaphore(value: 1)
    private var recorded: [Event] = []

    func append(_ event: Event) {
        lock.wait()
        recorded.append(event)
        lock.signal()
    }

    var events: [Event] {
        lock.wait()
        defer { lock.signal() }
        return recorded
    }

    var standardOutput: [[UInt8]] {
        events.compactMap { if case .standardOutput(let bytes) = $0 { bytes } else { nil } }
    }
}
