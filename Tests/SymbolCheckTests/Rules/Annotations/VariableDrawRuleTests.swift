import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `variable-draw`: two numbers from 0 to 1, a span above 0, on a layer whose paths carry
/// guide points (one reading of CoreUI, docs/template-format.md §5.1).
@Suite struct VariableDrawRuleTests {
    static func export(_ declaration: String, draws: Bool = true) -> String {
        var export = DrawExportTemplate(.variable, draws: draws)
        export.barLayerDeclarations = [declaration]
        return export.svg
    }

    @Test func applesExampleValuesRead() {
        #expect(check(Self.export("-sfsymbols-variable-draw:0 0.33")).diagnostics.isEmpty)
        #expect(check(Self.export("-sfsymbols-variable-draw:0.67 0.33")).diagnostics.isEmpty)
    }

    @Test func eachUnreadValueIsOneFindingPerDeclaration() {
        let svg = Self.export("-sfsymbols-variable-draw:0.5")
        let result = check(svg)
        // The bar layer's three class rules (monochrome, multicolor, hierarchical) each hold it.
        #expect(result.ruleIDs == ["variable-draw", "variable-draw", "variable-draw"])
        #expect(result.locations(of: "variable-draw").first == location(of: "-sfsymbols-variable-draw:0.5", in: svg))
        #expect(
            result.diagnostics[0].message
                == "`-sfsymbols-variable-draw:0.5` takes two numbers, a start and a span; this value has 1, so the layer takes no part in Variable Draw"
        )
    }

    @Test func aSpanOfZero() {
        #expect(
            check(Self.export("-sfsymbols-variable-draw:0.5 0")).diagnostics.first?.message.contains("span of 0")
                == true)
    }

    @Test func aLayerWithoutGuidePointsTakesNoPart() {
        let result = check(Self.export("-sfsymbols-variable-draw:0 1", draws: false))
        #expect(
            result.diagnostics.map(\.message).first
                == "layer `monochrome-1` has a Variable Draw range, but none of its paths carries Draw guide points, so it takes no part in Variable Draw"
        )
    }

    @Test func bothVariableColorAndDrawAreAllowed() {
        var export = DrawExportTemplate(.variable, draws: true)
        export.barLayerDeclarations = ["-sfsymbols-variable-threshold:0.5", "-sfsymbols-variable-draw:0 1"]
        #expect(check(export.svg).diagnostics.isEmpty)
    }

    @Test func aValueModeOtherThanColorOrDraw() {
        let svg = DrawExportTemplate(.variable, draws: true).svg.replacing(
            "-sfsymbols-variable-value-mode:color", with: "-sfsymbols-variable-value-mode:paint")
        expectSingle("variable-draw", in: svg, at: "-sfsymbols-variable-value-mode:paint")
    }
}
