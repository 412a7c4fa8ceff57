import Support

/// One build setting written somewhere the build reads: a `buildSettings` entry of a
/// configuration in `project.pbxproj`, a line of an `.xcconfig`, a `settings:` entry of
/// `project.yml`, or a value the build system or XcodeGen supplies itself.
package struct SettingAssignment: Sendable, Hashable {
    /// `PRODUCT_BUNDLE_IDENTIFIER`, without its conditions.
    package let name: String
    /// `[sdk=iphoneos*]`, `[config=Debug]`: where the assignment applies.
    package let conditions: [SettingCondition]
    /// The value as written, before `$(…)` is expanded (a list is joined with spaces).
    package let value: String
    package let place: ValuePlace
    package let level: SettingLevel

    package init(
        name: String, conditions: [SettingCondition] = [], value: String, place: ValuePlace, level: SettingLevel
    ) {
        self.name = name
        self.conditions = conditions
        self.value = value
        self.place = place
        self.level = level
    }

    /// `NAME[sdk=iphoneos*][arch=arm64]` → the name and its conditions; nil for a key that is
    /// not a setting name.
    package static func splitKey(_ key: String) -> (name: String, conditions: [SettingCondition])? {
        guard let open = key.firstIndex(of: "[") else {
            return isSettingName(key) ? (key, []) : nil
        }
        let name = String(key[..<open])
        guard isSettingName(name) else { return nil }
        var conditions: [SettingCondition] = []
        var rest = key[open...]
        while let first = rest.first, first == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inner = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = inner.firstIndex(of: "=") else { return nil }
            conditions.append(
                SettingCondition(
                    key: String(inner[..<equals]).trimmingSpaces(),
                    pattern: String(inner[inner.index(after: equals)...]).trimmingSpaces()))
            rest = rest[rest.index(after: close)...]
        }
        return rest.allSatisfy(\.isWhitespace) ? (name, conditions) : nil
    }

    /// Letters, digits and `_`, not starting with a digit.
    static func isSettingName(_ text: String) -> Bool {
        guard let first = text.utf8.first, !(first >= 0x30 && first <= 0x39) else { return false }
        return text.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F
        }
    }
}

/// `sdk=iphoneos*`: the assignment applies where the build's `sdk` matches the pattern (`*`
/// matches any run of characters).
package struct SettingCondition: Sendable, Hashable, CustomStringConvertible {
    package let key: String
    package let pattern: String

    package init(key: String, pattern: String) {
        self.key = key
        self.pattern = pattern
    }

    package var description: String { "[\(key)=\(pattern)]" }

    /// Whether `value` matches the pattern (`*` any run, `?` one character).
    package func matches(_ value: String) -> Bool {
        Self.wildcard(Array(pattern.unicodeScalars)[...], Array(value.unicodeScalars)[...])
    }

    private static func wildcard(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool {
        // Iterative with one backtrack point: linear in practice, never exponential.
        var p = pattern.startIndex
        var t = text.startIndex
        var star: Int?
        var mark = t
        while t < text.endIndex {
            if p < pattern.endIndex, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if p < pattern.endIndex, pattern[p] == "*" {
                star = p
                p += 1
                mark = t
            } else if let s = star {
                p = s + 1
                mark += 1
                t = mark
            } else {
                return false
            }
        }
        while p < pattern.endIndex, pattern[p] == "*" { p += 1 }
        return p == pattern.endIndex
    }
}

/// Where in the build's order of precedence an assignment stands, lowest first
/// (Xcode's Build Settings editor shows the same levels, left to right reversed).
package enum SettingLevel: Int, Sendable, Hashable, Comparable {
    /// What the build system derives itself (`TARGET_NAME`, `WRAPPER_NAME`, the package type of
    /// the product type).
    case buildSystem
    /// XcodeGen's setting presets for the platform and product type (`SDKROOT`).
    case preset
    /// The project configuration's `.xcconfig` (`baseConfigurationReference`, XcodeGen's `configFiles`).
    case projectConfigFile
    /// The project configuration's own `buildSettings`.
    case project
    /// The target configuration's `.xcconfig`.
    case targetConfigFile
    /// The target configuration's own `buildSettings`.
    case target
    /// What XcodeGen writes into the target's settings for it: `INFOPLIST_FILE` from `info:`,
    /// `CODE_SIGN_ENTITLEMENTS` from `entitlements:`, `PRODUCT_BUNDLE_IDENTIFIER` from
    /// `options.bundleIdPrefix` where no level sets one.
    case generated

    package static func < (a: SettingLevel, b: SettingLevel) -> Bool { a.rawValue < b.rawValue }

    package var description: String {
        switch self {
        case .buildSystem: return "the build system's default"
        case .preset: return "XcodeGen's setting preset"
        case .projectConfigFile: return "the project's .xcconfig"
        case .project: return "the project's build settings"
        case .targetConfigFile: return "the target's .xcconfig"
        case .target: return "the target's build settings"
        case .generated: return "what XcodeGen writes for the target"
        }
    }
}

/// One entry of the ordered list a configuration's settings are read from: an assignment, or a
/// place whose assignments cannot be known (an `#include?` whose file is absent, an `.xcconfig`
/// that cannot be read): any setting not assigned after it is unresolved.
package enum SettingEntry: Sendable, Hashable {
    case assignment(SettingAssignment)
    case unknown(reason: String, place: ValuePlace, level: SettingLevel)

    package var level: SettingLevel {
        switch self {
        case .assignment(let assignment): return assignment.level
        case .unknown(_, _, let level): return level
        }
    }
}
