import ArgumentParsing
import Testing

@Suite("Usage errors")
struct UsageErrorTests {
    static let checkUsage = """
        Usage: symbolcheck check [--format <format>] [--disable <rule-id> ...]
                                 [--strict] <files> ...
          See 'symbolcheck check --help' for more information.
        """

    static func checkError(_ message: String) -> String {
        "Error: \(message)\n\(checkUsage)"
    }

    @Test("an unknown option suggests the closest long name, also through the default subcommand")
    func unknownOptionWithSuggestion() {
        let expected = Self.checkError("Unknown option '--fromat'. Did you mean '--format'?")
        #expect(SampleTool.errorText(["check", "--fromat", "json", "a.svg"]) == expected)
        #expect(SampleTool.errorText(["--fromat", "json", "a.svg"]) == expected)
        #expect(SampleTool.errorText(["a.svg", "--fromat=json"]) == expected)
    }

    @Test("suggestions cover flags, inverted spellings and the built-in options")
    func suggestionsForOtherNames() {
        #expect(
            SampleTool.errorText(["check", "--no-strict", "a.svg"])
                == Self.checkError("Unknown option '--no-strict'. Did you mean '--strict'?"))
        #expect(
            SampleTool.errorText(["check", "--hepl"])
                == Self.checkError("Unknown option '--hepl'. Did you mean '--help'?"))
        #expect(
            SampleTool.errorText(["check", "--verison"])
                == Self.checkError("Unknown option '--verison'. Did you mean '--version'?"))
    }

    @Test("no suggestion when nothing is close, and none for short options")
    func unknownOptionWithoutSuggestion() {
        #expect(
            SampleTool.errorText(["check", "--frobnicate", "a.svg"])
                == Self.checkError("Unknown option '--frobnicate'"))
        #expect(SampleTool.errorText(["check", "-x", "a.svg"]) == Self.checkError("Unknown option '-x'"))
    }

    @Test("an option without its value names the option as typed")
    func missingValue() {
        #expect(
            SampleTool.errorText(["check", "a.svg", "--format"])
                == Self.checkError("Missing value for '--format <format>'"))
        #expect(
            SampleTool.errorText(["check", "a.svg", "-f"]) == Self.checkError("Missing value for '-f <format>'"))
        #expect(
            SampleTool.errorText(["check", "--format", "--strict", "a.svg"])
                == Self.checkError("Missing value for '--format <format>'"))
        #expect(
            SampleTool.errorText(["check", "--format", "--", "a.svg"])
                == Self.checkError("Missing value for '--format <format>'"))
    }

    @Test("a value outside the allowed list lists the allowed ones")
    func valueNotAllowed() {
        #expect(
            SampleTool.errorText(["check", "--format", "xml", "a.svg"])
                == Self.checkError(
                    "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'github'."
                ))
        #expect(
            SampleTool.errorText(["check", "-f=xml", "a.svg"])
                == Self.checkError(
                    "The value 'xml' is invalid for '-f <format>'. Please provide one of 'text', 'json' or 'github'."))
        let previewError = """
            Error: The value 'sepia' is invalid for '--appearance <appearance>'. Please provide one of 'light' or 'dark'.
            Usage: symbolcheck preview --output <output> [--scale <n>]
                                       [--appearance <appearance>] <file>
              See 'symbolcheck preview --help' for more information.
            """
        #expect(SampleTool.errorText(["preview", "a.svg", "-o", "a.png", "--appearance", "sepia"]) == previewError)
    }

    @Test("a flag given a value")
    func flagWithValue() {
        #expect(
            SampleTool.errorText(["check", "--strict=yes", "a.svg"])
                == Self.checkError("The option '--strict' does not take any value, but 'yes' was specified."))
    }

    @Test("missing required positionals, single and repeating")
    func missingPositional() {
        let explainError = """
            Error: Missing expected argument '<rule-id>'
            Usage: symbolcheck explain <rule-id>
              See 'symbolcheck explain --help' for more information.
            """
        #expect(SampleTool.errorText(["explain"]) == explainError)
        #expect(
            SampleTool.errorText(["check", "--strict"]) == Self.checkError("Missing expected argument '<files> ...'"))
    }

    @Test("extra positionals are named, one or several")
    func unexpectedPositionals() {
        let usage = """
            Usage: symbolcheck explain <rule-id>
              See 'symbolcheck explain --help' for more information.
            """
        #expect(SampleTool.errorText(["explain", "a", "b"]) == "Error: Unexpected argument 'b'\n" + usage)
        #expect(
            SampleTool.errorText(["explain", "a", "b", "c"]) == "Error: 2 unexpected arguments: 'b', 'c'\n" + usage)
    }

    @Test("a required option that is missing")
    func missingRequiredOption() {
        let expected = """
            Error: Missing expected argument '--output <output>'
            Usage: symbolcheck preview --output <output> [--scale <n>]
                                       [--appearance <appearance>] <file>
              See 'symbolcheck preview --help' for more information.
            """
        #expect(SampleTool.errorText(["preview", "a.svg"]) == expected)
    }

    @Test("the bare tool shows the error followed by the whole root help")
    func bareTool() {
        #expect(
            SampleTool.errorText([])
                == "Error: Missing expected argument '<files> ...'\n\n" + HelpScreenTests.rootHelp)
    }

    @Test("help for an unknown subcommand suggests a close one")
    func helpForUnknownSubcommand() {
        let usage = """
            Usage: symbolcheck <subcommand>
              See 'symbolcheck --help' for more information.
            """
        #expect(
            SampleTool.errorText(["help", "chek"]) == "Error: Unknown subcommand 'chek'. Did you mean 'check'?\n"
                + usage)
        #expect(SampleTool.errorText(["help", "frobnicate"]) == "Error: Unknown subcommand 'frobnicate'\n" + usage)
    }

    @Test("usage errors carry exit code 2")
    func exitCode() {
        guard case .usageError(let error) = SampleTool.parse(["explain"]) else {
            Issue.record("expected a usage error")
            return
        }
        #expect(error.exitCode == .error)
        #expect(error.exitCode.rawValue == 2)
        #expect(error.message == "Missing expected argument '<rule-id>'")
    }
}
