// libFuzzer entry point for the binary property list reader (`bplist00`: a built app's
// Info.plists, out of an `.ipa` from anyone). Built by `scripts/fuzz bplist` with
// `swiftc -sanitize=fuzzer,address -parse-as-library` and the modules it needs. The input is
// given the `bplist00` header, so every run reaches the reader.
//
// Besides not crashing, hanging or overflowing the stack: a value's object lies inside the
// file, nesting stays within the bound, and the values made stay within their budget.
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array("bplist00".utf8) + Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let root = try BinaryPropertyList.parse(bytes)
        var values = 0
        check(root, within: bytes.count, depth: 0, values: &values)
        precondition(values <= BinaryPropertyList.maxValues, "more values than the budget")
    } catch {
        precondition(error.offset >= 0 && error.offset <= bytes.count, "error offset outside the input")
    }
    return 0
}

func check(_ node: PropertyListNode, within size: Int, depth: Int, values: inout Int) {
    values += 1
    precondition(depth <= BinaryPropertyList.maxDepth, "nested past the bound")
    precondition(node.start >= 8 && node.start < size, "object outside the file")
    switch node.value {
    case .array(let items): for item in items { check(item, within: size, depth: depth + 1, values: &values) }
    case .dictionary(let dictionary):
        for entry in dictionary.entries {
            values += 1
            check(entry.value, within: size, depth: depth + 1, values: &values)
        }
    default: break
    }
}
