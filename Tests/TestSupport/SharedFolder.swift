import Platform

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder of `../shared` beside the package (the corpus of real templates, the plain icons):
/// the one place that decides whether the tests that read it run, skip or fail.
///
/// - Present: the tests run.
/// - Absent: the tests are skipped, and say why
///   (`@Test(.enabled(if: SharedFolder.corpus.isPresentOrRequired, "\(SharedFolder.corpus.skipReason)"))`),
///   as on a clone without `../shared` (the repository's GitHub workflow).
/// - Absent where it is required (`SYMBOLCHECK_REQUIRE_SHARED` set and not `0` or `false`, as the
///   workplace's `.ci/run` exports it): the tests run and `require()` fails them, so a run that
///   should have the corpus cannot pass by checking nothing. `CI` does not decide this: every CI
///   service sets it, with or without the corpus.
///
/// `SYMBOLCHECK_SHARED_DIR` points the tests at another `shared` folder (an absolute path, or
/// one relative to the package root); a folder without `corpus/` or `icons/` shows what the
/// tests do without them.
public struct SharedFolder: Sendable, CustomStringConvertible {
    public static let environmentVariable = "SYMBOLCHECK_SHARED_DIR"
    /// Set (and not `0` or `false`): an absent shared folder fails its tests instead of skipping them.
    public static let requiredVariable = "SYMBOLCHECK_REQUIRE_SHARED"

    /// `corpus/`: real symbol templates from public repositories.
    public static let corpus = SharedFolder(name: "corpus", holds: "the shared corpus of real symbol templates")
    /// `icons/`: plain Lucide and Bootstrap icons for `make`.
    public static let icons = SharedFolder(name: "icons", holds: "the shared plain icons (Lucide and Bootstrap)")

    public let name: String
    /// What the folder holds, for the messages.
    public let holds: String

    /// The `shared` folder: `SYMBOLCHECK_SHARED_DIR`, or `../shared` beside the package.
    public static let root: String = {
        guard let override = environment[environmentVariable], !override.isEmpty else {
            return packageRoot + "/../shared"
        }
        return override.hasPrefix("/") ? override : packageRoot + "/" + override
    }()

    /// Whether the shared folders must be there: an absent one then fails its tests.
    public static let isRequired = isRequired(in: environment)

    /// Whether `environment` requires the shared folders (`SYMBOLCHECK_REQUIRE_SHARED` set and
    /// not empty, `0` or `false`).
    public static func isRequired(in environment: [String: String]) -> Bool {
        guard let value = environment[requiredVariable] else { return false }
        return !value.isEmpty && value != "0" && value.lowercased() != "false"
    }

    private static let environment = ProcessEnvironment.variables()

    /// The folder's path.
    public var path: String { Self.root + "/" + name }

    /// The folder as the messages name it: `../shared/corpus`, or the overriding path.
    public var description: String {
        Self.root == packageRoot + "/../shared" ? "../shared/" + name : path
    }

    public var isPresent: Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The condition of the tests that read the folder: run when it is there, and when it
    /// must be (so that `require()` fails them).
    public var isPresentOrRequired: Bool { isPresent || Self.isRequired }

    /// `../shared/corpus (looked for /abs/path)`, or the overriding path alone.
    private var named: String { description == path ? path : "\(self) (looked for \(path))" }

    /// Why the tests that read the folder were skipped.
    public var skipReason: String {
        "\(named) is absent: this test reads \(holds) and checks nothing without it; "
            + "with \(Self.requiredVariable)=1 (as .ci/run sets it) it fails instead "
            + "(\(Self.environmentVariable) points the tests at another shared folder)"
    }

    /// The folder's path. Throws, failing the test, when it is absent (which only a test that
    /// runs without it meets: where it is required, or one without the `.enabled(if:)`
    /// condition), and when the test asking lacks that condition or the `.corpus` tag, present
    /// or not: a test that reads the folder without them fails on a clone that lacks it.
    public func require() throws(Missing) -> String {
        if let lacking = SharedFolderUse.traitsLackingInCurrentTest() {
            throw Missing(folder: self, reason: .lacksTraits(lacking))
        }
        guard isPresent else {
            throw Missing(folder: self, reason: Self.isRequired ? .required : .readWithoutSkipping)
        }
        return path
    }

    /// The failure of a test that needs the folder where it is absent, or that reads it
    /// without the traits that skip it where it is absent.
    public struct Missing: Error, CustomStringConvertible {
        public enum Reason: Sendable, Equatable {
            /// Absent, and `SYMBOLCHECK_REQUIRE_SHARED` is set.
            case required
            /// Absent and not required, yet the test ran: it lacks the skip condition.
            case readWithoutSkipping
            /// The test (or its suite) lacks these traits, named as a test declares them.
            case lacksTraits([String])
        }

        public let folder: SharedFolder
        public let reason: Reason

        public var description: String {
            let traits =
                "`.tags(.corpus)` and `.enabled(if: SharedFolder.\(folder.name).isPresentOrRequired, "
                + "\"\\(SharedFolder.\(folder.name).skipReason)\")`"
            switch reason {
            case .required:
                return "\(folder.named) is absent and \(SharedFolder.requiredVariable) is set, so the tests that "
                    + "read \(folder.holds) fail instead of skipping: check out shared/ beside the package, "
                    + "or point \(SharedFolder.environmentVariable) at it"
            case .readWithoutSkipping:
                return "\(folder.named) is absent and \(SharedFolder.requiredVariable) is not set, yet this test "
                    + "ran and reads \(folder.holds): it lacks the trait that skips it where the folder is "
                    + "absent; give the test or its suite \(traits)"
            case .lacksTraits(let lacking):
                return "this test reads \(folder.holds) (\(folder)) without \(lacking.joined(separator: " and ")), "
                    + "so a clone without the folder would fail it instead of skipping it; give the test or "
                    + "its suite \(traits)"
            }
        }
    }

    /// The `.svg` files directly in the folder (or in its `subfolder`), sorted, each with its
    /// bytes; throws as `require()` does (an absent folder is never an empty list that a test
    /// could pass on).
    public func svgFiles(in subfolder: String? = nil) throws(Missing) -> [(name: String, bytes: [UInt8])] {
        let root = try require()
        let folder = subfolder.map { root + "/" + $0 } ?? root
        return listDirectory(folder).filter { $0.hasSuffix(".svg") }.compactMap { name in
            readBytes(folder + "/" + name).map { (name, $0) }
        }
    }
}
