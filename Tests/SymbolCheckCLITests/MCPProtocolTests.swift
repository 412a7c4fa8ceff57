import SymbolReport
import Testing

@testable import SymbolCheckCLI
@testable import SymbolMCP

/// `symbolcheck mcp`'s protocol layer in this process, with the tools stood in for: the line
/// framing, JSON-RPC's errors, both eras (the 2025 handshake and 2026-07-28's per-request
/// `_meta`), the client's roots, ids answered as written, and the response cap. The tools
/// themselves, through the built binary, are `MCPCLITests`'.
@Suite struct MCPProtocolTests {
    /// Records what the session asks of the tools and answers with what it was given.
    final class StandIn: MCPServices {
        var calls: [(name: String, roots: [String]?)] = []
        var answerBytes = 10

        func writeTools(to writer: JSONWriter) {
            writer.nextElement()
            writer.object { writer.field("name", "echo") }
        }

        func callTool(_ name: String, arguments: JSONNode?, roots: [String]?) -> Result<ResultBody, JSONRPCError> {
            calls.append((name, roots))
            guard name == "echo" else { return .failure(.invalidParams("unknown tool \"\(name)\"")) }
            let padding = String(repeating: "x", count: answerBytes)
            return .success(ResultBody { w in w.field("padding", padding) })
        }

        func toolFailure(_ message: String) -> ResultBody {
            ResultBody { w in
                w.field("isError", raw: "true")
                w.field("message", message)
            }
        }

        func writeResources(to writer: JSONWriter) {}

        func readResource(_ uri: String) -> Result<ResultBody, JSONRPCError> {
            .failure(JSONRPCError(code: -32002, message: "Resource not found: \(uri)"))
        }
    }

    static let modernMeta =
        #""_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}"#

    static func session(_ services: StandIn = StandIn(), maxResponseBytes: Int = 65_536) -> MCPSession {
        MCPSession(
            services: services,
            settings: .init(serverVersion: "9.9.9", instructions: "use it", maxResponseBytes: maxResponseBytes))
    }

    /// The lines answering `line`, each read back as JSON.
    static func answers(_ session: MCPSession, _ line: String) throws -> [JSONNode] {
        try session.receive(line: Array(line.utf8)).lines.map { answer in
            #expect(!answer.contains("\n"))
            return try JSONNode.parse(Array(answer.utf8)).get()
        }
    }

    static func answer(_ session: MCPSession, _ line: String) throws -> JSONNode {
        let lines = try answers(session, line)
        try #require(lines.count == 1)
        return lines[0]
    }

