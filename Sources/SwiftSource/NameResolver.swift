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
    /// The file `span` is in, when it is not the file of the call: the argument of a view's use
    /// (`LampLabel(glyph: "flash")`) that set the property the call names.
    package var file: String? = nil
}

/// What a view's stored properties hold where a label uses the view: the use's arguments, else
/// the properties' defaults (`NameResolver.bindings(for:of:…)`).
package struct PropertyBindings: Sendable {
    package indirect enum Value: Sendable {
        /// An expression to resolve in its own context: an argument of the use (in `file`, with
        /// the bindings of the view the use is in), or a default (declared at `place`).
        case expression(
            NameExpression, context: [String], file: String?, place: DeclarationPlace?, outer: PropertyBindings)
        /// Not known from source text, and why.
        case unknown(String)
    }

    package var values: [String: Value] = [:]

    package init(_ values: [String: Value] = [:]) { self.values = values }
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
    private var views: [String: [(file: String, view: SwiftDeclarations.ViewType)]] = [:]
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
        for view in declarations.views { views[view.name, default: []].append((file, view)) }
    }

    /// The view type of that name the target declares, when exactly one does.
    package func view(named name: String) -> (file: String, view: SwiftDeclarations.ViewType)? {
        guard let found = views[name], found.count == 1 else { return nil }
        return found[0]
    }

    /// The names a view's use may need looked up: the type, and its arguments' names.
    package static func namesNeeded(by use: ViewUse) -> Set<String> {
        use.arguments.reduce(into: [use.name]) { $0.formUnion(namesNeeded(by: $1.expression)) }
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

    /// `context`: the types enclosing the call (the Control's type), for `Self.icon` and `icon`;
    /// `bindings`: what the properties of the view the call is in hold, where a label uses it.
    package func resolve(
        _ expression: NameExpression, context: [String], bindings: PropertyBindings = PropertyBindings()
    ) -> [ResolvedName] {
        resolve(expression, useSpan: nil, context: context, via: [], steps: 0, bindings: bindings)
    }

    /// What `view`'s stored properties hold where `use` builds it (the use in `file`, in
    /// `context`, inside a view whose properties hold `outer`): a labelled argument, else the
    /// property's default. A view with its own `init` may set them from anything, and a
    /// `let` with a value is a constant (found among the declarations).
    package static func bindings(
        for use: ViewUse, of view: SwiftDeclarations.ViewType, viewFile: String, file: String, context: [String],
        outer: PropertyBindings
    ) -> PropertyBindings {
        var values: [String: PropertyBindings.Value] = [:]
        for property in view.properties where !(property.isLet && property.defaultValue != nil) {
            if view.hasInitializer {
                values[property.name] = .unknown("a property of `\(view.name)`, which its own `init` sets")
            } else if let argument = use.argument(property.name) {
                values[property.name] = .expression(
                    argument, context: context, file: file, place: nil, outer: outer)
            } else if let value = property.defaultValue {
                let place = DeclarationPlace(file: viewFile, span: property.nameSpan, name: property.name)
                values[property.name] = .expression(
                    value, context: view.owners + [view.name], file: nil, place: place, outer: PropertyBindings())
            } else {
                values[property.name] = .unknown("a property of `\(view.name)` that this use does not set")
            }
        }
        return PropertyBindings(values)
    }

    private func resolve(
        _ expression: NameExpression, useSpan: SourceSpan?, context: [String], via: [DeclarationPlace], steps: Int,
        bindings: PropertyBindings
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
            return branches.flatMap {
                resolve($0, useSpan: useSpan, context: context, via: via, steps: steps, bindings: bindings)
            }
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
                        via: via + [place], steps: steps + 1, bindings: PropertyBindings())
                }
            }
            return [ResolvedName(value: .resource(words), span: at(span), via: via)]
        case .reference(let words, let span):
            let use = useSpan ?? span
            if words.last == "rawValue", words.count >= 2 {
                let enumName = words.count >= 3 ? words[words.count - 3] : nil
                let caseName = words[words.count - 2]
                let named = enumName == "Self" ? context.last : enumName
                // `glyph.rawValue` where `glyph` is a constant or a property holding a case
                // (`let glyph: LampGlyph = on ? .on : .off`): the raw value of each case it holds.
                if index.enumCase(caseName, inEnum: named) == nil,
                    let holder = holding(
                        Array(words.dropLast()), use: use, context: context, via: via, steps: steps, bindings: bindings)
                {
                    return holder
                }
                return rawValue(case: caseName, enumName: named, span: use, via: via)
            }
            return follow(words, use: use, context: context, via: via, steps: steps, bindings: bindings) {
                resolve($0, useSpan: $1, context: $2, via: $3, steps: $4, bindings: $5)
            }
        }
    }

    /// Follows a name (`icon`, `Self.icon`, `Glyphs.flash`, a property of the view the call is
    /// in) to its declaration and hands its value to `next` (expression, use span, context, via,
    /// steps, bindings); unresolved when no declaration or binding gives it.
    private func follow(
        _ words: [String], use: SourceSpan, context: [String], via: [DeclarationPlace], steps: Int,
        bindings: PropertyBindings,
        next: (NameExpression, SourceSpan?, [String], [DeclarationPlace], Int, PropertyBindings) -> [ResolvedName]
    ) -> [ResolvedName] {
        guard steps < Self.maxSteps else {
            return [
                ResolvedName(
                    value: .unresolved(reason: "a chain of constants too long to follow", pattern: nil), span: use,
                    via: via)
            ]
        }
        let name = words.last!
        // A property of the view the call is in: `glyph`, `self.glyph`.
        if words.count == 1 || (words.count == 2 && words[0] == "Self"), let bound = bindings.values[name] {
            switch bound {
            case .unknown(let why):
                return [
                    ResolvedName(value: .unresolved(reason: "`\(name)`, \(why)", pattern: nil), span: use, via: via)
                ]
            case .expression(let value, let valueContext, let file, let place, let outer):
                if let place {
                    return next(value, use, valueContext, via + [place], steps + 1, outer)
                }
                // An argument of the use: the name is written there, in that file.
                return next(value, nil, valueContext, via, steps + 1, outer).map { found in
                    var found = found
                    if found.file == nil { found.file = file }
                    return found
                }
            }
        }
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
        return next(entry.constant.value, use, entry.constant.owners, via + [place], steps + 1, PropertyBindings())
    }

    /// The raw values of the enum cases a constant or property holds (`glyph` in
    /// `glyph.rawValue`), or nil when no declaration or binding gives `words`.
    private func holding(
        _ words: [String], use: SourceSpan, context: [String], via: [DeclarationPlace], steps: Int,
        bindings: PropertyBindings
    ) -> [ResolvedName]? {
        let name = words.last!
        let qualifier = Array(words.dropLast())
        let bound = (words.count == 1 || qualifier == ["Self"]) && bindings.values[name] != nil
        let resolvedQualifier =
            qualifier.first == "Self" ? (context.isEmpty ? [] : [context.last!] + qualifier.dropFirst()) : qualifier
        guard bound || index.constant(named: name, qualifier: resolvedQualifier, context: context) != nil else {
            return nil
        }
        let typeName =
            bound
            ? nil
            : index.constant(named: name, qualifier: resolvedQualifier, context: context)?
                .constant.typeName
        return follow(words, use: use, context: context, via: via, steps: steps, bindings: bindings) {
            cases($0, enumName: typeName, use: $1 ?? $0.span, context: $2, via: $3, steps: $4, bindings: $5)
        }
    }

    /// The raw values of the cases an expression can be: `.on`, `LampGlyph.on`, each branch, or
    /// another constant holding one.
    private func cases(
        _ expression: NameExpression, enumName: String?, use: SourceSpan, context: [String], via: [DeclarationPlace],
        steps: Int, bindings: PropertyBindings
    ) -> [ResolvedName] {
        switch expression {
        case .choice(let branches, _):
            return branches.flatMap {
                cases($0, enumName: enumName, use: use, context: context, via: via, steps: steps, bindings: bindings)
            }
        case .resource(let words, _) where words.count == 1:
            return rawValue(case: words[0], enumName: enumName, span: use, via: via)
        case .reference(let words, _) where words.count == 2 && words[0] != "Self":
            return rawValue(case: words[1], enumName: words[0], span: use, via: via)
        case .reference(let words, _):
            let typeName = index.constant(named: words.last!, qualifier: Array(words.dropLast()), context: context)?
                .constant.typeName
            return follow(words, use: use, context: context, via: via, steps: steps, bindings: bindings) {
                cases(
                    $0, enumName: typeName ?? enumName, use: $1 ?? $0.span, context: $2, via: $3, steps: $4,
                    bindings: $5)
            }
        default:
            return [
                ResolvedName(
                    value: .unresolved(reason: "an expression whose enum case symbolcheck cannot tell", pattern: nil),
                    span: use, via: via)
            ]
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
