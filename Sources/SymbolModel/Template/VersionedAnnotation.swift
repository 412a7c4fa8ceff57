/// The annotations the system reads only from some template version on, with that version
/// (docs/template-format.md §2.1). One reading of Apple's frameworks (CoreUI's layer reader,
/// CoreThemeDefinition's `TDVectorGlyphReader`) shows each behind a version test; the versions
/// are that reading's, not verified on a device. `annotation-version`, the Xcode table's
/// findings and `fix --template-version` all ask this table.
package enum VersionedAnnotation: String, CaseIterable, Sendable, Comparable {
    case variableThreshold = "-sfsymbols-variable-threshold"
    case fillAction = "-sfsymbols-fill-action"
    case motionGroup = "-sfsymbols-motion-group"
    case alwaysPulses = "-sfsymbols-always-pulses"
    case alwaysRotates = "-sfsymbols-always-rotates"
    case alwaysBreathes = "-sfsymbols-always-breathes"
    case layerTags = "-sfsymbols-layer-tags"
    /// `<glyph id>-rotate-anchor` nodes.
    case rotateAnchor = "-rotate-anchor"
    case variableDraw = "-sfsymbols-variable-draw"
    /// The `data-clipstroke-keyframes` attribute on glyph paths.
    case drawGuidePoints = "data-clipstroke-keyframes"
    /// `<glyph id>-draw-attachment-data` nodes.
    case drawAttachmentData = "-draw-attachment-data"

    /// Where the annotation is written.
    package enum Kind: Sendable {
        /// A declaration in a style rule (or a `style` attribute).
        case styleProperty
        /// An attribute of glyph shapes.
        case attribute
        /// An element found by id, `<glyph id><suffix>`.
        case node
    }

    package var kind: Kind {
        switch self {
        case .rotateAnchor, .drawAttachmentData: return .node
        case .drawGuidePoints: return .attribute
        default: return .styleProperty
        }
    }

    /// The first template version whose reader takes it.
    package var firstVersion: TemplateVersion {
        switch self {
        case .variableThreshold: return TemplateVersion(4, 0)
        case .fillAction, .motionGroup, .alwaysPulses, .alwaysRotates, .alwaysBreathes: return TemplateVersion(5, 0)
        case .layerTags, .rotateAnchor: return TemplateVersion(6, 0)
        case .variableDraw, .drawGuidePoints, .drawAttachmentData: return TemplateVersion(7, 0)
        }
    }

    /// How a message names it: the property or attribute, or the node's id pattern.
    package var written: String {
        switch kind {
        case .styleProperty, .attribute: return "`\(rawValue)`"
        case .node: return "`<glyph id>\(rawValue)` nodes"
        }
    }

    /// What it carries, as a plural noun for messages ("Draw guide points").
    package var carries: String {
        switch self {
        case .variableThreshold: return "Variable Color thresholds"
        case .fillAction: return "layer fill actions (draw or erase)"
        case .motionGroup: return "animation motion groups"
        case .alwaysPulses: return "layer pulse settings"
        case .alwaysRotates: return "layer rotation settings"
        case .alwaysBreathes: return "layer breathing settings"
        case .layerTags: return "layer tags"
        case .rotateAnchor: return "rotation anchors"
        case .variableDraw: return "Variable Draw ranges"
        case .drawGuidePoints: return "Draw guide points"
        case .drawAttachmentData: return "Draw attachment data"
        }
    }

    /// Whether dropping it can change what a glyph draws, not only how it animates or varies:
    /// the layer reader turns a fill action into the layer's opacity and whether it erases
    /// (`erase` erases, `draw` draws, anything else draws nothing). The others are animation
    /// and variable-value data.
    package var decidesWhatDraws: Bool { self == .fillAction }

    package static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The annotation a style property names, when it is one of these.
    package init?(property: String) {
        guard let found = Self.allCases.first(where: { $0.kind == .styleProperty && $0.rawValue == property }) else {
            return nil
        }
        self = found
    }
}

extension TemplateVersion {
    /// The oldest version a template is taken down to (`fix --template-version`): below 3.0
    /// actool skips the margin checks and interpolates nothing (docs/template-format.md §4.3),
    /// a change of layout that removing annotations cannot make.
    package static let oldestRewriteTarget = TemplateVersion(3, 0)
}
