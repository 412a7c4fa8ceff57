import Platform

#if canImport(Testing)
    import Testing

    /// The lanes the tests run in (CONTRIBUTING.md, "Lanes"), told by Swift Testing tags on the
    /// suites and tests themselves rather than by their names. `swift test` in Swift 6.3 selects
    /// tests by name only (`--skip tag:slow` is ST-0025, after it), so `.lanes` beside a lane tag
    /// leaves the test out when `SYMBOLCHECK_SKIP_TAGS` names one of its tags:
    /// `SYMBOLCHECK_SKIP_TAGS=slow swift test` is the fast lane. Xcode filters by the same tags.
    extension Tag {
        /// Reads `../shared`: the corpus of real templates or the plain icons (`SharedFolder`,
        /// which skips or fails the test when the folder is absent).
        @Tag public static var corpus: Self
        /// Takes minutes alone (measured: `fix` over the corpus, `make` over the icons), a large
        /// share of a full run. The fast lane leaves it out.
        @Tag public static var slow: Self
    }

    /// Leaves a suite or test out of a run whose `SYMBOLCHECK_SKIP_TAGS` (tag names, separated by
    /// commas or spaces) names one of its tags, saying why. Give it beside the lane tags.
    public struct LaneTrait: SuiteTrait, TestTrait {
        public static let environmentVariable = "SYMBOLCHECK_SKIP_TAGS"

        public var isRecursive: Bool { false }

        public func prepare(for test: Test) async throws {
            let left = test.tags.filter { TestLanes.leftOut.contains(TestLanes.name(of: $0)) }
            let names = left.map(TestLanes.name(of:)).sorted()
            let reason = Comment(
                rawValue: "left out of this lane: \(Self.environmentVariable) names \(names.joined(separator: ", "))")
            try await ConditionTrait.enabled(if: left.isEmpty, reason).prepare(for: test)
        }
    }

    extension Trait where Self == LaneTrait {
        /// Leaves the suite or test out when `SYMBOLCHECK_SKIP_TAGS` names one of its tags.
        public static var lanes: Self { LaneTrait() }
    }

    /// The tags this run leaves out.
    public enum TestLanes {
        public static let leftOut = leftOut(in: ProcessEnvironment.variables())

        /// The tag names `environment`'s `SYMBOLCHECK_SKIP_TAGS` lists.
        public static func leftOut(in environment: [String: String]) -> Set<String> {
            let value = environment[LaneTrait.environmentVariable] ?? ""
            return Set(value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init))
        }

        /// `slow` for `.slow` (a tag's description is `.slow`).
        public static func name(of tag: Tag) -> String {
            let text = String(describing: tag)
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
    }
#endif
