import Support

extension ToolVersion {
    /// What `--version` prints and what the renderer hand-off compares: the version, and the
    /// commit it was built from when built from a git checkout, as SemVer build metadata
    /// (`0.3.0-dev+77839c3a1b2c`: 12 hex digits, which `git log` and GitHub take as the commit).
    /// A source archive has no commit: the version alone.
    package static var withCommit: String {
        BuildCommit.id.map { current + "+" + $0.prefix(12) } ?? current
    }
}
