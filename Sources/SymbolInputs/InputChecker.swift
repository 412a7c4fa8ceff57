import AppRules
import SVGModel
import SymbolCheck

/// Checks one input: reads it through a `FileTree` and runs the checker. Never throws; every
/// failure is a result.
package enum InputChecker {
    /// The results of one input's files: one for an SVG, Contents.json then the SVG for a
    /// symbol set. `standardInput` holds the bytes read for `-` (nil when they could not be read).
    package static func check(
        _ input: CheckInput, configuration: CheckConfiguration, tree: some FileTree,
        standardInput: [UInt8]? = nil
    ) -> [CheckResult] {
        // The severities that hold where the input is (`overrides`, nested config files).
        let configuration = input.configuration(in: configuration)
        let limit = configuration.limits.maxInputBytes
        switch input.kind {
        case .svgFile(let path):
            switch tree.read(path, limit: limit) {
            case .success(let bytes):
                return [Checker.check(SourceFile(path: path, bytes: bytes), configuration: configuration)]
            case .failure(let failure):
                let result = Checker.unreadable(path: path, failure: failure, limit: limit)
                // Missing or unreadable, the path is no symbol that failed; over a limit, it is one refused.
                if case .failed = failure { return [result.asUnreadablePath()] }
                return [result]
            }
        case .standardInput:
            guard let bytes = standardInput else {
                return [Checker.unreadable(path: "-", reason: "standard input cannot be read")]
            }
            if bytes.count > limit {
                return [Checker.unreadable(path: "-", failure: .tooLarge(bytes.count), limit: limit)]
            }
            return [Checker.check(SourceFile(path: "-", bytes: bytes), configuration: configuration)]
        case .symbolset(let location):
            return SymbolsetChecker.check(location, configuration: configuration, tree: tree)
        case .unusable(let path, let message, let help, let suggestion):
            return [unusable(path, message, help: help, suggestion: suggestion)]
        }
    }

    /// The result for an input no command can use (`CheckInput.Kind.unusable`): refused unread
    /// (`input-refused`), a path that names no symbol; every command reports it so.
    package static func unusable(_ path: String, _ message: String, help: String?, suggestion: SuggestedAction?)
        -> CheckResult
    {
        let finding = InputRefusedRule().finding(message, at: nil, help: help, suggestion: suggestion)
        return CheckResult(path: path, source: nil, diagnostics: [finding], isRefused: true, namesNoSymbol: true)
    }
}
