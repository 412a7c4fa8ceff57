/// The release, defined here only: `--version` of both executables, the JSON and SARIF
/// reports, golden `PLATFORM` records, the handoff between `symbolcheck` and
/// `symbolcheck-render`, and `scripts/release` (which reads it from `--version`).
/// CHANGELOG.md says what each release holds.
package enum ToolVersion {
    package static let current = "0.2.0"
}
