import Support
import SymbolCheck
import SymbolReport

/// The reports ask `CommandAdvice` for their words (`ReportWording`), so the commands' flags and
/// command lines are spelled here only.
extension CommandAdvice: ReportWording {
    package var strictFlagName: String { Self.strictFlag }
    package func explainCommandLine(for ruleID: String) -> String { Self.explainCommand(ruleID) }
    package var imageSetAdvice: String { Self.controlsAdviceForImageSets }
}

extension ReportContext {
    /// A report of `check` (or of a command that words its advice as `check` does, unless it
    /// sets `advice` and `codeScanningCommand` to its own).
    package init(
        configuration: CheckConfiguration, toolVersion: String, useColor: Bool = false, quiet: Bool = false,
        workingDirectory: String = ""
    ) {
        let codeScanningCommand: String = CommandAdvice.codeScanningCommand
        self.init(
            configuration: configuration, toolVersion: toolVersion, advice: CommandAdvice.check,
            codeScanningCommand: codeScanningCommand, useColor: useColor, quiet: quiet,
            workingDirectory: workingDirectory)
    }

    /// A report of `fix` or `resize`: advice worded for the command's `settings`, GitHub's notice
    /// suggesting the command's own SARIF run, and the command's own count of the files closing a
    /// text report (`commandSaysTextTotals`).
    package static func rewriting(
        configuration: CheckConfiguration, settings: SettingOptions, codeScanningCommand: String,
        environment: ToolEnvironment
    ) -> ReportContext {
        var context = ReportContext(
            configuration: configuration, toolVersion: ToolVersion.withCommit,
            workingDirectory: environment.currentDirectory)
        context.advice = CommandAdvice(settings)
        context.codeScanningCommand = codeScanningCommand
        context.commandSaysTextTotals = true
        return context
    }
}
