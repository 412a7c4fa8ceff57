// libFuzzer entry point for `make`: the icon reader, the outliner (GEOS, with the budget's
// limits and a time limit) and the template writer. Built by scripts/fuzz like the others.
import SymbolMake

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var options = MakeOptions()
    // Well inside libFuzzer's -timeout: an input that hits the limit is refused, not a finding.
    options.timeLimit = .seconds(2)
    _ = try? SymbolMaker.make(path: "fuzz.svg", bytes: bytes, name: "fuzz", options: options)
    // Again, with GEOS interrupted at a poll the input chooses in every attempt, as a deadline
    // or another thread's interrupt would stop it there: whatever GEOS leaks while unwinding is
    // reported for this input alone (not for whichever input happened to run out of time), and
    // replays with `scripts/fuzz replay make FILE`.
    options.interruptAtPoll = 1 + bytes.reduce(0) { ($0 &* 31 &+ Int($1)) & 0xFFFF } % 32
    _ = try? SymbolMaker.make(path: "fuzz.svg", bytes: bytes, name: "fuzz", options: options)
    return 0
}
