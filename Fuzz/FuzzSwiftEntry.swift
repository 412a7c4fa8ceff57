// libFuzzer entry point for the Swift lexer and the Control finder (`symbolcheck controls`).
// Built by `scripts/fuzz swift` with `swiftc -sanitize=fuzzer,address -parse-as-library`
// together with Sources/SwiftSource/*.swift, which import nothing.
//
// Besides not crashing, hanging or overflowing the stack, the lexer must keep its promises:
// tokens lie inside the input, in order and without overlap; a problem's offset is inside
// the input; every image reference lies inside its Control's file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lexed = SwiftLexer.tokens(of: bytes)
    var previousEnd = 0
    for token in lexed.tokens {
        precondition(token.start >= previousEnd && token.end > token.start && token.end <= size, "token out of place")
        previousEnd = token.end
    }
    if let problem = lexed.problem {
        precondition(problem.offset >= 0 && problem.offset <= size, "problem offset outside the input")
    }
    for control in ControlSource.controls(in: lexed.tokens) {
        precondition(control.nameStart < control.nameEnd && control.nameEnd <= size, "name outside the input")
        for image in control.images {
            precondition(image.start < image.end && image.end <= size, "image argument outside the input")
        }
    }
    return 0
}
