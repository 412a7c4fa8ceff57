import Dispatch

/// Results of jobs run across threads, one slot per job: slot `i` is written once, by job `i`,
/// and read only after every job has finished, so the results come back in job order whatever
/// the number of threads.
package final class IndexedResults<Value: Sendable>: @unchecked Sendable {
    private let slots: UnsafeMutableBufferPointer<Value?>

    package init(count: Int) {
        slots = .allocate(capacity: Swift.max(1, count))
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    package func store(_ value: Value, at index: Int) { slots[index] = value }

    /// The stored values in job order; call it after every job has finished.
    package func inOrder() -> [Value] { slots.compactMap { $0 } }

    /// `body` for every index in `0..<count`, run across threads, in index order.
    package static func concurrentMap(count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
        let results = IndexedResults(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in results.store(body(index), at: index) }
        return results.inOrder()
    }
}
