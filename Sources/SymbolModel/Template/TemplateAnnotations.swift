import SVGModel

/// The annotations of a template, read once with it (docs/template-format.md §5): every
/// `-sfsymbols-*` declaration in a style rule or `style` attribute, the Draw guide points on
/// glyph shapes (`Glyph.shapes`' `guidePoints`, and here those on elements that are not
/// shapes), and the nodes found by a glyph's id plus a suffix (`-rotate-anchor`,
/// `-draw-attachment-data`). Rules read annotations here; nothing else parses them.
package struct TemplateAnnotations: Sendable {
    /// One `-sfsymbols-*` declaration.
    package struct Declaration: Sendable {
        /// Lower-cased, as the style parser keeps it.
        package let property: String
        package let value: String
        /// From the property name to the end of the value.
        package let range: SourceRange
        /// The rule's selector (`.monochrome-0`), or nil for a `style` attribute.
        package let selector: String?
        /// The element whose `style` attribute holds it, for those.
        package let element: Int?

        /// The class a rule of one class selector names (`monochrome-0`), else nil.
        package var className: String? {
            guard let selector, selector.hasPrefix("."),
                !selector.dropFirst().contains(where: { " .>#[,".contains($0) })
            else { return nil }
            return String(selector.dropFirst())
        }
    }

    /// A node found by id as `<glyph id><suffix>`.
    package struct AnchorNode: Sendable {
        package let node: SVGNode
        package let annotation: VersionedAnnotation
        /// The id before the suffix, and the variant it names when it names one.
        package let prefix: String
        package var variant: Variant? { Variant(id: prefix) }
    }

    package let declarations: [Declaration]
    package let anchorNodes: [AnchorNode]
    /// Guide points on elements inside glyphs that are not shapes (a group): the reader looks
    /// for them on paths.
    package let guidePointsOffShapes: [DrawGuidePoints]

    package func declarations(of property: String) -> [Declaration] {
        declarations.filter { $0.property == property }
    }

    /// Reads the declarations and anchor nodes of `tree`; `guidePointsOffShapes` come from the
    /// glyph walk.
    static func read(_ tree: SVGTree, guidePointsOffShapes: [DrawGuidePoints]) -> TemplateAnnotations {
        var declarations: [Declaration] = []
        for rule in tree.styleSheet.rules {
            for d in rule.declarations where d.property.hasPrefix("-sfsymbols-") {
                for selector in rule.selectors {
                    declarations.append(
                        Declaration(
                            property: d.property, value: d.value, range: d.range, selector: selector.text, element: nil)
                    )
                }
            }
        }
        for (index, element) in tree.document.elements.enumerated() {
            guard let style = element.attribute("style"), style.isVerbatim, style.value.contains("-sfsymbols-") else {
                continue
            }
            for d in CSSParser.parseDeclarations(style.value, base: style.valueRange.start)
            where d.property.hasPrefix("-sfsymbols-") {
                declarations.append(
                    Declaration(property: d.property, value: d.value, range: d.range, selector: nil, element: index))
            }
        }
        var anchors: [AnchorNode] = []
        for node in tree.nodes where !node.isInstance {
            guard let id = node.id else { continue }
            for annotation in [VersionedAnnotation.rotateAnchor, .drawAttachmentData]
            where id.hasSuffix(annotation.rawValue) && id.count > annotation.rawValue.count {
                anchors.append(
                    AnchorNode(
                        node: node, annotation: annotation, prefix: String(id.dropLast(annotation.rawValue.count))))
            }
        }
        return TemplateAnnotations(
            declarations: declarations, anchorNodes: anchors, guidePointsOffShapes: guidePointsOffShapes)
    }
}

