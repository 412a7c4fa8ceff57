import SVGModel
import SymbolCheck
import SymbolModel

/// The whole preview path in one call, for a command that previews one file.
package enum Previewer {
    /// Checks `svg` (for the header's verdict and the template the checker read), plans its
    /// sheet and renders `view` at `pixelScale` as PNG bytes.
    package static func png(
        svg: [UInt8], path: String, view: PreviewView, pixelScale: Int = 1,
        reference: PreviewReference? = .bundled, configuration: CheckConfiguration = CheckConfiguration()
    ) throws(PreviewError) -> (png: [UInt8], plan: PreviewPlan) {
        let plan = try plan(svg: svg, path: path, reference: reference, configuration: configuration)
        return (try plan.png(view: view, pixelScale: pixelScale), plan)
    }

    /// Checks `svg` with `configuration` and plans its sheet from the checker's template.
    package static func plan(
        svg: [UInt8], path: String, reference: PreviewReference? = .bundled,
        configuration: CheckConfiguration = CheckConfiguration()
    ) throws(PreviewError) -> PreviewPlan {
        let result = Checker.check(SourceFile(path: path, bytes: svg), configuration: configuration)
        // The checker keeps a template only when the bytes passed the reader's limits, so librsvg
        // never sees any others.
        guard let template = result.template else {
            // The loader says precisely why the template cannot be read.
            _ = try TemplateLoader.load(svg: svg, path: path, limits: configuration.limits)
            throw .unreadableTemplate(result.diagnostics.first?.message ?? "the checker could not read it")
        }
        // A plain icon is said to be one, with the `make` command that turns it into a template.
        if let plainIcon = result.diagnostics.first(where: { $0.ruleID == NotATemplateRule().id }) {
            throw .plainIcon(plainIcon)
        }
        return try PreviewPlan(
            template: template, svg: svg, reference: reference, sizeTarget: configuration.sizeTarget,
            header: SheetHeader(checked: result))
    }

    /// Plans and renders a file the checker already read (`result.template`, from `svg`).
    package static func png(
        checked result: CheckResult, template: SymbolTemplate, svg: [UInt8], view: PreviewView, pixelScale: Int = 1,
        reference: PreviewReference? = .bundled, sizeTarget: SizeTarget = SizeTarget()
    ) throws(PreviewError) -> (png: [UInt8], plan: PreviewPlan) {
        let plan = try PreviewPlan(
            template: template, svg: svg, reference: reference, sizeTarget: sizeTarget,
            header: SheetHeader(checked: result))
        return (try plan.png(view: view, pixelScale: pixelScale), plan)
    }
}
