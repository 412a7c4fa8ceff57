import Support

/// What a golden's sheet shows, measured as the checker measures it, stored as text beside
/// the golden images (`<symbol>.measurements.txt`, one `<what> <value> <unit>` a line) so a
/// failing comparison can say which measurement changed ("Regular-M height 102.2 → 98.0
/// units") beside the pixel count. Values are kept at one decimal, so a change shows only
/// when it is visible in that text.
package struct GoldenMeasurements: Hashable, Sendable {
    package struct Entry: Hashable, Sendable {
        /// "Regular-M height".
        package var name: String
        /// The value at one decimal, as written: "102.2".
        package var value: String
        package var unit: String

        package init(name: String, value: Double, unit: String) {
            self.name = name
            self.value = fixed(value, 1)
            self.unit = unit
        }

        init(name: String, text value: String, unit: String) {
            self.name = name
            self.value = value
            self.unit = unit
        }
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    /// The file's text: one entry a line, in the order given.
    package var text: String {
        entries.map { "\($0.name) \($0.value) \($0.unit)\n" }.joined()
    }

    /// Reads `text` as written by `text`; lines that do not end in a value and a unit are skipped.
    package init(parsing text: String) {
        entries = text.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ")
            guard words.count >= 3, Double(words[words.count - 2]) != nil else { return nil }
            return Entry(
                name: words.dropLast(2).joined(separator: " "), text: String(words[words.count - 2]),
                unit: String(words[words.count - 1]))
        }
    }

    /// What changed from `expected` to these measurements, one phrase each, in this order:
    /// "Regular-M height 102.2 → 98.0 units", then entries that appeared or went away.
    package func changes(from expected: GoldenMeasurements) -> [String] {
        let before = Dictionary(expected.entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(entries.map(\.name))
        var changes: [String] = []
        for entry in entries {
            guard let old = before[entry.name] else {
                changes.append("\(entry.name) \(entry.value) \(entry.unit) (not in the golden)")
                continue
            }
            if old.value != entry.value || old.unit != entry.unit {
                changes.append("\(entry.name) \(old.value) → \(entry.value) \(entry.unit)")
            }
        }
        for old in expected.entries where !names.contains(old.name) {
            changes.append("\(old.name) \(old.value) \(old.unit) in the golden, not drawn now")
        }
        return changes
    }
}
