import SVGModel
import Testing

/// A document with `css` in a `<style>` and `body` inside the root; returns the tree and text.
private func styled(_ css: String, _ body: String, ignoring prefixes: [String] = []) throws -> (SVGTree, String) {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\"><style>\(css)</style>\(body)</svg>"
    return (try buildTree(text, ignoredClassPrefixes: prefixes), text)
}

private func fill(of id: String, _ css: String, _ body: String) throws -> String? {
    try styled(css, body).0.node(withID: id)?.style[.fill].raw
}

@Suite struct CascadeOrderTests {
    @Test func aRuleBeatsAPresentationAttribute() throws {
        let (tree, text) = try styled(".a { fill: red }", #"<rect id="r" class="a" fill="blue"/>"#)
        let value = try #require(tree.node(withID: "r")).style[.fill]
        #expect(value.raw == "red")
        #expect(
            value.origin == .styleSheet(range: try #require(byteRange(of: "fill: red", in: text)), selector: ".a"))
        #expect(value.isImportant == false)
    }

    @Test func aPresentationAttributeBeatsTheInitialValue() throws {
        let text = #"<svg><rect id="r" fill="blue"/><rect id="plain"/></svg>"#
        let tree = try buildTree(text)
        #expect(
            tree.node(withID: "r")?.style[.fill]
                == StyleValue(
                    raw: "blue", origin: .presentationAttribute(range: byteRange(of: #"fill="blue""#, in: text)!)))
        #expect(tree.node(withID: "plain")?.style[.fill] == StyleValue(raw: "black", origin: .initial))
    }

    @Test func anIDRuleBeatsAClassRuleWhateverTheOrder() throws {
        #expect(try fill(of: "r", ".a { fill: red } #r { fill: green }", #"<rect id="r" class="a"/>"#) == "green")
        #expect(try fill(of: "r", "#r { fill: green } .a { fill: red }", #"<rect id="r" class="a"/>"#) == "green")
    }

    @Test func classListsSplitOnEveryXMLWhitespace() throws {
        // "\r\n" is one Character in Swift; the class list must still split there.
        #expect(try fill(of: "r", ".b { fill: green }", "<rect id=\"r\" class=\"a\r\nb\"/>") == "green")
        #expect(try fill(of: "r", ".c { fill: green }", "<rect id=\"r\" class=\" a\tb  c \"/>") == "green")
        #expect(try fill(of: "r", ".ab { fill: green }", "<rect id=\"r\" class=\"a b\"/>") != "green")
    }

    @Test func twoClassesBeatOneAndTypesCountLeast() throws {
        #expect(try fill(of: "r", ".a.b { fill: green } .a { fill: red }", #"<rect id="r" class="a b"/>"#) == "green")
        #expect(try fill(of: "r", "rect.a { fill: green } .a { fill: red }", #"<rect id="r" class="a"/>"#) == "green")
        #expect(try fill(of: "r", ".a { fill: green } rect { fill: red }", #"<rect id="r" class="a"/>"#) == "green")
    }

    @Test func theLaterRuleWinsAtEqualSpecificity() throws {
        #expect(try fill(of: "r", ".a { fill: red } .b { fill: blue }", #"<rect id="r" class="b a"/>"#) == "blue")
    }

    @Test func theLaterDeclarationWinsInsideOneRule() throws {
        #expect(try fill(of: "r", ".a { fill: red; fill: blue }", #"<rect id="r" class="a"/>"#) == "blue")
    }

    @Test func theLaterDeclarationWinsInsideOneStyleAttribute() throws {
        let tree = try buildTree(#"<svg><rect id="r" style="fill: red; fill: blue"/></svg>"#)
        #expect(tree.node(withID: "r")?.style[.fill].raw == "blue")
    }

    @Test func theStyleAttributeBeatsAnIDRule() throws {
        let (tree, text) = try styled("#r { fill: green }", #"<rect id="r" style="stroke:none; fill:yellow"/>"#)
        let value = try #require(tree.node(withID: "r")).style[.fill]
        #expect(value.raw == "yellow")
        #expect(value.origin == .inlineStyle(range: try #require(byteRange(of: "fill:yellow", in: text))))
    }

    @Test func anImportantRuleBeatsTheStyleAttribute() throws {
        let (tree, _) = try styled(".a { fill: red !important }", #"<rect id="r" class="a" style="fill: blue"/>"#)
        let value = try #require(tree.node(withID: "r")).style[.fill]
        #expect(value.raw == "red")
        #expect(value.isImportant)
    }

    @Test func anImportantClassRuleBeatsANormalIDRule() throws {
        #expect(
            try fill(of: "r", ".a { fill: red ! important } #r { fill: green }", #"<rect id="r" class="a"/>"#) == "red")
    }

    @Test func anImportantStyleAttributeBeatsAnImportantRule() throws {
        #expect(
            try fill(of: "r", "#r { fill: red !important }", #"<rect id="r" style="fill: blue !important"/>"#) == "blue"
        )
    }

    @Test func anImportantDeclarationBeatsALaterNormalOneInTheSameRule() throws {
        #expect(try fill(of: "r", ".a { fill: red !important; fill: blue }", #"<rect id="r" class="a"/>"#) == "red")
    }

    @Test func commentsInRulesAndStyleAttributesAreIgnored() throws {
        #expect(try fill(of: "r", "/* x */ .a { /* fill: blue; */ fill: red }", #"<rect id="r" class="a"/>"#) == "red")
    }

    @Test func cdataStyleSheetsKeepFileOffsets() throws {
        let text = "<svg><style><![CDATA[\n.a { fill: red }\n]]></style><rect id=\"r\" class=\"a\"/></svg>"
        let tree = try buildTree(text)
        #expect(
            tree.node(withID: "r")?.style[.fill].origin
                == .styleSheet(range: byteRange(of: "fill: red", in: text)!, selector: ".a"))
    }
}

@Suite struct InheritanceTests {
    static let text = """
        <svg xmlns="http://www.w3.org/2000/svg">
          <g id="outer" fill="red" opacity="0.5" stroke-width="3">
            <g id="inner">
              <rect id="r"/>
            </g>
          </g>
        </svg>
        """

    @Test func inheritedValuesNameTheElementThatSetThem() throws {
        let tree = try buildTree(Self.text)
        let outer = try #require(tree.node(withID: "outer"))
        let fill = try #require(tree.node(withID: "r")).style[.fill]
        #expect(
            fill
                == StyleValue(
                    raw: "red", origin: .presentationAttribute(range: byteRange(of: #"fill="red""#, in: Self.text)!),
                    inheritedFrom: outer.index))
        #expect(tree.node(withID: "inner")?.style[.fill].inheritedFrom == outer.index)
        #expect(tree.node(withID: "r")?.style.strokeWidth == 3)
    }

    @Test func opacityIsNotInherited() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.node(withID: "r")?.style[.opacity] == StyleValue(raw: "1", origin: .initial))
    }

    @Test func initialValuesAreNotMarkedInherited() throws {
        let tree = try buildTree(Self.text)
        #expect(tree.node(withID: "r")?.style[.stroke] == StyleValue(raw: "none", origin: .initial))
    }

    @Test func everyInheritedPropertyFlowsDown() throws {
        let tree = try buildTree(
            """
            <svg><g fill="red" fill-opacity="0.5" fill-rule="evenodd" stroke="blue" stroke-opacity="0.25"
                    stroke-width="2" visibility="hidden" display="none" clip-path="url(#c)" mask="url(#m)" filter="url(#f)">
              <rect id="r"/></g></svg>
            """)
        let style = try #require(tree.node(withID: "r")).style
        #expect(style.fill == .color(RGBColor(red: 255, green: 0, blue: 0)))
        #expect(style.fillOpacity == 0.5)
        #expect(style.fillRule == .evenodd)
        #expect(style.stroke == .color(RGBColor(red: 0, green: 0, blue: 255)))
        #expect(style.strokeOpacity == 0.25)
        #expect(style.strokeWidth == 2)
        #expect(style.isHidden)
        #expect(!style.isDisplayNone)
        #expect(style[.clipPath].raw == "none")
        #expect(style[.mask].raw == "none")
        #expect(style[.filter].raw == "none")
    }

    @Test func inheritTakesTheParentsValueEvenForPropertiesThatDoNotInherit() throws {
        let body = #"<g id="g" opacity="0.5" class="a"><rect id="r" opacity="inherit" style="fill: inherit"/></g>"#
        let (tree, full) = try styled(".a { fill: green }", body)
        let g = try #require(tree.node(withID: "g"))
        let r = try #require(tree.node(withID: "r"))
        #expect(
            r.style[.opacity]
                == StyleValue(
                    raw: "0.5", origin: .presentationAttribute(range: byteRange(of: #"opacity="0.5""#, in: full)!),
                    inheritedFrom: g.index))
        #expect(
            r.style[.fill]
                == StyleValue(
                    raw: "green", origin: .styleSheet(range: byteRange(of: "fill: green", in: full)!, selector: ".a"),
                    inheritedFrom: g.index))
    }

    @Test func inheritOnTheRootGivesTheInitialValue() throws {
        let tree = try buildTree(#"<svg fill="inherit"/>"#)
        #expect(tree.root.style[.fill] == StyleValue(raw: "black", origin: .initial))
    }

    @Test func cumulativeOpacityMultipliesThroughNestedGroups() throws {
        let tree = try buildTree(
            """
            <svg><g opacity="0.5"><g style="opacity: 50%"><rect id="r" opacity=".5"/><rect id="plain"/></g></g></svg>
            """)
        #expect(tree.node(withID: "r")?.cumulativeOpacity == 0.125)
        #expect(tree.node(withID: "plain")?.cumulativeOpacity == 0.25)
        #expect(tree.root.cumulativeOpacity == 1)
    }
}

@Suite struct SelectorTests {
    @Test func appleClassNamesKeepTheirColon() throws {
        let css = ".multicolor-0:tintColor { fill: #007AFF } .multicolor-0 { stroke: red }"
        let (tree, _) = try styled(css, #"<path id="p" class="monochrome-0 multicolor-0:tintColor" d="M0 0"/>"#)
        let style = try #require(tree.node(withID: "p")).style
        #expect(style.fill == .color(RGBColor(red: 0, green: 0x7A, blue: 0xFF)))
        #expect(style[.stroke].raw == "none")  // `.multicolor-0` is a different class
        #expect(tree.styleSheet.rules[0].selectors[0].compounds[0].classes == ["multicolor-0:tintColor"])
    }

    @Test func descendantSelectorsReachAnyDepth() throws {
        let body = #"<g id="Symbols"><g><rect id="deep"/></g><rect id="child"/></g><rect id="outside"/>"#
        let (tree, _) = try styled("#Symbols rect { fill: red }", body)
        #expect(tree.node(withID: "deep")?.style[.fill].raw == "red")
        #expect(tree.node(withID: "child")?.style[.fill].raw == "red")
        #expect(tree.node(withID: "outside")?.style[.fill].raw == "black")
    }

    @Test func childSelectorsReachOnlyChildren() throws {
        let body = #"<g id="Symbols"><g><rect id="deep"/></g><rect id="child"/></g>"#
        let (tree, _) = try styled("#Symbols>rect { fill: red }", body)
        #expect(tree.node(withID: "deep")?.style[.fill].raw == "black")
        #expect(tree.node(withID: "child")?.style[.fill].raw == "red")
    }

    @Test func aDescendantCombinatorTriesEveryMatchingAncestor() throws {
        // The nearest `.b` above the rect is not a child of `.a`, but the outer one is.
        let body = #"<g class="a"><g class="b"><g class="b"><rect id="r" class="c"/></g></g></g>"#
        #expect(try fill(of: "r", ".a > .b .c { fill: red }", body) == "red")
    }

    @Test func ancestorClassesAreSplitOnAnyWhitespace() throws {
        let body = "<g class=\"x\tb\n y\"><rect id=\"r\"/></g>"
        #expect(try fill(of: "r", ".b rect { fill: red }", body) == "red")
    }

    @Test func selectorListsReportTheMostSpecificMatchingSelector() throws {
        let (tree, _) = try styled(".x, #r, rect { fill: red }", #"<rect id="r"/>"#)
        guard case .styleSheet(_, let selector) = try #require(tree.node(withID: "r")).style[.fill].origin else {
            Issue.record("not from the style sheet")
            return
        }
        #expect(selector == "#r")
    }

    @Test func universalAndAttributePresenceSelectors() throws {
        let (tree, _) = try styled(
            "* { stroke-width: 2 } [fill] { stroke: red } [fill=red] { stroke: blue }",
            #"<rect id="a" fill="red"/><rect id="b"/>"#)
        #expect(tree.node(withID: "a")?.style[.stroke].raw == "red")
        #expect(tree.node(withID: "b")?.style[.stroke].raw == "none")
        #expect(tree.node(withID: "b")?.style.strokeWidth == 2)
    }

    @Test func pseudoClassesNeverMatch() throws {
        #expect(
            try fill(of: "r", "rect:hover { fill: red } #r:first-child { fill: blue }", #"<rect id="r"/>"#) == "black")
    }

    @Test func atRulesAreSkipped() throws {
        #expect(
            try fill(
                of: "r", "@media print { rect { fill: blue } } @import url(x.css); rect { fill: red }",
                #"<rect id="r"/>"#) == "red")
    }

    @Test func specificityCountsIDsClassesAndTypes() throws {
        let (tree, _) = try styled("#a .b rect[fill] { } g rect { }", "")
        #expect(tree.styleSheet.rules.map { $0.selectors[0].specificity } == [10_000 + 200 + 1, 2])
    }

    @Test func previewOnlyRulesCanBeIgnored() throws {
        let css =
            ".SFSymbolsPreviewWireframe { fill: red } .SFSymbolsPreviewA, .SFSymbolsPreviewB rect { fill: blue } .a { stroke: green }"
        let body = #"<rect id="r" class="SFSymbolsPreviewWireframe SFSymbolsPreviewA a"/>"#
        let (tree, _) = try styled(css, body, ignoring: ["SFSymbolsPreview"])
        #expect(tree.styleSheet.rules.count == 1)
        #expect(tree.node(withID: "r")?.style[.fill].raw == "black")
        #expect(tree.node(withID: "r")?.style[.stroke].raw == "green")
        let (kept, _) = try styled(css, body)
        #expect(kept.node(withID: "r")?.style[.fill].raw == "blue")
    }

    @Test func aRuleWithOneOrdinarySelectorIsKeptWhenPreviewClassesAreIgnored() throws {
        let (tree, _) = try styled(
            ".SFSymbolsPreviewA, .a { fill: red }", #"<rect id="r" class="a"/>"#, ignoring: ["SFSymbolsPreview"])
        #expect(tree.node(withID: "r")?.style[.fill].raw == "red")
    }
}

@Suite struct StyleValueTests {
    @Test func paints() {
        #expect(Paint(parsing: "none") == .none)
        #expect(Paint(parsing: " currentColor ") == .currentColor)
        #expect(Paint(parsing: "url('#grad')") == .reference("grad"))
        #expect(Paint(parsing: "#0f08") == .color(RGBColor(red: 0, green: 255, blue: 0, alpha: 8.0 / 15)))
        #expect(Paint(parsing: "rgb(10%, 20, 300)") == .color(RGBColor(red: 26, green: 20, blue: 255)))
        #expect(Paint(parsing: "chartreuse") == .invalid("chartreuse"))
        #expect(!Paint(parsing: "rgba(0,0,0,0)").paints)
    }

    @Test func opacitiesAndLengths() {
        #expect(parseOpacity("40%") == 0.4)
        #expect(parseOpacity("2") == 1)
        #expect(parseOpacity("-1") == 0)
        #expect(parseOpacity("junk") == 1)
        #expect(parseLength("2mm") == 2 * (96 / 25.4))
        #expect(parseLength("3px") == 3)
        #expect(parseLength("50%") == nil)
    }
}
