// libFuzzer entry point for the project readers of `symbolcheck controls`: the old-style
// property list reader and the pbxproj reader on top of it, the YAML reader and the XcodeGen
// spec reader on top of it. Built by `scripts/fuzz project` with `swiftc -sanitize=fuzzer,address
// -parse-as-library` and the modules XcodeProject stands on (SVGModel for its XML reader).
//
// Besides not crashing, hanging or overflowing the stack: every offset a reader reports lies
// inside the input, and a spec that includes itself stops.
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let node = try OldStylePropertyList.parse(bytes)
        precondition(node.start >= 0 && node.end <= size, "value outside the input")
    } catch {
        precondition(error.offset >= 0 && error.offset <= size, "error offset outside the input")
    }
    let project = PBXProjectReader.read(bytes, path: "project.pbxproj", folder: "")
    for problem in project.problems {
        precondition((problem.offset ?? 0) <= size, "problem offset outside the input")
    }
    for target in project.targets {
        _ = target.builds("App/Controls.swift")
    }
    let (root, yamlError) = YAMLReader.parse(bytes)
    precondition(root.offset <= size && (yamlError?.offset ?? 0) <= size, "YAML offset outside the input")
    // The spec includes itself, as a hostile one may.
    let spec = XcodeGenSpecReader.read(bytes, path: "project.yml", folder: "") { _ in bytes }
    for target in spec.targets {
        _ = target.builds("App/Controls.swift")
    }
    return 0
}
