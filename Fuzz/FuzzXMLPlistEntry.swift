// libFuzzer entry point for the XML property list reader (Info.plists and entitlements in a
// project), on SVGModel's XML reader (expat). Built by `scripts/fuzz xmlplist` with
// `swiftc -sanitize=fuzzer,address -parse-as-library` and the modules it needs.
//
// Besides not crashing, hanging or overflowing the stack: every value and key lies inside the
// text its offsets count in, and an error's offset inside the input.
import SVGModel
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let (root, text) = try XMLPropertyList.parse(SourceFile(path: "Info.plist", bytes: bytes))
        check(root, within: text.bytes.count, depth: 0)
    } catch {
        // A file in UTF-16 is read as its UTF-8 decoding, which the offset counts in.
        let textSize = error.decodedText?.bytes.count ?? size
        precondition(error.offset >= 0 && error.offset <= textSize, "error offset outside the input")
    }
    return 0
}

func check(_ node: PropertyListNode, within size: Int, depth: Int) {
    precondition(depth <= XMLPropertyList.maxDepth + 1, "nested past the bound")
    precondition(node.start >= 0 && node.start <= node.end && node.end <= size, "value outside the text")
    switch node.value {
    case .array(let items): for item in items { check(item, within: size, depth: depth + 1) }
    case .dictionary(let dictionary):
        for entry in dictionary.entries {
            precondition(entry.keyStart >= 0 && entry.keyStart <= size, "key outside the text")
            check(entry.value, within: size, depth: depth + 1)
        }
    default: break
    }
}
