import SymbolPreview
import SymbolRender
import TestSupport
import Testing

@Suite struct GoldenRecordModeTests {
    @Test func defaultsToMissingLocallyAndNeverUnderCI() throws {
        #expect(try GoldenRecordMode.resolve(environment: [:]) == .missing)
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "true"]) == .never)
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "1"]) == .never)
        #expect(try GoldenRecordMode.resolve(environment: ["CI": ""]) == .missing)
        #expect(try GoldenRecordMode.resolve(environment: ["CI": "false"]) == .missing)
    }

    @Test func theVariableWinsEvenUnderCI() throws {
        for mode in GoldenRecordMode.allCases {
            #expect(
                try GoldenRecordMode.resolve(environment: ["SYMBOLCHECK_RECORD": mode.rawValue, "CI": "true"]) == mode)
        }
        #expect(try GoldenRecordMode.resolve(environment: ["SYMBOLCHECK_RECORD": ""]) == .missing)
    }

    @Test func anUnknownModeIsAnError() {
        #expect(
            throws: GoldenSetupError(
                message: "SYMBOLCHECK_RECORD=yes is not a record mode; use one of never, missing, failed, all")
        ) {
            try GoldenRecordMode.resolve(environment: ["SYMBOLCHECK_RECORD": "yes"])
        }
    }
}

@Suite struct GoldenPlatformTests {
    @Test func theFileTextReadsBack() {
        let platform = GoldenPlatform(librsvg: "2.54.7", cairo: "1.16.0")
        #expect(platform.fileText.hasSuffix("librsvg 2.54.7\ncairo 1.16.0\n"))
        #expect(GoldenPlatform(parsing: platform.fileText) == platform)
    }

    @Test func aFileWithoutBothLibrariesIsUnreadable() {
        #expect(GoldenPlatform(parsing: "librsvg 2.54.7\n") == nil)
        #expect(GoldenPlatform(parsing: "") == nil)
    }

    @Test func currentNamesTheLinkedLibraries() {
        #expect(
            GoldenPlatform.current
                == GoldenPlatform(librsvg: RenderLibraries.librsvgVersion, cairo: RenderLibraries.cairoVersion))
    }

    @Test func matchingComparesBothVersions() {
        let here = GoldenPlatform(librsvg: "2.54.7", cairo: "1.16.0")
        #expect(GoldenPlatformMatch(recorded: here, current: here) == .same)
        #expect(GoldenPlatformMatch(recorded: nil, current: here) == .same)
        let newerCairo = GoldenPlatform(librsvg: "2.54.7", cairo: "1.18.0")
        #expect(GoldenPlatformMatch(recorded: newerCairo, current: here) == .other(recorded: newerCairo, current: here))
        #expect(GoldenPlatformMatch(recorded: newerCairo, current: here).defaultTolerance == .otherPlatform)
        #expect(
            GoldenPlatformMatch(recorded: here, current: here).defaultTolerance
                == GoldenTolerance(channelTolerance: 2, maxDifferingShare: 0))
        #expect(GoldenPlatformMatch(recorded: here, current: here).note == nil)
    }

    /// The committed goldens were made on the reference platform (Debian 12).
    @Test func theCommittedPlatformFileNamesDebian12sLibraries() throws {
        let text = try readText(packageRoot + "/golden/PLATFORM")
        #expect(GoldenPlatform(parsing: text) == GoldenPlatform(librsvg: "2.54.7", cairo: "1.16.0"))
    }
}
