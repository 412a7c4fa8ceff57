import SymbolCheck

/// The repairs the findings of one check carry (`Repair`), gathered per shape and per clip
/// declaration: what `fix` applies, and all it applies, so it does what each finding's help said.
struct RepairPlan {
    /// What the findings ask of one shape.
    struct ShapeRequest {
        /// The fill-rule diagnosis's repair (`nonzero-fill`, `evenodd-fragile`).
        var fill: Repair.Action?
        /// Outline the stroke (`stroke`, `hairline-stroke`, or `blank-glyph`'s wireframe).
        var outlinesStroke = false
        /// The stroke is a wireframe's (`blank-glyph`): `--wireframe` decides how it is repaired.
        var isWireframe = false
        /// Contours to close with `Z` (`open-subpath`).
        var closes: [Int] = []
        /// Put the shape in the glyph's one layer (`missing-layer-classes`).
        var addsLayerClasses = false
    }

    /// By node index in the template's tree.
    private(set) var shapes: [Int: ShapeRequest] = [:]
    /// A variable template: a repair may leave its sources unable to interpolate.
    private(set) var mayWriteOutStatically = false
    /// The widest wireframe stroke when the wireframe's strokes would not show once outlined:
    /// without `--wireframe`, `fix` refuses.
    private(set) var wireframeHairline: Double?
    /// The wireframe's stroked shapes, in the order the finding names them.
    private(set) var wireframeNodes: [Int] = []
    /// Clip and mask declarations to take off (`clip-cuts-nothing`).
    private(set) var clipsToRemove: Set<ClipDeclaration> = []
    /// Clip and mask declarations to apply (`unsupported-element`: they cut ink).
    private(set) var clipsToApply: Set<ClipDeclaration> = []
    /// Clip and mask declarations that cut ink but cannot be drawn as outlines (`Repair.refusing`):
    /// reading them refuses the file, with the reason the finding gives.
    private(set) var clipsRefused: Set<ClipDeclaration> = []

    init(_ findings: [Diagnostic]) {
        for repair in findings.compactMap(\.repair) {
            if !repair.steps.isEmpty && repair.mayWriteOutStatically { mayWriteOutStatically = true }
            for step in repair.refusing {
                if case .applyClip(let property) = step.action {
                    clipsRefused.insert(ClipDeclaration(node: step.node, property: property))
                }
            }
            for step in repair.steps {
                var request = shapes[step.node] ?? ShapeRequest()
                switch step.action {
                case .deleteContours, .reverseContours, .redrawOutline: request.fill = step.action
                case .outlineStroke: request.outlinesStroke = true
                case .wireframe(let hairline):
                    request.outlinesStroke = true
                    request.isWireframe = true
                    wireframeNodes.append(step.node)
                    if let hairline { wireframeHairline = max(wireframeHairline ?? 0, hairline) }
                case .closeSubpaths(let contours): request.closes += contours
                case .addLayerClasses: request.addsLayerClasses = true
                // A clip's step names the element that declares it: no shape's request.
                case .removeClip(let property):
                    clipsToRemove.insert(ClipDeclaration(node: step.node, property: property))
                    continue
                case .applyClip(let property):
                    clipsToApply.insert(ClipDeclaration(node: step.node, property: property))
                    continue
                }
                shapes[step.node] = request
            }
        }
    }
}
