import JSONReader
import SVGModel
import SymbolDiagnostics

// The JSON reader keeps plain byte offsets so that it builds on its own (scripts/jsontestsuite-compare
// compiles `JSON*.swift` alone);
// diagnostics about a JSON file point at these ranges.

extension JSONValue.Located {
    /// The value as written: `"…"` with its quotes, `{…}`, `[…]`, a number or literal.
    package var range: SourceRange { SourceRange(start: offset, end: end) }
}

extension JSONValue.Member {
    /// The key as written, quotes included.
    package var keyRange: SourceRange { SourceRange(start: keyOffset, end: keyEnd) }
}
