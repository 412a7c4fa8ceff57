import SVGModel
import SymbolCheck
import SymbolFix
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `fix` over every file of `../shared/corpus` with a fill-rule or stroke finding: each one
/// it repairs checks clean in both profiles with nothing else changed, and every repaired
/// glyph draws in librsvg as it did (coverage IoU ≥ 0.98); each one it refuses says why.
@Suite struct CorpusFixTests {
    static var corpus: String? {
        let dir = packageRoot + "/../shared/corpus"
        var st = stat()
        return stat(dir, &st) == 0 ? dir : nil
    }

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
        guard let dir = Self.corpus else {
            print("CorpusFixTests: ../shared/corpus not found; skipped")
            return
        }
        var needing = 0
        var repaired: [String] = []
        var refused: [String] = []
        var glyphsChecked = 0
        var worstIoU = 1.0
        for name in Self.names(in: dir) {
            let bytes = try #require(readBytes(dir + "/" + name))
            guard !fillAndStrokeFindings(bytes, profile: .controlCenter).isEmpty else { continue }
            needing += 1
            let outcome: FixOutcome
            do {
                outcome = try Fixer.fix(SourceFile(path: name, bytes: bytes), configuration: CheckConfiguration())
            } catch {
                refused.append("\(name): \(error.message)")
                continue
            }
            repaired.append(name)
            #expect(untouchedBytesAgree(outcome, input: bytes), "\(name)")
            #expect(outcome.remaining.isEmpty, "\(name): \(outcome.remaining.map(\.message))")
            for profile in Profile.allCases {
                var config = CheckConfiguration()
                config.profile = profile
                let others = { (b: [UInt8]) in
                    Checker.check(SourceFile(path: name, bytes: b), configuration: config).diagnostics
                        .filter { !Fixer.ruleIDs.contains($0.ruleID) }.map(\.ruleID)
                }
                #expect(fillAndStrokeFindings(outcome.output, profile: profile).isEmpty, "\(name)")
                // Outlining a stroke can only add ink, so a size finding may move; nothing else.
                let sizeRules: Set<String> = ["glyph-size", "glyph-off-center", "glyph-outside-margins"]
                #expect(
                    others(bytes).filter { !sizeRules.contains($0) }
                        == others(outcome.output).filter { !sizeRules.contains($0) }, "\(name) \(profile.rawValue)")
            }
            for repair in outcome.repairs {
                let iou = try coverageIoU(bytes, outcome.output, glyph: repair.variant.id)
                let evenodd = try coverageIoU(bytes, outcome.output, glyph: repair.variant.id, forcedRule: .evenodd)
                #expect(iou >= 0.98, "\(name) \(repair.variant.id): IoU \(iou)")
                #expect(evenodd >= 0.98, "\(name) \(repair.variant.id) drawn even-odd: IoU \(evenodd)")
                worstIoU = min(worstIoU, iou, evenodd)
                glyphsChecked += 1
            }
        }
        print(
            "CorpusFixTests: \(needing) files with fill-rule or stroke findings; \(repaired.count) repaired (\(glyphsChecked) glyphs, lowest IoU \(worstIoU)); \(refused.count) refused"
        )
        for r in refused { print("CorpusFixTests: refused \(r)") }
        #expect(needing > 0)
    }
}
