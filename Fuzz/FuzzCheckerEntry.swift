// libFuzzer entry point for the reader and checker. Built by scripts/fuzz with
// `swiftc -sanitize=fuzzer,address -parse-as-library` together with the SVGModel and
// SymbolCheck sources (SwiftPM cannot link a target without `main` against libFuzzer).
import SVGModel
import SymbolCheck

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    _ = Checker.check(SourceFile(path: "fuzz.svg", bytes: bytes), configuration: CheckConfiguration())
    return 0
}
