/// The CSS subset that symbol templates use: rules with type, class, id, universal and
/// attribute-presence selectors, compound selectors, descendant and child combinators,
/// selector lists, `!important`. Apple writes class names with a colon
/// (`.multicolor-0:tintColor`), so after `.` a colon is part of the class name.
public struct StyleSheet: Sendable {
    public var rules: [StyleRule]

    public init(rules: [StyleRule] = []) {
        self.rules = rules
    }
}

public struct StyleRule: Sendable {
    public var selectors: [Selector]
    public var declarations: [StyleDeclaration]
    /// Where the rule's selector text starts in the file.
    public var offset: Int
}

public struct StyleDeclaration: Sendable, Hashable {
    /// Lower-cased property name.
    public var property: String
    public var value: String
    public var isImportant: Bool
    /// From the property name to the end of the value (`fill: red !important`) in the file.
    public var range: SourceRange
}

public struct Selector: Sendable, Hashable, CustomStringConvertible {
    public enum Combinator: Sendable, Hashable { case descendant, child }

    public struct Compound: Sendable, Hashable {
        public var type: String?
        public var id: String?
        public var classes: [String]
        public var attributes: [String]
        /// Pseudo-classes and other syntax we do not evaluate make the selector never match.
        public var isUnsupported: Bool
    }

    /// Right-most compound last; `combinators[k]` joins `compounds[k]` and `compounds[k+1]`.
    public var compounds: [Compound]
    public var combinators: [Combinator]
    public var text: String

    /// CSS specificity (ids, classes + attributes, types).
    public var specificity: Int {
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

    public var description: String { text }
}
