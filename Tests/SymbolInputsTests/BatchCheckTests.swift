import AppRules
import Dispatch
import SVGModel
import SymbolInputs
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Batches on several threads give the single-threaded results, and report progress once per input.
@Suite struct BatchCheckTests {
    /// 40 symbol sets: clean, with a broken SVG, with a broken Contents.json, without Contents.json.
    static func catalog() -> MemoryFileTree {
        var tree = MemoryFileTree()
        for i in 0..<40 {
            let set = "/w/Cat/Group \(i % 3)/s\(i).symbolset"
            switch i % 4 {
            case 0:
                tree.file(
                    set + "/Contents.json",
                    "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }")
                tree.file(set + "/a.svg", TemplateFixture().svg)
            case 1:
                tree.file(
                    set + "/Contents.json",
                    "{ \"symbols\" : [ { \"filename\" : \"a.svg\", \"idiom\" : \"universal\" } ] }")
                tree.file(set + "/a.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><g id=\"Guides\"/></svg>")
            case 2:
                tree.file(set + "/Contents.json", "{ \"symbols\" : [ { \"filename\" : \"b.svg\" } ], \"x\" : 1 }")
                tree.file(set + "/a.svg", TemplateFixture().svg)
            default:
                tree.file(set + "/a.svg", TemplateFixture().svg)
            }
        }
        return tree
    }

    @Test func manyThreadsGiveTheSameResultsAsOne() {
        let tree = Self.catalog()
        let inputs = InputDiscovery.discover(["/w/Cat"], includePlainSVG: false, in: tree).inputs
        #expect(inputs.count == 40)
        let serial = BatchChecker.check(inputs, jobs: 1, configuration: CheckConfiguration(), tree: tree).flatMap { $0 }
        let parallel = BatchChecker.check(inputs, jobs: 4, configuration: CheckConfiguration(), tree: tree).flatMap {
            $0
        }
        #expect(serial.count == 40 + 30)  // Contents.json for every set, an SVG for 30
        #expect(parallel.map(Self.everything) == serial.map(Self.everything))
        // 40 symbols, 10 of them clean (every file passes); 90 errors, 40 warnings.
        let symbols = Dictionary(grouping: serial, by: { $0.symbol ?? $0.path })
        #expect(symbols.count == 40)
        #expect(symbols.values.filter { $0.allSatisfy { $0.passes(strict: false) } }.count == 10)
        #expect(serial.map(\.errorCount).reduce(0, +) == 90)
        #expect(serial.map(\.warningCount).reduce(0, +) == 40)
    }

    /// Everything a report is made from: the file, its symbol, whether it was read, its findings
    /// (places, notes, suggestions and repairs included) and its measurements.
    static func everything(_ result: CheckResult) -> String {
        let measurements = result.measurements.values.sorted { $0.variant < $1.variant }
        return "\(result.path) \(result.symbol ?? "-") \(result.isRefused) \(result.diagnostics) \(measurements)"
    }

    @Test func progressIsReportedOncePerInputOneCallAtATime() {
        let tree = Self.catalog()
        let inputs = InputDiscovery.discover(["/w/Cat"], includePlainSVG: false, in: tree).inputs
        let calls = ProgressLog()
        _ = BatchChecker.check(inputs, jobs: 3, configuration: CheckConfiguration(), tree: tree) { done, total, input in
            calls.append(done: done, total: total, path: input.path)
        }
        #expect(calls.done == Array(1...40))
        #expect(calls.totals == Set([40]))
        #expect(Set(calls.paths) == Set(inputs.map(\.path)))
    }
}

/// Progress calls, recorded. BatchChecker promises one call at a time, so no lock is needed
/// here; a data race would show as a wrong sequence.
private final class ProgressLog: @unchecked Sendable {
    private(set) var done: [Int] = []
    private(set) var totals: Set<Int> = []
    private(set) var paths: [String] = []

    func append(done: Int, total: Int, path: String) {
        self.done.append(done)
        totals.insert(total)
        paths.append(path)
    }
}
