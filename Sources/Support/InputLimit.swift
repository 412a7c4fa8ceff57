/// A bound on one input that the user sets and may raise: each is a setting of the check by
/// the same name (`CheckSetting`). A module that stops at one says which, as data, and leaves
/// the words for raising it to the commands module, which knows the flag and the config key
/// (docs/design.md, "Command-line words live in the commands module").
package enum InputLimit: String, CaseIterable, Sendable {
    /// The file's size in bytes.
    case maxInputBytes
    /// Path commands in the whole file.
    case maxPathCommands
    /// Time spent on one input.
    case timeLimit
    /// Straight segments of one shape, once its curves are flattened (outlining).
    case maxSegments
    /// Times one shape's outline crosses itself (outlining).
    case maxCrossings
    /// The newest template version the target Xcode accepts.
    case maxTemplateVersion
}
