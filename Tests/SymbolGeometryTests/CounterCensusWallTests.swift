import SVGModel
import SymbolGeometry
import Testing

/// The census's walls: two counters, or a counter and the outside, parted by ink narrower than
/// the minimum draw as one (a grey seam, not a wall) and are reported, however open each is.
@Suite struct CounterCensusWallTests {
    /// A 20-unit square with two rectangular counters side by side, the wall between them
    /// `between` units wide and the left counter `outside` units from the square's left side.
    static func twoCounters(between: Double, outside: Double = 3) throws -> Outline {
        let half = between / 2
        let shape = Path(subpaths: [
            rectangle(0, 0, 20, 20), rectangle(outside, 3, 10 - half - outside, 14, clockwise: false),
            rectangle(10 + half, 3, 7 - half, 14, clockwise: false),
        ])
        return try Outliner.fill(shape, rule: .nonzero, tolerance: fine)
    }

    /// The census of `outline` against itself, its walls judged at `minimumWall`.
    static func census(_ outline: Outline, minimumWall: Double) throws -> CounterCensus {
        let counters = try outline.counters(tolerance: 0.01)
        let eroded = try Outliner.offset(outline, by: -minimumWall / 2, rounded: true, tolerance: 0.01)
        return CounterCensus(
            icon: counters, outline: outline, holes: counters, minimumRadius: 0.5, eroded: eroded)
    }

    @Test func wallsAtLeastTheMinimumAreKept() throws {
        let census = try Self.census(try Self.twoCounters(between: 1.6), minimumWall: 1.39)
        #expect(census.kept == 2)
        #expect(census.thinWalls.isEmpty)
        #expect(census.keepsEveryCounter)
    }

    @Test func aThinWallBetweenTwoCountersIsReportedForBoth() throws {
        let outline = try Self.twoCounters(between: 1.2)
        #expect(try Self.census(outline, minimumWall: 1.39).thinWalls == [0, 1])
        #expect(!(try Self.census(outline, minimumWall: 1.39).keepsEveryCounter))
        #expect(
            try Self.census(outline, minimumWall: 1.39).effect.contains("thin the ink around 2 of the icon's counters"))
        // Not judged without the eroded outline: a census of counters alone.
        let counters = try outline.counters(tolerance: 0.01)
        #expect(CounterCensus(icon: counters, outline: outline, holes: counters, minimumRadius: 0.5).keepsEveryCounter)
    }

    @Test func aThinWallToTheOutsideIsReportedForThatCounterAlone() throws {
        let census = try Self.census(try Self.twoCounters(between: 3, outside: 1), minimumWall: 1.39)
        #expect(census.thinWalls == [0])
        #expect(census.summary == "1 behind a wall narrower than the minimum")
    }
}
