import Testing

@testable import SVGModel

@Suite struct StylePropertyTests {
    @Test func everyPropertyHasItsOwnSlotInAllCasesOrder() {
        // ComputedStyle stores values by `index`: two properties sharing a slot would overwrite
        // each other, and a slot past `count` would trap.
        #expect(StyleProperty.allCases.map(\.index) == Array(0..<StyleProperty.allCases.count))
        #expect(StyleProperty.count == StyleProperty.allCases.count)
    }

    @Test func aStyleBuiltFromADictionaryAnswersLikeTheDictionary() {
        let fill = StyleValue(raw: "red", origin: .presentationAttribute(range: SourceRange(start: 7, end: 17)))
        let style = ComputedStyle(values: [.fill: fill])
        #expect(style[.fill] == fill)
        #expect(style[.stroke] == StyleValue(raw: "none", origin: .initial))
        #expect(style == ComputedStyle(values: [.fill: fill]))
        #expect(style != ComputedStyle())
    }
}
