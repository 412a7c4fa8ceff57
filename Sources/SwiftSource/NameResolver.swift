/// Where a declaration that a name was resolved through is: its file and the bytes of its name.
package struct DeclarationPlace: Sendable, Hashable {
    package let file: String
    package let span: SourceSpan
    /// The declared name (`icon`, `Glyph.car`).
    package let name: String
}

/// One name an image argument can take, as far as source text resolves it.
package struct ResolvedName: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        /// An asset name, as `Image(_:)` takes it: `flash`, `Icons/flash`.
        case assetName(String)
        /// A generated asset symbol's path: `["flash"]`, `["Icons", "flash"]`.
        case resource([String])
        /// Only known at run time. `pattern` is the literal text around an interpolation's
        /// holes (`["", ".fill"]`), when the name is an interpolated string.
        case unresolved(reason: String, pattern: [String]?)
    }

    package let value: Value
    /// Where, in the file of the call, a finding about this name points: the literal of a
    /// ternary's branch, or the whole argument for a name held in a constant.
    package let span: SourceSpan
    /// The declarations followed to reach the value, first the one the call names.
    package let via: [DeclarationPlace]
}

/// The declarations of the Swift files of one target, by name, to resolve the names calls use.
package struct DeclarationIndex: Sendable {
    struct Entry: Sendable {
        let file: String
        let constant: SwiftDeclarations.Constant
    }

    struct EnumEntry: Sendable {
        let file: String
        let declaration: SwiftDeclarations.StringEnum
    }

    private var constants: [String: [Entry]] = [:]
    private var enums: [String: [EnumEntry]] = [:]
    /// Every enum case by its name, for `.car.rawValue` whose enum is not written.
    private var cases: [String: [(EnumEntry, SwiftDeclarations.EnumCase)]] = [:]
    package private(set) var files: Set<String> = []

    package init() {}

    package mutating func add(_ declarations: SwiftDeclarations, file: String) {
        guard files.insert(file).inserted else { return }
        for constant in declarations.constants {
            constants[constant.name, default: []].append(Entry(file: file, constant: constant))
        }
        for declaration in declarations.enums {
            let entry = EnumEntry(file: file, declaration: declaration)
            enums[declaration.name, default: []].append(entry)
            for enumCase in declaration.cases { cases[enumCase.name, default: []].append((entry, enumCase)) }
        }
    }

    /// The names a reference may need looked up, so only files that mention one need reading.
    package static func namesNeeded(by expression: NameExpression) -> Set<String> {
        switch expression {
        case .reference(let words, _): return Set(words.filter { $0 != "Self" && $0 != "rawValue" })
        case .resource(let words, _) where words.last == "rawValue": return Set(words.dropLast())
        // An app may declare its own `ImageResource` constants beside the generated ones.
        case .resource(let words, _): return words.last.map { [$0] } ?? []
        case .choice(let branches, _): return branches.reduce(into: Set<String>()) { $0.formUnion(namesNeeded(by: $1)) }
        default: return []
        }
    }

    fileprivate func constant(named name: String, qualifier: [String], context: [String]) -> Entry? {
        guard let candidates = constants[name], !candidates.isEmpty else { return nil }
        if !qualifier.isEmpty {
            let matching = candidates.filter { $0.constant.owners.suffix(qualifier.count).elementsEqual(qualifier) }
            return matching.count == 1 ? matching[0] : nil
        }
        // The nearest enclosing type's own, then file scope, then the one declaration of that name.
        for depth in stride(from: context.count, through: 0, by: -1) {
            let owners = Array(context.prefix(depth))
            let matching = candidates.filter { $0.constant.owners == owners }
            if matching.count == 1 { return matching[0] }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    fileprivate func enumCase(_ caseName: String, inEnum enumName: String?) -> (EnumEntry, SwiftDeclarations.EnumCase)?
    {
        let found = (cases[caseName] ?? []).filter { enumName == nil || $0.0.declaration.name == enumName }
        return found.count == 1 ? found[0] : nil
    }
}

/// Follows an image argument's expression to the names it can take (docs/controls.md, "How a
/// name is resolved"): each branch of a choice, constants through their values (at most
/// `maxSteps` deep, so a cycle ends), enum cases to their raw values.
package struct NameResolver: Sendable {
    package static let maxSteps = 8

    package let index: DeclarationIndex

    package init(index: DeclarationIndex) { self.index = index }

    /// `context`: the types enclosing the call (the Control's type), for `Self.icon` and `icon`.
    package func resolve(_ expression: NameExpression, context: [String]) -> [ResolvedName] {
        resolve(expression, useSpan: nil, context: context, via: [], steps: 0)
    }

    private func resolve(
        _ expression: NameExpression, useSpan: SourceSpan?, context: [String], via: [DeclarationPlace], steps: Int
    ) -> [ResolvedName] {
        // A finding points at the call's own text: the literal itself, unless it was reached
        // through a declaration, then the call's argument that named it.
        func at(_ span: SourceSpan) -> SourceSpan { useSpan ?? span }
        switch expression {
        case .literal(let name, let span):
            return [ResolvedName(value: .assetName(name), span: at(span), via: via)]
        case .interpolated(let parts, let span):
            return [
                ResolvedName(
                    value: .unresolved(reason: "an interpolated string", pattern: parts), span: at(span), via: via)
            ]
        case .choice(let branches, _):
            return branches.flatMap { resolve($0, useSpan: useSpan, context: context, via: via, steps: steps) }
        case .opaque(let span):
            return [ResolvedName(value: .unresolved(reason: "an expression", pattern: nil), span: at(span), via: via)]
        case .resource(let words, let span):
            if words.last == "rawValue", words.count >= 2 {
                return rawValue(case: words[words.count - 2], enumName: nil, span: at(span), via: via)
            }
            // `extension ImageResource { static let flash = ImageResource(name: "x", bundle: .main) }`:
            // the app's own, which Xcode's generated symbols never are (they are not in the source).
            if steps < Self.maxSteps, let name = words.last,
                let entry = index.constant(named: name, qualifier: ["ImageResource"] + words.dropLast(), context: [])
            {
                let place = DeclarationPlace(file: entry.file, span: entry.constant.nameSpan, name: name)
                if !via.contains(place) {
                    return resolve(
                        entry.constant.value, useSpan: useSpan ?? span, context: entry.constant.owners,
                        via: via + [place], steps: steps + 1)
                }
            }
            return [ResolvedName(value: .resource(words), span: at(span), via: via)]
        case .reference(let words, let span):
            let use = useSpan ?? span
            if words.last == "rawValue", words.count >= 2 {
                let enumName = words.count >= 3 ? words[words.count - 3] : nil
                return rawValue(
                    case: words[words.count - 2], enumName: enumName == "Self" ? context.last : enumName, span: use,
                    via: via)
            }
            guard steps < Self.maxSteps else {
                return [
                    ResolvedName(
                        value: .unresolved(reason: "a chain of constants too long to follow", pattern: nil), span: use,
                        via: via)
                ]
            }
            let name = words.last!
            var qualifier = Array(words.dropLast())
            if qualifier.first == "Self" { qualifier = context.isEmpty ? [] : [context.last!] + qualifier.dropFirst() }
            guard let entry = index.constant(named: name, qualifier: qualifier, context: context) else {
                let reason =
                    "`\(words.joined(separator: "."))`, a value symbolcheck cannot find among the target's constants"
                return [ResolvedName(value: .unresolved(reason: reason, pattern: nil), span: use, via: via)]
            }
            let place = DeclarationPlace(file: entry.file, span: entry.constant.nameSpan, name: name)
            guard !via.contains(place) else {
                return [
                    ResolvedName(
                        value: .unresolved(reason: "constants that name each other", pattern: nil), span: use, via: via)
                ]
            }
            return resolve(
                entry.constant.value, useSpan: use, context: entry.constant.owners, via: via + [place],
                steps: steps + 1)
        }
    }

    private func rawValue(case caseName: String, enumName: String?, span: SourceSpan, via: [DeclarationPlace])
        -> [ResolvedName]
    {
        guard let (entry, enumCase) = index.enumCase(caseName, inEnum: enumName) else {
            let written = [enumName, caseName, "rawValue"].compactMap { $0 }.joined(separator: ".")
            return [
                ResolvedName(
                    value: .unresolved(reason: "`\(written)`, of no `String` enum symbolcheck can find", pattern: nil),
                    span: span, via: via)
            ]
        }
        let place = DeclarationPlace(
            file: entry.file, span: enumCase.nameSpan, name: "\(entry.declaration.name).\(enumCase.name)")
        return [ResolvedName(value: .assetName(enumCase.rawValue), span: span, via: via + [place])]
    }
}
