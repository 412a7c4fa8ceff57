/// The CSS subset that symbol templates use: rules with type, class, id, universal and
/// attribute-presence selectors, compound selectors, descendant and child combinators,
/// selector lists, `!important`. Apple writes class names with a colon
/// (`.multicolor-0:tintColor`), so after `.` a colon is part of the class name.
package struct StyleSheet: Sendable {
    package var rules: [StyleRule]

    package init(rules: [StyleRule] = []) {
        self.rules = rules
    }
}

package struct StyleRule: Sendable {
    package var selectors: [Selector]
    package var declarations: [StyleDeclaration]
    /// Where the rule's selector text starts in the file.
    package var offset: Int
}

package struct StyleDeclaration: Sendable, Hashable {
    /// Lower-cased property name.
    package var property: String
    package var value: String
    package var isImportant: Bool
    /// From the property name to the end of the value (`fill: red !important`) in the file.
    package var range: SourceRange
}

package struct Selector: Sendable, Hashable, CustomStringConvertible {
    package enum Combinator: Sendable, Hashable { case descendant, child }

    package struct Compound: Sendable, Hashable {
        package var type: String?
        package var id: String?
        package var classes: [String]
        package var attributes: [String]
        /// Pseudo-classes and other syntax we do not evaluate make the selector never match.
        package var isUnsupported: Bool
    }

    /// Right-most compound last; `combinators[k]` joins `compounds[k]` and `compounds[k+1]`.
    package var compounds: [Compound]
    package var combinators: [Combinator]
    package var text: String

    /// CSS specificity (ids, classes + attributes, types).
    package var specificity: Int {
        var ids = 0
        var classes = 0
        var types = 0
        for c in compounds {
            if c.id != nil { ids += 1 }
            classes += c.classes.count + c.attributes.count
            if c.type != nil { types += 1 }
        }
        return ids * 10_000 + classes * 100 + types
    }

    package var description: String { text }
}