    @Test func initializeAgreesOnTheClientsVersionOrOffersTheNewestHandshake() throws {
        for (asked, agreed) in [
            ("2025-06-18", "2025-06-18"), ("2024-11-05", "2024-11-05"), ("2026-07-28", "2025-11-25"),
            ("1999-01-01", "2025-11-25"),
        ] {
            let s = Self.session()
            let reply = try Self.answer(
                s,
                #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"\#(asked)","capabilities":{}}}"#
            )
            #expect(reply["result"]?["protocolVersion"]?.string == agreed)
            #expect(reply["result"]?["serverInfo"]?["version"]?.string == "9.9.9")
            #expect(reply["result"]?["capabilities"]?["tools"]?.isObject == true)
            #expect(reply["result"]?["instructions"]?.string == "use it")
            #expect(s.negotiatedVersion == agreed)
        }
        let missing = try Self.answer(Self.session(), #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}"#)
        #expect(missing["error"]?["code"]?.text == "-32602")
    }

    @Test func a2026RequestNamesItsVersionAndCapabilitiesInMeta() throws {
        let s = Self.session()
        let listed = try Self.answer(
            s, #"{"jsonrpc":"2.0","id":2,"method":"tools/list","params":{\#(Self.modernMeta)}}"#)
        #expect(listed["result"]?["tools"]?.elements?.first?["name"]?.string == "echo")
        #expect(listed["result"]?["resultType"]?.string == "complete")
        #expect(listed["result"]?["cacheScope"]?.string == "public")
        #expect(listed["result"]?["ttlMs"]?.text == "0")

        let unknown = try Self.answer(
            s,
            #"{"jsonrpc":"2.0","id":3,"method":"tools/list","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2099-01-01","io.modelcontextprotocol/clientCapabilities":{}}}}"#
        )
        #expect(unknown["error"]?["code"]?.text == "-32022")
        #expect(unknown["error"]?["data"]?["requested"]?.string == "2099-01-01")
        #expect(unknown["error"]?["data"]?["supported"]?.elements?.compactMap(\.string) == ProtocolVersions.all)

        let noCapabilities = try Self.answer(
            s,
            #"{"jsonrpc":"2.0","id":4,"method":"ping","params":{"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#
        )
        #expect(noCapabilities["error"]?["code"]?.text == "-32602")
    }

    @Test func discoverNamesTheVersionsCapabilitiesAndServer() throws {
        let reply = try Self.answer(
            Self.session(), #"{"jsonrpc":"2.0","id":"d","method":"server/discover","params":{\#(Self.modernMeta)}}"#)
        let result = try #require(reply["result"])
        #expect(result["supportedVersions"]?.elements?.compactMap(\.string) == ProtocolVersions.all)
        #expect(result["capabilities"]?["resources"]?.isObject == true)
        #expect(result["_meta"]?["io.modelcontextprotocol/serverInfo"]?["name"]?.string == "symbolcheck")
        #expect(result["resultType"]?.string == "complete")
        #expect(reply["id"]?.string == "d")
    }

    @Test func malformedMessagesGetJSONRPCErrorsAndTheSessionGoesOn() throws {
        let s = Self.session()
        let cases: [(line: String, code: String, id: String)] = [
            ("not json", "-32700", "null"),
            (#"{"jsonrpc":"2.0","id":1"#, "-32700", "null"),
            (#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#, "-32600", "null"),
            (#""ping""#, "-32600", "null"),
            (#"{"jsonrpc":"1.0","id":5,"method":"ping"}"#, "-32600", "5"),
            (#"{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}"#, "-32600", "null"),
            (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, "-32600", "null"),
            (#"{"jsonrpc":"2.0","id":6,"method":7}"#, "-32600", "6"),
            (#"{"jsonrpc":"2.0","id":7,"method":"ping","method":"tools/list"}"#, "-32600", "7"),
            (#"{"jsonrpc":"2.0","id":8}"#, "-32600", "8"),
            (#"{"jsonrpc":"2.0","id":9,"method":"tools/call","params":[1]}"#, "-32602", "9"),
            (#"{"jsonrpc":"2.0","id":10,"method":"tools/call","params":{"arguments":{}}}"#, "-32602", "10"),
            (
                #"{"jsonrpc":"2.0","id":11,"method":"tools/call","params":{"name":"echo","arguments":[]}}"#, "-32602",
                "11"
            ),
            (#"{"jsonrpc":"2.0","id":12,"method":"tools/call","params":{"name":"nope"}}"#, "-32602", "12"),
            (#"{"jsonrpc":"2.0","id":13,"method":"prompts/list"}"#, "-32601", "13"),
            (#"{"jsonrpc":"2.0","id":14,"method":"resources/read","params":{"uri":"x://y"}}"#, "-32002", "14"),
        ]
        for (line, code, id) in cases {
            let reply = try Self.answer(s, line)
            #expect(reply["error"]?["code"]?.text == code, "\(line)")
            #expect(reply["id"]?.text == id, "\(line)")
            #expect(reply["error"]?["message"]?.string?.isEmpty == false)
        }
        let ping = try Self.answer(s, #"{"jsonrpc":"2.0","id":15,"method":"ping"}"#)
        #expect(ping["result"]?.isObject == true)
        #expect(try Self.answers(s, #"{"jsonrpc":"2.0","method":"notifications/whatever"}"#).isEmpty)
        let tooLong = try JSONNode.parse(Array(try #require(s.receive(tooLong: 9_000_000).lines.first).utf8)).get()
        #expect(tooLong["error"]?["code"]?.text == "-32600")
    }

    @Test func idsAreAnsweredAsWritten() {
        let s = Self.session()
        for id in ["12345678901234567890", "-3", #""a\"b\u00e9""#, "0"] {
            let line = s.receive(line: Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"ping"}"#.utf8)).lines.first
            #expect(line?.hasPrefix(#"{"jsonrpc":"2.0","id":\#(id),"result":"#) == true, "\(id)")
        }
    }

    @Test func theClientsRootsAreAskedForAndConfineTheCalls() throws {
        let services = StandIn()
        let s = Self.session(services)
        _ = try Self.answer(
            s,
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{"roots":{"listChanged":true}}}}"#
        )
        let asked = try Self.answer(s, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        #expect(asked["method"]?.string == "roots/list")
        let id = try #require(asked["id"]?.text)
        #expect(s.isAwaitingRoots)
        #expect(
            MCPSession.dependsOnRoots(
                Array(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo"}}"#.utf8)))
        #expect(
            try Self.answers(
                s,
                #"{"jsonrpc":"2.0","id":\#(id),"result":{"roots":[{"uri":"file:///tmp/a%20b","name":"w"},{"uri":"https://example.com/x"}]}}"#
            ).isEmpty)
        #expect(!s.isAwaitingRoots)
        #expect(s.clientRoots == ["/tmp/a b"])
        _ = try Self.answer(s, #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"echo"}}"#)
        #expect(services.calls.last?.roots == ["/tmp/a b"])
        // A client without roots is never asked.
        let plain = Self.session()
        _ = try Self.answer(
            plain,
            #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#
        )
        #expect(try Self.answers(plain, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#).isEmpty)
    }

    @Test func anAnswerOverTheCapIsNotSent() throws {
        let services = StandIn()
        services.answerBytes = 70_000
        let s = Self.session(services, maxResponseBytes: 65_536)
        let line = s.receive(
            line: Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"echo"}}"#.utf8)
        )
        .lines[0]
        #expect(line.utf8.count < 65_536)
        let reply = try JSONNode.parse(Array(line.utf8)).get()
        #expect(reply["result"]?["isError"]?.bool == true)
        #expect(reply["result"]?["message"]?.string?.contains("--max-response-bytes") == true)
    }

    @Test func framingGivesTheSameLinesHoweverTheBytesArrive() {
        let text = Array(("{\"a\":1}\r\n\n{\"b\":2}\n" + String(repeating: "x", count: 40) + "\n{\"c\":3}").utf8)
        var whole = MessageFraming(maxLineBytes: 32)
        let events = whole.feed(text) + whole.finish()
        let expected: [MessageFraming.Event] = [
            .line(Array("{\"a\":1}".utf8)), .line([]), .line(Array("{\"b\":2}".utf8)), .tooLong(40),
            .line(Array("{\"c\":3}".utf8)),
        ]
        #expect(events == expected)
        for step in 1...9 {
            var framing = MessageFraming(maxLineBytes: 32)
            var pieces: [MessageFraming.Event] = []
            for start in stride(from: 0, to: text.count, by: step) {
                pieces += framing.feed(text[start..<min(start + step, text.count)])
            }
            #expect(pieces + framing.finish() == events, "chunks of \(step)")
        }
    }

    @Test func fileURIsAreReadAsLocalPaths() {
        #expect(FileURI.path("file:///Users/me/My%20App") == "/Users/me/My App")
        #expect(FileURI.path("file://localhost/tmp/x") == "/tmp/x")
        #expect(FileURI.path("FILE:///tmp/%C3%A9") == "/tmp/é")
        #expect(FileURI.path("https://example.com/x") == nil)
        #expect(FileURI.path("file://server/share") == nil)
        #expect(FileURI.path("file:///tmp/%00x") == nil)
        #expect(FileURI.path("file:///tmp/%FF") == nil)
    }
}
