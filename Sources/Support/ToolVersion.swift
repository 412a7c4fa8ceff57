/// The version, defined here only: `--version` of both executables (with the commit, when built
/// from a git checkout: `SymbolCheckCLI`'s `ToolVersion.withCommit`), the JSON and SARIF reports,
/// golden `PLATFORM` records, and `scripts/release` (which reads it from `--version`).
/// Main carries the next release with a pre-release mark (`0.5.0-dev`) from the first change after a
/// release (`0.4.0`); a release is a commit
/// whose version has no mark and whose CHANGELOG.md section is dated (CONTRIBUTING.md, "Versions").
package enum ToolVersion {
    package static let current = "0.4.0"
}
