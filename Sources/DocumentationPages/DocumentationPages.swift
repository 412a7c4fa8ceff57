/// Three pages of docs/ compiled into the executable as bytes (`Package.swift`'s `embedInCode`,
/// through the links in `Pages/`), so an installed `symbolcheck mcp` serves its own release's
/// pages as resources.
///
/// A module of its own because SwiftPM writes each embedded file as one `[UInt8]` array literal
/// (~93 KB here), which takes the optimiser ~13 s to compile: alone, that compiles beside the
/// checker's module chain instead of at its end (docs/performance.md, "Build time").
public enum DocumentationPages {
    /// docs/template-format.md: what actool accepts in a template.
    public static var templateFormat: String { String(decoding: PackageResources.template_format_md, as: UTF8.self) }
    /// docs/runtime.md: what draws once actool accepts a symbol, and how a Control is wired.
    public static var runtime: String { String(decoding: PackageResources.runtime_md, as: UTF8.self) }
    /// docs/controls.md: what `symbolcheck controls` checks.
    public static var controls: String { String(decoding: PackageResources.controls_md, as: UTF8.self) }
}
