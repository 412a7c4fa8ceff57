import AppRules
import ArgumentParsing
import FileAccess
import SVGModel
import Support
import SymbolCheck
import SymbolModel
import SymbolSettings

/// `.symbolcheck.json`: the same settings as the flags, under the keys of `CheckSetting`
/// (`maxTemplateVersion` for `--max-template-version`), checked by the same rules.
///
///     { "profile": "control-center", "disable": ["open-subpath"], "warn": [], "error": [],
///       "strict": false, "maxTemplateVersion": "6.0", "target": 1.45, "tolerance": 0.05,
///       "reference": "design/circle.circle.svg", "exclude": ["Vendor", "Legacy/**"],
///       "overrides": [{ "paths": ["Legacy/**"], "warn": ["stroke"] }] }
///
/// A relative `reference` or glob is read from the file's folder, so the file means the same
/// from any working directory. Every mistake is a `path:line:column: error:` diagnostic
/// (exit 2) that says what the key accepts, all of a file's at once.
enum ConfigFile {
    /// Reads the file at `path` into `config`; the messages name it `shown` (as given, or as
    /// found from the working directory).
    static func apply(path: String, shownAs shown: String, to config: inout CheckConfiguration, advice: CommandAdvice)
        throws(UsageError)
    {
        let bytes: [UInt8]
        switch FileSystem.readFile(path, limit: ConfigDocument.maximumBytes) {
        case .success(let b): bytes = b
        case .failure(.failed(let why)):
            throw UsageError(message: "cannot read the config file: \(why)", at: shown)
        case .failure(.tooLarge):
            throw UsageError(message: "the config file is larger than 1 MiB; is it the right file?", at: shown)
        }
        let source = SourceFile(path: shown, bytes: bytes)
        func fail(_ message: String, at offset: Int) -> UsageError {
            UsageError(message: message, at: "\(shown):\(source.location(of: offset))")
        }
        let document: ConfigDocument
        switch ConfigDocument.read(bytes) {
        case .success(let read): document = read
        case .failure(let problems):
            // Every mistake of the file, each at its place (#44: only the first was reported).
            let errors = problems.all.map { problem in
                fail(
                    problem.message + (problem.namesUnknownRule ? " " + CommandAdvice.seeTheRules : ""),
                    at: problem.offset)
            }
            var first = errors[0]
            first.more = Array(errors.dropFirst())
            throw first
        }
        // Relative paths in the file (the reference, globs) are read from its folder.
        let folder = PathText.parent(config.scope.absolute(path))
        // The reference last, so it is read under the file's own input limits.
        let entries =
            document.entries.filter { $0.setting != .reference } + document.entries.filter { $0.setting == .reference }
        for entry in entries {
            let limits = config.limits
            try entry.setting.apply(entry.value, to: &config, relativeTo: folder) {
                (written: String) throws(UsageError) -> ReferenceSymbol in
                let resolved = resolve(written, from: path)
                switch ConfigurationBuilder.loadReference(resolved, limits: limits, advice: advice) {
                case .success(let reference): return reference
                case .failure(let why):
                    let shown = resolved == written ? "" : "; a relative path is read from the config file's folder"
                    throw fail("\"reference\": \(why)\(shown)", at: entry.offset)
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
