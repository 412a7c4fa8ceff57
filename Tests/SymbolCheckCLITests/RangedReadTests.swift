import AppRules
import FileAccess
import SymbolCheck
import SymbolCheckCLI
import SymbolInputs
import TestSupport
import Testing
import XcodeProject

/// The tree on disk reads a file in pieces (`pread`): an `.ipa` is read by its directory and the
/// entries asked for, never whole.
@Suite struct RangedReadTests {
    static let ipa = packageRoot + "/Tests/Fixtures/BuiltApps/LockScreenCamera.ipa"

    @Test func piecesAreTheFilesBytes() throws {
        let tree = POSIXFileTree()
        let whole = try #require(readBytes(Self.ipa))
        #expect(tree.size(of: Self.ipa) == whole.count)
        #expect(try tree.read(Self.ipa, at: 100, count: 50).get() == Array(whole[100..<150]))
        #expect(try tree.read(Self.ipa, at: whole.count, count: 0).get() == [])
        #expect(throws: FileReadFailure.self) { try tree.read(Self.ipa, at: whole.count - 1, count: 2).get() }
        #expect(tree.size(of: packageRoot + "/Tests") == nil)
        let file = try #require(TreeFileBytes(tree: tree, path: Self.ipa))
        let product = BuiltProductReader.read(ipa: Self.ipa, bytes: file)
        #expect(product.problems == [])
        #expect(product.apps.first?.extensions.count == 2)
    }
}
