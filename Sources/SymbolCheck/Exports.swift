// A finding's vocabulary (`Diagnostic`, `Severity`, `CheckResult`, `RuleDescription`, …) lives in
// SymbolDiagnostics so that AppRules' Controls rules need not wait for the template rules to
// compile (docs/performance.md, "Build time"); every module and library client that imports
// SymbolCheck keeps seeing it there, as before the split.
@_exported import SymbolDiagnostics
