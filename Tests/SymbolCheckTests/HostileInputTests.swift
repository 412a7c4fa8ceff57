import SVGModel
import SymbolTestSupport
import Testing

@testable import SymbolCheck

/// Hostile and broken input: each case gets a precise diagnostic and a defined outcome, never
/// a crash or a hang. Cases found by `scripts/fuzz` are kept here as regressions.
@Suite struct HostileInputTests {
    /// Fuzz regression: a margin guide at x = 1e20 trapped the number formatter.
    @Test func hugeNumbersInGuidesDoNotTrap() {
        var f = TemplateFixture()
        f.margins["Regular-M"] =
            #"<line id="left-margin-Regular-M" x1="1e20" x2="1e20" y1="0" y2="1"/><line id="right-margin-Regular-M" x1="-1e300" x2="-1e300" y1="0" y2="1"/>"#
        let result = check(f.svg)
        #expect(result.ruleIDs.contains("glyph-outside-margins"))
    }

    @Test func absurdCoordinatesAndRadiiDoNotTrap() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M0 0L1e300 1e300L-1e300 5ZM0 0A1e300 1e300 0 1 1 1e-300 1e-300Z"/>"#
        f.glyphs["Regular-S"] = #"<path transform="scale(1e200)" d="M0 0h1e200v1e200h-1e200Z"/>"#
        let result = check(f.svg)
        #expect(!result.isRefused)
        #expect(
            result.ruleIDs.contains("glyph-size") || result.ruleIDs.contains("empty-glyph") || !result.ruleIDs.isEmpty)
    }

    @Test func nanAndInfinityAreInvalidValues() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M6 -86 h1e400 v10Z"/>"#
        let result = check(f.svg)
        #expect(result.diagnostics.first { $0.ruleID == "invalid-value" }?.message == "the number is out of range")
        f = TemplateFixture()
        f.glyphAttributes["Regular-M"] = #"opacity="0.5""#
        f.glyphs["Regular-M"] =
            #"<path transform="translate(NaN 0)" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let r2 = check(f.svg)
        #expect(
            r2.diagnostics.contains {
                $0.ruleID == "invalid-value" && $0.message == "`NaN` is not a number in `translate(…)`"
            })
    }

    /// The `<use>` form of billion laughs: each level draws the one below twice, 2^30 copies.
    @Test func aUseBombIsRefusedWithinTheElementBudget() {
        var f = TemplateFixture()
        var defs = ##"<path id="l0" d="M0 0h1v1h-1Z"/>"##
        for k in 1...30 { defs += ##"<g id="l\##(k)"><use href="#l\##(k - 1)"/><use href="#l\##(k - 1)"/></g>"## }
        f.glyphs["Regular-M"] = ##"<defs>\##(defs)</defs><use href="#l30"/>"##
        let result = check(f.svg) { $0.limits.maxElements = 20_000 }
        #expect(result.isRefused)
        #expect(result.ruleIDs == ["input-refused"])
        #expect(result.diagnostics[0].message == "the file's <use> references expand to more than 20000 elements")
        #expect(
            result.diagnostics[0].help
                == "no symbol needs this many copies: draw the shapes instead of uses that multiply them")
    }

    /// Sixteen uses, each through groups nested 240 deep: 3840 levels below each S source,
    /// which every walk over the glyphs (reading, interpolation, measuring) takes without
    /// recursing — this ran out of stack on a worker thread before.
    @Test func aUseChainThroughDeepGroupsIsWalkedWithoutRecursion() {
        var defs = ""
        for k in 0..<16 {
            let inner = k < 15 ? ##"<use href="#g\##(k + 1)"/>"## : #"<path d="M0 0h1v1h-1Z"/>"#
            defs += #"<g id="g\#(k)">"# + String(repeating: "<g>", count: 239) + inner
            defs += String(repeating: "</g>", count: 239) + "</g>"
        }
        var f = TemplateFixture()
        f.glyphs = [:]
        for weight in ["Ultralight", "Regular", "Black"] { f.glyphs["\(weight)-S"] = ##"<use href="#g0"/>"## }
        f.margins = f.margins.filter { $0.key == "Regular-S" }
        let svg = f.svg.replacingFirst(" <g id=\"Notes\">", with: " <defs>\(defs)</defs>\n <g id=\"Notes\">")
        let result = check(svg)
        #expect(!result.isRefused)
        #expect(result.measurements[.regularS]?.height == 1)
        #expect(result.measurements[.regularM]?.derived == true)
    }

    @Test func billionLaughsIsRefusedAtTheAmplificationGuard() {
        var svg = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n <!ENTITY a0 \"ha\">\n"
        for k in 1...10 { svg += " <!ENTITY a\(k) \"" + String(repeating: "&a\(k - 1);", count: 10) + "\">\n" }
        svg += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&a10;</text></svg>\n"
        let result = check(svg)
        #expect(result.isRefused)
        #expect(
            result.diagnostics.map(\.message) == [
                "expanding the entities would make the document more than 100 times its size"
            ])
        #expect(result.locations(of: "input-refused") == ["15:47"])
    }

    @Test func deepNestingIsRefusedAtTheLimit() {
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\">" + String(repeating: "<g>", count: 5000)
            + String(repeating: "</g>", count: 5000) + "</svg>"
        let result = check(svg)
        #expect(result.isRefused)
        #expect(result.diagnostics[0].message == "elements are nested more than 256 deep")
    }

    @Test func tooManyPathCommandsAreRefused() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] = #"<path d="M0 0"# + String(repeating: "l1 1", count: 2000) + #""/>"#
        let result = check(f.svg) { $0.limits.maxPathCommands = 1000 }
        #expect(result.isRefused)
        #expect(result.diagnostics[0].message == "the file has more than 1000 path commands")
    }

    @Test func oversizedInputIsRefused() {
        let result = check(TemplateFixture().svg) { $0.limits.maxInputBytes = 100 }
        #expect(result.isRefused)
        #expect(result.diagnostics[0].message.hasPrefix("the file is "))
    }

    @Test func crlfFilesReportTheSameLocationsAsLF() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" stroke-width="2" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let lf = f.svg
        let crlf = lf.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        #expect(check(lf).locations(of: "stroke") == check(crlf).locations(of: "stroke"))
        #expect(check(crlf).locations(of: "stroke") == [location(of: "stroke=", in: lf)])
    }

    @Test func aByteOrderMarkIsAcceptedAndNotCounted() {
        var f = TemplateFixture()
        f.glyphs["Regular-M"] =
            #"<path stroke="black" d="\#(TemplateFixture.squarePath(side: TemplateFixture.side(.medium)))"/>"#
        let bom = "\u{FEFF}" + f.svg
        #expect(check(bom).locations(of: "stroke") == check(f.svg).locations(of: "stroke"))
    }

    @Test func utf32IsRefusedWithAClearMessage() {
        var bytes: [UInt8] = [0xFF, 0xFE, 0, 0]
        for u in "<svg/>".unicodeScalars { bytes += [UInt8(u.value & 0xFF), 0, 0, 0] }
        let result = Checker.check(SourceFile(path: "u32.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(result.isRefused)
        #expect(result.diagnostics[0].message == "the file is UTF-32 encoded; symbolcheck reads UTF-8 and UTF-16")
    }

    @Test func invalidUTF8IsPointedAtTheByte() {
        let bytes = Array("<svg>\n  <g id=\"".utf8) + [0xC3, 0x28] + Array("\"/></svg>".utf8)
        let result = Checker.check(SourceFile(path: "bad.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(result.ruleIDs == ["xml-malformed"])
        #expect(result.diagnostics[0].message == "invalid UTF-8 byte 0xC3")
        #expect(result.locations(of: "xml-malformed") == ["2:10"])
    }

    @Test func emptyAndBinaryFilesAreMalformed() {
        #expect(check("").diagnostics.map(\.message) == ["the file is empty"])
        let garbage = Checker.check(
            SourceFile(path: "g", bytes: [0x89, 0x01, 0x02, 0x0D, 0x0A]), configuration: CheckConfiguration())
        #expect(garbage.ruleIDs == ["xml-malformed"])
        #expect(garbage.locations(of: "xml-malformed") == ["1:1"])
    }

    /// A PNG or PDF is recognised by its signature and refused unread, with what to pass.
    @Test func imagesAndPDFsAreRefusedBySignature() {
        for (bytes, kind) in [
            ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] as [UInt8], "a PNG image"),
            (Array("%PDF-1.4\n".utf8), "a PDF document"), ([0xFF, 0xD8, 0xFF, 0xE0], "a JPEG image"),
        ] {
            let result = Checker.check(SourceFile(path: "g", bytes: bytes), configuration: CheckConfiguration())
            #expect(result.isRefused)
            #expect(result.ruleIDs == ["input-refused"])
            #expect(result.diagnostics.map(\.message) == ["this file is \(kind), not an SVG template"])
        }
    }
}

@Suite struct TimeLimitTests {
    @Test func aFileOverTheTimeLimitIsRefused() {
        let result = check(TemplateFixture().svg) { $0.timeLimit = .zero }
        #expect(result.isRefused)
        #expect(result.ruleIDs == ["input-refused"])
        #expect(result.diagnostics[0].message.hasPrefix("checking took longer than 0"))
    }
}
