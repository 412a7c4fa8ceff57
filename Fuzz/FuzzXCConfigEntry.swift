// libFuzzer entry point for `.xcconfig` files with their includes and the build settings they
// give. Built by `scripts/fuzz xcconfig` with `swiftc -sanitize=fuzzer,address -parse-as-library`
// and the modules it needs. The input is split at NUL bytes into up to four files —
// `A.xcconfig` (read first), `B.xcconfig`, `Sub/C.xcconfig`, `D.xcconfig` — so includes can name
// each other, themselves, and files that are absent.
//
// Besides not crashing, hanging or overflowing the stack: every place lies inside its file, and
// every setting assigned evaluates (resolved or unresolved, within the length bound).
import SVGModel
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false).map(Array.init)
    let names = ["A.xcconfig", "B.xcconfig", "Sub/C.xcconfig", "D.xcconfig"]
    var files: [String: [UInt8]] = [:]
    for (name, part) in zip(names, parts) { files[name] = part }
    let result = XCConfigReader.read("A.xcconfig", level: .targetConfigFile, includedFrom: nil) { path in
        files[path].map(FileContent.bytes) ?? .missing
    }
    for entry in result.entries {
        guard case .assignment(let assignment) = entry, let offset = assignment.place.offset else { continue }
        let file = result.files[assignment.place.file]
        precondition(file != nil && offset <= file!.bytes.count, "a setting placed outside its file")
    }
    let settings = BuildSettings(
        conditions: BuildConditions(configuration: "Release", sdk: "iphoneos"), entries: result.entries)
    for entry in settings.entries {
        guard case .assignment(let assignment) = entry else { continue }
        let value = settings.value(assignment.name)
        precondition((value.text?.count ?? 0) <= BuildSettings.maxLength * 2, "a value past the length bound")
        _ = settings.expand(assignment.value)
    }
    return 0
}
