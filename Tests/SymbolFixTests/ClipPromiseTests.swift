import SVGModel
import SymbolCheck
import SymbolModel
import SymbolTestSupport
import Testing

@testable import SymbolFix

/// issue #26 item 3: a clip or mask finding suggests that `fix` applies it exactly when `fix`
/// does. Whether a clip can be drawn as outlines is decided once (`ClipContent`), by the rule and
/// by `fix` alike: a soft mask's repair carries the reason instead of the step. The finding
/// suggests `fix` with that repair as data; `RepairAdviceTests` pins the words the help gets.
@Suite struct ClipPromiseTests {
    /// Whether the finding suggests `fix` to apply a clip or mask.
    static func promisesToApply(_ finding: Diagnostic) -> Bool {
        finding.suggestedRepair?.steps.contains {
            if case .applyClip = $0.action { return true }
            return false
        } == true
    }

    /// The mask and clip findings (`unsupported-element`) of a file.
    func clipFindings(_ svg: String) -> [Diagnostic] {
        Checker.check(SourceFile(path: "test.svg", text: svg), configuration: CheckConfiguration()).diagnostics
            .filter {
                $0.ruleID == "unsupported-element"
                    && ($0.message.hasPrefix("`mask`") || $0.message.hasPrefix("`clip-path`"))
            }
    }

    @Test func aSoftMasksHelpNamesTheReasonAndPromisesNoRepair() throws {
        let findings = clipFindings(ClipApplicationTests.radix(##"fill="#808080""##))
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        let reason =
            "the mask `#mask0_radix` has a shape whose luminance is between black and white (the colour rgb(128, 128, 128)): it lets what it masks through partly, which no outline can draw"
        #expect(!Self.promisesToApply(finding))
        // The suggestion is the repair `fix` is given: none, the reason, and the file refused.
        let repair = try #require(finding.suggestedRepair)
        #expect(finding.repair == repair)
        #expect(repair.steps.isEmpty)
        #expect(repair.unrepairable?.hasPrefix(reason) == true)
        #expect(!repair.refusing.isEmpty)
    }

    /// Every kind of clip and mask that cuts ink: the help says `fix` applies it exactly when
    /// `fix` does (it writes the file and says it applied it).
    @Test(arguments: [
        ("a clip path that cuts", ClipRemovalTests.figma(clipWidth: 520), true),
        ("a black and white mask", ClipApplicationTests.radix(), true),
        ("a grey mask", ClipApplicationTests.radix(##"fill="#808080""##), false),
        ("a partly transparent mask", ClipApplicationTests.radix(#"fill="black" fill-opacity="0.5""#), false),
        ("a gradient mask", ClipApplicationTests.radix(##"fill="url(#fade)""##), false),
        (
            "content sized to the bounding box",
            ClipApplicationTests.radix().replacing(
                #"maskUnits="userSpaceOnUse""#, with: #"maskContentUnits="objectBoundingBox""#),
            false
        ),
        (
            "a missing definition", ClipApplicationTests.radix().replacing("url(#mask0_radix)", with: "url(#nowhere)"),
            false
        ),
        (
            "a clip path that is no reference",
            ClipRemovalTests.figma(clipWidth: 520).replacing("url(#clip0_1_2)", with: "inset(10%)"), false
        ),
    ])
    func theHelpPromisesWhatFixDoes(_ what: String, _ svg: String, _ applied: Bool) throws {
        let findings = clipFindings(svg)
        #expect(findings.count == 1, "\(what): \(findings.map(\.message))")
        let promises = findings.contains(where: Self.promisesToApply)
        let fixApplied: Bool
        var said = ""
        do {
            let changes = try fix(svg).repairs.flatMap(\.shapes).flatMap(\.changes)
            said = "\(changes)"
            fixApplied = changes.contains { $0.contains(": applied (") }
        } catch {
            said = "\(error)"
            fixApplied = false
        }
        #expect(promises == fixApplied, "\(what): suggests \(findings.map { "\($0.suggestion as Any)" }); fix: \(said)")
        #expect(fixApplied == applied, "\(what)")
    }
}
