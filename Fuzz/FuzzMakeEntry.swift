// libFuzzer entry point for `make`: the icon reader, the outliner (GEOS, with the budget's
// limits and a time limit) and the template writer. Built by scripts/fuzz like the others.
import SVGModel
import SymbolMake

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = MakeOptions()
    // Well inside libFuzzer's -timeout: an input that hits the limit is refused, not a finding.
    options.timeLimit = .seconds(2)
    _ = try? SymbolMaker.make(SourceFile(path: "fuzz.svg", bytes: bytes), name: "fuzz", options: options)
    return 0
}
