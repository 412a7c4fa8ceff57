import ArgumentParsing
import SVGModel
import SymbolCheck

/// `.symbolcheck.json`: the same settings as the flags.
///
///     { "profile": "control-center", "disable": ["open-subpath"], "warn": [], "error": [],
///       "strict": false, "maxTemplateVersion": "6.0", "target": 1.45, "tolerance": 0.05,
///       "reference": "path/to/circle.circle.svg" }
///
/// Unknown keys and rule ids are usage errors with the file's line and column.
enum ConfigFile {
    static let keys = [
        "profile", "disable", "warn", "error", "strict", "maxTemplateVersion", "target", "tolerance", "reference",
    ]

    static func apply(path: String, to config: inout CheckConfiguration, values: ParsedValues) throws(UsageError) {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: 1024 * 1024) {
        case .success(let b): bytes = b
        case .failure(.failed(let why)): throw values.usageError("Cannot read the config file '\(path)': \(why).")
        case .failure(.tooLarge): throw values.usageError("The config file '\(path)' is larger than 1 MiB.")
        }
        let source = SourceFile(path: path, bytes: bytes)
        func fail(_ message: String, _ offset: Int) -> UsageError {
            values.usageError("\(path):\(source.location(of: offset)): \(message)")
        }
        let root: JSONValue.Located
        do { root = try JSONValue.parse(bytes) } catch { throw fail(error.message, error.offset) }
        guard case .object(let members) = root.value else {
            throw fail("the config must be a JSON object", root.offset)
        }
        for m in members {
            guard keys.contains(m.key) else {
                throw fail("unknown key \"\(m.key)\"; known keys: \(keys.joined(separator: ", "))", m.keyOffset)
            }
            let v = m.value
            switch m.key {
            case "profile":
                guard case .string(let s) = v.value, let p = Profile(rawValue: s) else {
                    throw fail(
                        "\"profile\" must be one of \(Profile.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))",
                        v.offset)
                }
                config.profile = p
            case "disable", "warn", "error":
                guard case .array(let items) = v.value else {
                    throw fail("\"\(m.key)\" must be an array of rule ids", v.offset)
                }
                for item in items {
                    guard case .string(let id) = item.value, RuleRegistry.rule(id: id) != nil else {
                        throw fail("unknown rule id \(item.value); see 'symbolcheck rules'", item.offset)
                    }
                    config.severityOverrides[id] =
                        m.key == "disable" ? .some(nil) : .some(m.key == "warn" ? .warning : .error)
                }
            case "strict":
                guard case .bool(let b) = v.value else { throw fail("\"strict\" must be true or false", v.offset) }
                config.strict = b
            case "maxTemplateVersion":
                guard case .string(let s) = v.value, let version = TemplateVersion(parsing: s) else {
                    throw fail("\"maxTemplateVersion\" must be a string like \"6.0\"", v.offset)
                }
                config.maxTemplateVersion = version
            case "target", "tolerance":
                guard case .number(let n) = v.value, n > 0, m.key == "target" || n < 1 else {
                    throw fail(
                        "\"\(m.key)\" must be a positive number\(m.key == "tolerance" ? " below 1" : "")", v.offset)
                }
                if m.key == "target" { config.sizeTarget.ratio = n } else { config.sizeTarget.tolerance = n }
            case "reference":
                guard case .string(let s) = v.value else { throw fail("\"reference\" must be a path", v.offset) }
                config.reference = try ConfigurationBuilder.loadReference(s, limits: config.limits, values: values)
            default:
                break
            }
        }
    }
}
