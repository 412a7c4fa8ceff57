import AppRules
import JSONReader
import RuleCatalogue
import SVGModel
import Support
import SymbolCheck
import SymbolModel

/// Every setting of a check, once: its key in `.symbolcheck.json` (the raw value), what values
/// it takes, how a value is read, checked and applied to a `CheckConfiguration`, and why one is
/// refused. The CLI builds its options (each flag named from the key, with its help and default,
/// in the commands module: `CheckSettingHelp.swift`) and the config file reader reads through
/// `allCases`, so flags and file accept exactly the same values and cannot drift.
package enum CheckSetting: String, CaseIterable, Sendable {
    case profile, disable, warn, error, strict, maxTemplateVersion, xcode, target, tolerance, reference
    case exclude, overrides
    case maxInputBytes, maxDepth, maxPathCommands, timeLimit, maxSegments, maxCrossings

    /// What a setting takes; decides how flags and JSON values are read and checked.
    package enum Kind: Sendable, Equatable {
        /// A profile name.
        case profile
        /// Rule ids: a repeatable flag, a JSON array of strings.
        case ruleIDs
        /// A flag without a value (`--strict`, `--no-strict`), `true`/`false` in JSON.
        case toggle
        /// A template version like `6.0`.
        case version
        /// An Xcode version the table of template versions knows, like `16` or `16.4`.
        case xcode
        /// A finite number in the range.
        case number(NumberRange)
        /// A whole number above 0.
        case count
        /// A file path; in `.symbolcheck.json` relative to the file's folder.
        case file
        /// Path patterns (`PathPattern`): a repeatable flag, a JSON array of strings; in
        /// `.symbolcheck.json` relative to the file's folder.
        case pathPatterns
        /// Rule severities per path pattern: a JSON array of objects, in the config file only.
        case pathOverrides
    }

    /// The accepted range of a `.number` setting.
    package struct NumberRange: Sendable, Equatable {
        package let minimum: Double
        package let includesMinimum: Bool
        /// Exclusive.
        package let below: Double?
        package let example: String
    }

    /// A value read from a flag or the file, already checked.
    package enum Value: Sendable, Equatable {
        case profile(Profile)
        case ruleIDs([String])
        case toggle(Bool)
        case version(TemplateVersion)
        case xcode(XcodeVersion)
        case number(Double)
        case count(Int)
        case file(String)
        /// Patterns as written; `apply` reads them from the folder they are relative to.
        case pathPatterns([String])
        case pathOverrides([WrittenOverride])
    }

    /// One entry of `overrides` as written: patterns, and per rule the severity or nil (off).
    package struct WrittenOverride: Sendable, Equatable {
        package let paths: [String]
        package let severities: [String: Severity?]
    }

    /// Why a value is refused. `itemIndex` is the array element at fault, for `.ruleIDs`.
    package enum Problem: Error, Sendable, Equatable {
        /// The value as the user wrote it, and the closest accepted value if one is near.
        case invalid(written: String, suggestion: String?)
        /// A JSON value of the wrong type (its `typeName`), or an array item of one.
        case wrongType(String, itemIndex: Int?)
        case unknownRuleID(String, suggestion: String?, itemIndex: Int?)
        /// A rule whose severity no setting may lower (`RuleDescription.fixedSeverityReason`).
        case fixedSeverity(String, reason: String, itemIndex: Int?)
        /// Inside an entry of `overrides`: what is wrong, and the byte offset of the value at fault.
        case inOverride(String, offset: Int)

        /// The array element at fault, if the problem is in one.
        package var itemIndex: Int? {
            switch self {
            case .invalid, .inOverride: return nil
            case .wrongType(_, let index), .unknownRuleID(_, _, let index), .fixedSeverity(_, _, let index):
                return index
            }
        }

        /// The byte offset of the value at fault, when the problem knows it better than its item.
        package var offset: Int? {
            if case .inOverride(_, let offset) = self { return offset }
            return nil
        }
    }

    /// How a message names things: by the flag given on the command line (`'--target'`), by the
    /// key in the file (`"target"`).
    package enum Wording: Sendable {
        case commandLine(flag: String)
        case configFile
    }

    package var key: String { rawValue }

    /// Settings only the commands that outline shapes (`make`, `fix`) use; `check` does not
    /// offer their flags, though a shared `.symbolcheck.json` may hold them.
    package static let outliningSettings: [CheckSetting] = [.maxSegments, .maxCrossings]

    /// Settings only `.symbolcheck.json` holds: no command declares a flag for them.
    package static let configFileOnly: [CheckSetting] = [.overrides]

    /// The settings a `.symbolcheck.json` found inside a folder a search enters may hold: which
    /// of the folder's files to leave out, and rule severities for them. The rest (profile,
    /// target, limits, …) are the run's, set by the top config file and the flags.
    package static let nestedConfigSettings: [CheckSetting] = [.exclude, .disable, .warn, .error, .overrides]

    /// The settings that bound one input's cost, which every command that reads inputs offers.
    package static let budgetSettings: [CheckSetting] = [.maxInputBytes, .timeLimit]

    /// The setting that bounds `limit` (they share their names).
    package init(_ limit: InputLimit) {
        switch limit {
        case .maxInputBytes: self = .maxInputBytes
        case .maxPathCommands: self = .maxPathCommands
        case .timeLimit: self = .timeLimit
        case .maxSegments: self = .maxSegments
        case .maxCrossings: self = .maxCrossings
        case .maxTemplateVersion: self = .maxTemplateVersion
        }
    }

    package var kind: Kind {
        switch self {
        case .profile: return .profile
        case .disable, .warn, .error: return .ruleIDs
        case .strict: return .toggle
        case .maxTemplateVersion: return .version
        case .xcode: return .xcode
        case .target: return .number(NumberRange(minimum: 0, includesMinimum: false, below: nil, example: "1.45"))
        case .tolerance: return .number(NumberRange(minimum: 0, includesMinimum: true, below: 1, example: "0.05"))
        case .timeLimit: return .number(NumberRange(minimum: 0, includesMinimum: false, below: 86400, example: "10"))
        case .reference: return .file
        case .exclude: return .pathPatterns
        case .overrides: return .pathOverrides
        case .maxInputBytes, .maxDepth, .maxPathCommands, .maxSegments, .maxCrossings: return .count
        }
    }

    /// The accepted values of a `.profile` setting, for help and messages.
    package var allowedValues: [String] {
        kind == .profile ? Profile.allCases.map(\.rawValue) : []
    }

    // MARK: - Reading

    /// Why `id` cannot be given to this rule-id setting: it names no rule, or it names one
    /// whose severity this setting would lower although it cannot change.
    private func problem(withRuleID id: String, itemIndex: Int) -> Problem? {
        guard let rule = RuleRegistry.rule(id: id) else {
            return .unknownRuleID(
                id, suggestion: Spelling.closest(to: id, among: RuleRegistry.ids), itemIndex: itemIndex)
        }
        if self != .error, let reason = rule.description.fixedSeverityReason {
            return .fixedSeverity(id, reason: reason, itemIndex: itemIndex)
        }
        return nil
    }

    /// The value of the setting's flag: every value given for a repeatable one (in order),
    /// else the last; for a toggle, "true" or "false" as its last spelling says.
    package func read(flagValues: [String]) -> Result<Value, Problem> {
        switch kind {
        case .ruleIDs:
            for (index, id) in flagValues.enumerated() {
                if let problem = problem(withRuleID: id, itemIndex: index) { return .failure(problem) }
            }
            return .success(.ruleIDs(flagValues))
        case .toggle:
            switch flagValues.last {
            case "true": return .success(.toggle(true))
            case "false": return .success(.toggle(false))
            default: return .failure(.invalid(written: flagValues.last ?? "", suggestion: nil))
            }
        case .number:
            let text = flagValues.last ?? ""
            guard let number = Double(text) else { return .failure(.invalid(written: text, suggestion: nil)) }
            return checked(number, written: text)
        case .count:
            let text = flagValues.last ?? ""
            guard let count = Int(text) else { return .failure(.invalid(written: text, suggestion: nil)) }
            return checked(count, written: text)
        case .profile, .version, .xcode, .file:
            return checked(text: flagValues.last ?? "", written: flagValues.last ?? "")
        case .pathPatterns:
            for written in flagValues where !Self.isPattern(written) {
                return .failure(.invalid(written: written, suggestion: nil))
            }
            return .success(.pathPatterns(flagValues))
        case .pathOverrides:
            return .failure(.invalid(written: flagValues.last ?? "", suggestion: nil))
        }
    }

    /// Whether `written` is a pattern that can match something (not empty, not only slashes).
    static func isPattern(_ written: String) -> Bool { PathPattern(written, base: "/") != nil }

    /// The value of the setting's key in `.symbolcheck.json`. A `.file` path is returned as
    /// written; the caller resolves it from the config file's folder.
    package func read(_ json: JSONValue) -> Result<Value, Problem> {
        switch (kind, json) {
        case (.ruleIDs, .array(let items)):
            var ids: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let id) = item.value else {
                    return .failure(.wrongType(item.value.typeName, itemIndex: index))
                }
                if let problem = problem(withRuleID: id, itemIndex: index) { return .failure(problem) }
                ids.append(id)
            }
            return .success(.ruleIDs(ids))
        case (.toggle, .bool(let on)):
            return .success(.toggle(on))
        case (.number, .number(let number)):
            return checked(number, written: Self.text(number))
        case (.count, .number(let number)):
            guard number == number.rounded(), abs(number) < 1e15 else {
                return .failure(.invalid(written: Self.text(number), suggestion: nil))
            }
            return checked(Int(number), written: Self.text(number))
        case (.profile, .string(let text)), (.version, .string(let text)), (.xcode, .string(let text)),
            (.file, .string(let text)):
            return checked(text: text, written: "\"\(text)\"")
        case (.pathPatterns, .array(let items)):
            var patterns: [String] = []
            for (index, item) in items.enumerated() {
                guard case .string(let written) = item.value else {
                    return .failure(.wrongType(item.value.typeName, itemIndex: index))
                }
                guard Self.isPattern(written) else {
                    return .failure(
                        .inOverride("\"\(written)\" matches nothing: give a name or a path", offset: item.offset))
                }
                patterns.append(written)
            }
            return .success(.pathPatterns(patterns))
        case (.pathOverrides, .array(let items)):
            var overrides: [WrittenOverride] = []
            for item in items {
                switch Self.readOverride(item) {
                case .success(let override): overrides.append(override)
                case .failure(let problem): return .failure(problem)
                }
            }
            return .success(.pathOverrides(overrides))
        case (.xcode, .number(let number)):
            // `"xcode": 16` reads as `"16"`; a fraction as written (16.4).
            return checked(text: Self.text(number), written: Self.text(number))
        default:
            return .failure(.wrongType(json.typeName, itemIndex: nil))
        }
    }

    /// The keys an entry of `overrides` takes.
    static let overrideKeys = ["paths", "disable", "warn", "error"]

    /// One entry of `overrides`: `{ "paths": ["Legacy/**"], "warn": ["glyph-size"] }`.
    static func readOverride(_ item: JSONValue.Located) -> Result<WrittenOverride, Problem> {
        guard case .object(let members) = item.value else {
            return .failure(
                .inOverride(
                    "each entry of \"overrides\" is an object like { \"paths\": [\"Legacy/**\"], \"warn\": [\"glyph-size\"] }, not \(item.value.typeName)",
                    offset: item.offset))
        }
        var paths: [String]?
        var severities: [String: Severity?] = [:]
        for member in members {
            guard let key = overrideKeys.first(where: { $0 == member.key }) else {
                let guess =
                    Spelling.closest(to: member.key, among: overrideKeys).map { " Did you mean \"\($0)\"?" } ?? ""
                return .failure(
                    .inOverride(
                        "unknown key \"\(member.key)\" in an entry of \"overrides\".\(guess) Its keys are \(overrideKeys.joined(separator: ", ")).",
                        offset: member.keyOffset))
            }
            let setting: CheckSetting = key == "paths" ? .exclude : CheckSetting(rawValue: key) ?? .disable
            let value: Value
            switch setting.read(member.value.value) {
            case .success(let read): value = read
            case .failure(let problem):
                var offset = member.value.offset
                if let index = problem.itemIndex, case .array(let items) = member.value.value {
                    offset = items[index].offset
                }
                let sentence = setting.message(problem, wording: .configFile).replacing(
                    "\"\(setting.key)\"", with: "\"\(key)\"")
                return .failure(
                    .inOverride(sentence + " (in an entry of \"overrides\")", offset: problem.offset ?? offset))
            }
            switch (key, value) {
            case ("paths", .pathPatterns(let written)): paths = written
            case ("disable", .ruleIDs(let ids)): for id in ids { severities[id] = .some(nil) }
            case ("warn", .ruleIDs(let ids)): for id in ids { severities[id] = .some(.warning) }
            case ("error", .ruleIDs(let ids)): for id in ids { severities[id] = .some(.error) }
            default: break
            }
        }
        guard let paths, !paths.isEmpty else {
            return .failure(
                .inOverride(
                    "an entry of \"overrides\" needs \"paths\": the globs of the files its severities hold for",
                    offset: item.offset))
        }
        return .success(WrittenOverride(paths: paths, severities: severities))
    }

    private func checked(_ number: Double, written: String) -> Result<Value, Problem> {
        guard case .number(let range) = kind, number.isFinite,
            range.includesMinimum ? number >= range.minimum : number > range.minimum,
            range.below.map({ number < $0 }) ?? true
        else {
            return .failure(.invalid(written: written, suggestion: nil))
        }
        return .success(.number(number))
    }

    private func checked(_ count: Int, written: String) -> Result<Value, Problem> {
        count > 0 ? .success(.count(count)) : .failure(.invalid(written: written, suggestion: nil))
    }

    private func checked(text: String, written: String) -> Result<Value, Problem> {
        switch kind {
        case .profile:
            guard let profile = Profile(rawValue: text) else {
                return .failure(
                    .invalid(written: written, suggestion: Spelling.closest(to: text, among: allowedValues)))
            }
            return .success(.profile(profile))
        case .version:
            guard let version = TemplateVersion(parsing: text) else {
                return .failure(.invalid(written: written, suggestion: nil))
            }
            return .success(.version(version))
        case .xcode:
            guard let xcode = XcodeVersion(parsing: text),
                XcodeTemplateVersions.newestTemplateVersion(readBy: xcode) != nil
            else {
                return .failure(.invalid(written: written, suggestion: nil))
            }
            return .success(.xcode(xcode))
        default:
            guard !text.isEmpty else { return .failure(.invalid(written: written, suggestion: nil)) }
            return .success(.file(text))
        }
    }

    // MARK: - Applying

    /// Sets the value on `configuration`. A `.file` value is the reference template's path,
    /// which `loadReference` (the caller's, since reading files is its business) turns into
    /// the reference.
    /// `base`: the absolute folder relative patterns are read from (the config file's folder, or
    /// the working directory for a flag).
    package func apply<Failure: Error>(
        _ value: Value, to configuration: inout CheckConfiguration, relativeTo base: String,
        loadReference: (String) throws(Failure) -> ReferenceSymbol
    ) throws(Failure) {
        switch (self, value) {
        case (.profile, .profile(let profile)): configuration.profile = profile
        case (.disable, .ruleIDs(let ids)): for id in ids { configuration.severityOverrides[id] = .some(nil) }
        case (.warn, .ruleIDs(let ids)): for id in ids { configuration.severityOverrides[id] = .some(.warning) }
        case (.error, .ruleIDs(let ids)): for id in ids { configuration.severityOverrides[id] = .some(.error) }
        case (.strict, .toggle(let on)): configuration.strict = on
        case (.maxTemplateVersion, .version(let version)):
            configuration.maxTemplateVersion = version
            configuration.targetXcode = nil
        case (.xcode, .xcode(let xcode)):
            // `read` accepted only an Xcode the table knows.
            if let version = XcodeTemplateVersions.newestTemplateVersion(readBy: xcode) {
                configuration.maxTemplateVersion = version
                configuration.targetXcode = xcode
            }
        case (.target, .number(let ratio)): configuration.sizeTarget.ratio = ratio
        case (.tolerance, .number(let share)): configuration.sizeTarget.tolerance = share
        case (.timeLimit, .number(let seconds)): configuration.timeLimit = .milliseconds(Int64(seconds * 1000))
        case (.reference, .file(let path)): configuration.reference = try loadReference(path)
        case (.exclude, .pathPatterns(let written)):
            configuration.scope.excluded += written.compactMap { PathPattern($0, base: base) }
        case (.overrides, .pathOverrides(let written)):
            configuration.scope.overrides += written.map { override in
                PathOverride(
                    patterns: override.paths.compactMap { PathPattern($0, base: base) }, severities: override.severities
                )
            }
        case (.maxInputBytes, .count(let n)): configuration.limits.maxInputBytes = n
        case (.maxDepth, .count(let n)): configuration.limits.maxDepth = n
        case (.maxPathCommands, .count(let n)): configuration.limits.maxPathCommands = n
        case (.maxSegments, .count(let n)): configuration.geometryLimits.maxSegments = n
        case (.maxCrossings, .count(let n)): configuration.geometryLimits.maxCrossings = n
        default:
            // Values come from this setting's own `read`, whose kind always matches.
            break
        }
    }

    // MARK: - Messages

    /// What the setting accepts, e.g. "a share from 0 to below 1, e.g. 0.05".
    package var requirement: String {
        switch kind {
        case .profile: return allowedValues.joined(separator: " or ")
        case .ruleIDs: return "a list of rule ids"
        case .toggle: return "true or false"
        case .version: return "a template version like 6.0"
        case .xcode: return "an Xcode version from \(XcodeTemplateVersions.knownText), like 16.4"
        case .number(let range):
            let noun = self == .target ? "a ratio" : self == .tolerance ? "a share" : "a number of seconds"
            let lower = range.includesMinimum ? "from \(Self.text(range.minimum))" : "above \(Self.text(range.minimum))"
            let upper = range.below.map { " to below \(Self.text($0))" } ?? ""
            return "\(noun) \(lower)\(upper), e.g. \(range.example)"
        case .count: return "a whole number above 0"
        case .file: return "the path of a template SVG"
        case .pathPatterns: return "a list of globs like \"Pods\" or \"Legacy/**\""
        case .pathOverrides: return "a list of objects like { \"paths\": [\"Legacy/**\"], \"warn\": [\"glyph-size\"] }"
        }
    }

    /// The sentence for a refused value, worded for where it was written: a sentence after
    /// `Error:` on the command line, a lowercase diagnostic after `error:` for the file.
    package func message(_ problem: Problem, wording: Wording) -> String {
        let sentence = sentence(problem, wording: wording)
        guard case .configFile = wording, let first = sentence.first else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }

    private func sentence(_ problem: Problem, wording: Wording) -> String {
        let quote: String
        let subject: String
        let onCommandLine: Bool
        switch wording {
        case .commandLine(let flag): (quote, subject, onCommandLine) = ("'", "'\(flag)'", true)
        case .configFile: (quote, subject, onCommandLine) = ("\"", "\"\(key)\"", false)
        }
        switch problem {
        case .invalid(let written, let suggestion):
            let shown = onCommandLine ? "'\(written)'" : written
            let guess = suggestion.map { " Did you mean \(quote)\($0)\(quote)?" } ?? ""
            return "\(subject) must be \(requirement); \(shown) is not.\(guess)"
        case .wrongType(let typeName, nil):
            return "\(subject) must be \(requirement), not \(typeName)."
        case .wrongType(let typeName, let index?):
            return "\(subject) must be \(requirement); item \(index + 1) is \(typeName)."
        case .unknownRuleID(let id, let suggestion, _):
            let guess = suggestion.map { " Did you mean \(quote)\($0)\(quote)?" } ?? ""
            let place = onCommandLine ? "for" : "in"
            return "Unknown rule id \(quote)\(id)\(quote) \(place) \(subject).\(guess)"
        case .fixedSeverity(let id, let reason, _):
            let place = onCommandLine ? "for" : "in"
            return
                "\(quote)\(id)\(quote) cannot be given \(place) \(subject): it is always an error, because \(reason)."
        case .inOverride(let sentence, _):
            return sentence
        }
    }

    /// A number as a person writes it: `1.45`, `10`, not `10.0`.
    package static func text(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return String(number)
    }
}
