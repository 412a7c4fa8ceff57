// libFuzzer entry point for the preview sheet: the checker's template, the plan, librsvg and
// cairo drawing it (bytes reach librsvg only after the reader's limits), the PNG encoder.
import SymbolCheck
import SymbolPreview

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var configuration = CheckConfiguration()
    configuration.timeLimit = .seconds(2)
    _ = try? Previewer.png(svg: bytes, path: "fuzz.svg", view: .light, configuration: configuration)
    return 0
}
