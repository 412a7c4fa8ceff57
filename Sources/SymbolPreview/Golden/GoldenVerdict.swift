import SymbolRender

/// A file a golden comparison wants written. The caller writes it (atomically, creating the
/// folder), so this module never touches the file system for writing.
package struct GoldenWrite: Hashable, Sendable, CustomStringConvertible {
    package enum Kind: String, Hashable, Sendable {
        /// The new golden reference (only when recording).
        case golden
        /// The rendering that did not match (artifacts folder).
        case actual
        /// The three-panel diff (artifacts folder).
        case diff
        /// The symbol's measurements beside its goldens (recorded with a golden).
        case measurements
    }
    package var kind: Kind
    package var path: String
    package var bytes: [UInt8]

    package var description: String { "\(kind.rawValue) \(path) (\(bytes.count) bytes)" }
}

/// The outcome of comparing one rendering with its golden.
package struct GoldenVerdict: Sendable, CustomStringConvertible {
    package enum Status: Hashable, Sendable {
        /// Within the tolerance.
        case matched
        /// Outside the tolerance, not re-recorded.
        case mismatched
        /// There is no golden and the mode does not record missing ones.
        case missing
        /// The golden file exists but is not a readable PNG, and was not re-recorded.
        case unreadableGolden(String)
        /// A golden was written (new, replaced or re-recorded); the run fails anyway.
        case recorded
    }

    package let goldenCase: GoldenCase
    package let status: Status
    /// The pixel comparison, when a readable golden existed and its bytes differ from the
    /// rendering's (identical bytes match without one).
    package let difference: ImageDifference?
    /// The tolerance the comparison used.
    package let tolerance: GoldenTolerance
    package let writes: [GoldenWrite]
    /// A complete message for a person: what happened, the numbers, the files, what to do.
    package let message: String

    /// Only a match passes; recording fails on purpose.
    package var passed: Bool { status == .matched }

    package var description: String { message }
}
