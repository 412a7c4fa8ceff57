import AppRules
import Dispatch
import SVGModel
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `BatchChecker.stream` hands results over in input order, on the calling thread, whatever
/// the number of threads and the window; and never checks more than the window ahead of the
/// result it hands over next, so a catalog's results are not all held at once.
@Suite struct BatchStreamTests {
    /// `count` plain SVG files, every third one failing.
    static func files(_ count: Int) -> (tree: MemoryFileTree, inputs: [CheckInput]) {
        var tree = MemoryFileTree()
        var inputs: [CheckInput] = []
        for i in 0..<count {
            let path = "/w/f\(i < 10 ? "0" : "")\(i).svg"
            tree.file(path, i % 3 == 0 ? "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" : TemplateFixture().svg)
            inputs.append(.svgFile(path: path))
        }
        return (tree, inputs)
    }

    @Test(arguments: [1, 2, 4, 8])
    func resultsArriveInInputOrderOnTheCallingThread(jobs: Int) {
        let (tree, inputs) = Self.files(30)
        let caller = pthread_self()
        for window in [1, 2, 5, nil] as [Int?] {
            var paths: [String] = []
            var verdicts: [Bool] = []
            var onCaller = true
            BatchChecker.stream(inputs, jobs: jobs, configuration: CheckConfiguration(), tree: tree, window: window) {
                results in
                paths += results.map(\.path)
                verdicts += results.map { $0.passes(strict: false) }
                onCaller = onCaller && pthread_equal(pthread_self(), caller) != 0
            }
            #expect(paths == inputs.map(\.path), "jobs \(jobs), window \(String(describing: window))")
            #expect(verdicts == (0..<30).map { $0 % 3 != 0 })
            #expect(onCaller)
        }
    }

    @Test func noMoreThanTheWindowIsCheckedAheadOfTheNextResultEvenBehindASlowFile() {
        let (files, inputs) = Self.files(30)
        // The first file is slow: it waits until three files have started (itself and the two
        // the window lets the other threads take), then a little longer. Unbounded, the other
        // threads would check all 29 others meanwhile. Waiting for the count rather than a
        // fixed time keeps the test exact on a loaded machine.
        let tree = RecordingTree(files: files, slowPath: inputs[0].path, waitForStarted: 3)
        var handedOver = 0
        var mostReadAhead = 0
        BatchChecker.stream(inputs, jobs: 4, configuration: CheckConfiguration(), tree: tree, window: 3) { _ in
            mostReadAhead = Swift.max(mostReadAhead, tree.log.started - handedOver)
            handedOver += 1
        }
        #expect(handedOver == 30)
        #expect(tree.log.started == 30)
        #expect(mostReadAhead == 3)
    }

    @Test func progressFollowsTheHandOverOneCallAtATime() {
        let (tree, inputs) = Self.files(25)
        var events: [String] = []
        BatchChecker.stream(
            inputs, jobs: 3, configuration: CheckConfiguration(), tree: tree, window: 4,
            progress: { done, total, input in events.append("progress \(done)/\(total) \(input.path)") },
            receive: { results in events.append("results \(results[0].path)") })
        #expect(
            events
                == inputs.indices.flatMap { i in
                    ["results \(inputs[i].path)", "progress \(i + 1)/25 \(inputs[i].path)"]
                })
    }
}

/// A memory tree that counts the files whose reading has started, and reads one of them slowly.
private struct RecordingTree: FileTree {
    let files: MemoryFileTree
    let slowPath: String
    /// The slow read returns once this many reads have started (or after 120 s), plus 50 ms
    /// in which a thread ignoring the window would start more. The wait is long because the
    /// workers run on Dispatch's global pool, which the rest of a parallel `swift test` can
    /// keep busy for seconds on a two-core machine (CI once saw only two reads start in 10 s).
    let waitForStarted: Int
    let log = ReadLog()

    func kind(of path: String) -> FileKind? { files.kind(of: path) }
    func entries(of directory: String) -> Result<[DirectoryEntry], FileReadFailure> { files.entries(of: directory) }
    func resolve(_ path: String) -> String? { files.resolve(path) }

    func read(_ path: String, limit: Int) -> Result<[UInt8], FileReadFailure> {
        log.start()
        if path == slowPath {
            var waited = 0
            while log.started < waitForStarted && waited < 120_000 {
                usleep(1000)
                waited += 1
            }
            usleep(50_000)
        }
        return files.read(path, limit: limit)
    }
}

private final class ReadLog: @unchecked Sendable {
    private let lock = DispatchSemaphore(value: 1)
    private var count = 0

    func start() {
        lock.wait()
        count += 1
        lock.signal()
    }

    var started: Int {
        lock.wait()
        defer { lock.signal() }
        return count
    }
}
