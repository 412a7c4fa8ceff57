import AppRules
import SVGModel
import Support
import SymbolCheck
import SymbolSettings

/// A `.symbolcheck.json` inside a folder a search enters: the folder's own say about its files
/// (which to leave out, and rule severities for the rest), as SwiftLint reads nested
/// configurations. A repository vendored into an app (`Vendor/symbolcheck`) keeps its broken
/// fixtures out of the app's run this way. It may hold only `CheckSetting.nestedConfigSettings`;
/// everything else is the run's. The run's own config file, met again, is not read twice.
struct NestedConfig {
    static let fileName = ".symbolcheck.json"

    /// Patterns (relative to the folder) of what the search leaves out below it.
    var excluded: [PathPattern] = []
    /// The file's rule settings for everything below the folder, then its `overrides`.
    var overrides: [PathOverride] = []

    /// What reading a folder's config file gives: its settings, or why it cannot be used.
    enum Outcome {
        case read(NestedConfig)
        case unusable(message: String, help: String?)
    }

    /// The config file in `folder` (as typed; `absolute` from `/`), or nil when it is the run's own.
    static func read(folder: String, absolute: String, scope: InputScope, in tree: some FileTree) -> Outcome? {
        let path = PathText.join(folder, fileName)
        if let top = scope.topConfigFile, let resolved = tree.resolve(path), resolved == top { return nil }
        let bytes: [UInt8]
        switch tree.read(path, limit: ConfigDocument.maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let failure):
            return .unusable(
                message: "cannot read the folder's config file: \(failure.reason(limit: ConfigDocument.maximumBytes))",
                help: nil)
        }
        switch ConfigDocument.read(bytes, allowed: CheckSetting.nestedConfigSettings) {
        case .failure(let problems):
            // One finding for the file, at its first mistake (it is not used, whatever the others).
            let problem = problems.all[0]
            let place = SourceFile(path: path, bytes: bytes).location(of: problem.offset)
            return .unusable(
                message:
                    "the folder's config file cannot be used: \(problem.message) (line \(place.line), column \(place.column))",
                help: "correct it, or remove it if the folder's files should be checked as the run's config says")
        case .success(let document):
            var config = NestedConfig()
            var severities: [String: Severity?] = [:]
            for entry in document.entries {
                switch entry.value {
                case .pathPatterns(let written):
                    config.excluded += written.compactMap { PathPattern($0, base: absolute) }
                case .ruleIDs(let ids):
                    let severity: Severity? = entry.setting == .warn ? .warning : entry.setting == .error ? .error : nil
                    for id in ids { severities[id] = .some(severity) }
                case .pathOverrides(let written):
                    config.overrides += written.map {
                        PathOverride(
                            patterns: $0.paths.compactMap { PathPattern($0, base: absolute) }, severities: $0.severities
                        )
                    }
                default: break
                }
            }
            if !severities.isEmpty, let everything = PathPattern("**", base: absolute) {
                config.overrides.insert(PathOverride(patterns: [everything], severities: severities), at: 0)
            }
            return .read(config)
        }
    }
}
