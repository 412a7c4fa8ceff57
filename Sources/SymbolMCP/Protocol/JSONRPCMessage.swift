/// A JSON-RPC 2.0 request id as the client wrote it: a string or a whole number (MCP forbids
/// `null`). Kept as text, so the answer carries the very same id.
package struct RequestID: Sendable, Hashable {
    /// The id's JSON text (`"abc"` with its quotes, or `12`).
    package let json: String

    package init(json: String) {
        self.json = json
    }
}

/// A JSON-RPC error the server answers with: the code, the message and optional data (JSON text).
package struct JSONRPCError: Error, Sendable, Equatable {
    package let code: Int
    package let message: String
    package var data: String?

    package init(code: Int, message: String, data: String? = nil) {
        self.code = code
        self.message = message
        self.data = data
    }

    // JSON-RPC 2.0 §5.1's codes, and MCP 2026-07-28's for a protocol version it does not speak.
    package static let parseErrorCode = -32700
    package static let invalidRequestCode = -32600
    package static let methodNotFoundCode = -32601
    package static let invalidParamsCode = -32602
    package static let internalErrorCode = -32603
    package static let unsupportedProtocolVersionCode = -32022

    package static func invalidRequest(_ message: String) -> JSONRPCError {
        JSONRPCError(code: invalidRequestCode, message: "Invalid request: " + message)
    }

    package static func invalidParams(_ message: String) -> JSONRPCError {
        JSONRPCError(code: invalidParamsCode, message: "Invalid params: " + message)
    }
}

/// One line of the stdio stream read as JSON-RPC 2.0: a request (with an id), a notification
/// (without), or a response to a request the server sent (`roots/list`).
package enum JSONRPCMessage: Sendable {
    case request(id: RequestID, method: String, params: JSONNode?)
    case notification(method: String, params: JSONNode?)
    case response(id: RequestID, result: JSONNode?, error: JSONNode?)

    /// Why a line is no message, with the id to answer to when one could be read (else the
    /// answer's id is `null`, as JSON-RPC 2.0 §5 says).
    package struct Refusal: Error, Sendable {
        package let error: JSONRPCError
        package let id: RequestID?
    }

    /// Reads one line. Nesting deeper than 64 is refused by the reader, so a hostile line
    /// cannot exhaust the stack.
    package static func decode(_ line: [UInt8]) -> Result<JSONRPCMessage, Refusal> {
        let node: JSONNode
        switch JSONNode.parse(line) {
        case .success(let parsed): node = parsed
        case .failure(let failure):
            return .failure(
                Refusal(
                    error: JSONRPCError(
                        code: JSONRPCError.parseErrorCode,
                        message: "Parse error: \(failure.message) (byte \(failure.offset + 1) of the line)"),
                    id: nil))
        }
        if node.elements != nil {
            return refuse(
                "a batch (a JSON array) is not taken: MCP 2025-06-18 removed JSON-RPC batching; send one message per line",
                id: nil)
        }
        guard node.isObject else { return refuse("a message is a JSON object, not \(node.typeName)", id: nil) }
        var id: RequestID?
        if let given = node["id"] {
            guard given.string != nil || given.isWholeNumber else {
                return refuse("\"id\" must be a string or a whole number, not \(given.typeName)", id: nil)
            }
            id = RequestID(json: given.text)
        }
        if let key = node.repeatedKey { return refuse("the key \"\(key)\" is given twice", id: id) }
        guard node["jsonrpc"]?.string == "2.0" else { return refuse("\"jsonrpc\" must be \"2.0\"", id: id) }
        let params = node["params"]
        if let method = node["method"] {
            guard let name = method.string else { return refuse("\"method\" must be a string", id: id) }
            if let params, !params.isObject {
                return .failure(
                    Refusal(error: .invalidParams("\"params\" must be an object, not \(params.typeName)"), id: id))
            }
            guard let id else { return .success(.notification(method: name, params: params)) }
            return .success(.request(id: id, method: name, params: params))
        }
        let (result, error) = (node["result"], node["error"])
        guard let id, (result == nil) != (error == nil) else {
            return refuse("a message needs a \"method\", or an \"id\" with a \"result\" or an \"error\"", id: id)
        }
        return .success(.response(id: id, result: result, error: error))
    }

    private static func refuse(_ message: String, id: RequestID?) -> Result<JSONRPCMessage, Refusal> {
        .failure(Refusal(error: .invalidRequest(message), id: id))
    }
}
