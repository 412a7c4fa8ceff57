import ArgumentParsing
import Testing

@Suite("Typed values and the tool's own usage errors")
struct ConversionTests {
    static let resizeUsage = """
        Usage: symbolcheck resize <file> (-o <output> | --in-place) [--target <ratio>]
                                  [--dry-run]
          See 'symbolcheck resize --help' for more information.
        """

    @Test("numbers convert, and an absent option converts its default")
    func numbers() throws {
        let given = try #require(SampleTool.values(["resize", "a.svg", "--in-place", "--target=0.75"]))
        #expect(try given.double("--target") == 0.75)
        let defaulted = try #require(SampleTool.values(["resize", "a.svg", "--in-place"]))
        #expect(try defaulted.double("--target") == 1.0)
        #expect(try defaulted.double("--output") == nil)
        let preview = try #require(SampleTool.values(["preview", "a.svg", "-o", "a.png", "--scale", "3"]))
        #expect(try preview.int("--scale") == 3)
    }

    @Test("a value that is not a number names the option and the value")
    func notANumber() throws {
        let values = try #require(SampleTool.values(["resize", "a.svg", "--in-place", "--target", "abc"]))
        #expect(
            throws: UsageError(
                message: "The value 'abc' is invalid for '--target <ratio>'",
                usage: Self.resizeUsage)
        ) {
            try values.double("--target")
        }
        let error = #expect(throws: UsageError.self) { try values.double("--target") }
        #expect(error?.text == "Error: The value 'abc' is invalid for '--target <ratio>'\n" + Self.resizeUsage)
    }

    @Test("infinity is not a usable number, nor is a fraction a whole one")
    func rejectedNumbers() throws {
        let resize = try #require(SampleTool.values(["resize", "a.svg", "--target", "inf"]))
        let infinityError = #expect(throws: UsageError.self) { try resize.double("--target") }
        #expect(infinityError?.message == "The value 'inf' is invalid for '--target <ratio>'")
        let preview = try #require(SampleTool.values(["preview", "a.svg", "-o", "a.png", "--scale", "2.5"]))
        let fractionError = #expect(throws: UsageError.self) { try preview.int("--scale") }
        #expect(fractionError?.message == "The value '2.5' is invalid for '--scale <n>'")
    }

    @Test("the tool's own checks report usage errors in the same shape")
    func toolUsageError() throws {
        let values = try #require(SampleTool.values(["resize", "a.svg", "-o", "b.svg", "--in-place"]))
        #expect(values.isGiven("--output") && values.isGiven("--in-place"))
        let error = values.usageError("Give either '--output <output>' or '--in-place', not both.")
        #expect(error.text == "Error: Give either '--output <output>' or '--in-place', not both.\n" + Self.resizeUsage)
    }
}
