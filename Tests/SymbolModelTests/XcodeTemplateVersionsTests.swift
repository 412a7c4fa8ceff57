import TestSupport
import Testing

@testable import SymbolModel

/// The Xcode table (`XcodeTemplateVersions`) and docs/template-format.md §2.2, which gives its
/// sources: one fact in two places, held together here.
@Suite struct XcodeTemplateVersionsTests {
    @Test func releasesReadTheVersionOfTheirYear() throws {
        let cases: [(String, TemplateVersion?)] = [
            ("11", TemplateVersion(1, 0)), ("13", TemplateVersion(3, 0)), ("14.2", TemplateVersion(4, 0)),
            ("16", TemplateVersion(6, 0)), ("16.4", TemplateVersion(6, 0)), ("26", TemplateVersion(7, 0)),
            ("26.0.1", TemplateVersion(7, 0)), ("10", nil), ("17", nil), ("25", nil), ("27", nil),
        ]
        for (written, expected) in cases {
            let xcode = try #require(XcodeVersion(parsing: written))
            #expect(XcodeTemplateVersions.newestTemplateVersion(readBy: xcode) == expected, "\(written)")
            #expect(xcode.description == written)
        }
    }

    @Test func unreadableVersions() {
        for text in ["", "16.", ".4", "16.4.1.2", "sixteen", "16 4", "-16", "16.x"] {
            #expect(XcodeVersion(parsing: text) == nil, "\(text)")
        }
    }

    @Test func theFooterNamesTheOldestXcodeThatReadsAVersion() {
        #expect(XcodeTemplateVersions.oldestXcode(reading: TemplateVersion(6, 0)) == 16)
        #expect(XcodeTemplateVersions.oldestXcode(reading: TemplateVersion(7, 0)) == 26)
        #expect(XcodeTemplateVersions.oldestXcode(reading: TemplateVersion(3, 0)) == 13)
        #expect(XcodeTemplateVersions.oldestXcode(reading: TemplateVersion(8, 0)) == nil)
    }

    @Test func theDocumentedTableIsTheCodes() throws {
        let doc = String(decoding: try #require(readBytes(packageRoot + "/docs/template-format.md")), as: UTF8.self)
        let section = try #require(doc.split(separator: "### §2.2").dropFirst().first)
        var rows: [(Int, String)] = []
        for line in section.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingPrefix(" ") }.map {
                String($0.prefix { $0 != " " })
            }
            if let xcode = Int(cells[0]) { rows.append((xcode, cells[1])) }
        }
        #expect(rows.map(\.0) == XcodeTemplateVersions.table.map(\.xcode))
        #expect(rows.map(\.1) == XcodeTemplateVersions.table.map(\.newest.description))
    }
}
