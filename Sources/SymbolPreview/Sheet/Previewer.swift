import SVGModel
import SymbolCheck

/// The whole preview path in one call, for a command that previews one file.
public enum Previewer {
    /// Reads `svg`, plans its sheet and renders `view` at `pixelScale` as PNG bytes.
    public static func png(
        svg: [UInt8], path: String, view: PreviewView, pixelScale: Int = 1,
        reference: PreviewReference? = .bundled, sizeTarget: SizeTarget = SizeTarget(),
        limits: ReaderLimits = .default
    ) throws(PreviewError) -> (png: [UInt8], plan: PreviewPlan) {
        let template = try TemplateLoader.load(svg: svg, path: path, limits: limits)
        return try png(
            template: template, svg: svg, view: view, pixelScale: pixelScale, reference: reference,
            sizeTarget: sizeTarget)
    }

    /// Plans and renders a template already read (by the checker: `CheckResult.template`)
    /// from `svg`.
    public static func png(
        template: SymbolTemplate, svg: [UInt8], view: PreviewView, pixelScale: Int = 1,
        reference: PreviewReference? = .bundled,
        sizeTarget: SizeTarget = SizeTarget()
    ) throws(PreviewError) -> (png: [UInt8], plan: PreviewPlan) {
        let plan = try PreviewPlan(template: template, svg: svg, reference: reference, sizeTarget: sizeTarget)
        return (try plan.png(view: view, pixelScale: pixelScale), plan)
    }
}
