import AppRules
import RuleCatalogue
import SVGModel
import SymbolCheck
import SymbolMake
import Testing

/// `make`'s refusals are documented for `explain` (`MakeRefusal`), and each documented example
/// is refused by `make` with that id.
@Suite struct MakeRefusalTests {
    @Test(arguments: MakeRefusal.all.map(\.id))
    func eachExampleIsRefusedWithItsID(_ id: String) throws {
        let refusal = try #require(RuleRegistry.makeRefusal(id: id))
        let examples = refusal.description.examples.filter(\.fires)
        #expect(!examples.isEmpty)
        for example in examples {
            var options = MakeOptions()
            options.timeLimit = .seconds(30)
            #expect(throws: MakeFailure.self, "\(example.title)") {
                try SymbolMaker.make(path: "icon.svg", bytes: Array(example.svg.utf8), name: "icon", options: options)
            }
            do {
                _ = try SymbolMaker.make(
                    path: "icon.svg", bytes: Array(example.svg.utf8), name: "icon", options: options)
            } catch {
                #expect(error.diagnostic.ruleID == id, "\(example.title): \(error.diagnostic.message)")
            }
        }
    }

    @Test func theIDsMakeReportsAreTheDocumentedOnes() {
        let ids = [
            MakeFailure.unsupportedID, MakeFailure.alreadyTemplateID, MakeFailure.unreadableID, MakeFailure.geometryID,
            MakeFailure.overBudgetID,
        ]
        #expect(Set(ids) == Set(MakeRefusal.all.map(\.id)))
        #expect(ids.allSatisfy { RuleRegistry.rule(id: $0) == nil }, "no template rule shares a make id")
    }
}

/// How `make` knows its own unedited output (#37 item 6).
@Suite struct TemplateSealTests {
    static let icon = #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M2 2h12v12H2z"/></svg>"#

    @Test func aMadeTemplateIsKnownAsMadeAndAnyEditIsSeen() throws {
        let made = try SymbolMaker.make(path: "i.svg", bytes: Array(Self.icon.utf8), name: "i")
        var bytes = Array(made.svg.utf8)
        #expect(TemplateSeal.verdict(bytes) == .madeAndUnchanged)
        bytes[bytes.count / 2] ^= 1
        #expect(TemplateSeal.verdict(bytes) == .editedSinceMade)
        #expect(
            TemplateSeal.verdict(Array(made.svg.replacing("Regular-M", with: "Regular-m").utf8)) == .editedSinceMade)
        #expect(TemplateSeal.verdict(Array((made.svg + "\n").utf8)) == .editedSinceMade)
    }

    @Test func anotherToolsFileIsNotMade() {
        #expect(TemplateSeal.verdict(Array(Self.icon.utf8)) == .notMade)
        #expect(TemplateSeal.verdict([]) == .notMade)
        let apple = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!--Generator: Apple Native CoreSVG 341-->\n<svg/>"
        #expect(TemplateSeal.verdict(Array(apple.utf8)) == .notMade)
    }
}
