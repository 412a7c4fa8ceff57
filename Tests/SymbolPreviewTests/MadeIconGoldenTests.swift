import SVGModel
import SymbolMake
import SymbolPreview
import TestSupport
import Testing

/// Goldens of made templates: every plain icon in `Symbols/plain/` goes through `make` (the
/// library `symbolcheck make` calls) and the made template's preview sheet, for every view, is
/// compared with `golden/made-<name>.<view>.png` like the Symbols goldens (see golden/README.md).
@Suite struct MadeIconGoldenTests {
    static let icons: [String] = listDirectory(packageRoot + "/Symbols/plain").filter { $0.hasSuffix(".svg") }
    static let cases: [MadeIconGoldenCase] = icons.flatMap { file in
        PreviewView.goldenViews.map { MadeIconGoldenCase(file: file, view: $0) }
    }

    @Test func thePlainFolderHasTheExpectedIcons() {
        #expect(Self.icons == ["badge.svg", "bolt.svg"])
    }

    @Test(arguments: cases)
    func madeTemplatesSheetMatchesItsGolden(_ testCase: MadeIconGoldenCase) throws {
        let run = GoldenRun.shared
        #expect(run.modeProblem == nil, Comment(rawValue: run.modeProblem ?? ""))
        let icon = try symbolBytes("plain/" + testCase.file)
        let made = try SymbolMaker.make(path: "Symbols/plain/" + testCase.file, bytes: icon, name: testCase.iconName)
        let verdict = try run.verify(symbol: testCase.symbol, svg: Array(made.svg.utf8), view: testCase.view)
        #expect(verdict.passed, Comment(rawValue: verdict.message))
    }
}

struct MadeIconGoldenCase: CustomTestStringConvertible, Sendable {
    let file: String
    let view: PreviewView
    var iconName: String { String(file.dropLast(4)) }
    /// The golden's name: `made-` keeps it apart from a Symbols/ template of the same name.
    var symbol: String { "made-" + iconName }
    var testDescription: String { "\(symbol).\(view.rawValue)" }
}
