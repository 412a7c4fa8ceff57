// libFuzzer entry point for `fix`: contour deletion and reversal, re-outlining through GEOS,
// stroke outlining and the static write-out of variable templates, on any bytes.
import SVGModel
import SymbolCheck
import SymbolFix

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var configuration = CheckConfiguration()
    configuration.timeLimit = .seconds(2)
    _ = try? Fixer.fix(SourceFile(path: "fuzz.svg", bytes: bytes), configuration: configuration)
    return 0
}
