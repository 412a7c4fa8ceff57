// libFuzzer entry point for `resize`: planning from the measurements and rewriting the
// numbers of paths, shapes and transforms in place, on any bytes.
import SVGModel
import SymbolCheck
import SymbolResize

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var configuration = CheckConfiguration()
    configuration.timeLimit = .seconds(2)
    _ = try? Resizer.resize(SourceFile(path: "fuzz.svg", bytes: bytes), configuration: configuration)
    return 0
}
