import SVGModel
import Testing

@testable import SymbolModel

/// How `DrawGuidePoints` reads a `data-clipstroke-keyframes` value: the form of one reading of
/// CoreUI's reader (docs/template-format.md §5.1). The values are ours, shaped like the export's.
@Suite struct DrawGuidePointsTests {
    static func read(_ value: String, subpaths: Int? = 1) -> (
        DrawGuidePoints.Form?, [DrawGuidePoints.Keyframe], [String]
    ) {
        let r = DrawGuidePoints.read(value, subpathCount: subpaths)
        return (r.form, r.keyframes, r.problems.map(\.message))
    }

    @Test func theExportsFormReadsAsThreeGroupsOfFour() {
        let (form, keyframes, problems) = Self.read("0 8 0 0.3 0.7 0 1 0.45 0.6 0 1 0.9 0.05")
        #expect(form == .oneSet)
        #expect(
            keyframes == [
                .init(wholeNumber: 8, second: 0, third: 0.3, fourth: 0.7),
                .init(wholeNumber: 0, second: 1, third: 0.45, fourth: 0.6),
                .init(wholeNumber: 0, second: 1, third: 0.9, fourth: 0.05),
            ])
        #expect(problems.isEmpty)
    }

    @Test func theSetsForm() {
        let (form, keyframes, problems) = Self.read("1 2 3 7 8 0 0 0.5 0 1 1.25 1.75", subpaths: 2)
        #expect(form == .sets(offsets: [3, 7]))
        #expect(keyframes.count == 2)
        #expect(problems.isEmpty)
    }

    @Test func whatTheReaderRefuses() {
        for value in [
            "", "2 8 0 0 1", "0 8 0 0", "0 8.5 0 0 1", "0 8 0 0 1e", "0 8 0 0 inf", "0 8 0 0 0x1", "1 0 8 0 0 1",
            "1 2 3 8 0 0 1", "1 1 3", "0",
        ] {
            let (form, keyframes, problems) = Self.read(value)
            #expect(form == nil, "\(value)")
            #expect(keyframes.isEmpty, "\(value)")
            #expect(problems.count == 1, "\(value)")
        }
    }

    @Test func rangesOutsideTheExportsAreReadButSaid() {
        let r = DrawGuidePoints.read("0 8 -1 0.5 3", subpathCount: 2)
        #expect(r.form == .oneSet)
        #expect(r.problems.map(\.isOnlyUnobserved) == [true, true])
        #expect(r.problems.map(\.range) == [4..<6, 11..<12])
    }
}
