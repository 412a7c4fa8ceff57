import SVGModel
import SymbolCheck
import SymbolModel

/// Reads SVG bytes into a `SymbolTemplate` through the checker's own front end and limits, so
/// a preview sees exactly the template `symbolcheck check` sees, and librsvg is only ever given
/// bytes that passed the XML reader's limits (no external entities, entity expansion under the
/// amplification guard, bounded depth and size).
package enum TemplateLoader {
    package static func load(svg: [UInt8], path: String, limits: ReaderLimits = .default) throws(PreviewError)
        -> SymbolTemplate
    {
        guard svg.count <= limits.maxInputBytes else {
            throw .unreadableTemplate("\(path): \(limits.inputSizeProblem(byteCount: svg.count))")
        }
        if let refusal = ForeignFormat.refusal(of: svg) { throw .unreadableTemplate(refusal.message) }
        switch TemplateFrontEnd.read(SourceFile(path: path, bytes: svg), limits: limits) {
        case .success(let template): return template
        case .failure(let failure): throw .unreadableTemplate(failure.message)
        }
    }
}
