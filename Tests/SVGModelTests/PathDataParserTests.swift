import SVGModel
import Testing

/// Path data written back compactly (`l 0.5 -2`), so whole command lists compare in one line.
private func written(_ data: PathData) -> [String] {
    data.commands.map { command in
        let letters: [PathCommandKind: String] = [
            .moveTo: "M", .lineTo: "L", .horizontalLineTo: "H", .verticalLineTo: "V", .cubicTo: "C",
            .smoothCubicTo: "S", .quadraticTo: "Q", .smoothQuadraticTo: "T", .arcTo: "A", .close: "Z",
        ]
        let letter = letters[command.kind]!
        let numbers = command.arguments.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : String($0) }
        return ([command.isRelative ? letter.lowercased() : letter] + numbers).joined(separator: " ")
    }
}

private func parsed(_ text: String) -> [String]? {
    guard case .success(let data) = PathDataParser.parse(text) else { return nil }
    return written(data)
}

private func failure(_ text: String, maxCommands: Int = ReaderLimits.default.maxPathCommands) -> PathDataError? {
    guard case .failure(let error) = PathDataParser.parse(text, maxCommands: maxCommands) else { return nil }
    return error
}

@Suite struct PathDataParserTests {
    @Test func everyAbsoluteCommand() {
        #expect(
            parsed("M1 2 L3 4 H5 V6 C1 2 3 4 5 6 S1 2 3 4 Q1 2 3 4 T5 6 A7 8 9 1 0 10 11 Z") == [
                "M 1 2", "L 3 4", "H 5", "V 6", "C 1 2 3 4 5 6", "S 1 2 3 4", "Q 1 2 3 4", "T 5 6", "A 7 8 9 1 0 10 11",
                "Z",
            ])
    }

    @Test func everyRelativeCommand() {
        #expect(
            parsed("m1 2 l3 4 h5 v6 c1 2 3 4 5 6 s1 2 3 4 q1 2 3 4 t5 6 a7 8 9 1 0 10 11 z") == [
                "m 1 2", "l 3 4", "h 5", "v 6", "c 1 2 3 4 5 6", "s 1 2 3 4", "q 1 2 3 4", "t 5 6", "a 7 8 9 1 0 10 11",
                "z",
            ])
    }

    @Test func commandsKeepTheOffsetsOfTheirLettersAndNumbers() throws {
        guard case .success(let data) = PathDataParser.parse("M1 2 L30 -4") else {
            Issue.record("did not parse")
            return
        }
        #expect(data.commands.map(\.offset) == [0, 5])
        #expect(data.commands[0].argumentRanges == [1..<2, 3..<4])
        #expect(data.commands[1].argumentRanges == [6..<8, 9..<11])
    }

    @Test func pairsAfterAMoveAreLines() throws {
        #expect(parsed("M1 2 3 4 5 6") == ["M 1 2", "L 3 4", "L 5 6"])
        #expect(parsed("m1 2 3 4") == ["m 1 2", "l 3 4"])
        guard case .success(let data) = PathDataParser.parse("M1 2 3 4 5 6") else {
            Issue.record("did not parse")
            return
        }
        #expect(data.commands.map(\.offset) == [0, 5, 9])  // an implicit repeat points at its first number
    }

    @Test func otherCommandsRepeatThemselves() {
        #expect(parsed("M0 0 C1 2 3 4 5 6 7 8 9 10 11 12") == ["M 0 0", "C 1 2 3 4 5 6", "C 7 8 9 10 11 12"])
        #expect(parsed("M0 0 h1 2 3") == ["M 0 0", "h 1", "h 2", "h 3"])
        #expect(parsed("M0 0 a1 1 0 0 1 2 2 1 1 0 1 0 3 3") == ["M 0 0", "a 1 1 0 0 1 2 2", "a 1 1 0 1 0 3 3"])
    }

    @Test func compactNumbers() {
        #expect(parsed("M1e-3-.5") == ["M 0.001 -0.5"])
        #expect(parsed("M.5.5") == ["M 0.5 0.5"])  // two numbers
        #expect(parsed("M1-2") == ["M 1 -2"])
        #expect(parsed("M1E+2+3") == ["M 100 3"])
        #expect(parsed("M1.5e2.5") == ["M 150 0.5"])
        #expect(parsed("M-0.-1") == ["M 0 -1"])
    }

    @Test func arcFlagsNeedNoSeparators() {
        #expect(parsed("M0 0 a1 1 0 00 1 1") == ["M 0 0", "a 1 1 0 0 0 1 1"])
        #expect(parsed("M0 0 a25 25 -30 0110 10") == ["M 0 0", "a 25 25 -30 0 1 10 10"])
        #expect(parsed("M0 0 a1,1,0,1,0,2,2") == ["M 0 0", "a 1 1 0 1 0 2 2"])
    }

    @Test func negativeArcRadiiTakeTheirAbsoluteValue() {
        #expect(parsed("M0 0 A-3 -4 0 0 1 5 5") == ["M 0 0", "A 3 4 0 0 1 5 5"])
    }

    @Test func commasAndAllKindsOfWhitespace() {
        #expect(parsed(" \t\nM1,2\r\nL 3 , 4\u{0C}z ") == ["M 1 2", "L 3 4", "z"])
    }

    @Test func emptyDataHasNoCommands() {
        #expect(parsed("") == [])
        #expect(parsed(" \n ") == [])
    }

    @Test func dataMustStartWithAMove() {
        let error = failure("L1 2")
        #expect(error?.message == "path data must begin with a move command (`M` or `m`)")
        #expect(error?.offset == 0)
        #expect(failure("  1 2")?.offset == 2)
        #expect(failure("  1 2")?.message == "path data must begin with a move command (`M` or `m`)")
    }

    @Test func aMissingNumberAtTheEnd() {
        let error = failure("M1 2 L3")
        #expect(error?.message == "expected a number for `L` but found the end of the data")
        #expect(error?.offset == 7)
        #expect(error.map { written($0.partial) } == ["M 1 2"])
    }

    @Test func aMissingNumberBeforeAnotherCharacter() {
        let error = failure("M1 2 l3,,4")
        #expect(error?.message == "expected a number for `l` but found `,`")
        #expect(error?.offset == 8)
    }

    @Test func aBadArcFlag() {
        let error = failure("M0 0 A1 1 0 2 0 5 5")
        #expect(error?.message == "an arc flag must be 0 or 1")
        #expect(error?.offset == 12)
    }

    @Test func aNumberOutOfRange() {
        let error = failure("M0 0 L1e400 0")
        #expect(error?.message == "the number is out of range")
        #expect(error?.offset == 6)
    }

    @Test func aStrayLetterKeepsWhatCameBefore() {
        let error = failure("M0 0 L1 2 X3 4")
        #expect(error?.message == "unexpected character `X` in path data")
        #expect(error?.offset == 10)
        #expect(error?.isLimit == false)
        #expect(error.map { written($0.partial) } == ["M 0 0", "L 1 2"])
    }

    @Test func aNumberAfterClose() {
        let error = failure("M0 0 L1 1 Z 1 2")
        #expect(error?.message == "a number cannot follow `Z`; start a new command")
        #expect(error?.offset == 12)
        #expect(error.map { written($0.partial) } == ["M 0 0", "L 1 1", "Z"])
    }

    @Test func theCommandCountIsLimited() {
        #expect(failure("M0 0 L1 1", maxCommands: 2) == nil)
        let error = failure("M0 0 L1 1 2 2", maxCommands: 2)
        #expect(error?.message == "the path has more than 2 commands")
        #expect(error?.isLimit == true)
        #expect(error?.offset == 10)
        #expect(error.map { written($0.partial) } == ["M 0 0", "L 1 1"])
    }

    @Test func elementTypesGroupCommandsAsRenderersStoreThem() {
        #expect(PathCommandKind.horizontalLineTo.elementType == .line)
        #expect(PathCommandKind.smoothCubicTo.elementType == .cubic)
        #expect(PathCommandKind.smoothQuadraticTo.elementType == .quadratic)
        #expect(PathCommandKind.arcTo.elementType == .arc)
        #expect(PathCommandKind.arcTo.argumentCount == 7)
    }
}
