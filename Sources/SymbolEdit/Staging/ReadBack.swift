import SVGModel
import SymbolCheck
import SymbolModel

/// Bytes a command wrote, or would write, read back through the template front end once and
/// checked on demand with the rules each question needs: `fix` asks whether repaired sources
/// still interpolate, which Draw guide points its repairs redrew, what of its promise is left
/// (`RuleRegistry.rules(promisedBy:)`) and what the user's settings still fail; `fix
/// --template-version` whether an older Xcode reads the result; `resize` whether each row met
/// its target. Every one of those checks asks this one read.
package struct ReadBack: Sendable {
    package let source: SourceFile
    /// The template the bytes read as, or why they do not read as one.
    package let read: Result<SymbolTemplate, TemplateFrontEnd.Failure>

    /// Reads `bytes`, reported as the file at `path`, under `limits`.
    package init(_ bytes: [UInt8], path: String, limits: ReaderLimits) {
        let source = SourceFile(path: path, bytes: bytes)
        self.source = source
        read = TemplateFrontEnd.read(source, limits: limits)
    }

    /// A template already read, whose bytes the command left as they were: no second read.
    package init(_ template: SymbolTemplate) {
        source = template.source
        read = .success(template)
    }

    private init(source: SourceFile, read: Result<SymbolTemplate, TemplateFrontEnd.Failure>) {
        self.source = source
        self.read = read
    }

    package var bytes: [UInt8] { source.bytes }
    package var template: SymbolTemplate? { try? read.get() }

    /// The same bytes reported as the file at `path` (written under another name than the
    /// input's): findings and their suggestions name it.
    package func renamed(_ path: String) -> ReadBack {
        guard path != source.path else { return self }
        return ReadBack(source: source.renamed(path), read: read.map { $0.renamed(path) })
    }

    /// The bytes checked under `configuration`, as `check` checks them.
    package func check(_ configuration: CheckConfiguration) -> CheckResult {
        Checker.check(source, read: read, configuration: configuration)
    }

    /// The bytes checked with only the rules `command` promises they pass, each an error
    /// whatever the profile or the settings say (a check stopped by the time limit is refused).
    package func checkPromise(of command: RewritingCommand, under configuration: CheckConfiguration) -> CheckResult {
        check(configuration.checkingOnly(RuleRegistry.rules(promisedBy: command)))
    }

    /// The errors the bytes have under `configuration` (no glyph measured for a report).
    package func errors(under configuration: CheckConfiguration) -> [Diagnostic] {
        var config = configuration
        config.keepsMeasurements = false
        return check(config).diagnostics.filter { $0.severity == .error }
    }
}
