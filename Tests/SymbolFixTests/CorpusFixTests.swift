import SVGModel
import SymbolCheck
import SymbolGeometry
import SymbolModel
import TestSupport
import Testing

@testable import SymbolFix

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `fix` over every file of `../shared/corpus` with a fill-rule or stroke finding: each one
/// it repairs checks clean in both profiles with nothing else changed, and every repaired
/// glyph draws in librsvg as it did (coverage IoU ≥ 0.98); each one it refuses says why. A
/// variable template written out statically is compared, all 27 variants, with its variants
/// as derived from the original sources. Skipped, saying why, without `../shared/corpus`;
/// failed where SYMBOLCHECK_REQUIRE_SHARED is set (.ci/run).
@Suite(
    .tags(.corpus, .slow), .lanes,
    .enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))
struct CorpusFixTests {
    static func names(in dir: String) -> [String] {
        guard let d = opendir(dir) else { return [] }
        defer { closedir(d) }
        var names: [String] = []
        while let entry = readdir(d) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name.hasSuffix(".svg") { names.append(name) }
        }
        return names.sorted()
    }

    @Test func everyRepairedFileIsCleanAndLooksTheSame() throws {
        let dir = try SharedFolder.corpus.require()
        var needing = 0
        var repaired: [String] = []
        var refused: [String] = []
        var writtenOut: [String] = []
        var glyphsChecked = 0
        var worstIoU = 1.0
        for name in Self.names(in: dir) {
            let bytes = try #require(readBytes(dir + "/" + name))
            guard !fillAndStrokeFindings(bytes, profile: .controlCenter).isEmpty else { continue }
            needing += 1
            let outcome: FixOutcome
            do {
                // Written out where asked (`--static`), so every repair is measured.
                outcome = try Fixer.fix(
                    SourceFile(path: name, bytes: bytes), configuration: CheckConfiguration(), writingStatically: true)
            } catch {
                refused.append("\(name): \(error.message)")
                continue
            }
            repaired.append(name)
            var reference = bytes
            if outcome.staticWriteOut != nil {
                writtenOut.append(name)
                reference = try derivedVariants(bytes, path: name)
                let template = Checker.check(
                    SourceFile(path: name, bytes: outcome.output), configuration: CheckConfiguration()
                ).template
                #expect(template?.glyphs.count == 27, "\(name)")
                // Every row reads Ultralight to Black, no derived glyph over another.
                let placed = marginBoxes(outcome.output)
                #expect(misplacedNeighbours(placed, among: outcome.staticWriteOut!.variants) == [], "\(name)")
            }
            #expect(untouchedBytesAgree(outcome, input: bytes), "\(name)")
            #expect(outcome.remaining.isEmpty, "\(name): \(outcome.remaining.map(\.message))")
            for profile in Profile.allCases {
                var config = CheckConfiguration()
                config.profile = profile
                let others = { (b: [UInt8]) in
                    Checker.check(SourceFile(path: name, bytes: b), configuration: config).diagnostics
                        .filter { !Fixer.ruleIDs.contains($0.ruleID) && $0.ruleID != MissingLayerClassesRule().id }
                        .map(\.ruleID)
                }
                #expect(fillAndStrokeFindings(outcome.output, profile: profile).isEmpty, "\(name)")
                // Outlining a stroke can only add ink, so a size finding may move; nothing else.
                let sizeRules: Set<String> = ["glyph-size", "glyph-off-center", "glyph-outside-margins"]
                #expect(
                    others(bytes).filter { !sizeRules.contains($0) }
                        == others(outcome.output).filter { !sizeRules.contains($0) }, "\(name) \(profile.rawValue)")
            }
            // Written out, every variant is new or repaired; otherwise the repaired ones.
            let compared = outcome.staticWriteOut != nil ? Variant.all : outcome.repairs.map(\.variant)
            for variant in compared {
                let iou = try coverageIoU(reference, outcome.output, glyph: variant.id)
                let evenodd = try coverageIoU(reference, outcome.output, glyph: variant.id, forcedRule: .evenodd)
                #expect(iou >= 0.98, "\(name) \(variant.id): IoU \(iou)")
                #expect(evenodd >= 0.98, "\(name) \(variant.id) drawn even-odd: IoU \(evenodd)")
                worstIoU = min(worstIoU, iou, evenodd)
                glyphsChecked += 1
            }
        }
        print(
            "CorpusFixTests: \(needing) files with fill-rule or stroke findings; \(repaired.count) repaired (\(glyphsChecked) glyphs, lowest IoU \(worstIoU)), \(writtenOut.count) of them variable templates written out statically; \(refused.count) refused"
        )
        for r in refused { print("CorpusFixTests: refused \(r)") }
        #expect(needing > 0)
    }

    /// `058.svg` is SwiftDraw's 800 × 600 layout, not Apple's: its sources 200 units apart are
    /// too close for nine interpolated columns (nine Large glyphs alone need 9 × 155 units),
    /// so its 24 derived variants go in a column per weight right of the canvas, in order and
    /// apart, none over the sources or the "A" reference glyph. `fix` no longer needs to write
    /// it out (its three sources, redrawn alike, still interpolate), so the write-out is made
    /// here as `fix --static` makes it for a file that needs one.
    @Test func aFileInItsOwnLayoutGetsItsVariantsInWeightColumns() throws {
        let dir = try SharedFolder.corpus.require()
        let bytes = try #require(readBytes(dir + "/058.svg"))
        let source = SourceFile(path: "058.svg", bytes: bytes)
        #expect(
            try Fixer.fix(source, configuration: CheckConfiguration(), writingStatically: true).staticWriteOut == nil)
        let config = Fixer.configuration(CheckConfiguration())
        let (template, _) = try Fixer.read(source, config)
        let outcome = try Fixer.writeOut(
            try StaticWriteOut.plan(template, reason: Fixer.writeOutReason), source: source, config, wireframe: nil,
            budget: GeometryBudget(limits: config.geometryLimits, timeLimit: config.timeLimit))
        let plan = try #require(outcome.staticWriteOut)
        guard case .columns(let start, let pitch, insideCanvas: false) = plan.layout else {
            Issue.record("058.svg placed \(plan.layout)")
            return
        }
        #expect(start > 800)
        #expect(
            plan.placement
                == "the derived variants are placed in a column per weight right of the canvas, from x \(try StaticWriteOut.number(start)), as the canvas has no room for nine columns"
        )
        let boxes = marginBoxes(outcome.output)
        #expect(misplacedNeighbours(boxes, among: plan.variants) == [])
        for variant in plan.variants {
            let box = try #require(boxes[variant])
            let column = start + pitch * Double(Weight.allCases.firstIndex(of: variant.weight)!)
            #expect(box.lowerBound >= column && box.upperBound <= column + pitch, "\(variant.id) \(box)")
        }
    }
}
