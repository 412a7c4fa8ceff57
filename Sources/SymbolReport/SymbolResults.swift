import AppRules
import RuleCatalogue
import SymbolCheck

/// One symbol's results: a single result for an SVG file or standard input; for a symbol set,
/// its Contents.json and then its SVG. Reports count and judge symbols, not files.
package struct SymbolResults: Sendable {
    /// The symbol's path: the `.symbolset` folder, or the file.
    package let name: String
    package let files: ArraySlice<CheckResult>

    /// A symbol passes when every one of its files does.
    package func passes(strict: Bool) -> Bool { files.allSatisfy { $0.passes(strict: strict) } }

    package var isRefused: Bool { files.contains(where: \.isRefused) }
    package var errorCount: Int { files.reduce(0) { $0 + $1.errorCount } }
    package var warningCount: Int { files.reduce(0) { $0 + $1.warningCount } }
}

extension CheckResult {
    /// Whether this result is one more file of the symbol the previous result belongs to:
    /// consecutive results with the same `symbol` form one symbol; a result without one is a
    /// symbol by itself.
    package func continuesSymbol(of previousSymbol: String?) -> Bool {
        symbol != nil && symbol == previousSymbol
    }
}

extension CheckResult {
    /// Whether a finding is about the glyph's size or place (a rule of the `size` category):
    /// the text report's measurement table explains those, so only they get one by default.
    package var hasSizeFinding: Bool {
        diagnostics.contains { RuleRegistry.rule(id: $0.ruleID)?.description.category == .size }
    }
}
