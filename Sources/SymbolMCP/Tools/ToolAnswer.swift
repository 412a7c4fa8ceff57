import Support
import SymbolReport

/// A tool's result (`CallToolResult`): its content blocks, its structured content where the
/// tool has an output schema, and `isError` when the tool could not do what was asked (a path
/// outside the workspace, an input it refused), which the model reads and can correct.
struct ToolAnswer {
    var text: String?
    /// A PNG, sent as image content (base64).
    var png: [UInt8]?
    var structured: ((JSONWriter) -> Void)?
    var isError = false

    init(text: String? = nil, png: [UInt8]? = nil, structured: ((JSONWriter) -> Void)? = nil) {
        self.text = text
        self.png = png
        self.structured = structured
    }

    static func failure(_ message: String) -> ToolAnswer {
        var answer = ToolAnswer(text: message.hasSuffix("\n") ? String(message.dropLast()) : message)
        answer.isError = true
        return answer
    }

    /// The result's members. Structured content is also sent as its JSON text, as the
    /// specification asks of a tool with an output schema (for clients that read text only).
    var body: ResultBody {
        var structuredText: String?
        if let structured {
            let w = JSONWriter(compact: true)
            w.object { structured(w) }
            structuredText = w.take()
        }
        let (text, png, isError) = (self.text, self.png, self.isError)
        return ResultBody { w in
            w.field("content") {
                w.beginArray()
                if let png {
                    w.nextElement()
                    w.object {
                        w.field("type", "image")
                        w.field("data", Base64.encode(png))
                        w.field("mimeType", "image/png")
                    }
                }
                for block in [text, structuredText].compactMap({ $0 }) {
                    w.nextElement()
                    w.object {
                        w.field("type", "text")
                        w.field("text", block)
                    }
                }
                w.endArray()
            }
            if let structuredText { w.field("structuredContent", raw: structuredText) }
            w.field("isError", raw: String(isError))
        }
    }
}
