import SymbolTestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel

/// `template-version`: where the version is and how it reads. actool reads the version after
/// "Template v." as a float (docs/template-format.md §4.2); so does `TemplateVersion`.
@Suite struct TemplateVersionRuleTests {
    /// Design tools outline every text on export, the version included; actool compiled such
    /// files (issue #12).
    static var outlinedVersion: String {
        var f = TemplateFixture()
        f.versionText = nil
        return f.svg.replacingFirst(
            " <g id=\"Notes\">\n",
            with: " <g id=\"Notes\">\n  <g id=\"template-version\"><path d=\"M3000 1920h10v10h-10Z\"/></g>\n")
    }

    @Test func digitsAfterThePointAreADecimalFraction() throws {
        let v610 = try #require(TemplateVersion(parsing: "6.10"))
        let v61 = try #require(TemplateVersion(parsing: "6.1"))
        let v69 = try #require(TemplateVersion(parsing: "6.9"))
        #expect(v610 == v61)
        #expect(v610 < v69)
        #expect(TemplateVersion(parsing: "6") == TemplateVersion(6, 0))
        #expect(TemplateVersion(parsing: "6.25")! > TemplateVersion(6, 2))
        #expect(TemplateVersion(parsing: "6.25")! < TemplateVersion(6, 3))
    }

    @Test func descriptionIsTheShortestDecimal() {
        #expect(TemplateVersion(parsing: "6.10")?.description == "6.1")
        #expect(TemplateVersion(parsing: "7")?.description == "7.0")
        #expect(TemplateVersion(parsing: "6.250")?.description == "6.25")
        #expect(TemplateVersion(parsing: "6.005")?.description == "6.005")
    }

    @Test func unreadableTextIsRefused() {
        for text in ["", "6.", ".5", "6.1.0", "6.1234", "six", "6.+1", "-1.0", "6.x"] {
            #expect(TemplateVersion(parsing: text) == nil, "\(text)")
        }
    }

    @Test func aTemplateAtSixPointTenIsNotNewerThanSixPointNine() {
        var f = TemplateFixture()
        f.versionText = "Template v.6.10"
        let result = check(f.svg) { $0.maxTemplateVersion = TemplateVersion(6, 9) }
        #expect(!result.ruleIDs.contains("template-version"))
        f.versionText = "Template v.6.95"
        let newer = check(f.svg) { $0.maxTemplateVersion = TemplateVersion(6, 9) }
        #expect(
            newer.diagnostics.filter { $0.ruleID == "template-version" }.map(\.message)
                == ["template version 6.95 is newer than 6.9, the newest the target Xcode accepts"])
    }

    @Test func templateVersionPointsAtTheTextElement() {
        var f = TemplateFixture()
        f.versionText = "Template v.9.0"
        expectSingle("template-version", in: f.svg, at: "<text id=\"template-version\"")
        f.versionText = "Template vNext"
        expectSingle("template-version", in: f.svg, at: "<text id=\"template-version\"")
        #expect(check(f.svg).diagnostics[0].message == "cannot read a version from \"Template vNext\"")
    }

    @Test func aMissingVersionIsAWarningAtTheNotesGroup() {
        var f = TemplateFixture()
        f.versionText = nil
        let result = check(f.svg)
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.locations(of: "template-version") == [location(of: "<g id=\"Notes\"", in: f.svg)])
    }

    @Test func anOutlinedVersionIsALegacyTemplateWarningUnderXcode() {
        let svg = Self.outlinedVersion
        let result = check(svg) { $0.profile = .xcode }
        #expect(result.diagnostics.map(\.severity) == [.warning])
        #expect(result.locations(of: "template-version") == [location(of: "<g id=\"template-version\"", in: svg)])
        #expect(
            result.diagnostics[0].message
                == "`template-version` is not a <text> element (an outlined group?); actool treats the file as a legacy (pre-3.0) template"
        )
        #expect(!result.diagnostics.contains { $0.severity == .error })
    }

    @Test func anOutlinedVersionStaysAnErrorForControlCenter() {
        let svg = Self.outlinedVersion
        let result = check(svg)
        #expect(result.ruleIDs == ["template-version"])
        #expect(result.diagnostics.map(\.severity) == [.error])
        #expect(result.diagnostics[0].message == "`template-version` must be a <text> element")
    }
}
