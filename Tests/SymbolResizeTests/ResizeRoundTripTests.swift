import SVGModel
import Support
import SymbolTestSupport
import TestSupport
import Testing

@testable import SymbolCheck
@testable import SymbolModel
@testable import SymbolResize

/// `resize` over real files: the seed case `Symbols/camera-puny.svg`, every file in `Symbols/`
/// and every file of `../shared/corpus` that reads and has a measurable Regular glyph. Each
/// output meets the target, checks without new errors, and differs from its input only inside
/// glyph groups and margin guides.
@Suite struct ResizeRoundTripTests {
    /// The time limit every command shares (issue #25): a file past it is refused, nothing
    /// written, with the flag that raises it.
    @Test func aFilePastTheTimeLimitIsRefused() throws {
        let bytes = try #require(readBytes(packageRoot + "/Symbols/camera-puny.svg"))
        var configuration = CheckConfiguration()
        configuration.timeLimit = .zero
        do {
            _ = try Resizer.resize(SourceFile(path: "camera-puny.svg", bytes: bytes), configuration: configuration)
            Issue.record("resized past the time limit")
        } catch {
            #expect(
                error.message
                    == "resizing took longer than the time limit of 0.0 seconds (stopped after measuring); nothing was written"
            )
            #expect(error.help == nil)
            #expect(error.suggestion == .raiseLimit(.timeLimit))
        }
    }

    @Test func thePunyCameraComesOutAtTheTarget() throws {
        let bytes = try #require(readBytes(packageRoot + "/Symbols/camera-puny.svg"))
        let outcome = try Resizer.resize(
            SourceFile(path: "camera-puny.svg", bytes: bytes), configuration: CheckConfiguration())
        let target = SizeTarget.defaultRatio
        for (scale, wanted) in [(Scale.small, target * 0.783), (.medium, target), (.large, target * 1.29)] {
            let before = try #require(outcome.before[Variant(.regular, scale)]).size.opticalSize
            let after = try #require(outcome.after[Variant(.regular, scale)]).size.opticalSize
            print(
                "camera-puny Regular-\(scale.rawValue): optical size \(fixed(before, 6)) → \(fixed(after, 6)) (target \(fixed(wanted, 6)))"
            )
            #expect(abs(after - wanted) < 1e-6)
        }
        #expect(abs(try #require(outcome.before[.regularM]).ratio - 1.13) < 1e-3)
        // The only finding of the input was glyph-size, one for the three rows one factor fixes;
        // the output has none at all.
        let input = Checker.check(SourceFile(path: "in.svg", bytes: bytes), configuration: CheckConfiguration())
        #expect(input.ruleIDs == ["glyph-size"])
        let output = Checker.check(
            SourceFile(path: "out.svg", bytes: outcome.output), configuration: CheckConfiguration())
        #expect(output.diagnostics.isEmpty, "\(output.diagnostics.map(\.message))")
        #expect(differencesOutsideGlyphsAndMargins(input: bytes, output: outcome.output).isEmpty)
        // The same camera drawn at 1.45: the resized puny one is that drawing scaled to the
        // target optical size, to within 0.01 units.
        let camera = try #require(readBytes(packageRoot + "/Symbols/camera.svg"))
        let drawn = Checker.check(SourceFile(path: "camera.svg", bytes: camera), configuration: CheckConfiguration())
            .measurements
        for v in [Variant.regularS, .regularM, .regularL] {
            let a = try #require(outcome.after[v]?.bounds)
            let m = try #require(drawn[v])
            let b = try #require(m.bounds)
            let k = m.size.factorToTarget
            #expect(abs(a.height - k * b.height) < 0.01 && abs(a.width - k * b.width) < 0.01, "\(v): \(a) vs \(b)")
        }
    }

    @Test func symbolsRoundTrip() throws {
        let names =
            listDirectory(packageRoot + "/Symbols").filter { $0.hasSuffix(".svg") }
            + listDirectory(packageRoot + "/Symbols/broken").filter { $0.hasSuffix(".svg") }.map { "broken/" + $0 }
        let tally = try Self.roundTrip(names.map { ($0, packageRoot + "/Symbols/" + $0) })
        print(
            "Symbols/: \(tally.resized) resized, \(tally.refused.count) refused (\(tally.refused.joined(separator: ", "))), \(tally.notEligible.count) not a readable SVG or without a measurable Regular glyph (\(tally.notEligible.joined(separator: ", ")))"
        )
        // The glyphs of broken/invalid-value.svg and broken/unsupported-element.svg are within
        // tolerance, so resize leaves them as they are and has nothing to refuse (ResizePlanTests
        // covers the refusals). broken/blank-glyph.svg draws no ink to measure (every shape
        // `fill: none`).
        #expect(tally.refused == [])
        #expect(
            tally.notEligible == [
                "broken/blank-glyph.svg", "broken/input-refused.svg", "broken/not-a-template.svg",
                "broken/not-svg.svg", "broken/xml-malformed.svg",
            ])
        #expect(tally.resized == names.count - 5)
    }

    @Test(
        .tags(.corpus), .lanes,
        .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
    func corpusRoundTrips() throws {
        let directory = try SharedFolder.corpus.require()
        let names = listDirectory(directory).filter { $0.hasSuffix(".svg") }
        let tally = try Self.roundTrip(names.map { ($0, directory + "/" + $0) })
        print(
            "corpus: \(names.count) files, \(tally.resized) resized and round-tripped, \(tally.notEligible.count) skipped as not readable or without a measurable Regular glyph (\(tally.notEligible.joined(separator: ", ")))"
        )
        #expect(tally.refused.isEmpty)
        #expect(tally.resized + tally.notEligible.count == names.count)
        #expect(tally.resized >= 150)
    }

    @Test func theByteRangeProofNoticesAChangeOutsideGlyphsAndMargins() throws {
        let bytes = try #require(readBytes(packageRoot + "/Symbols/camera.svg"))
        #expect(differencesOutsideGlyphsAndMargins(input: bytes, output: bytes).isEmpty)
        var touched = bytes
        // One digit of Capline-M, a guide that is neither a glyph nor a margin.
        let text = String(decoding: bytes, as: UTF8.self)
        let at = try #require(text.utf8.firstRange(of: "y1=\"1055.54\"".utf8)).lowerBound
        touched[text.utf8.distance(from: text.utf8.startIndex, to: at) + 5] = UInt8(ascii: "6")
        #expect(differencesOutsideGlyphsAndMargins(input: bytes, output: touched).count == 1)
        // The same change inside Regular-M's group is allowed.
        var inside = bytes
        let glyph = try #require(text.utf8.firstRange(of: "<g id=\"Regular-M\"".utf8)).upperBound
        inside[text.utf8.distance(from: text.utf8.startIndex, to: glyph) + 40] = UInt8(ascii: "7")
        #expect(differencesOutsideGlyphsAndMargins(input: bytes, output: inside).isEmpty)
    }

    struct Tally {
        var resized = 0
        var notEligible: [String] = []
        var refused: [String] = []
    }

    /// Files resize refuses on purpose, with the reason it gives.
    static let expectedRefusals = [
        "broken/unsupported-element.svg": "Regular-M contains a <text>, which resize cannot scale by rewriting numbers",
        "broken/invalid-value.svg":
            "cannot rewrite a shape with an unreadable value: unexpected character `k` in path data",
    ]

    /// Resizes each file that reads and has a measurable Regular glyph, and checks the output.
    static func roundTrip(_ files: [(name: String, path: String)]) throws -> Tally {
        var tally = Tally()
        let configuration = CheckConfiguration()
        for (name, path) in files {
            let bytes = try #require(readBytes(path))
            guard isEligible(bytes) else {
                tally.notEligible.append(name)
                continue
            }
            let outcome: ResizeOutcome
            do {
                outcome = try Resizer.resize(SourceFile(path: name, bytes: bytes), configuration: configuration)
            } catch {
                if expectedRefusals[name] == error.message {
                    tally.refused.append(name)
                } else {
                    Issue.record("\(name): \(error.message)")
                }
                continue
            }
            tally.resized += 1
            for row in outcome.plan.rows {
                let after = try #require(outcome.after[Variant(.regular, row.scale)], "\(name)")
                if row.isWithinTolerance {
                    #expect(after.ratio == row.regular.ratio, "\(name) \(row.scale): left as is")
                } else {
                    // On target on the judged side, or stopped at the tile's symbol area.
                    #expect(
                        abs(after.scaleToTarget - 1) < 0.001
                            || (row.isLimitedBySymbolArea && after.size.fitsSymbolArea),
                        "\(name) \(row.scale): \(after.ratio)")
                }
            }
            let sourceRewritten = outcome.plan.rows.contains { $0.scale == .small && !$0.isWithinTolerance }
            for derived in outcome.after.values where derived.derived && sourceRewritten {
                #expect(derived.size.accepted, "\(name) \(derived.variant) (derived): \(derived.ratio)")
            }
            #expect(transformAttributes(outcome.output) == transformAttributes(bytes), "\(name)")
            let problems = differencesOutsideGlyphsAndMargins(input: bytes, output: outcome.output)
            #expect(problems.isEmpty, "\(name): \(problems)")
            let before = Checker.check(SourceFile(path: name, bytes: bytes), configuration: configuration)
            let after = Checker.check(SourceFile(path: name, bytes: outcome.output), configuration: configuration)
            #expect(!after.ruleIDs.contains("glyph-size"), "\(name)")
            let newErrors = errorCounts(after).filter { $0.value > errorCounts(before)[$0.key, default: 0] }
            #expect(
                newErrors.isEmpty,
                "\(name): new errors \(newErrors) — \(after.diagnostics.filter { newErrors[$0.ruleID] != nil }.map(\.message))"
            )
        }
        return tally
    }

    /// Reads as an SVG document and has a Regular glyph that `check` can measure (drawn, with
    /// its guides).
    static func isEligible(_ bytes: [UInt8]) -> Bool {
        guard let template = readTemplate(bytes), template.tree.root.kind == .svg else { return false }
        let measurements = Measurer.measure(
            template, target: SizeTarget(), reference: nil,
            interpolation: InterpolationCompatibility.analyse(template))
        return Scale.allCases.contains {
            measurements[Variant(.regular, $0)].map { !$0.derived && $0.ratio > 0 } ?? false
        }
    }

    /// Errors per rule id, glyph-size aside (resizing exists to remove it).
    static func errorCounts(_ result: CheckResult) -> [String: Int] {
        result.diagnostics.filter { $0.severity == .error && $0.ruleID != "glyph-size" }
            .reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 }
    }
}
