// libFuzzer entry point for the Swift lexer, the Control finder and the name resolver
// (`symbolcheck controls`).
// Built by `scripts/fuzz swift` with `swiftc -sanitize=fuzzer,address -parse-as-library`
// together with Sources/SwiftSource/*.swift, which import nothing.
//
// Besides not crashing, hanging or overflowing the stack, the lexer must keep its promises:
// tokens lie inside the input, in order and without overlap; a problem's offset is inside
// the input; every image reference, and every name it resolves to, lies inside its Control's file;
// so do the wiring facts (each Control's kind, display name and intents, the types, their
// members and the calls found).
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
    // The file's declarations, and every name its Controls' arguments resolve to through them.
    var index = DeclarationIndex()
    let declarations = SwiftDeclarations.scan(lexed.tokens, pairs: ControlSource.bracketPairs(lexed.tokens))
    index.add(declarations, file: "F.swift")
    func inside(_ span: SourceSpan) -> Bool { span.start <= span.end && span.end <= size }
    for type in declarations.types {
        precondition(inside(type.nameSpan), "type name outside the input")
        for property in type.storedProperties { precondition(inside(property.nameSpan), "property outside the input") }
        if let intent = type.intent {
            precondition(intent.opensIntent.allSatisfy(inside), "opensIntent outside the input")
            precondition(
                [intent.openAppWhenRun?.span, intent.supportedModes?.span, intent.appContext?.span].allSatisfy {
                    $0.map(inside) ?? true
                }, "an intent's member outside the input")
        }
    }
    precondition(declarations.uses.allSatisfy { inside($0.span) }, "a call outside the input")
    let resolver = NameResolver(index: index)
    for control in ControlSource.controls(in: lexed.tokens) {
        precondition(control.nameStart < control.nameEnd && control.nameEnd <= size, "name outside the input")
        let configuration = control.configuration
        precondition(configuration.intents.allSatisfy { inside($0.span) }, "an intent outside the input")
        precondition(
            [configuration.kind?.span, configuration.displayName?.span, configuration.span].allSatisfy {
                $0.map(inside) ?? true
            }, "a configuration's argument outside the input")
        for image in control.images {
            precondition(image.start < image.end && image.end <= size, "image argument outside the input")
            for name in resolver.resolve(image.expression, context: [control.name]) {
                precondition(
                    name.span.start <= name.span.end && name.span.end <= size, "resolved name outside the input")
                if case .assetName(let asset) = name.value { _ = AssetSymbolName.path(ofAssetNamed: asset) }
            }
        }
    }
    return 0
}
