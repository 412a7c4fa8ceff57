/// Builds the resolved tree from an XML document: collects `<style>` sheets, runs the cascade
/// for every element, parses transforms and shape geometry. Unreadable values become
/// `SVGIssue`s; the builder never throws and never drops a node.
package enum SVGTreeBuilder {
    /// - Parameters:
    ///   - ignoredClassPrefixes: style rules whose every selector names a class with one of
    ///     these prefixes take no part in the cascade and are left out of the tree's sheet (for
    ///     preview-only styling that a consumer of the file ignores).
    ///   - cascadeIgnoredClassPrefixes: such rules take no part in the cascade but stay in the
    ///     tree's sheet, for a reader that draws the file one way among several it declares
    ///     (one rendering mode of a symbol) and still reads what the others carry.
    package static func build(
        _ document: XMLDocument, limits: ReaderLimits = .default,
        ignoredClassPrefixes: [String] = [], cascadeIgnoredClassPrefixes: [String] = []
    ) -> SVGTree {
        var issues: [SVGIssue] = []
        var sheet = collectStyleSheet(document)
        sheet.rules.removeAll { selectsOnly(classesWith: ignoredClassPrefixes, $0) }
        var cascadeSheet = sheet
        cascadeSheet.rules.removeAll { selectsOnly(classesWith: cascadeIgnoredClassPrefixes, $0) }
        let elements = document.elements
        var nodes: [SVGNode] = []
        nodes.reserveCapacity(elements.count)
        var pathCommandBudget = limits.maxPathCommands

        for (index, element) in elements.enumerated() {
            let kind = SVGElementKind(localName: element.localName)
            let classes = classList(of: element)
            let parent = element.parent.map { nodes[$0] }

            var local = AffineTransform.identity
            if let attr = element.attribute("transform") {
                switch TransformParser.parse(attr.value) {
                case .success(let t): local = t
                case .failure(let f):
                    issues.append(
                        SVGIssue(
                            kind: .invalidTransform, element: index, message: f.message,
                            range: attr.sourceRange(fromValueOffset: f.offset),
                            help: "renderers ignore the whole transform; fix the syntax"))
                }
            }
            // Nested <svg> elements place their content at x/y.
            if kind == .svg, element.parent != nil {
                let x = element.attribute("x").flatMap { parseLength($0.value) } ?? 0
                let y = element.attribute("y").flatMap { parseLength($0.value) } ?? 0
                local = AffineTransform.translation(x, y).concatenating(local)
            }
            // A <use> places its instance at x/y after its own transform (SVG 2 §5.6.2).
            if kind == .use {
                let x = element.attribute("x").flatMap { parseLength($0.value) } ?? 0
                let y = element.attribute("y").flatMap { parseLength($0.value) } ?? 0
                local = local.concatenating(.translation(x, y))
            }
            let ctm = element.parent == nil ? local : (parent!.ctm.concatenating(local))

            let style = cascade(
                element: index, in: document, sheet: cascadeSheet, classes: classes, parentStyle: parent?.style)

            var geometry: Path? = nil
            var pathData: PathData? = nil
            if kind == .path {
                if let attr = element.attribute("d") {
                    switch PathDataParser.parse(attr.value, maxCommands: Swift.max(0, pathCommandBudget)) {
                    case .success(let data):
                        pathData = data
                    case .failure(let e):
                        pathData = e.partial
                        issues.append(
                            SVGIssue(
                                kind: e.isLimit ? .limitExceeded : .invalidPathData, element: index,
                                message: e.isLimit
                                    ? "the file has more than \(limits.maxPathCommands) path commands" : e.message,
                                range: attr.sourceRange(fromValueOffset: e.offset),
                                help: e.isLimit ? nil : "renderers draw the path only up to this point",
                                exceededLimit: e.isLimit ? .maxPathCommands : nil))
                    }
                    pathCommandBudget -= pathData?.commands.count ?? 0
                    geometry = PathNormalizer.geometry(of: pathData!, sourceRange: attr.sourceRange(ofValueRange:))
                }
            } else if kind.isShape {
                switch ShapeGeometry.path(for: element, kind: kind, range: element.labelRange) {
                case .success(let p): geometry = p
                case .failure(let f):
                    geometry = f.partial
                    let range = f.attribute.flatMap { element.attribute($0)?.range } ?? element.labelRange
                    issues.append(
                        SVGIssue(
                            kind: .invalidLength, element: index, message: f.message, range: range,
                            help: "use plain numbers in user units"))
                }
            }

            nodes.append(
                SVGNode(
                    index: index, element: index, parent: element.parent, use: nil, kind: kind, id: element.id,
                    classes: classes,
                    localTransform: local, ctm: ctm, style: style,
                    cumulativeOpacity: (parent?.cumulativeOpacity ?? 1) * style.opacity,
                    geometry: geometry, pathData: pathData, offset: element.startTagRange.start))
        }
        var resolver = UseResolver(
            document: document, sheet: cascadeSheet, nodes: nodes,
            nodeBudget: Swift.max(0, limits.maxElements - elements.count), maxElements: limits.maxElements)
        resolver.resolveAll()
        return SVGTree(
            document: document, nodes: resolver.nodes, styleSheet: sheet, issues: issues + resolver.issues,
            instanceChildren: resolver.instanceChildren)
    }

    static func collectStyleSheet(_ document: XMLDocument) -> StyleSheet {
        var rules: [StyleRule] = []
        for element in document.elements where element.localName == "style" {
            for item in element.content {
                guard case .text(let text) = item else { continue }
                let isCDATA = document.source.bytes[text.range.start...].starts(with: Array("<![CDATA[".utf8))
                let base = text.range.start + (isCDATA ? 9 : 0)
                rules += CSSParser.parseStyleSheet(text.value, base: base).rules
            }
        }
        return StyleSheet(rules: rules)
    }

    /// Whether every selector of `rule` names a class with one of `prefixes`.
    static func selectsOnly(classesWith prefixes: [String], _ rule: StyleRule) -> Bool {
        guard !prefixes.isEmpty else { return false }
        return rule.selectors.allSatisfy { selector in
            selector.compounds.contains { c in c.classes.contains { cls in prefixes.contains { cls.hasPrefix($0) } } }
        }
    }

    /// The cascade: presentation attributes < style sheet rules (by specificity, then order)
    /// < `style=""`; any `!important` declaration beats every normal one, and an important
    /// inline declaration beats an important sheet one. Then inheritance fills the rest.
    static func cascade(
        element index: Int, in document: XMLDocument, sheet: StyleSheet,
        classes: [String], parentStyle: ComputedStyle?, parentNode: Int? = nil
    ) -> ComputedStyle {
        let element = document[index]
        // An instance inherits from its rendered parent (its <use>), not its element's XML parent.
        let inheritsFrom = parentNode ?? element.parent
        // (important, level, specificity, order)
        var best = [((Int, Int, Int, Int), StyleValue)?](repeating: nil, count: StyleProperty.count)
        func offer(
            _ property: StyleProperty, _ value: String, _ origin: StyleOrigin, important: Bool, level: Int,
            specificity: Int, order: Int
        ) {
            let key = (important ? 1 : 0, level, specificity, order)
            if let current = best[property.index], current.0 >= key { return }
            best[property.index] = (key, StyleValue(raw: value, origin: origin, isImportant: important))
        }
        var order = 0
        for attr in element.attributes {
            order += 1
            if let p = StyleProperty(rawValue: attr.name), p.isPresentationAttribute {
                offer(
                    p, attr.value.trimmingWhitespace(), .presentationAttribute(range: attr.range),
                    important: false, level: 0, specificity: 0, order: order)
            }
        }
        for rule in sheet.rules {
            order += 1
            var matched: Selector? = nil
            for selector in rule.selectors where matches(selector, element: index, in: document, classes: classes) {
                if matched == nil || selector.specificity > matched!.specificity { matched = selector }
            }
            guard let selector = matched else { continue }
            for d in rule.declarations {
                guard let p = StyleProperty(rawValue: d.property) else { continue }
                // Each declaration gets its own order, so in `{ fill: red; fill: blue }` the
                // later one wins as in CSS (an equal key keeps the earlier value).
                order += 1
                offer(
                    p, d.value, .styleSheet(range: d.range, selector: selector.text),
                    important: d.isImportant, level: 1, specificity: selector.specificity, order: order)
            }
        }
        if let attr = element.attribute("style") {
            order += 1
            for d in CSSParser.parseDeclarations(attr.value, base: attr.valueRange.start) {
                guard let p = StyleProperty(rawValue: d.property) else { continue }
                order += 1  // the later of two declarations of a property wins, as above
                let range = attr.isVerbatim ? d.range : attr.valueRange
                offer(
                    p, d.value, .inlineStyle(range: range), important: d.isImportant, level: 2, specificity: 0,
                    order: order)
            }
        }
        var values = [StyleValue?](repeating: nil, count: StyleProperty.count)
        for p in StyleProperty.allCases {
            if let (_, v) = best[p.index], v.raw != "inherit" {
                values[p.index] = v
            } else if let parentStyle, p.isInherited || best[p.index]?.1.raw == "inherit" {
                var inherited = parentStyle[p]
                if inherited.origin != .initial, inherited.inheritedFrom == nil, let parent = inheritsFrom {
                    inherited.inheritedFrom = parent
                }
                values[p.index] = inherited
            }
        }
        return ComputedStyle(indexedValues: values)
    }

    static func matches(_ selector: Selector, element index: Int, in document: XMLDocument, classes: [String]) -> Bool {
        let last = selector.compounds.count - 1
        guard compoundMatches(selector.compounds[last], element: index, in: document, classes: classes) else {
            return false
        }
        return last == 0 || match(selector, compound: last - 1, aboveRightOf: index, in: document) == .matches
    }

    /// How matching the compounds left of a combinator went. A descendant combinator must try
    /// every matching ancestor, not just the nearest (in `.a > .b .c` the `.b` that is a child
    /// of `.a` can sit above another `.b`), yet without retrying in vain: once the walk to the
    /// root has failed, no higher start can succeed (WebKit's "fails completely"), which keeps
    /// the search linear per combinator instead of exponential on deep trees.
    enum SelectorMatch { case matches, failsHere, failsCompletely }

    /// Matches `compounds[k]` and everything left of it against the ancestors of `element`,
    /// where `combinators[k]` joins `compounds[k]` to the compound already matched at `element`.
    static func match(_ selector: Selector, compound k: Int, aboveRightOf element: Int, in document: XMLDocument)
        -> SelectorMatch
    {
        let compound = selector.compounds[k]
        var ancestor = document[element].parent
        while let a = ancestor {
            if compoundMatches(compound, element: a, in: document, classes: classList(of: document[a])) {
                let rest = k == 0 ? .matches : match(selector, compound: k - 1, aboveRightOf: a, in: document)
                if rest != .failsHere { return rest }
            }
            if selector.combinators[k] == .child { return .failsHere }
            ancestor = document[a].parent
        }
        return .failsCompletely
    }

    /// The names in `class`, split on any XML whitespace: attribute values are kept as written,
    /// so a tab or line break can separate names. Ancestors and the element itself must split alike.
    static func classList(of element: XMLElement) -> [String] {
        guard let value = element.attribute("class")?.value, !value.isEmpty else { return [] }
        // Over UTF-8 bytes: class lists are split for every element, and the separators are ASCII.
        var out: [String] = []
        let utf8 = value.utf8
        var start = utf8.startIndex
        var i = start
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if start != i { out.append(String(value[start..<i])) }
                start = utf8.index(after: i)
            }
            i = utf8.index(after: i)
        }
        if start != i { out.append(String(value[start..<i])) }
        return out
    }

    static func compoundMatches(_ c: Selector.Compound, element index: Int, in document: XMLDocument, classes: [String])
        -> Bool
    {
        if c.isUnsupported { return false }
        let element = document[index]
        if let type = c.type, type != String(element.localName) { return false }
        if let id = c.id, element.id != id { return false }
        for cls in c.classes where !classes.contains(cls) { return false }
        for attr in c.attributes where element.attribute(attr) == nil { return false }
        return true
    }
}
