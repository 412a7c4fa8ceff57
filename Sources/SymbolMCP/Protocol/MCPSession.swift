import SymbolReport

/// The protocol revisions the server answers (docs/mcp.md, "Protocol"): the 2024 and 2025
/// revisions through the `initialize` handshake, 2026-07-28 statelessly, a request at a time.
package enum ProtocolVersions {
    package static let handshake = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    package static let stateless = ["2026-07-28"]
    package static let all = handshake + stateless
    /// `_meta`'s keys in a 2026-07-28 request.
    static let versionKey = "io.modelcontextprotocol/protocolVersion"
    static let capabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    static let serverInfoKey = "io.modelcontextprotocol/serverInfo"
}

/// A result's members, written inside the result object once the request is known to succeed.
package struct ResultBody {
    package let write: (JSONWriter) -> Void

    package init(_ write: @escaping (JSONWriter) -> Void) {
        self.write = write
    }
}

/// What the server offers: its tools and its resources. `SymbolCheckTools` runs symbolcheck's
/// commands; the tests and the fuzz target stand in with their own.
package protocol MCPServices: AnyObject {
    /// The tool definitions, each written as an element of `tools`.
    func writeTools(to writer: JSONWriter)
    /// Runs tool `name`, inside `roots` (the client's, when it gave some); an unknown tool or
    /// arguments its input schema refuses are a JSON-RPC error, anything else a result.
    func callTool(_ name: String, arguments: JSONNode?, roots: [String]?) -> Result<ResultBody, JSONRPCError>
    /// A result whose `isError` says the tool's answer could not be sent (too large).
    func toolFailure(_ message: String) -> ResultBody
    /// The resources, each written as an element of `resources`.
    func writeResources(to writer: JSONWriter)
    func readResource(_ uri: String) -> Result<ResultBody, JSONRPCError>
}

