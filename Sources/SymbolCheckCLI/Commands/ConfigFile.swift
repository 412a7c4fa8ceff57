import ArgumentParsing
import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// `.symbolcheck.json`: the same settings as the flags, under the keys of `CheckSetting`
/// (`maxTemplateVersion` for `--max-template-version`), checked by the same rules.
///
///     { "profile": "control-center", "disable": ["open-subpath"], "warn": [], "error": [],
///       "strict": false, "maxTemplateVersion": "6.0", "target": 1.45, "tolerance": 0.05,
///       "reference": "design/circle.circle.svg" }
///
/// A relative `reference` is resolved from the file's folder, so the file means the same
/// from any working directory. Every mistake is a `path:line:column: error:` diagnostic
/// (exit 2) that says what the key accepts.
enum ConfigFile {
    /// The largest config file read; a bigger one is surely not a config file.
    static let maximumBytes = 1024 * 1024

    static func apply(path: String, to config: inout CheckConfiguration, advice: CommandAdvice) throws(UsageError) {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: maximumBytes) {
        case .success(let b): bytes = b
        case .failure(.failed(let why)):
            throw UsageError(message: "cannot read the config file: \(why)", at: path)
        case .failure(.tooLarge):
            throw UsageError(message: "the config file is larger than 1 MiB; is it the right file?", at: path)
        }
        let source = SourceFile(path: path, bytes: bytes)
        func fail(_ message: String, at offset: Int) -> UsageError {
            UsageError(message: message, at: "\(path):\(source.location(of: offset))")
        }
        let root: JSONValue.Located
        do { root = try JSONValue.parse(bytes) } catch {
            throw fail("not valid JSON: \(error.message)", at: error.offset)
        }
        guard case .object(let members) = root.value else {
            throw fail(
                "a config file is a JSON object of settings, like { \"profile\": \"xcode\" }, not \(root.value.typeName)",
                at: root.offset)
        }
        let keys = CheckSetting.allCases.map(\.key)
        var seen: [String: Int] = [:]
        var read: [(setting: CheckSetting, value: CheckSetting.Value, offset: Int)] = []
        for member in members {
            guard let setting = CheckSetting(rawValue: member.key) else {
                let guess = Spelling.closest(to: member.key, among: keys).map { " Did you mean \"\($0)\"?" } ?? ""
                throw fail(
                    "unknown key \"\(member.key)\".\(guess) The keys are \(keys.joined(separator: ", ")).",
                    at: member.keyOffset)
            }
            if let first = seen[member.key] {
                throw fail(
                    "\"\(member.key)\" is set twice (first at \(source.location(of: first))); keep one.",
                    at: member.keyOffset)
            }
            seen[member.key] = member.keyOffset
            switch setting.read(member.value.value) {
            case .success(let value): read.append((setting, value, member.value.offset))
            case .failure(let problem):
                var offset = member.value.offset
                if let index = problem.itemIndex, case .array(let items) = member.value.value {
                    offset = items[index].offset
                }
                throw fail(setting.refusal(problem, wording: .configFile), at: offset)
            }
        }
        // `xcode` sets `maxTemplateVersion` from the Xcode table: one limit, so one of the two keys.
        if let xcode = seen[CheckSetting.xcode.key], let max = seen[CheckSetting.maxTemplateVersion.key] {
            let (first, second) =
                xcode < max ? (CheckSetting.xcode, CheckSetting.maxTemplateVersion) : (.maxTemplateVersion, .xcode)
            throw fail(
                "\"\(second.key)\" and \"\(first.key)\" (at \(source.location(of: Swift.min(xcode, max)))) both set the newest template version, \"\(CheckSetting.xcode.key)\" from the Xcode table; keep one.",
                at: Swift.max(xcode, max))
        }
        // The reference last, so it is read under the file's own input limits.
        let referenceLast = read.filter { $0.setting != .reference } + read.filter { $0.setting == .reference }
        for (setting, value, offset) in referenceLast {
            let limits = config.limits
            try setting.apply(value, to: &config) { (written: String) throws(UsageError) -> ReferenceSymbol in
                let resolved = resolve(written, from: path)
                switch ConfigurationBuilder.loadReference(resolved, limits: limits, advice: advice) {
                case .success(let reference): return reference
                case .failure(let why):
                    let shown = resolved == written ? "" : "; a relative path is read from the config file's folder"
                    throw fail("\"reference\": \(why)\(shown)", at: offset)
                }
            }
        }
    }

    /// `written` as seen from the working directory: relative paths in the file are relative
    /// to the file's folder.
    static func resolve(_ written: String, from configPath: String) -> String {
        guard !written.hasPrefix("/"), let slash = configPath.lastIndex(of: "/") else { return written }
        return String(configPath[...slash]) + written
    }
}
