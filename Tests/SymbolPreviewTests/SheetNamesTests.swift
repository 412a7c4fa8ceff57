import Testing

@testable import SymbolPreview

/// Symbols of one name: one sheet when they are the same bytes, one each, told apart, when not.
@Suite struct SheetNamesTests {
    func symbol(_ path: String, _ bytes: String?, name: String = "custom.alert") -> SheetNames.Symbol {
        SheetNames.Symbol(name: name, svgPath: path, bytes: bytes.map { Array($0.utf8) })
    }

    @Test func copiesShareOneSheet() {
        let plan = SheetNames.plan([
            symbol("App/Assets.xcassets/custom.alert.symbolset/custom.alert.svg", "<svg/>"),
            symbol("Widget/Assets.xcassets/custom.alert.symbolset/custom.alert.svg", "<svg/>"),
            symbol("Widget/Assets.xcassets/bolt.symbolset/bolt.svg", "<svg/>", name: "bolt"),
        ])
        #expect(
            plan.names == [
                "App/Assets.xcassets/custom.alert.symbolset/custom.alert.svg": "custom.alert",
                "Widget/Assets.xcassets/custom.alert.symbolset/custom.alert.svg": "custom.alert",
                "Widget/Assets.xcassets/bolt.symbolset/bolt.svg": "bolt",
            ])
        #expect(
            plan.copies == [
                "App/Assets.xcassets/custom.alert.symbolset/custom.alert.svg": [
                    "Widget/Assets.xcassets/custom.alert.symbolset/custom.alert.svg"
                ]
            ])
    }

    @Test func differentSymbolsOfOneNameAreToldApart() {
        let names = { (paths: [String]) in
            SheetNames.plan(paths.enumerated().map { symbol($1, "<svg id=\"\($0)\"/>") }).names
        }
        #expect(
            names([
                "App/Assets.xcassets/custom.alert.symbolset/a.svg",
                "Widget/Assets.xcassets/custom.alert.symbolset/a.svg",
            ])
                == [
                    "App/Assets.xcassets/custom.alert.symbolset/a.svg": "custom.alert+App",
                    "Widget/Assets.xcassets/custom.alert.symbolset/a.svg": "custom.alert+Widget",
                ])
        // Two groups of one catalog; two catalogs of one folder; two folders of one name.
        #expect(
            Set(names(["Assets.xcassets/More/s.symbolset/s.svg", "Assets.xcassets/Plain/s.symbolset/s.svg"]).values)
                == ["custom.alert+More", "custom.alert+Plain"])
        #expect(
            Set(names(["App/Assets.xcassets/s.symbolset/s.svg", "App/Glyphs.xcassets/s.symbolset/s.svg"]).values)
                == ["custom.alert+Assets", "custom.alert+Glyphs"])
        #expect(
            Set(names(["a/Icons/x.svg", "b/Icons/x.svg", "a/Other/x.svg"]).values)
                == ["custom.alert+a-Icons", "custom.alert+b-Icons", "custom.alert+a-Other"])
        // An unreadable file is never taken for a copy; the same path given twice has no word.
        #expect(
            Set(SheetNames.plan([symbol("a/x.svg", nil), symbol("b/x.svg", nil)]).names.values) == [
                "custom.alert+a", "custom.alert+b",
            ])
        #expect(SheetNames.distinguishing(["x.svg", "x.svg"]) == ["1", "2"])
    }
}
