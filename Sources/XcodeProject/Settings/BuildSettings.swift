/// A value the build reads, as far as the repository decides it.
package struct SettingValue: Sendable, Hashable {
    package enum State: Sendable, Hashable {
        /// The value the build uses (`$(…)` expanded).
        case resolved(String)
        /// No level sets it: the build takes it as empty.
        case unset
        /// It depends on what the repository does not hold: a variable no level sets (set on a
        /// developer's machine, in the environment or on the `xcodebuild` command line), an
        /// `#include?` whose file is absent, a modifier not evaluated. Each reason is a sentence.
        case unresolved([String])
    }

    package let state: State
    /// Where the value that stands is written; nil when nothing sets it.
    package let assignment: SettingAssignment?

    package init(_ state: State, assignment: SettingAssignment?) {
        self.state = state
        self.assignment = assignment
    }

    /// The value when the repository decides it (an unset setting is empty, as in the build).
    package var text: String? {
        switch state {
        case .resolved(let text): return text
        case .unset: return ""
        case .unresolved: return nil
        }
    }

    package var isUnresolved: Bool {
        if case .unresolved = state { return true }
        return false
    }

    package var reasons: [String] {
        if case .unresolved(let reasons) = state { return reasons }
        return []
    }

    /// `YES`/`NO` (Xcode also takes `true`/`false`, any case); nil when unresolved or neither.
    package var flag: Bool? {
        guard let text else { return nil }
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0", "": return false
        default: return nil
        }
    }
}

/// What a build's conditions (`[sdk=iphoneos*]`) are matched against: the build for a device,
/// which is what ships (`sdk` the platform's device SDK, `arch` arm64).
package struct BuildConditions: Sendable, Hashable {
    package let configuration: String
    package let sdk: String
    package let arch: String

    package init(configuration: String, sdk: String, arch: String = "arm64") {
        self.configuration = configuration
        self.sdk = sdk
        self.arch = arch
    }

    /// Whether every condition holds (`config`, `sdk`, `arch`, `variant`=normal; any other key never).
    package func hold(_ conditions: [SettingCondition]) -> Bool {
        conditions.allSatisfy { condition in
            switch condition.key {
            case "config": return condition.matches(configuration)
            case "sdk": return condition.matches(sdk)
            case "arch": return condition.matches(arch)
            case "variant": return condition.matches("normal")
            default: return false
            }
        }
    }
}

/// One target's build settings in one configuration: every assignment of every level in the
/// order of precedence (the build system's defaults, XcodeGen's presets, the project's
/// `.xcconfig`, the project's settings, the target's `.xcconfig`, the target's settings), and
/// the answers to "what is `NAME`?" with `$(inherited)`, `$(NAME)`, `${NAME}`, nested references
/// (`$(VALUE_$(CONFIGURATION))`) and the modifiers of `SettingModifier` evaluated as the build
/// evaluates them: late, against the whole stack.
///
/// At one level an assignment whose conditions hold stands over one without conditions;
/// assignments whose conditions do not hold are left out. Work is bounded: references nest at
/// most `maxDepth`, a value that refers to itself is unresolved, a value longer than
/// `maxLength` is unresolved, and each (setting, level) pair is evaluated once per question
/// (an unresolved value keeps at most 8 distinct reasons).
package struct BuildSettings: Sendable {
    package static let maxDepth = 64
    package static let maxLength = 65_536

    package let configuration: String
    package let conditions: BuildConditions
    /// The entries that apply, lowest precedence first.
    package let entries: [SettingEntry]

    package init(conditions: BuildConditions, entries: [SettingEntry]) {
        self.configuration = conditions.configuration
        self.conditions = conditions
        // Entries whose conditions do not hold are not part of this build; at one level, those
        // whose conditions hold come after (above) those without.
        var ordered: [SettingEntry] = []
        var block: [SettingEntry] = []
        var blockLevel: SettingLevel?
        func flush() {
            let plain = block.filter {
                if case .assignment(let a) = $0 { return a.conditions.isEmpty }
                return true
            }
            let conditional = block.filter {
                if case .assignment(let a) = $0 { return !a.conditions.isEmpty }
                return false
            }
            ordered += plain + conditional
            block = []
        }
        for entry in entries {
            if case .assignment(let assignment) = entry, !conditions.hold(assignment.conditions) { continue }
            if entry.level != blockLevel { flush() }
            blockLevel = entry.level
            block.append(entry)
        }
        flush()
        self.entries = ordered
    }

    /// The value of `name` in this build.
    package func value(_ name: String) -> SettingValue {
        var evaluator = Evaluator(entries: entries)
        return evaluator.lookup(name, below: entries.count, depth: 0, reference: false)
    }

    /// `text` with its `$(…)` expanded against these settings (an Info.plist value, a `dstPath`).
    package func expand(_ text: String) -> SettingValue {
        var evaluator = Evaluator(entries: entries)
        let (expanded, reasons) = evaluator.expand(text, inheritedBelow: 0, depth: 0)
        if !reasons.isEmpty { return SettingValue(.unresolved(reasons), assignment: nil) }
        return SettingValue(.resolved(expanded ?? ""), assignment: nil)
    }

    /// Every assignment of `name` that applies, lowest first (for a message that says where else
    /// it is set).
    package func assignments(of name: String) -> [SettingAssignment] {
        entries.compactMap {
            if case .assignment(let a) = $0, a.name == name { return a }
            return nil
        }
    }
}

