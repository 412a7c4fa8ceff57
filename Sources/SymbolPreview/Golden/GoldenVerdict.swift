import SymbolRender

/// A file a golden comparison wants written. The caller writes it (atomically, creating the
/// folder), so this module never touches the file system for writing.
public struct GoldenWrite: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The new golden reference (only when recording).
        case golden
        /// The rendering that did not match (artifacts folder).
        case actual
        /// The three-panel diff (artifacts folder).
        case diff
        /// The symbol's measurements beside its goldens (recorded with a golden).
        case measurements
    }
    public var kind: Kind
    public var path: String
    public var bytes: [UInt8]

    public var description: String { "\(kind.rawValue) \(path) (\(bytes.count) bytes)" }
}

/// The outcome of comparing one rendering with its golden.
public struct GoldenVerdict: Sendable, CustomStringConvertible {
    public enum Status: Hashable, Sendable {
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

    public let goldenCase: GoldenCase
    public let status: Status
    /// The pixel comparison, when a readable golden existed and its bytes differ from the
    /// rendering's (identical bytes match without one).
    public let difference: ImageDifference?
    /// The tolerance the comparison used.
    public let tolerance: GoldenTolerance
    public let writes: [GoldenWrite]
    /// A complete message for a person: what happened, the numbers, the files, what to do.
    public let message: String

    /// Only a match passes; recording fails on purpose.
    public var passed: Bool { status == .matched }

    public var description: String { message }
}
