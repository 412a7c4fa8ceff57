import AppRules
import Dispatch
import SymbolCheck

/// Checks many inputs on several threads and hands the results over in input order, so the
/// output is the same bytes whatever the number of threads and whichever finishes first.
/// Only a bounded window of inputs is checked ahead of the one the report waits for, so
/// memory does not grow with the number of inputs.
package enum BatchChecker {
    /// Called after each input's results are handed over, on the calling thread, in input
    /// order: how many are done, out of how many, and the input just finished.
    package typealias Progress = (_ done: Int, _ total: Int, _ input: CheckInput) -> Void

    /// How many inputs may be checked ahead of the next one to hand over, per thread. Enough
    /// that a file ten times slower than the rest does not idle the other threads; each
    /// waiting result is a few kilobytes once compacted.
    package static let windowPerThread = 16

    /// Checks `inputs` on `jobs` threads (1 checks on the calling thread) and calls `receive`
    /// with each input's results, in input order, on the calling thread, as soon as they and
    /// every earlier input's are done. At most `window` inputs are checked or waiting ahead of
    /// the one `receive` is next given. Unless `keepSources` (previews need the bytes), each
    /// result is compacted as soon as it is made.
    package static func stream(
        _ inputs: [CheckInput], jobs: Int, configuration: CheckConfiguration, tree: some FileTree,
        standardInput: [UInt8]? = nil, keepSources: Bool = true, window: Int? = nil,
        progress: Progress? = nil, receive: ([CheckResult]) -> Void
    ) {
        map(
            inputs, jobs: jobs, window: window, progress: progress,
            work: { input in
                let results = InputChecker.check(
                    input, configuration: configuration, tree: tree, standardInput: standardInput)
                return keepSources ? results : results.map { $0.compacted() }
            }, receive: receive)
    }

    /// The machinery of `stream` for any work per input (`resize` rewrites files with it, `make`
    /// makes icons): `work` runs on `jobs` threads, at most `window` inputs ahead of the next one
    /// handed over, and `receive` gets each input's result on the calling thread, in input order.
    package static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], jobs: Int, window: Int? = nil,
        progress: ((_ done: Int, _ total: Int, _ input: Input) -> Void)? = nil,
        work: @escaping @Sendable (Input) -> Output, receive: (Output) -> Void
    ) {
        let workers = Swift.max(1, Swift.min(jobs, inputs.count))
        guard workers > 1 else {
            for index in inputs.indices {
                receive(work(inputs[index]))
                progress?(index + 1, inputs.count, inputs[index])
            }
            return
        }
        let batch = OrderedBatch<Output>(
            count: inputs.count, window: Swift.max(1, window ?? windowPerThread * workers))
        let running = DispatchGroup()
        // Each worker takes the next unclaimed input, so a slow file does not hold up a
        // precomputed share of the others.
        for _ in 0..<workers {
            DispatchQueue.global().async(group: running) {
                while let index = batch.claim() {
                    batch.finish(index, with: work(inputs[index]))
                }
            }
        }
        for index in inputs.indices {
            receive(batch.take(index))
            batch.release()
            progress?(index + 1, inputs.count, inputs[index])
        }
        running.wait()
    }

    /// The results of every input, in input order, all at once (a few inputs, tests).
    package static func check(
        _ inputs: [CheckInput], jobs: Int, configuration: CheckConfiguration, tree: some FileTree,
        standardInput: [UInt8]? = nil, keepSources: Bool = true,
        progress: Progress? = nil
    ) -> [[CheckResult]] {
        var all: [[CheckResult]] = []
        all.reserveCapacity(inputs.count)
        stream(
            inputs, jobs: jobs, configuration: configuration, tree: tree, standardInput: standardInput,
            keepSources: keepSources, progress: progress
        ) { all.append($0) }
        return all
    }
}

/// The shared state of a batch: the next input to claim and a ring of slots for results not
/// yet taken. Semaphores, available wherever Dispatch is: `lock` guards the counters and the
/// ring and is held only to claim, store or take, never while checking; `room` counts the
/// free places in the window (a worker waits for one before claiming an input, the taker
/// gives one back after handing a result over); `arrivals` wakes the taker when a result
/// is stored. Inputs are claimed in order and at most `window` ahead of the next one taken,
/// so the inputs in flight fall in distinct slots of a ring of `window` slots.
private final class OrderedBatch<Output: Sendable>: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private let room: DispatchSemaphore
    private let arrivals = DispatchSemaphore(value: 0)
    private let count: Int
    private var nextToClaim = 0
    private var ring: [Output?]

    init(count: Int, window: Int) {
        self.count = count
        room = DispatchSemaphore(value: window)
        ring = Array(repeating: nil, count: window)
    }

    /// The next input to check, once there is room for its result; nil when all are claimed.
    func claim() -> Int? {
        room.wait()
        lock.wait()
        defer { lock.signal() }
        guard nextToClaim < count else {
            room.signal()  // not used: another worker waiting for room must also learn that all are claimed
            return nil
        }
        nextToClaim += 1
        return nextToClaim - 1
    }

    func finish(_ index: Int, with results: Output) {
        lock.wait()
        ring[index % ring.count] = results
        lock.signal()
        arrivals.signal()
    }

    /// The results of input `index`, waiting until they are stored. Called in input order.
    func take(_ index: Int) -> Output {
        while true {
            lock.wait()
            if let results = ring[index % ring.count] {
                ring[index % ring.count] = nil
                lock.signal()
                return results
            }
            lock.signal()
            // Each stored result signals once; whichever arrived, look again.
            arrivals.wait()
        }
    }

    /// The taken result has been handed over: one more input may be claimed.
    func release() {
        room.signal()
    }
}
