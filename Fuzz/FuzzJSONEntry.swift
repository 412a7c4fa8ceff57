// libFuzzer entry point for the JSON reader (Contents.json, .symbolcheck.json). Built by
// `scripts/fuzz json` with `swiftc -sanitize=fuzzer,address -parse-as-library` together with
// Sources/JSONReader/*.swift, which import nothing.
//
// Besides not crashing, hanging or overflowing the stack, the reader must keep its promises:
// every offset it hands back lies inside the input, and whitespace after a document changes
// nothing while a stray byte after it is refused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parsed: JSONValue.Located
    do {
        parsed = try JSONValue.parse(bytes)
    } catch {
        precondition(error.offset >= 0 && error.offset <= bytes.count, "error offset outside the input")
        return 0
    }
    checkOffsets(parsed, size: bytes.count)
    precondition((try? JSONValue.parse(bytes + [0x20, 0x0A])) == parsed, "trailing whitespace changed the value")
    precondition((try? JSONValue.parse(bytes + [0x78])) == nil, "a stray byte after the value was accepted")
    return 0
}

private func checkOffsets(_ located: JSONValue.Located, size: Int) {
    precondition(located.offset >= 0 && located.offset < size, "value offset outside the input")
    precondition(located.end > located.offset && located.end <= size, "value end outside the input")
    switch located.value {
    case .array(let items):
        for item in items { checkOffsets(item, size: size) }
    case .object(let members):
        for member in members {
            precondition(member.keyOffset >= 0 && member.keyOffset < size, "key offset outside the input")
            precondition(
                member.keyEnd >= member.keyOffset + 2 && member.keyEnd <= member.value.offset, "key end outside its key"
            )
            checkOffsets(member.value, size: size)
        }
    default:
        break
    }
}