/// One question's evaluation: each (setting, position) is evaluated once (so a value built by
/// doubling references costs its number of references, not two to their depth), and a
/// reference back to a setting being evaluated is a cycle.
private struct Evaluator {
    let entries: [SettingEntry]
    var memo: [Key: SettingValue] = [:]
    var inProgress = Set<Key>()

    struct Key: Hashable {
        let name: String
        let below: Int
    }

    init(entries: [SettingEntry]) { self.entries = entries }

    /// The value of `name` from the entries before `below`. `reference`: asked for by a
    /// `$(NAME)` inside another value, where a setting no level sets means the value depends on
    /// something outside the repository.
    mutating func lookup(_ name: String, below: Int, depth: Int, reference: Bool) -> SettingValue {
        let key = Key(name: name, below: below)
        if let known = memo[key] { return finish(known, name: name, reference: reference) }
        guard depth < BuildSettings.maxDepth else {
            let deep = SettingValue(
                .unresolved(["references nest more than \(BuildSettings.maxDepth) deep at $(\(name))"]), assignment: nil
            )
            memo[key] = deep
            return deep
        }
        guard inProgress.insert(key).inserted else {
            return SettingValue(.unresolved(["$(\(name)) refers to itself"]), assignment: nil)
        }
        defer { inProgress.remove(key) }
        var result = SettingValue(.unset, assignment: nil)
        var index = below - 1
        while index >= 0 {
            switch entries[index] {
            case .assignment(let assignment) where assignment.name == name:
                let (text, reasons) = expand(assignment.value, inheritedBelow: index, depth: depth, name: name)
                result =
                    reasons.isEmpty
                    ? SettingValue(.resolved(text ?? ""), assignment: assignment)
                    : SettingValue(.unresolved(reasons), assignment: assignment)
                index = -1
            case .unknown(let reason, _, _):
                result = SettingValue(
                    .unresolved(["\(name) may be set in what is not read: \(reason)"]), assignment: nil)
                index = -1
            default:
                index -= 1
            }
        }
        memo[key] = result
        return finish(result, name: name, reference: reference)
    }

    func finish(_ value: SettingValue, name: String, reference: Bool) -> SettingValue {
        guard reference, value.state == .unset else { return value }
        return SettingValue(
            .unresolved([
                "$(\(name)) is not set in the project or its .xcconfig files (it may be set on a developer's machine, "
                    + "in the environment or on the xcodebuild command line)"
            ]), assignment: nil)
    }

