import SymbolCheck
import SymbolReport

@testable import SymbolCheckCLI

/// A report of `results` in one format, as version 0.1.0 writes it.
func report(_ results: [CheckResult], _ reporter: any Reporter, strict: Bool = false) -> String {
    var config = CheckConfiguration()
    config.strict = strict
    return reporter.report(results, context: ReportContext(configuration: config, toolVersion: "0.1.0"))
}
