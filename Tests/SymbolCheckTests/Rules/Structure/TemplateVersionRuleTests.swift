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
        outlined(TemplateFixture(), as: "<g id=\"template-version\"><path d=\"M3000 1920h10v10h-10Z\"/></g>")
    }

    /// `fixture` with its version text replaced by `element` (an outlined version) in Notes.
    static func outlined(_ fixture: TemplateFixture, as element: String) -> String {
        var f = fixture
        f.versionText = nil
        return f.svg.replacingFirst(" <g id=\"Notes\">\n", with: " <g id=\"Notes\">\n  \(element)\n")
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

    /// Outlined text (issue #42 item 8): actool reads no version from a `<path>` or `<g>` and
    /// builds the file as a legacy template, which apps draw; the version cannot be read, a
    /// warning in both profiles, at the element.
    @Test(arguments: [Profile.controlCenter, .xcode])
    func anOutlinedVersionIsALegacyTemplateWarningInEitherProfile(_ profile: Profile) {
        for svg in [Self.outlinedVersion, Self.outlinedVersionPath] {
            let result = check(svg) { $0.profile = profile }
            #expect(result.ruleIDs == ["template-version"])
            #expect(result.diagnostics.map(\.severity) == [.warning])
            let element =
                svg.contains("<path id=\"template-version\"")
                ? "<path id=\"template-version\"" : "<g id=\"template-version\""
            #expect(result.locations(of: "template-version") == [location(of: element, in: svg)])
            #expect(
                result.diagnostics[0].message
                    == "`template-version` is not a <text> element (outlined text?), so its version cannot be read; actool treats the file as a legacy (pre-3.0) template: no margin checks, no interpolated variants, Regular-M required"
            )
        }
    }

    static let outlinedPath = "<path id=\"template-version\" d=\"M3000 1920h10v10h-10Z\"/>"

    static var outlinedVersionPath: String { outlined(TemplateFixture(), as: outlinedPath) }

    /// A variable template whose version is outlined loses its Regular-M: actool interpolates
    /// nothing in a legacy template, so `missing-glyph` is the error, not the version.
    @Test func anOutlinedVersionOfAVariableTemplateLosesRegularM() {
        var f = TemplateFixture()
        let side = TemplateFixture.side(.small)
        f.glyphs = [:]
        for w in ["Ultralight", "Regular", "Black"] {
            f.glyphs["\(w)-S"] = #"<path d="\#(TemplateFixture.squarePath(side: side))"/>"#
        }
        let svg = Self.outlined(f, as: Self.outlinedPath)
        let result = check(svg)
        #expect(result.diagnostics.first { $0.ruleID == "template-version" }?.severity == .warning)
        #expect(result.diagnostics.contains { $0.ruleID == "missing-glyph" && $0.severity == .error })
    }
}

/// `template-version` under a target Xcode (`--xcode`, docs/template-format.md §2.2): the finding
/// names the Xcode, lists what its version does not read, and suggests taking the file down.
@Suite struct TemplateVersionXcodeTests {
    @Test func theXcodeIsNamedAndTheAnnotationsItDoesNotReadAreListed() {
        let svg = DrawExportTemplate(.variable, draws: true).svg
        let result = check(svg) {
            $0.maxTemplateVersion = TemplateVersion(6, 0)
            $0.targetXcode = XcodeVersion(major: 16, rest: [4])
        }
        #expect(result.ruleIDs == ["template-version"])
        #expect(result.diagnostics[0].message == "template version 7.0 is newer than 6.0, the newest Xcode 16.4 reads")
        #expect(
            result.diagnostics[0].notes.map(\.message) == [
                "actool reports: \"Template format 7.0 is newer than the version that this software supports (6.0)\"",
                "6.0 does not read: Draw guide points (`data-clipstroke-keyframes` on 3 elements, from 7.0)",
            ])
        #expect(result.diagnostics[0].suggestion == .lowerTemplateVersion(path: "test.svg", to: TemplateVersion(6, 0)))
    }

    @Test func withoutAnXcodeTheLimitIsTheOneToRaise() {
        let svg = DrawExportTemplate(.variable, draws: false).svg
        let result = check(svg) { $0.maxTemplateVersion = TemplateVersion(5, 0) }
        #expect(
            result.diagnostics[0].message
                == "template version 7.0 is newer than 5.0, the newest the target Xcode accepts")
        #expect(
            result.diagnostics[0].notes.map(\.message).last
                == "5.0 does not read: layer tags (`-sfsymbols-layer-tags` in 6 declarations, from 6.0)")
        #expect(result.diagnostics[0].suggestion == .raiseLimit(.maxTemplateVersion))
    }
}