/// A `-sfsymbols-variable-draw` value as the layer reader takes it (docs/template-format.md
/// §5.1): exactly two numbers, each from 0 to 1 — where the layer starts drawing as the
/// variable value rises, and over how much of it (Apple: "the threshold at which the layer
/// begins to draw and its span"). Anything else leaves the layer out of Variable Draw, and so
/// does a span of 0, or a layer whose paths have no guide points (one reading of CoreUI).
package struct VariableDrawRange: Sendable, Equatable {
    package var start: Double
    package var span: Double

    /// Why a value is not read: nil when it reads.
    package static func read(_ value: String) -> Result<VariableDrawRange, VariableDrawProblem> {
        let parts = value.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" })
        guard parts.count == 2 else { return .failure(.notTwoNumbers(parts.count)) }
        var numbers: [Double] = []
        for part in parts {
            guard let n = DrawGuidePoints.number(part) else { return .failure(.notANumber(String(part))) }
            numbers.append(n)
        }
        guard numbers.allSatisfy({ (0...1).contains($0) }) else { return .failure(.outsideZeroToOne) }
        return .success(VariableDrawRange(start: numbers[0], span: numbers[1]))
    }
}

package enum VariableDrawProblem: Error, Sendable, Equatable {
    case notTwoNumbers(Int)
    case notANumber(String)
    case outsideZeroToOne

    package var message: String {
        switch self {
        case .notTwoNumbers(let n): return "takes two numbers, a start and a span; this value has \(n)"
        case .notANumber(let text): return "`\(text)` is not a number"
        case .outsideZeroToOne: return "takes a start and a span from 0 to 1"
        }
    }
}

/// Where a versioned annotation is written in a template.
package struct AnnotationOccurrence: Sendable {
    /// The declaration, the attribute (`name="value"`) or the node's label.
    package let range: SourceRange
    /// The element that carries it (the shape, the node), or nil for a style rule's declaration.
    package let node: SVGNode?
    /// The style declaration, for a style property.
    package let declaration: TemplateAnnotations.Declaration?
}

extension SymbolTemplate {
    /// Every place `annotation` is written, in document order.
    package func occurrences(of annotation: VersionedAnnotation) -> [AnnotationOccurrence] {
        switch annotation.kind {
        case .styleProperty:
            // A rule with a selector list holds one declaration for several selectors: once.
            var seen: Set<Int> = []
            return annotations.declarations(of: annotation.rawValue).filter { seen.insert($0.range.start).inserted }
                .map { AnnotationOccurrence(range: $0.range, node: nil, declaration: $0) }
        case .attribute:
            let onShapes = glyphs.values.flatMap { $0.shapes.compactMap(\.guidePoints) }
            return (onShapes + annotations.guidePointsOffShapes).sorted {
                $0.attribute.range.start < $1.attribute.range.start
            }
            .map { AnnotationOccurrence(range: $0.attribute.range, node: $0.node, declaration: nil) }
        case .node:
            return annotations.anchorNodes.filter { $0.annotation == annotation }
                .map { AnnotationOccurrence(range: tree.span(of: $0.node), node: $0.node, declaration: nil) }
        }
    }

    /// The versioned annotations the template carries that `version` does not read, with where
    /// each is written, in the table's order.
    package func annotations(unreadAt version: TemplateVersion) -> [(VersionedAnnotation, [AnnotationOccurrence])] {
        VersionedAnnotation.allCases.filter { $0.firstVersion > version }.compactMap { annotation in
            let found = occurrences(of: annotation)
            return found.isEmpty ? nil : (annotation, found)
        }
    }
}

extension SymbolTemplate {
    /// How many glyph paths carry Draw guide points (docs/template-format.md §5.1).
    package var drawGuidePointPathCount: Int {
        glyphs.values.reduce(0) { $0 + $1.shapes.filter { $0.guidePoints != nil }.count }
    }

    /// Whether the template's version reads Draw data: 7.0 and later (§2.1); below, it is ignored.
    package var readsDrawData: Bool {
        version.value.map { $0 >= VersionedAnnotation.drawGuidePoints.firstVersion } ?? false
    }
}
