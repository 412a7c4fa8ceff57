#if canImport(Testing)
    import Testing
#endif

/// Whether the test that reads a shared folder carries the traits that skip it where the folder
/// is absent (CONTRIBUTING.md, "Lanes"): the `.corpus` tag and a condition whose comment is a
/// `SharedFolder` skip reason. Checked on every read, so a test that lacks them fails on this
/// machine, with the folder present, and not first on a clone without it. A parameterised
/// test's arguments are read outside any test: there `svgFiles` throws when the folder is absent,
/// which fails the test whose arguments they are, and a test with the traits is skipped before
/// its arguments are read.
enum SharedFolderUse {
    /// The traits the running test lacks, as a test declares them; nil outside a test or when it
    /// has them.
    static func traitsLackingInCurrentTest() -> [String]? {
        #if canImport(Testing)
            guard let test = Test.current else { return nil }
            let reasons = [SharedFolder.corpus.skipReason, SharedFolder.icons.skipReason]
            // A suite's tags and conditions reach its tests (both are recursive traits).
            let skips = test.traits.contains { trait in
                trait is ConditionTrait && trait.comments.contains { reasons.contains($0.rawValue) }
            }
            var lacking: [String] = []
            if !test.tags.contains(.corpus) { lacking.append("the `.corpus` tag") }
            if !skips { lacking.append("the condition that skips it where the folder is absent") }
            return lacking.isEmpty ? nil : lacking
        #else
            return nil
        #endif
    }
}
