import SVGModel
import SymbolTestSupport
import Testing

@testable import JSONReader
@testable import SymbolCheck
@testable import SymbolModel
@testable import SymbolSettings

/// The table of settings: one place that decides what flags and `.symbolcheck.json` accept.
struct CheckSettingTests {
    /// The flags, the keys in kebab case, are the commands module's (`CommandLineWordsTests`).
    @Test func settingsAreNamedByTheirKeys() {
        #expect(CheckSetting(rawValue: "maxPathCommands") == .maxPathCommands)
        #expect(CheckSetting.maxPathCommands.key == "maxPathCommands")
    }

    /// Every number a flag accepts, the file accepts, and the other way round.
    @Test(arguments: [
        CheckSetting.target, .tolerance, .timeLimit, .maxInputBytes, .maxDepth, .maxPathCommands, .maxSegments,
        .maxCrossings,
    ])
    func flagAndFileAcceptTheSameNumbers(_ setting: CheckSetting) {
        for number in [-1, 0, 0.05, 0.5, 0.999, 1, 1.45, 2.5, 256, 86399, 86400, 1e300] {
            let text = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
            let fromFlag = setting.read(flagValues: [text])
            let fromFile = setting.read(.number(number))
            #expect(fromFlag == fromFile, "\(setting) \(text)")
        }
    }

    @Test func aToggleReadsAsItsFlagsSpellingOrTheFilesBoolean() {
        #expect(CheckSetting.strict.read(flagValues: ["true"]) == .success(.toggle(true)))
        #expect(CheckSetting.strict.read(flagValues: ["false"]) == .success(.toggle(false)))
        #expect(CheckSetting.strict.read(.bool(false)) == .success(.toggle(false)))
    }

    @Test func aToleranceOfZeroIsAcceptedAndOneIsNot() {
        #expect(CheckSetting.tolerance.read(flagValues: ["0"]) == .success(.number(0)))
        #expect(CheckSetting.tolerance.read(.number(0)) == .success(.number(0)))
        #expect(CheckSetting.tolerance.read(.number(1)) == .failure(.invalid(written: "1", suggestion: nil)))
    }

    @Test func ruleIDsAreCheckedAndTheBadOneIsNamedWithItsIndex() {
        let items = ["stroke", "open-subpth"].enumerated().map {
            JSONValue.Located(value: .string($1), offset: $0, end: $0 + 1)
        }
        let problem = CheckSetting.disable.read(.array(items))
        #expect(problem == .failure(.unknownRuleID("open-subpth", suggestion: "open-subpath", itemIndex: 1)))
        #expect(
            CheckSetting.disable.message(
                .unknownRuleID("open-subpth", suggestion: "open-subpath", itemIndex: 1), wording: .configFile)
                == "unknown rule id \"open-subpth\" in \"disable\". Did you mean \"open-subpath\"?"
        )
        #expect(
            CheckSetting.disable.message(
                .unknownRuleID("strokes", suggestion: "stroke", itemIndex: 0), wording: .commandLine(flag: "--disable"))
                == "Unknown rule id 'strokes' for '--disable'. Did you mean 'stroke'?")
    }

    @Test func wrongJSONTypesSayWhatTheKeyTakes() {
        #expect(CheckSetting.strict.read(.string("yes")) == .failure(.wrongType("a string", itemIndex: nil)))
        #expect(
            CheckSetting.maxTemplateVersion.message(.wrongType("a number", itemIndex: nil), wording: .configFile)
                == "\"maxTemplateVersion\" must be a template version like 6.0, not a number.")
        #expect(CheckSetting.maxTemplateVersion.read(.string("6.0")) == .success(.version(TemplateVersion(6, 0))))
    }

    @Test func applyingSetsTheConfiguration() {
        var config = CheckConfiguration()
        let noReference: (String) throws(CheckSetting.Problem) -> ReferenceSymbol = {
            path throws(CheckSetting.Problem) in
            throw .invalid(written: path, suggestion: nil)
        }
        try? CheckSetting.tolerance.apply(.number(0), to: &config, relativeTo: "/", loadReference: noReference)
        try? CheckSetting.timeLimit.apply(.number(2.5), to: &config, relativeTo: "/", loadReference: noReference)
        try? CheckSetting.warn.apply(.ruleIDs(["stroke"]), to: &config, relativeTo: "/", loadReference: noReference)
        try? CheckSetting.maxDepth.apply(.count(9), to: &config, relativeTo: "/", loadReference: noReference)
        #expect(config.sizeTarget.tolerance == 0)
        #expect(config.timeLimit == .milliseconds(2500))
        #expect(config.severityOverrides["stroke"] == .some(.warning))
        #expect(config.limits.maxDepth == 9)
        #expect(throws: CheckSetting.Problem.invalid(written: "x.svg", suggestion: nil)) {
            try CheckSetting.reference.apply(.file("x.svg"), to: &config, relativeTo: "/", loadReference: noReference)
        }
    }
}
