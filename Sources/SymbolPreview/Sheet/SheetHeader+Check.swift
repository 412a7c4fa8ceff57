import SymbolCheck

extension SheetHeader {
    /// The header of a checked file: its symbol's name (the file name without `.svg` when
    /// the file is not part of a symbol set), the checker's counts and the rules behind them.
    package init(checked result: CheckResult) {
        let file = result.path.split(separator: "/").last.map(String.init) ?? result.path
        let stem = file.lowercased().hasSuffix(".svg") ? String(file.dropLast(4)) : file
        func rules(_ severity: Severity) -> [String] {
            var seen: Set<String> = []
            return result.diagnostics.filter { $0.severity == severity }.map(\.ruleID).filter {
                seen.insert($0).inserted
            }
        }
        self.init(
            symbolName: result.symbol ?? (result.path == "-" ? "stdin" : stem), errors: result.errorCount,
            warnings: result.warningCount, failingRules: rules(.error), warningRules: rules(.warning))
    }
}
