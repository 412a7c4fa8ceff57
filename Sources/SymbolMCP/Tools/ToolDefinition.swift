import SymbolReport

/// One argument of a tool: the input schema is written from it and the arguments a call brings
/// are read through it, so the two cannot disagree (as a command's options are declared once).
struct ToolArgument: Sendable {
    enum Kind: Sendable {
        case string
        /// A non-empty array of strings.
        case strings
        case bool
        /// A string out of these.
        case choice([String])
    }

    let name: String
    let kind: Kind
    let description: String
    var isRequired = true
}

/// A tool as `tools/list` shows it: its arguments, the schema of its structured result where it
/// has one, and the hints a client shows its user before a call (MCP's tool annotations).
struct ToolDefinition: Sendable {
    let name: String
    let title: String
    let description: String
    let arguments: [ToolArgument]
    /// JSON Schema text of `structuredContent`, nil for a tool that answers in text only.
    let outputSchema: String?
    /// Reads files and reports; writes nothing.
    let readsOnly: Bool
    /// Never writes over what a user wrote (make, fix and resize refuse such a file).
    var destructive = false
    /// The same arguments give the same result and leave the workspace as one call does.
    var idempotent = true

    /// The definition as an element of `tools/list`'s `tools`.
    func write(to w: JSONWriter) {
        w.object {
            w.field("name", name)
            w.field("title", title)
            w.field("description", description)
            w.field("inputSchema") { writeInputSchema(w) }
            if let outputSchema, case .success(let schema) = JSONNode.parse(Array(outputSchema.utf8)) {
                w.key("outputSchema")
                schema.write(to: w)
            }
            w.field("annotations") {
                w.object {
                    w.field("title", title)
                    w.field("readOnlyHint", raw: String(readsOnly))
                    if !readsOnly {
                        w.field("destructiveHint", raw: String(destructive))
                        w.field("idempotentHint", raw: String(idempotent))
                    }
                    // Only files inside the workspace: no network, no other system.
                    w.field("openWorldHint", raw: "false")
                }
            }
        }
    }

    private func writeInputSchema(_ w: JSONWriter) {
        w.object {
            w.field("type", "object")
            w.field("properties") {
                w.object {
                    for argument in arguments {
                        w.field(argument.name) {
                            w.object {
                                switch argument.kind {
                                case .string: w.field("type", "string")
                                case .bool: w.field("type", "boolean")
                                case .strings:
                                    w.field("type", "array")
                                    w.field("items") { w.object { w.field("type", "string") } }
                                    w.field("minItems", raw: "1")
                                case .choice(let values):
                                    w.field("type", "string")
                                    w.field("enum") { w.array(values) { w.string($0) } }
                                }
                                w.field("description", argument.description)
                            }
                        }
                    }
                }
            }
            w.field("required") { w.array(arguments.filter(\.isRequired)) { w.string($0.name) } }
            w.field("additionalProperties", raw: "false")
        }
    }

    /// The arguments of a call, read through the declarations: an unknown name, a missing
    /// required one or a value of the wrong type is a JSON-RPC "invalid params" error.
    func read(_ given: JSONNode?) -> Result<ToolArguments, JSONRPCError> {
        var values = ToolArguments()
        let members = given?.members ?? []
        for (key, value) in members {
            guard let argument = arguments.first(where: { $0.name == key }) else {
                let names = arguments.map(\.name).joined(separator: ", ")
                return .failure(
                    .invalidParams(
                        "\(name) takes no argument \"\(key)\" (it takes \(names.isEmpty ? "none" : names))"))
            }
            switch (argument.kind, value) {
            case (.string, _) where value.string != nil: values.strings[key] = [value.string!]
            case (.bool, _) where value.bool != nil: values.flags[key] = value.bool!
            case (.choice(let allowed), _) where value.string.map(allowed.contains) == true:
                values.strings[key] = [value.string!]
            case (.strings, _)
            where value.elements?.isEmpty == false && value.elements!.allSatisfy { $0.string != nil }:
                values.strings[key] = value.elements!.compactMap(\.string)
            default:
                return .failure(
                    .invalidParams("\(name)'s \"\(key)\" must be \(argument.kind.words), not \(value.text.prefix(80))"))
            }
        }
        if let missing = arguments.first(where: {
            $0.isRequired && values.strings[$0.name] == nil && values.flags[$0.name] == nil
        }) {
            return .failure(.invalidParams("\(name) needs \"\(missing.name)\": \(missing.description)"))
        }
        return .success(values)
    }
}

extension ToolArgument.Kind {
    var words: String {
        switch self {
        case .string: return "a string"
        case .strings: return "a non-empty array of strings"
        case .bool: return "true or false"
        case .choice(let values): return "one of " + values.map { "\"\($0)\"" }.joined(separator: ", ")
        }
    }
}

/// A call's arguments once read: strings (one, or an array's) and flags by name.
struct ToolArguments: Sendable {
    var strings: [String: [String]] = [:]
    var flags: [String: Bool] = [:]

    func string(_ name: String) -> String? { strings[name]?.first }
    func list(_ name: String) -> [String] { strings[name] ?? [] }
    func flag(_ name: String) -> Bool { flags[name] ?? false }
}
