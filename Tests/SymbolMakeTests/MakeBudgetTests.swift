import SVGModel
import SymbolCheck
import SymbolMake
import TestSupport
import Testing

/// The refusal `make` gives an icon: rule, message, help, and `line:column` of its place.
func makeRefusal(_ svg: String, options: MakeOptions = MakeOptions()) -> (Diagnostic, String)? {
    do {
        _ = try SymbolMaker.make(path: "icon.svg", bytes: Array(svg.utf8), name: "icon", options: options)
        return nil
    } catch {
        // The place in the text the refusal counts in (`error.source`, the decoded text).
        let place = error.diagnostic.range.map { error.source.location(of: $0.start) }.map {
            "\($0.line):\($0.column)"
        }
        return (error.diagnostic, place ?? "nowhere")
    }
}

/// `make` bounded (issue #25): hopeless geometry refused in milliseconds by the complexity
/// limits, anything slower stopped by the time limit, each with its place in the icon and the
/// flag that raises the limit.
@Suite("make: budget") struct MakeBudgetTests {
    /// issue #25's inputs, written by `scripts/scribble` (deterministic): one path of `segments`
    /// random segments across a 24 × 24 icon, filled or stroked with round joins.
    static func scribble(_ segments: Int, stroke: Bool = false) throws -> String {
        let run = ProcessRunner.run(
            "python3", ["scripts/scribble", String(segments)] + (stroke ? ["--stroke"] : []), in: packageRoot,
            stdin: nil, environment: ["PATH": "/usr/bin:/bin:/usr/local/bin"])
        try #require(run.status == 0, "scripts/scribble failed: \(run.stderr)")
        return run.stdout
    }

    @Test(arguments: [(1000, false), (5000, false), (3000, true)])
    func issueScribblesAreRefusedByTheCrossingLimit(segments: Int, stroke: Bool) throws {
        let svg = try Self.scribble(segments, stroke: stroke)
        let (d, place) = try #require(makeRefusal(svg))
        #expect(d.ruleID == MakeFailure.overBudgetID)
        #expect(
            d.message
                == "this shape could not be outlined: too complex to outline: the outline crosses itself more than 10000 times, the limit"
        )
        #expect(d.help == nil)
        #expect(d.suggestion == .raiseLimit(.maxCrossings))
        #expect(place == "2:3")
    }

    @Test func aScribbleRefusedUnderALowLimitIsMadeUnderAHigherOne() throws {
        // 120 random segments cross about 1,700 times: refused at 1,000, made at the default.
        let svg = try Self.scribble(120)
        var low = MakeOptions()
        low.limits.maxCrossings = 1000
        let (d, _) = try #require(makeRefusal(svg, options: low))
        #expect(d.message.hasSuffix("more than 1000 times, the limit"))
        var raised = MakeOptions()
        raised.limits.maxCrossings = 100_000
        raised.timeLimit = .seconds(600)
        let made = try SymbolMaker.make(path: "icon.svg", bytes: Array(svg.utf8), name: "icon", options: raised)
        #expect(made.variants.count == 27)
    }

    @Test func theTimeLimitStopsOutliningAndSaysItIsTheTimeLimit() throws {
        var options = MakeOptions()
        options.limits.maxCrossings = 100_000
        options.timeLimit = .zero
        let (d, place) = try #require(makeRefusal(try Self.scribble(120), options: options))
        #expect(d.ruleID == MakeFailure.overBudgetID)
        #expect(
            d.message == "this shape could not be outlined: outlining took longer than the time limit of 0.0 seconds")
        #expect(d.help == nil)
        #expect(d.suggestion == .raiseLimit(.timeLimit))
        #expect(place == "2:3")
    }
}
