import JSONReader
import SymbolReport

/// A JSON value read by the project's one JSON reader (`JSONValue`, the JSONReader module), with
/// the bytes it was read from. This file is the MCP server's only door to that reader, so the
/// protocol layer compiles with the reader alone (its fuzz target). Keeping the bytes lets a
/// value be written back exactly as it came: a JSON-RPC id `12345678901234567890` is answered
/// as written, not as the nearest `Double`.
package struct JSONNode: Sendable {
    private let located: JSONValue.Located
    private let bytes: [UInt8]

    private init(_ located: JSONValue.Located, in bytes: [UInt8]) {
        self.located = located
        self.bytes = bytes
    }

    /// Why bytes are not JSON: the reader's words and the byte offset where it stopped.
    package struct ParseFailure: Error, Sendable, Equatable {
        package let message: String
        package let offset: Int
    }

    /// `bytes` read as one JSON document, nested at most `maxDepth` deep.
    package static func parse(_ bytes: [UInt8], maxDepth: Int = 64) -> Result<JSONNode, ParseFailure> {
        do {
            return .success(JSONNode(try JSONValue.parse(bytes, maxDepth: maxDepth), in: bytes))
        } catch {
            return .failure(ParseFailure(message: error.message, offset: error.offset))
        }
    }

    package var string: String? {
        if case .string(let text) = located.value { return text }
        return nil
    }

    package var bool: Bool? {
        if case .bool(let value) = located.value { return value }
        return nil
    }

    package var number: Double? {
        if case .number(let value) = located.value { return value }
        return nil
    }

    package var isNull: Bool { located.value == .null }
    package var isObject: Bool { members != nil }

    /// A number written without a fraction or an exponent (`12`, `-3`), as JSON-RPC ids are.
    package var isWholeNumber: Bool {
        guard case .number = located.value else { return false }
        return bytes[located.offset..<located.end].allSatisfy { $0 == UInt8(ascii: "-") || (48...57).contains($0) }
    }

    /// The elements of an array, nil for any other value.
    package var elements: [JSONNode]? {
        guard case .array(let items) = located.value else { return nil }
        return items.map { JSONNode($0, in: bytes) }
    }

    /// The members of an object in the order written, duplicates kept; nil for any other value.
    package var members: [(key: String, value: JSONNode)]? {
        guard case .object(let members) = located.value else { return nil }
        return members.map { ($0.key, JSONNode($0.value, in: bytes)) }
    }

    /// The value of the object's first member named `key`; nil when there is none or this is no object.
    package subscript(key: String) -> JSONNode? {
        guard case .object(let members) = located.value, let member = members.first(where: { $0.key == key }) else {
            return nil
        }
        return JSONNode(member.value, in: bytes)
    }

    /// A key the object holds twice, or nil.
    package var repeatedKey: String? {
        guard case .object(let members) = located.value else { return nil }
        var seen = Set<String>()
        return members.first { !seen.insert($0.key).inserted }?.key
    }

    /// The value's text as it was written.
    package var text: String { String(decoding: bytes[located.offset..<located.end], as: UTF8.self) }

    /// What kind of value this is, for an error message ("a string", "an object").
    package var typeName: String { located.value.typeName }

    /// Writes the value on `writer` where a value is due: numbers as written, strings quoted
    /// again, so a report read here is passed on without changing a digit.
    package func write(to writer: JSONWriter) {
        switch located.value {
        case .null, .bool, .number: writer.raw(text)
        case .string(let value): writer.string(value)
        case .array:
            writer.beginArray()
            for element in elements ?? [] {
                writer.nextElement()
                element.write(to: writer)
            }
            writer.endArray()
        case .object:
            writer.beginObject()
            for (key, value) in members ?? [] {
                writer.key(key)
                value.write(to: writer)
            }
            writer.endObject()
        }
    }
}
