// libFuzzer entry point for `symbolcheck mcp`'s message reader: the line framing, the JSON-RPC
// decoding and the session that answers (both protocol eras, the handshake, roots, errors), with
// the tools stood in for (they run processes). Built by `scripts/fuzz mcp` with
// `swiftc -sanitize=fuzzer,address -parse-as-library` from Sources/SymbolCheckCLI/MCP/Protocol,
// with the JSON reader (module JSONReader) and the JSON writer (compiled alone as the module it
// lives in, SymbolReport) as modules of their own.
//
// Besides not crashing, hanging or overflowing the stack: the framing gives the same lines
// however the bytes are chunked, every line the server sends is one JSON-RPC 2.0 object with no
// line break in it and fits the response cap, and a request gets exactly one answer.
import SymbolReport

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var whole = MessageFraming(maxLineBytes: 4096)
    let events = whole.feed(bytes) + whole.finish()
    var chunked = MessageFraming(maxLineBytes: 4096)
    let step = Int(bytes.first ?? 0) % 7 + 1
    var pieces: [MessageFraming.Event] = []
    var index = 0
    while index < bytes.count {
        pieces += chunked.feed(bytes[index..<min(index + step, bytes.count)])
        index += step
    }
    pieces += chunked.finish()
    precondition(pieces == events, "the framing depends on how the bytes are chunked")

    let session = MCPSession(
        services: StandIn(), settings: .init(serverVersion: "fuzz", instructions: "fuzz", maxResponseBytes: 8192))
    for event in events {
        let outcome: MCPSession.Outcome
        switch event {
        case .line(let line):
            outcome = session.receive(line: line)
            if case .success(.request) = JSONRPCMessage.decode(line) {
                precondition(outcome.lines.count == 1, "a request got \(outcome.lines.count) answers")
            }
        case .tooLong:
            outcome = session.receive(tooLong: 5000)
        }
        for line in outcome.lines { checkLine(line) }
    }
    return 0
}

private func checkLine(_ line: String) {
    let bytes = Array(line.utf8)
    precondition(!bytes.contains(UInt8(ascii: "\n")) && !bytes.contains(UInt8(ascii: "\r")), "a line break in a message")
    precondition(bytes.count <= 8192 + 512, "an answer over the response cap")
    guard case .success(let node) = JSONNode.parse(bytes) else { preconditionFailure("the server sent text that is not JSON: \(line)") }
    precondition(node["jsonrpc"]?.string == "2.0", "a message without jsonrpc 2.0")
    precondition(node["result"] != nil || node["error"] != nil || node["method"] != nil, "a message with no result, error or method")
}

/// Tools and resources that answer with what they were given, so the arguments' values go
/// through the writer back to the client.
private final class StandIn: MCPServices {
    func writeTools(to writer: JSONWriter) {
        writer.nextElement()
        writer.object { writer.field("name", "echo") }
    }

    func callTool(_ name: String, arguments: JSONNode?, roots: [String]?) -> Result<ResultBody, JSONRPCError> {
        guard name == "echo" else { return .failure(.invalidParams("unknown tool \(name)")) }
        return .success(
            ResultBody { w in
                w.key("structuredContent")
                if let arguments { arguments.write(to: w) } else { w.raw("{}") }
                w.field("roots") { w.array(roots ?? []) { w.string($0) } }
            })
    }

    func toolFailure(_ message: String) -> ResultBody {
        ResultBody { w in w.field("isError", raw: "true") }
    }

    func writeResources(to writer: JSONWriter) {}

    func readResource(_ uri: String) -> Result<ResultBody, JSONRPCError> {
        .failure(JSONRPCError(code: -32002, message: "Resource not found: \(uri)"))
    }
}
