import SVGModel
import SymbolCheck
import SymbolModel
import SymbolTestSupport
import Testing

/// issue #26 item 3: a shape under two `clip-path` declarations (two nested groups, or a group
/// and the shape itself) is cut by both, so each declaration is its own cause: the rules report
/// every one up to the glyph group, and the finding of each carries the repair `fix` makes of
/// it (`removeClip` for one that cuts nothing, `applyClip` for one that cuts ink). Reporting only
/// the innermost made `fix`, driven by the findings, leave the outer one.
@Suite struct StackedClipTests {
    /// Clips that cut Regular-M's square (`TemplateFixture.stackedClips`): the rectangle ends at
    /// x 20 or x 15 of the glyph's units, 14 or 9 units right of the square's left edge.
    static let frame = TemplateFixture.frameClipWidth
    static let cutsToTwenty = 520
    static let cutsToFifteen = 515

    typealias Layout = TemplateFixture.StackedClips

    static func file(outer: Int, inner: Int, _ layout: Layout) -> String {
        TemplateFixture.stackedClips(outer: outer, inner: inner, layout)
    }

    struct Finding: Equatable, CustomStringConvertible {
        let ruleID: String
        /// The id of the element the finding's location is in (the declaration's attribute).
        let at: String?
        /// The repair's steps: the id of the element each names, and its action.
        let steps: [String]
        var description: String { "\(ruleID) at \(at ?? "?") \(steps)" }
    }

    /// The findings as reported: by their place in the file.
    func findings(_ svg: String) throws -> [Finding] {
        let result = Checker.check(SourceFile(path: "t.svg", text: svg), configuration: CheckConfiguration())
        let tree = try #require(result.template).tree
        func id(_ index: Int) -> String { tree[index].id ?? "#\(index)" }
        func element(at offset: Int?) -> String? {
            guard let offset else { return nil }
            return ["i", "o"].first { name in
                tree.node(withID: name).map {
                    let range = tree.element(of: $0).range
                    return range.start <= offset && offset < range.end
                } ?? false
            }
        }
        return result.diagnostics.map { d in
            Finding(
                ruleID: d.ruleID, at: element(at: d.start),
                steps: (d.repair?.steps ?? []).map { "\(id($0.node)) \(Self.name($0.action))" })
        }
    }

    @Test(arguments: Layout.allCases) func twoClipsThatCutNothingAreOneFindingThatRemovesBoth(_ layout: Layout) throws {
        let found = try findings(Self.file(outer: Self.frame, inner: Self.frame, layout))
        #expect(found.map(\.ruleID) == ["clip-cuts-nothing"], "\(found)")
        #expect(
            Set(found.flatMap(\.steps)) == ["o removeClip clip-path", "i removeClip clip-path"],
            "\(found)")
    }

    @Test(arguments: Layout.allCases) func anOuterClipThatCutsIsReportedUnderAnInnerOneThatDoesNot(_ layout: Layout)
        throws
    {
        let found = try findings(Self.file(outer: Self.cutsToTwenty, inner: Self.frame, layout))
        #expect(
            found == [
                Finding(ruleID: "unsupported-element", at: "o", steps: ["o applyClip clip-path"]),
                Finding(ruleID: "clip-cuts-nothing", at: "i", steps: ["i removeClip clip-path"]),
            ], "\(found)")
    }

    @Test(arguments: Layout.allCases) func anInnerClipThatCutsLeavesTheOuterOneThatDoesNotReported(_ layout: Layout)
        throws
    {
        let found = try findings(Self.file(outer: Self.frame, inner: Self.cutsToTwenty, layout))
        #expect(
            found == [
                Finding(ruleID: "clip-cuts-nothing", at: "o", steps: ["o removeClip clip-path"]),
                Finding(ruleID: "unsupported-element", at: "i", steps: ["i applyClip clip-path"]),
            ], "\(found)")
    }

    @Test(arguments: Layout.allCases) func twoClipsThatCutAreTwoFindings(_ layout: Layout) throws {
        let found = try findings(Self.file(outer: Self.cutsToTwenty, inner: Self.cutsToFifteen, layout))
        #expect(
            found == [
                Finding(ruleID: "unsupported-element", at: "o", steps: ["o applyClip clip-path"]),
                Finding(ruleID: "unsupported-element", at: "i", steps: ["i applyClip clip-path"]),
            ], "\(found)")
    }

    static func name(_ action: Repair.Action) -> String {
        switch action {
        case .removeClip(let property): "removeClip \(property.rawValue)"
        case .applyClip(let property): "applyClip \(property.rawValue)"
        default: "\(action)"
        }
    }

    /// Each clip finding suggests `fix` on the file with the repair it carries (the steps the
    /// tests above pin), which the commands module words (`RepairAdviceTests`).
    @Test func eachClipFindingSuggestsFixWithItsRepair() throws {
        let svg = Self.file(outer: Self.cutsToTwenty, inner: Self.frame, .nestedGroups)
        let result = Checker.check(SourceFile(path: "t.svg", text: svg), configuration: CheckConfiguration())
        #expect(Set(result.ruleIDs) == ["unsupported-element", "clip-cuts-nothing"])
        for d in result.diagnostics {
            let repair = try #require(d.repair, "\(d.ruleID)")
            #expect(repair.namesFix, "\(d.ruleID)")
            #expect(d.suggestion == .fix(path: "t.svg", repair: repair), "\(d.ruleID)")
        }
    }
}
