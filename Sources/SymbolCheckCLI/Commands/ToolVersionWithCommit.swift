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

/// The commit the package was built from. `BuildCommitPlugin` states it while building, in a
/// file that gives `BuildCommit` the `StampedCommit` conformance; it is looked up at run time,
/// so this module also compiles without that file: where SwiftPM builds it as another plugin's
/// tool before it runs build-tool plugins (a package using `SymbolCheckBuildPlugin`), and where
/// there is no commit to state (a source archive).
package enum BuildCommit {
    package static var id: String? {
        (BuildCommit.self as Any.Type as? any StampedCommit.Type)?.stampedCommit
    }
}

/// A type that states the commit of the build (`BuildCommitPlugin`'s file).
package protocol StampedCommit {
    static var stampedCommit: String { get }
}
