import AppRules
import JSONReader
import SVGModel
import Support
import SymbolCheck

/// `.symbolcheck.json` read into settings: the same keys and values as the flags
/// (`CheckSetting`), each with the byte offset of its value. The commands module reads the top
/// config file through it (and then applies the settings, loading a reference template); input
/// discovery reads the config files it meets in the folders it enters, which may hold only
/// `CheckSetting.nestedConfigSettings`.
package struct ConfigDocument: Sendable {
    package struct Entry: Sendable {
        package let setting: CheckSetting
        package let value: CheckSetting.Value
        /// The value's first byte.
        package let offset: Int
    }

    /// Why the file cannot be used: the message (a lowercase clause, as diagnostics are
    /// written), and the byte it is about.
    package struct Problem: Error, Sendable {
        package let message: String
        package let offset: Int
        /// The value names a rule id that does not exist: the commands module adds where the
        /// ids are listed.
        package var namesUnknownRule = false
    }

    /// Every mistake of a file, in file order (at least one): a file with three is reported
    /// with three, not corrected one run at a time (#44).
    package struct Problems: Error, Sendable {
        package var all: [Problem]
        package init(_ all: [Problem]) { self.all = all }
    }

    /// The largest config file read; a bigger one is surely not a config file.
    package static let maximumBytes = 1024 * 1024

    package let entries: [Entry]

    /// The settings in `bytes`, in file order; `allowed`: the keys this file may hold (a nested
    /// config's are fewer), the others refused with why.
    package static func read(_ bytes: [UInt8], allowed: [CheckSetting] = CheckSetting.allCases) -> Result<
        ConfigDocument, Problems
    > {
        let root: JSONValue.Located
        do { root = try JSONValue.parse(bytes) } catch {
            return .failure(Problems([Problem(message: "not valid JSON: \(error.message)", offset: error.offset)]))
        }
        guard case .object(let members) = root.value else {
            return .failure(
                Problems([
                    Problem(
                        message:
                            "a config file is a JSON object of settings, like { \"profile\": \"xcode\" }, not \(root.value.typeName)",
                        offset: root.offset)
                ]))
        }
        var problems: [Problem] = []
        let keys = CheckSetting.allCases.map(\.key)
        let source = SourceFile(path: "", bytes: bytes)
        var seen: [String: Int] = [:]
        var entries: [Entry] = []
        for member in members {
            guard let setting = CheckSetting(rawValue: member.key) else {
                let guess = Spelling.closest(to: member.key, among: keys).map { " Did you mean \"\($0)\"?" } ?? ""
                problems.append(
                    Problem(
                        message: "unknown key \"\(member.key)\".\(guess) The keys are \(keys.joined(separator: ", ")).",
                        offset: member.keyOffset))
                continue
            }
            guard allowed.contains(setting) else {
                let keys = allowed.map { "\"\($0.key)\"" }.joined(separator: ", ")
                problems.append(
                    Problem(
                        message:
                            "\"\(member.key)\" is the run's setting, which a config file inside a folder being searched cannot change; such a file may set \(keys) for its folder",
                        offset: member.keyOffset))
                continue
            }
            if let first = seen[member.key] {
                problems.append(
                    Problem(
                        message: "\"\(member.key)\" is set twice (first at \(source.location(of: first))); keep one.",
                        offset: member.keyOffset))
                continue
            }
            seen[member.key] = member.keyOffset
            switch setting.read(member.value.value) {
            case .success(let value): entries.append(Entry(setting: setting, value: value, offset: member.value.offset))
            case .failure(let problem):
                var offset = member.value.offset
                if let index = problem.itemIndex, case .array(let items) = member.value.value {
                    offset = items[index].offset
                }
                var refusal = Problem(
                    message: setting.message(problem, wording: .configFile), offset: problem.offset ?? offset)
                if case .unknownRuleID = problem { refusal.namesUnknownRule = true }
                problems.append(refusal)
            }
        }
        // `xcode` sets `maxTemplateVersion` from the Xcode table: one limit, so one of the two keys.
        if let xcode = seen[CheckSetting.xcode.key], let max = seen[CheckSetting.maxTemplateVersion.key] {
            let (first, second) =
                xcode < max ? (CheckSetting.xcode, CheckSetting.maxTemplateVersion) : (.maxTemplateVersion, .xcode)
            problems.append(
                Problem(
                    message:
                        "\"\(second.key)\" and \"\(first.key)\" (at \(source.location(of: Swift.min(xcode, max)))) both set the newest template version, \"\(CheckSetting.xcode.key)\" from the Xcode table; keep one.",
                    offset: Swift.max(xcode, max)))
        }
        guard problems.isEmpty else { return .failure(Problems(problems.sorted { $0.offset < $1.offset })) }
        return .success(ConfigDocument(entries: entries))
    }
}
