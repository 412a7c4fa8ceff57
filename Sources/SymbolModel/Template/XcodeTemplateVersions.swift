/// An Xcode release as a build names it: `16`, `16.4`, `26.0.1`.
package struct XcodeVersion: Sendable, Hashable, CustomStringConvertible {
    package let major: Int
    /// The rest as written (`.4`, `.0.1`), kept for messages.
    package let rest: [Int]

    package init(major: Int, rest: [Int] = []) {
        self.major = major
        self.rest = rest
    }

    /// `16`, `16.4` or `26.0.1`: whole numbers separated by single points.
    package init?(parsing text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(part) else {
                return nil
            }
            numbers.append(n)
        }
        self.init(major: numbers[0], rest: Array(numbers.dropFirst()))
    }

    package var description: String { ([major] + rest).map(String.init).joined(separator: ".") }
}

/// Which template version each Xcode reads (docs/template-format.md §2.2, with its sources):
/// the version the SF Symbols app of the same year writes and labels "Requires Xcode N".
/// The limit is compiled into CoreThemeDefinition, and reports show it follows the macOS the
/// build runs on too: Xcode 16.1 and 16.2 on macOS Sonoma 14.7 stopped at 5.0, Xcode 14.2 at
/// 3.0; this table gives each Xcode on the macOS it was made for. `--xcode` and the `xcode`
/// setting read it, and `fix --template-version` writes the footer from it.
package enum XcodeTemplateVersions {
    /// Xcode major version → newest template version it reads.
    package static let table: [(xcode: Int, newest: TemplateVersion)] = [
        (11, TemplateVersion(1, 0)), (12, TemplateVersion(2, 0)), (13, TemplateVersion(3, 0)),
        (14, TemplateVersion(4, 0)), (15, TemplateVersion(5, 0)), (16, TemplateVersion(6, 0)),
        (26, TemplateVersion(7, 0)),
    ]

    /// The newest template version `xcode` reads, or nil for an Xcode the table does not know:
    /// before 11 (no custom symbols), 17 to 25 (never released: Xcode 16 was followed by 26),
    /// after 26 (newer than this table).
    package static func newestTemplateVersion(readBy xcode: XcodeVersion) -> TemplateVersion? {
        table.first { $0.xcode == xcode.major }?.newest
    }

    /// The oldest Xcode that reads `version`: what a template's footer names
    /// ("Requires Xcode 16 or greater"); nil for a version above every Xcode in the table.
    package static func oldestXcode(reading version: TemplateVersion) -> Int? {
        table.first { $0.newest >= version }?.xcode
    }

    /// The Xcode versions the table knows, as a message lists them: "11 to 16, or 26".
    package static var knownText: String {
        let majors = table.map(\.xcode)
        let run = majors.prefix { $0 <= 16 }
        return
            "\(run.first!) to \(run.last!), or \(majors.dropFirst(run.count).map(String.init).joined(separator: ", "))"
    }
}
