/// SymbolPreview turns a template into what a person looks at — preview sheets — and into
/// what CI compares — golden images.
///
/// - `Sheet/`: check an SVG (for the header's verdict and the checker's template), draw its
///   Regular-S/M/L rows the way Control Center draws them (derived from Regular-S for a
///   variable template, as the checker measures them), place the reference symbol on each
///   row's guides, take the checker's flattening model for the badge and the authored
///   column, and hand the rows to `Drawing/`.
/// - `Drawing/`: the sheet's layout, palette, label font and Control Center tiles, drawn on
///   SymbolRender's `Canvas` (this module calls no C itself) and encoded as PNG bytes.
/// - `Golden/`: record modes, tolerances, the platform a golden set was made on, the
///   comparison of a rendering against its golden, and finding the symbols under a path.
///
/// Like SymbolRender, this module never writes a file and never prints: it returns PNG bytes
/// and `GoldenWrite`s, and the caller (the CLI or a test) writes them atomically.
enum SymbolPreviewModule {}
