import SymbolRender
import Testing

@Test func libraryVersionsAreThreeNumbers() {
    for version in [RenderLibraries.cairoVersion, RenderLibraries.librsvgVersion] {
        let parts = version.split(separator: ".")
        #expect(parts.count == 3 && parts.allSatisfy { Int($0) != nil }, "\(version)")
    }
    #expect(RenderLibraries.librsvgVersion.hasPrefix("2."))
    #expect(RenderLibraries.cairoVersion.hasPrefix("1."))
}
