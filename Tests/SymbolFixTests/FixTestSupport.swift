import SVGModel
import SymbolCheck
import SymbolEdit
import SymbolModel
import TestSupport
import Testing

@testable import SymbolFix
@testable import SymbolRender

/// `writingStatically`: as `fix --static`, a variable template may be written out statically.
func fix(_ svg: String, path: String = "test.svg", writingStatically: Bool = false) throws -> FixOutcome {
    try Fixer.fix(
        SourceFile(path: path, text: svg), configuration: CheckConfiguration(), writingStatically: writingStatically)
}

/// The fill-rule and stroke findings of a file under a profile.
func fillAndStrokeFindings(_ bytes: [UInt8], profile: Profile) -> [Diagnostic] {
    var config = CheckConfiguration()
    config.profile = profile
    return Checker.check(SourceFile(path: "fixed.svg", bytes: bytes), configuration: config).diagnostics.filter {
        Fixer.ruleIDs.contains($0.ruleID)
    }
}

/// How alike two files draw one glyph in librsvg: intersection over union of the pixels'
/// coverage (each pixel counts with its alpha: the smaller of the two over the larger), on a
/// grid where the glyph's larger side spans 512 pixels. Weighted rather than cut at alpha 50 %:
/// a cut turns a 1/255 difference into a whole pixel, and along a hairline that sits on a pixel
/// boundary it flipped a full column (alpha 127 against 128 in `065.svg`'s derived
/// Ultralight-L, a 0.81-unit stroke drawn outlined: 0.975 for two identical-looking drawings).
/// `forcedRule` draws the second file with every shape under that fill rule, to show the
/// fixed glyph no longer depends on it.
func coverageIoU(_ original: [UInt8], _ fixed: [UInt8], glyph id: String, forcedRule: FillRule? = nil) throws
    -> Double
{
    let a = try RasterDocument(svg: withoutPreviewClasses(original))
    let b = try RasterDocument(
        svg: withoutPreviewClasses(fixed),
        userStylesheet: forcedRule.map {
            "path, rect, circle, ellipse, polygon { fill-rule: \($0.rawValue) !important }"
        })
    let ra = try a.geometry(ofElementID: id).ink
    let rb = try b.geometry(ofElementID: id).ink
    let minX = min(ra.minX, rb.minX) - 1
    let minY = min(ra.minY, rb.minY) - 1
    let maxX = max(ra.maxX, rb.maxX) + 1
    let maxY = max(ra.maxY, rb.maxY) + 1
    let span = max(maxX - minX, maxY - minY)
    let region = Rect(x: minX, y: minY, width: span, height: span)
    let ia = try a.render(region: region, width: 512, height: 512, elementID: id)
    let ib = try b.render(region: region, width: 512, height: 512, elementID: id)
    var both = 0
    var either = 0
    for y in 0..<512 {
        for x in 0..<512 {
            let alphaA = Int(ia.pixel(x: x, y: y)?.alpha ?? 0)
            let alphaB = Int(ib.pixel(x: x, y: y)?.alpha ?? 0)
            both += min(alphaA, alphaB)
            either += max(alphaA, alphaB)
        }
    }
    return either == 0 ? 1 : Double(both) / Double(either)
}

/// The bytes outside the edits are the input's bytes, in order.
func untouchedBytesAgree(_ outcome: FixOutcome, input: [UInt8]) -> Bool {
    var cursor = 0
    var outCursor = 0
    let out = outcome.output
    for edit in outcome.edits.sorted(by: { $0.range.start < $1.range.start }) {
        let kept = input[cursor..<edit.range.start]
        guard outCursor + kept.count <= out.count, Array(out[outCursor..<(outCursor + kept.count)]) == Array(kept)
        else { return false }
        outCursor += kept.count + edit.replacement.utf8.count
        cursor = edit.range.end
    }
    return Array(out[outCursor...]) == Array(input[cursor...])
}

/// The file with Apple's `SFSymbolsPreview*` class names taken off its elements (the style
/// rules stay and match nothing): they are the SF Symbols app's wireframe styling, not what
/// the designer saw drawn, and the checker ignores them too.
func withoutPreviewClasses(_ bytes: [UInt8]) -> [UInt8] {
    let name = Array("SFSymbolsPreview".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 64)
    var i = 0
    while i < bytes.count {
        if bytes[i] == name[0], i + name.count <= bytes.count, Array(bytes[i..<(i + name.count)]) == name,
            i == 0 || bytes[i - 1] != UInt8(ascii: ".")
        {
            out += Array("ignored".utf8)
        }
        out.append(bytes[i])
        i += 1
    }
    return out
}

/// A variable template with the variants actool derives written in and nothing repaired: what
/// the designer's 27 variants look like, the reference a statically written-out fix must match.
func derivedVariants(_ bytes: [UInt8], path: String = "f.svg") throws -> [UInt8] {
    let source = SourceFile(path: path, bytes: bytes)
    let template = try #require(Checker.check(source, configuration: CheckConfiguration()).template)
    let plan = try StaticWriteOut.plan(template, reason: "")
    return try SourceEdit.apply(plan.insertions, to: source.bytes)
}

/// Each glyph's margin box (left to right margin, template units) as the written file's
/// template reads them.
func marginBoxes(_ bytes: [UInt8]) -> [Variant: ClosedRange<Double>] {
    let template = Checker.check(SourceFile(path: "fixed.svg", bytes: bytes), configuration: CheckConfiguration())
        .template
    var boxes: [Variant: ClosedRange<Double>] = [:]
    for (variant, pair) in template?.margins ?? [:] {
        if let left = pair.left?.x, let right = pair.right?.x, left <= right { boxes[variant] = left...right }
    }
    return boxes
}

/// Pairs of glyphs in a row, by weight, among `variants`, that are out of order (a heavier one
/// not to the right) or whose margin boxes overlap; empty when every row reads Ultralight to
/// Black apart.
func misplacedNeighbours(_ boxes: [Variant: ClosedRange<Double>], among variants: [Variant] = Variant.all) -> [String] {
    var out: [String] = []
    for scale in Scale.allCases {
        let row = Weight.allCases.compactMap { w in
            variants.contains(Variant(w, scale)) ? boxes[Variant(w, scale)].map { (Variant(w, scale), $0) } : nil
        }
        for (a, b) in zip(row, row.dropFirst()) where !(a.1.upperBound <= b.1.lowerBound + 1e-6) {
            out.append("\(a.0.id) \(a.1) / \(b.0.id) \(b.1)")
        }
    }
    return out
}
