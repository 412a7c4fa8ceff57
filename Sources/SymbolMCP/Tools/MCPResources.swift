import DocumentationPages
import SymbolReport

/// What `resources/list` offers an agent to read before it writes a symbol or a Control: the
/// rule catalogue (written from the rule descriptions, as `rules --format markdown` writes the
/// README's table) and three pages of docs/, compiled into the executable
/// (the DocumentationPages module), so an installed binary
/// serves the very pages of its release.
struct MCPResource: Sendable {
    let uri: String
    let name: String
    let title: String
    let description: String
    let text: @Sendable () -> String

    func write(to w: JSONWriter) {
        w.object {
            w.field("uri", uri)
            w.field("name", name)
            w.field("title", title)
            w.field("description", description)
            w.field("mimeType", "text/markdown")
        }
    }
}

enum MCPResources {
    static let all: [MCPResource] = [
        MCPResource(
            uri: "symbolcheck://rules", name: "rules", title: "The rule catalogue",
            description:
                "Every rule symbolcheck checks: id, category, severity per profile (control-center, xcode) and summary. `explain` gives one rule's evidence.",
            text: { RuleListMarkdown.render() }),
        MCPResource(
            uri: "symbolcheck://docs/template-format.md", name: "template-format",
            title: "The custom SF Symbol template format",
            description:
                "What an SVG template needs for Xcode's actool to accept it: guides, glyph groups, variants, versions, annotations, with sources.",
            text: { DocumentationPages.templateFormat }),
        MCPResource(
            uri: "symbolcheck://docs/runtime.md", name: "controls-checklist",
            title: "The Controls checklist: what a symbol and a Control need on the device",
            description:
                "What draws and what draws nothing once actool accepts a symbol, what a Control takes (a symbol image, never a PNG or PDF), and how a Control and a Lock Screen camera are wired, each fact with its source.",
            text: { DocumentationPages.runtime }),
        MCPResource(
            uri: "symbolcheck://docs/controls.md", name: "controls",
            title: "What `controls` checks in an app",
            description:
                "How the controls tool finds an app's Controls and the images they name, what it reports and what it cannot follow.",
            text: { DocumentationPages.controls }),
    ]

    static func read(_ uri: String) -> Result<ResultBody, JSONRPCError> {
        guard let resource = all.first(where: { $0.uri == uri }) else {
            let uris = all.map(\.uri).joined(separator: ", ")
            // -32002: MCP's "resource not found".
            return .failure(JSONRPCError(code: -32002, message: "Resource not found: \(uri) (there are \(uris))"))
        }
        let text = resource.text()
        return .success(
            ResultBody { w in
                w.field("contents") {
                    w.beginArray()
                    w.nextElement()
                    w.object {
                        w.field("uri", resource.uri)
                        w.field("mimeType", "text/markdown")
                        w.field("text", text)
                    }
                    w.endArray()
                }
                w.field("cacheScope", "public")
                w.field("ttlMs", raw: "0")
            })
    }
}
