import SymbolCheck

extension SheetHeader {
    /// The header of a checked file: its symbol's name (the symbol set's folder without
    /// `.symbolset`, or the file name without `.svg`), the checker's counts and the rules
    /// behind them. Not its path: the sheet's capitals would give it upper-cased (#44); the
    /// report titles each sheet with the path as given.
    package init(checked result: CheckResult) {
        func stem(_ path: String, dropping suffix: String) -> String {
            let last = path.split(separator: "/").last.map(String.init) ?? path
            return last.lowercased().hasSuffix(suffix) && last.count > suffix.count
                ? String(last.dropLast(suffix.count)) : last
        }
        let name = result.symbol.map { stem($0, dropping: ".symbolset") }
        func rules(_ severity: Severity) -> [String] {
            var seen: Set<String> = []
            return result.diagnostics.filter { $0.severity == severity }.map(\.ruleID).filter {
                seen.insert($0).inserted
            }
        }
        self.init(
            symbolName: name ?? (result.path == "-" ? "stdin" : stem(result.path, dropping: ".svg")),
            errors: result.errorCount,
            warnings: result.warningCount, failingRules: rules(.error), warningRules: rules(.warning))
    }
}
