/// Bounds on what one input may cost. Hostile files (deep nesting, huge attributes, millions
/// of elements) are refused with a diagnostic before they can exhaust memory or time.
package struct ReaderLimits: Hashable, Sendable {
    package var maxInputBytes: Int
    package var maxDepth: Int
    package var maxAttributeBytes: Int
    package var maxElements: Int
    package var maxPathCommands: Int

    package init(
        maxInputBytes: Int = 16 * 1024 * 1024,
        maxDepth: Int = 256,
        maxAttributeBytes: Int = 4 * 1024 * 1024,
        maxElements: Int = 200_000,
        maxPathCommands: Int = 1_000_000
    ) {
        self.maxInputBytes = maxInputBytes
        self.maxDepth = maxDepth
        self.maxAttributeBytes = maxAttributeBytes
        self.maxElements = maxElements
        self.maxPathCommands = maxPathCommands
    }

    package static let `default` = ReaderLimits()

    /// What is wrong with an input of `byteCount` bytes over `maxInputBytes`, in the one wording
    /// every reader and command uses; the command line adds how to raise the limit.
    package func inputSizeProblem(byteCount: Int) -> String {
        "the file is \(byteCount) bytes, more than the limit of \(maxInputBytes)"
    }
}