/// One client's conversation over stdio, a message at a time: the handshake of the 2025
/// revisions (`initialize`, then `notifications/initialized`, the client's roots asked with
/// `roots/list` when it offers them), the stateless requests of 2026-07-28 (`server/discover`,
/// the version and capabilities in each request's `_meta`), and the methods both share. Every
/// line gets an answer or is a notification; a line that is no message gets a JSON-RPC error
/// and the session goes on. It writes nothing itself: it hands back the lines to send.
package final class MCPSession {
    package struct Settings: Sendable {
        package var serverName = "symbolcheck"
        package var serverVersion: String
        package var instructions: String
        /// A response longer than this is not sent: a tool's result is replaced by an error
        /// result saying so, any other answer by a JSON-RPC error.
        package var maxResponseBytes: Int

        package init(serverVersion: String, instructions: String, maxResponseBytes: Int) {
            self.serverVersion = serverVersion
            self.instructions = instructions
            self.maxResponseBytes = maxResponseBytes
        }
    }

    /// What one message produced: the lines to send, and a line for standard error.
    package struct Outcome {
        package var lines: [String] = []
        package var log: String?
    }

    private let services: any MCPServices
    private let settings: Settings
    /// The version `initialize` settled on (2025 revisions), nil before it.
    package private(set) var negotiatedVersion: String?
    private var clientOffersRoots = false
    /// The client's roots as folder paths, once it has said them.
    package private(set) var clientRoots: [String]?
    /// The id of the `roots/list` request awaiting its answer.
    private var pendingRootsRequest: RequestID?
    private var requestsSent = 0

    package init(services: any MCPServices, settings: Settings) {
        self.services = services
        self.settings = settings
    }

    /// Whether a `roots/list` the server sent is still unanswered.
    package var isAwaitingRoots: Bool { pendingRootsRequest != nil }

    /// Whether `line` is a request that works inside the roots (a tool call, a resource read),
    /// which should wait for the client's answer to `roots/list`.
    package static func dependsOnRoots(_ line: [UInt8]) -> Bool {
        guard case .success(.request(_, let method, _)) = JSONRPCMessage.decode(line) else { return false }
        return method == "tools/call"
    }

    package func receive(line: [UInt8]) -> Outcome {
        switch JSONRPCMessage.decode(line) {
        case .failure(let refusal):
            return Outcome(
                lines: [Self.errorLine(refusal.error, id: refusal.id)], log: "refused: \(refusal.error.message)")
        case .success(.notification(let method, let params)):
            return Outcome(lines: notified(method, params: params), log: nil)
        case .success(.response(let id, let result, _)):
            return Outcome(lines: [], log: answered(id, result: result))
        case .success(.request(let id, let method, let params)):
            return answer(id, method: method, params: params)
        }
    }

    /// A line dropped for its length gets an error, its id unknown.
    package func receive(tooLong count: Int) -> Outcome {
        let error = JSONRPCError.invalidRequest("a line of \(count) bytes is longer than the server reads")
        return Outcome(lines: [Self.errorLine(error, id: nil)], log: "refused a line of \(count) bytes")
    }

    // MARK: - Notifications and responses

    private func notified(_ method: String, params: JSONNode?) -> [String] {
        switch method {
        case "notifications/initialized", "notifications/roots/list_changed":
            guard clientOffersRoots, pendingRootsRequest == nil else { return [] }
            requestsSent += 1
            let id = RequestID(json: JSONWriter.quote("symbolcheck-roots-\(requestsSent)"))
            pendingRootsRequest = id
            return [Self.line({ w in w.field("method", "roots/list") }, id: id)]
        default:
            // Cancellation and progress need no answer: a call runs to its end or its time
            // limit (docs/mcp.md); unknown notifications are ignored, as JSON-RPC says.
            return []
        }
    }

    private func answered(_ id: RequestID, result: JSONNode?) -> String? {
        guard id == pendingRootsRequest else { return "ignored a response to an unknown request \(id.json)" }
        pendingRootsRequest = nil
        guard let roots = result?["roots"]?.elements else {
            return "the client's roots/list failed; the workspace stays the server's"
        }
        let paths = roots.compactMap { $0["uri"]?.string.flatMap(FileURI.path) }
        clientRoots = paths
        return "client roots: \(paths.isEmpty ? "none" : paths.joined(separator: ", "))"
    }

    // MARK: - Requests

    private func answer(_ id: RequestID, method: String, params: JSONNode?) -> Outcome {
        var log = method
        var result: Result<ResultBody, JSONRPCError>
        if method == "initialize" {
            result = initialize(params)
        } else if let refusal = statelessRefusal(params) {
            result = .failure(refusal)
        } else {
            switch method {
            case "server/discover": result = .success(discover())
            case "ping": result = .success(ResultBody { _ in })
            case "tools/list":
                result = .success(
                    ResultBody { w in self.cacheable(w) { w.field("tools") { self.list(w, self.services.writeTools) } }
                    })
            case "tools/call":
                let name = params?["name"]
                log += " " + (name?.string ?? "?")
                if let name = name?.string {
                    let arguments = params?["arguments"]
                    if let arguments, !arguments.isObject {
                        result = .failure(.invalidParams("\"arguments\" must be an object, not \(arguments.typeName)"))
                    } else {
                        result = services.callTool(name, arguments: arguments, roots: clientRoots)
                    }
                } else {
                    result = .failure(.invalidParams("tools/call needs the tool's \"name\" (a string)"))
                }
            case "resources/list":
                result = .success(
                    ResultBody { w in
                        self.cacheable(w) { w.field("resources") { self.list(w, self.services.writeResources) } }
                    })
            case "resources/templates/list":
                result = .success(ResultBody { w in self.cacheable(w) { w.field("resourceTemplates", raw: "[]") } })
            case "resources/read":
                if let uri = params?["uri"]?.string {
                    log += " " + uri
                    result = services.readResource(uri)
                } else {
                    result = .failure(.invalidParams("resources/read needs the resource's \"uri\" (a string)"))
                }
            default:
                result = .failure(
                    JSONRPCError(code: JSONRPCError.methodNotFoundCode, message: "Method not found: \(method)"))
            }
        }
        var line: String
        switch result {
        case .success(let body): line = Self.resultLine(body, id: id)
        case .failure(let error):
            log += ": error \(error.code)"
            return Outcome(lines: [Self.errorLine(error, id: id)], log: log)
        }
        if line.utf8.count > settings.maxResponseBytes {
            let message =
                "the answer was \(line.utf8.count) bytes, more than the \(settings.maxResponseBytes) this server sends (--max-response-bytes); ask for less: fewer or smaller paths"
            log += ": \(line.utf8.count) bytes, over the cap"
            line =
                method == "tools/call"
                ? Self.resultLine(services.toolFailure(message), id: id)
                : Self.errorLine(JSONRPCError(code: JSONRPCError.internalErrorCode, message: message), id: id)
        }
        return Outcome(lines: [line], log: log + " (\(line.utf8.count) bytes)")
    }

    /// The handshake of the 2024 and 2025 revisions: the client's version when the server
    /// speaks it, else the newest the handshake reaches (the client then decides).
    private func initialize(_ params: JSONNode?) -> Result<ResultBody, JSONRPCError> {
        guard let requested = params?["protocolVersion"]?.string else {
            return .failure(.invalidParams("initialize needs \"protocolVersion\" (a string)"))
        }
        let version =
            ProtocolVersions.handshake.contains(requested) ? requested : ProtocolVersions.handshake.last ?? requested
        negotiatedVersion = version
        clientOffersRoots = params?["capabilities"]?["roots"]?.isObject ?? false
        return .success(
            ResultBody { w in
                w.field("protocolVersion", version)
                self.writeCapabilities(w)
                w.field("serverInfo") { self.writeServerInfo(w) }
                w.field("instructions", self.settings.instructions)
            })
    }

    /// A 2026-07-28 request names its version and the client's capabilities in `_meta`; a
    /// version the server does not speak gets -32022 with the versions it does.
    private func statelessRefusal(_ params: JSONNode?) -> JSONRPCError? {
        guard let meta = params?["_meta"], let version = meta[ProtocolVersions.versionKey] else { return nil }
        guard let requested = version.string, ProtocolVersions.stateless.contains(requested) else {
            let w = JSONWriter(compact: true)
            w.object {
                w.field("requested", version.string ?? version.text)
                w.field("supported") { w.array(ProtocolVersions.all) { w.string($0) } }
            }
            return JSONRPCError(
                code: JSONRPCError.unsupportedProtocolVersionCode,
                message: "Unsupported protocol version: \(version.string ?? version.text)", data: w.take())
        }
        guard meta[ProtocolVersions.capabilitiesKey]?.isObject == true else {
            return .invalidParams("\"_meta\" must carry \"\(ProtocolVersions.capabilitiesKey)\" (an object)")
        }
        return nil
    }

    private func discover() -> ResultBody {
        ResultBody { w in
            w.field("supportedVersions") { w.array(ProtocolVersions.all) { w.string($0) } }
            self.writeCapabilities(w)
            w.field("instructions", self.settings.instructions)
            self.cacheable(w) {}
            w.field("_meta") { w.object { w.field(ProtocolVersions.serverInfoKey) { self.writeServerInfo(w) } } }
        }
    }

    private func writeCapabilities(_ w: JSONWriter) {
        w.field("capabilities") {
            w.object {
                w.field("tools") { w.object { w.field("listChanged", raw: "false") } }
                w.field("resources") {
                    w.object {
                        w.field("listChanged", raw: "false")
                        w.field("subscribe", raw: "false")
                    }
                }
            }
        }
    }

    private func writeServerInfo(_ w: JSONWriter) {
        w.object {
            w.field("name", settings.serverName)
            w.field("title", "symbolcheck")
            w.field("version", settings.serverVersion)
        }
    }

    /// 2026-07-28's cache hints on a listing or a read: nothing here is a user's data, and
    /// nothing may be kept (a new release can change the tools).
    private func cacheable(_ w: JSONWriter, _ body: () -> Void) {
        body()
        w.field("cacheScope", "public")
        w.field("ttlMs", raw: "0")
    }

    private func list(_ w: JSONWriter, _ elements: (JSONWriter) -> Void) {
        w.beginArray()
        elements(w)
        w.endArray()
    }

    // MARK: - Lines

    /// `{"jsonrpc":"2.0","id":…,"result":{…,"resultType":"complete"}}`: 2026-07-28 requires
    /// `resultType` on every result; older clients ignore it.
    private static func resultLine(_ body: ResultBody, id: RequestID) -> String {
        line(
            { w in
                w.field("result") {
                    w.object {
                        body.write(w)
                        w.field("resultType", "complete")
                    }
                }
            }, id: id)
    }

    package static func errorLine(_ error: JSONRPCError, id: RequestID?) -> String {
        line(
            { w in
                w.field("error") {
                    w.object {
                        w.field("code", raw: String(error.code))
                        w.field("message", error.message)
                        if let data = error.data { w.field("data", raw: data) }
                    }
                }
            }, id: id)
    }

    private static func line(_ members: (JSONWriter) -> Void, id: RequestID?) -> String {
        let w = JSONWriter(compact: true)
        w.object {
            w.field("jsonrpc", "2.0")
            w.field("id", raw: id?.json ?? "null")
            members(w)
        }
        return w.take()
    }
}