    /// `text` expanded: `$(inherited)` from the entries before `inheritedBelow`, every other
    /// reference from the whole stack. Returns the text, or the reasons it is unresolved.
    mutating func expand(_ text: String, inheritedBelow: Int, depth: Int, name: String? = nil) -> (String?, [String]) {
        let scalars = Array(text.unicodeScalars)
        var output = String.UnicodeScalarView()
        var reasons: [String] = []
        var length = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "$", index + 1 < scalars.count, scalars[index + 1] == "(" || scalars[index + 1] == "{",
                let close = Self.closing(scalars, from: index + 1)
            {
                let inner = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
                let (value, why) = reference(inner, inheritedBelow: inheritedBelow, depth: depth, name: name)
                for reason in why where !reasons.contains(reason) && reasons.count < 8 { reasons.append(reason) }
                if let value {
                    output.append(contentsOf: value.unicodeScalars)
                    length += value.unicodeScalars.count
                }
                index = close + 1
            } else {
                output.append(scalar)
                length += 1
                index += 1
            }
            if length > BuildSettings.maxLength {
                return (nil, ["the value expands to more than \(BuildSettings.maxLength) characters"])
            }
        }
        return reasons.isEmpty ? (String(output), []) : (nil, reasons)
    }

    /// The index of the bracket closing the one at `open` (`(` or `{`), counting nested ones.
    static func closing(_ scalars: [Unicode.Scalar], from open: Int) -> Int? {
        let opening = scalars[open]
        let closing: Unicode.Scalar = opening == "(" ? ")" : "}"
        var depth = 0
        var index = open
        while index < scalars.count {
            if scalars[index] == opening { depth += 1 }
            if scalars[index] == closing {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }

    /// One `$(NAME:modifier:…)`: the name may itself hold references.
    mutating func reference(_ inner: String, inheritedBelow: Int, depth: Int, name: String?) -> (String?, [String]) {
        // The name ends at the first `:` outside nested references.
        let scalars = Array(inner.unicodeScalars)
        var split = scalars.count
        var nested = 0
        for (offset, scalar) in scalars.enumerated() {
            if scalar == "(" || scalar == "{" { nested += 1 }
            if scalar == ")" || scalar == "}" { nested -= 1 }
            if scalar == ":", nested == 0 {
                split = offset
                break
            }
        }
        let written = String(String.UnicodeScalarView(scalars[..<split]))
        let (expandedName, nameReasons) = expand(written, inheritedBelow: inheritedBelow, depth: depth, name: name)
        guard let referenced = expandedName, nameReasons.isEmpty else { return (nil, nameReasons) }
        var modifiers: [Substring] = []
        if split < scalars.count {
            modifiers = String(String.UnicodeScalarView(scalars[(split + 1)...])).split(
                separator: ":", omittingEmptySubsequences: false)
        }
        let value: SettingValue
        if referenced == "inherited" {
            // `$(inherited)` in a value of NAME: NAME from the levels below; unset there is empty.
            guard let name else { return ("", []) }
            value = lookup(name, below: inheritedBelow, depth: depth + 1, reference: false)
        } else {
            let hasDefault = modifiers.contains { $0.hasPrefix("default=") }
            value = lookup(referenced, below: entries.count, depth: depth + 1, reference: !hasDefault)
        }
        guard var text = value.text else { return (nil, value.reasons) }
        for modifier in modifiers {
            guard let applied = SettingModifier.apply(String(modifier), to: text) else {
                return (nil, ["the modifier :\(modifier) of $(\(inner)) is not one symbolcheck evaluates"])
            }
            text = applied
        }
        return (text, [])
    }
}

/// The modifiers of a build setting reference that the build evaluates (`$(PRODUCT_NAME:rfc1034identifier)`),
/// as Xcode's build settings reference describes them.
package enum SettingModifier {
    /// The value with `modifier` applied; nil for a modifier not evaluated here.
    package static func apply(_ modifier: String, to value: String) -> String? {
        switch modifier {
        case "lower": return value.lowercased()
        case "upper": return value.uppercased()
        // A bundle identifier's characters: letters, digits, `-` and `.`; any other becomes `-`.
        case "rfc1034identifier":
            return String(
                String.UnicodeScalarView(
                    value.unicodeScalars.map { isASCIIAlphanumeric($0) || $0 == "-" || $0 == "." ? $0 : "-" }))
        // A C identifier: letters, digits and `_`, never a digit first.
        case "identifier":
            return identifier(value) { isASCIIAlphanumeric($0) || $0 == "_" }
        // A C99 extended identifier: non-ASCII letters are kept too (a module name).
        case "c99extidentifier":
            return identifier(value) { isASCIIAlphanumeric($0) || $0 == "_" || $0.value >= 0x80 }
        case "base":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
            return String(file[..<dot])
        case "file": return lastComponent(value)
        case "dir":
            guard let slash = value.lastIndex(of: "/") else { return "" }
            return String(value[...slash])
        case "suffix":
            let file = lastComponent(value)
            guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
            return String(file[dot...])
        default:
            if modifier.hasPrefix("default=") {
                return value.isEmpty ? String(modifier.dropFirst("default=".count)) : value
            }
            return nil
        }
    }

    static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
    }

    static func identifier(_ value: String, keeps: (Unicode.Scalar) -> Bool) -> String {
        var scalars = String.UnicodeScalarView(value.unicodeScalars.map { keeps($0) ? $0 : "_" })
        if let first = scalars.first, first >= "0", first <= "9" { scalars.insert("_", at: scalars.startIndex) }
        return String(scalars)
    }

    static func lastComponent(_ value: String) -> String {
        guard let slash = value.lastIndex(of: "/") else { return value }
        return String(value[value.index(after: slash)...])
    }
}
