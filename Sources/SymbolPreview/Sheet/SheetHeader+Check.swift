import SymbolCheck

extension SheetHeader {
    /// The header of a checked file: its symbol's name (the file name without `.svg` when
    /// the file is not part of a symbol set) and the checker's counts.
    package init(checked result: CheckResult) {
        let file = result.path.split(separator: "/").last.map(String.init) ?? result.path
        let stem = file.lowercased().hasSuffix(".svg") ? String(file.dropLast(4)) : file
        self.init(
            symbolName: result.symbol ?? (result.path == "-" ? "stdin" : stem), errors: result.errorCount,
            warnings: result.warningCount)
    }
}
