import SVGModel
import Support
import SymbolGeometry
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The budget every outline answers to: complexity limits refused before GEOS is called, and
/// the deadline, polled here and by GEOS through its interrupt.
@Suite("Geometry budget") struct GeometryBudgetTests {
    /// A pentagram as one ring: its edges cross each other exactly 5 times.
    let star: Path = {
        let pts = (0..<5).map { i -> (Double, Double) in
            let a = Double.pi * (-0.5 + 0.8 * Double(i))
            return (10 * cos(a), 10 * sin(a))
        }
        return polyline(pts, closed: true)
    }()

    func limited(
        segments: Int = GeometryLimits.default.maxSegments, crossings: Int = GeometryLimits.default.maxCrossings
    )
        -> GeometryBudget
    {
        GeometryBudget(limits: GeometryLimits(maxSegments: segments, maxCrossings: crossings))
    }

    @Test func crossingsAreCountedExactlyAndRefusedPastTheLimit() throws {
        #expect(throws: GeometryError.self) {
            try Outliner.fill(self.star, rule: .nonzero, tolerance: fine, budget: self.limited(crossings: 4))
        }
        let made = try Outliner.fill(star, rule: .nonzero, tolerance: fine, budget: limited(crossings: 5))
        #expect(made.area > 0)
    }

    @Test func theRefusalNamesTheLimitItsValueAndWhichLimitItIs() {
        do {
            _ = try Outliner.fill(star, rule: .evenodd, tolerance: fine, budget: limited(crossings: 2))
            Issue.record("a pentagram was outlined under a limit of 2 crossings")
        } catch {
            #expect(
                error
                    == .overLimit(
                        "the outline crosses itself more than 2 times, the limit", limit: 2, exceeded: .maxCrossings))
            #expect(
                error.description == "too complex to outline: the outline crosses itself more than 2 times, the limit")
            #expect(error.exceededLimit == .maxCrossings)
            #expect(error.isOverBudget)
        }
    }

    @Test func aStrokedCentreLineIsHeldToTheCrossingLimit() throws {
        let zigzag = polyline([(0, 0), (10, 10), (10, 0), (0, 10)])  // crosses itself once
        let style = StrokeStyle(width: 1)
        #expect(throws: GeometryError.self) {
            try Outliner.stroke(zigzag, style: style, tolerance: fine, budget: self.limited(crossings: 0))
        }
        #expect(try !Outliner.stroke(zigzag, style: style, tolerance: fine, budget: limited(crossings: 1)).isEmpty)
    }

    @Test func segmentsAreCountedAfterFlatteningAndRefusedPastTheLimit() throws {
        let ten = polyline((0...10).map { (Double($0), Double($0 % 2)) }, closed: false)
        let style = StrokeStyle(width: 0.5)
        do {
            _ = try Outliner.stroke(ten, style: style, tolerance: fine, budget: limited(segments: 9))
            Issue.record("10 segments were outlined under a limit of 9")
        } catch {
            #expect(
                error.description.hasPrefix("too complex to outline: 10 straight segments once curves are flattened"))
            #expect(error.description.hasSuffix("more than the limit of 9"))
            #expect(error.exceededLimit == .maxSegments)
        }
        #expect(try !Outliner.stroke(ten, style: style, tolerance: fine, budget: limited(segments: 10)).isEmpty)
        // One deep curve flattens into many chords: the limit counts the chords, not the command.
        let arch = Path(subpaths: [
            Subpath(
                start: Point(x: 0, y: 0),
                segments: [.cubic(control1: Point(x: 0, y: 20), control2: Point(x: 20, y: 20), to: Point(x: 20, y: 0))],
                isClosed: true)
        ])
        #expect(throws: GeometryError.self) {
            try Outliner.fill(arch, rule: .nonzero, tolerance: fine, budget: self.limited(segments: 50))
        }
        #expect(try !Outliner.fill(arch, rule: .nonzero, tolerance: fine, budget: limited(segments: 1000)).isEmpty)
    }

    @Test func unionAndOffsetAreHeldToTheSegmentLimit() throws {
        let square = try Outliner.fill(Path(subpaths: [rectangle(0, 0, 10, 10)]), rule: .nonzero, tolerance: fine)
        #expect(throws: GeometryError.self) { try Outliner.union([square, square], budget: self.limited(segments: 7)) }
        #expect(throws: GeometryError.self) {
            try Outliner.offset(square, by: 1, tolerance: fine, budget: self.limited(segments: 3))
        }
        #expect(try Outliner.union([square, square], budget: limited(segments: 8)).polygons.count == 1)
    }

    @Test func aPassedDeadlineStopsOutliningWithTheLimitInTheMessage() {
        let budget = GeometryBudget(timeLimit: .zero)
        do {
            _ = try Outliner.fill(star, rule: .nonzero, tolerance: fine, budget: budget)
            Issue.record("outlined after the deadline")
        } catch {
            #expect(error == .outOfTime(.zero))
            #expect(error.exceededLimit == .timeLimit)
        }
    }

    /// Many overlapping squares: GEOS's union of them polls its interrupt, and no Swift loop of
    /// ours runs inside it.
    var manySquares: [Outline] {
        (0..<400).map { i in
            let x = Double(i % 20) * 0.7
            let y = Double(i / 20) * 0.7
            let ring = [Point(x: x, y: y), Point(x: x + 1, y: y), Point(x: x + 1, y: y + 1), Point(x: x, y: y + 1)]
            return Outline(polygons: [OutlinePolygon(shell: ring, holes: [])])
        }
    }

    /// A union is shielded from GEOS's interrupt (GEOS 3.11 leaks when an overlay that fell back
    /// to snapping is interrupted), so GEOS finishes it and the deadline is checked after it.
    @Test func aUnionPastTheDeadlineIsOutOfTime() throws {
        do {
            _ = try Outliner.union(manySquares, budget: GeometryBudget(timeLimit: .zero))
            Issue.record("a union after the deadline was not refused")
        } catch {
            #expect(error == .outOfTime(.zero))
        }
        #expect(try Outliner.union(manySquares, budget: GeometryBudget(timeLimit: .seconds(600))).polygons.count == 1)
    }

    /// GEOS 3.11's interrupt flag is shared by the process: threads with a passed deadline
    /// interrupting beside threads without one must not make the others fail.
    @Test func anInterruptForOneThreadDoesNotFailAnother() {
        let squares = manySquares
        let outcomes = IndexedResults<Result<Outline, GeometryError>>.concurrentMap(count: 16) { i in
            let budget = i % 2 == 0 ? GeometryBudget(timeLimit: .zero) : GeometryBudget.unlimited
            do throws(GeometryError) {
                return .success(try Outliner.union(squares, budget: budget))
            } catch {
                return .failure(error)
            }
        }
        for (i, outcome) in outcomes.enumerated() {
            switch outcome {
            case .success(let union): #expect(i % 2 == 1 && union.polygons.count == 1)
            case .failure(let error): #expect(i % 2 == 0 && error == .outOfTime(.zero))
            }
        }
    }
    /// A budget whose GEOS operations are interrupted at `poll` of every attempt, whatever the time.
    func interrupted(atPoll poll: Int) -> GeometryBudget {
        var budget = GeometryBudget.unlimited
        budget.interruptAtPoll = poll
        return budget
    }

    /// The replay hook the `make` fuzz target stands on stops GEOS where it says: polygonizing
    /// the pentagram's faces (the one interruptible step) interrupted at its first poll of every
    /// attempt fails once the retries are spent; at a poll it never reaches, nothing changes.
    /// An interrupt is not requested while another thread is in a shielded GEOS call (other
    /// suites outline in parallel), so the fill is tried until one attempt finds none: every
    /// 20 ms for up to ten minutes, as other suites may outline on both cores for minutes (200
    /// attempts back to back once all failed in CI, 2026-12-06).
    @Test func theInterruptHookStopsPolygonizingAtTheChosenPoll() async throws {
        let whole = try Outliner.fill(star, rule: .nonzero, tolerance: fine)
        var stopped = false
        let deadline = ContinuousClock.now + .seconds(600)
        while !stopped, ContinuousClock.now < deadline {
            do {
                let made = try Outliner.fill(star, rule: .nonzero, tolerance: fine, budget: interrupted(atPoll: 1))
                #expect(made == whole)
            } catch {
                guard case .library(let message) = error, message.contains("Interrupted") else {
                    Issue.record("expected GEOS's interruption, got \(error)")
                    return
                }
                stopped = true
            }
            if !stopped { try await Task.sleep(for: .milliseconds(20)) }
        }
        #expect(stopped)
        #expect(
            try Outliner.fill(star, rule: .nonzero, tolerance: fine, budget: interrupted(atPoll: 1_000_000)) == whole)
    }

    /// GEOS 3.11 leaks when a buffer or an overlay is interrupted while noding (LeakSanitizer,
    /// the `make` fuzz target), so they are shielded: interrupted at every poll, a union and an
    /// offset (a buffer) are still made, and made the same.
    @Test func unionsAndBuffersAreNeverInterrupted() throws {
        #expect(try Outliner.union(manySquares, budget: interrupted(atPoll: 1)) == Outliner.union(manySquares))
        let square = Outline(polygons: [
            OutlinePolygon(
                shell: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 10)], holes: [])
        ])
        let grown = try Outliner.offset(square, by: 1, tolerance: fine)
        #expect(try Outliner.offset(square, by: 1, tolerance: fine, budget: interrupted(atPoll: 1)) == grown)
        #expect(grown.polygons.count == 1)
    }
}
