import Dispatch

/// Checks many inputs on several threads. Results are stored by input index, so the output
/// is the same bytes whatever the number of threads and whichever finishes first.
public enum BatchChecker {
    /// Called after each input is checked, one call at a time (never concurrently): how many
    /// are done, out of how many, and the input just finished.
    public typealias Progress = @Sendable (_ done: Int, _ total: Int, _ input: CheckInput) -> Void

    /// The results of every input, in input order. `jobs` is the number of threads (1 checks
    /// on the calling thread). Unless `keepSources` (previews need the bytes), each result is
    /// compacted as soon as it is made, so memory does not hold every file of a catalog.
    public static func check(_ inputs: [CheckInput], jobs: Int, configuration: CheckConfiguration, tree: some FileTree,
                             standardInput: [UInt8]? = nil, keepSources: Bool = true,
                             progress: Progress? = nil) -> [[CheckResult]] {
        let work = { @Sendable (index: Int) -> [CheckResult] in
            let results = InputChecker.check(inputs[index], configuration: configuration, tree: tree, standardInput: standardInput)
            return keepSources ? results : results.map { $0.compacted() }
        }
        let workers = Swift.max(1, Swift.min(jobs, inputs.count))
        guard workers > 1 else {
            return inputs.indices.map { index in
                let results = work(index)
                progress?(index + 1, inputs.count, inputs[index])
                return results
            }
        }
        let pool = WorkQueue(count: inputs.count)
        // Each worker takes the next unclaimed input, so a slow file does not hold up a
        // precomputed share of the others.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = pool.claim() {
                let results = work(index)
                pool.finish(index, with: results) { done in progress?(done, inputs.count, inputs[index]) }
            }
        }
        return pool.collected()
    }
}

/// The shared state of a batch: the next input to claim and a slot per input. One lock
/// (a semaphore, available wherever Dispatch is) guards everything; it is held only to claim
/// an index, store a result and report progress, never while checking.
private final class WorkQueue: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var next = 0
    private var done = 0
    private var slots: [[CheckResult]?]

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func claim() -> Int? {
        lock.wait()
        defer { lock.signal() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ index: Int, with results: [CheckResult], report: (Int) -> Void) {
        lock.wait()
        defer { lock.signal() }
        slots[index] = results
        done += 1
        report(done)
    }

    func collected() -> [[CheckResult]] {
        lock.wait()
        defer { lock.signal() }
        return slots.map { $0 ?? [] }
    }
}
