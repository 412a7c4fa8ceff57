import TestSupport
import Testing

/// A test that reads `../shared` without the traits that skip it where the folder is absent
/// fails, on this machine already, not first on a clone without the folder (#44 item 1):
/// `SharedFolder.require()` and `svgFiles` look at the running test's traits. Parameterised
/// tests included: each case is the test, with its traits.
@Suite struct SharedFolderTraitTests {
    static let folders = [SharedFolder.corpus, SharedFolder.icons]

    @Test(arguments: folders)
    func aTestWithoutTheTraitsCannotReadTheSharedFolder(_ folder: SharedFolder) {
        let failure = #expect(throws: SharedFolder.Missing.self) { try folder.require() }
        #expect(
            failure?.reason
                == .lacksTraits(["the `.corpus` tag", "the condition that skips it where the folder is absent"]))
        #expect(
            failure?.description.contains(
                "give the test or its suite `.tags(.corpus)` and `.enabled(if: SharedFolder.\(folder.name).isPresentOrRequired, \"\\(SharedFolder.\(folder.name).skipReason)\")`"
            ) == true, "\(failure?.description ?? "")")
        #expect(throws: SharedFolder.Missing.self) { try folder.svgFiles() }
    }

    /// The tag alone is not enough: without the condition, a clone without the folder fails it.
    @Test(.tags(.corpus)) func theTagAloneIsNotEnough() {
        let failure = #expect(throws: SharedFolder.Missing.self) { try SharedFolder.corpus.require() }
        #expect(failure?.reason == .lacksTraits(["the condition that skips it where the folder is absent"]))
    }
}

/// With both traits the folder is read where it is present, and the test skipped where it is
/// absent (a clone without `../shared`), or failed with the reason where it is required.
@Suite(
    .tags(.corpus), .lanes,
    .enabled(if: SharedFolder.icons.isPresentOrRequired, "\(SharedFolder.icons.skipReason)"))
struct SharedFolderTraitInheritedTests {
    @Test(arguments: ["bootstrap", "lucide"])
    func aSuitesTraitsReachItsParameterisedTests(_ family: String) throws {
        #expect(try SharedFolder.icons.svgFiles(in: family).count == 120)
    }
}
