import SVGModel
import Support

/// The one way from a file's bytes to a `SymbolTemplate`, shared by `check`, `resize`, `fix`,
/// the previews and the reference symbol: SVGModel's one file reader (`SVGFileReader`: the XML
/// reader, the root must be `<svg>`, the tree builder under its limits) with the preview-only
/// classes ignored, then the template reader.
package enum TemplateFrontEnd {
    /// Why a file did not become a template: why it did not become an SVG tree, located in the
    /// text the reader decoded.
    package typealias Failure = SVGFileReader.Failure

    /// The template in `source`, read through `SVGFileReader` (the preview-only classes
    /// ignored), or why not.
    package static func read(_ source: SourceFile, limits: ReaderLimits = .default) -> Result<SymbolTemplate, Failure> {
        SVGFileReader.read(
            source, limits: limits, ignoredClassPrefixes: TemplateReader.previewClassPrefixes,
            cascadeIgnoredClassPrefixes: TemplateReader.otherRenderingModeClassPrefixes
        )
        .map(TemplateReader.read)
    }
}
