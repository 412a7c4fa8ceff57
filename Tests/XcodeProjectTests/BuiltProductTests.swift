import TestSupport
import Testing

@testable import XcodeProject

/// Built apps laid out as Xcode lays them out (Tests/Fixtures/BuiltApps, written by its
/// make-fixtures.py): the app and each extension with its binary Info.plist and its folder.
@Suite struct BuiltProductTests {
    static let fixtures = packageRoot + "/Tests/Fixtures/BuiltApps"

    func expectTheSampleApp(_ product: BuiltProduct, app: String) throws {
        #expect(product.problems == [])
        let built = try #require(product.apps.first)
        #expect(product.apps.count == 1)
        #expect(built.path == app)
        #expect(built.infoPlist?.format == .binary)
        #expect(built.string("CFBundleIdentifier")?.value == "com.example.LockScreenCamera")
        #expect(built.extensions.map(\.folder) == ["PlugIns", "Extensions"])
        #expect(
            built.extensions.map(\.path) == [
                app + "/PlugIns/LockScreenCameraWidgets.appex", app + "/Extensions/LockScreenCameraCapture.appex",
            ])
        let capture = built.extensions[1]
        #expect(capture.string("CFBundlePackageType")?.value == "XPC!")
        let point = try #require(
            capture.infoPlist?.value(at: ["EXAppExtensionAttributes", "EXExtensionPointIdentifier"]))
        #expect(point.node.string == "com.apple.securecapture")
        #expect(
            point.place.description == app
                + "/Extensions/LockScreenCameraCapture.appex/Info.plist › EXAppExtensionAttributes › EXExtensionPointIdentifier"
        )
        #expect(
            built.extensions[0].infoPlist?.value(at: ["NSExtension", "NSExtensionPointIdentifier"])?.node.string
                == "com.apple.widgetkit-extension")
    }

    @Test func anAppBundle() throws {
        let files = MemoryBuildFiles.copy(of: Self.fixtures + "/LockScreenCamera.app", as: "Build/LockScreenCamera.app")
        let product = BuiltProductReader.read("Build/LockScreenCamera.app", files: files)
        #expect(product.kind == .app)
        try expectTheSampleApp(product, app: "Build/LockScreenCamera.app")
    }

    @Test func anXcodeArchive() throws {
        let files = MemoryBuildFiles.copy(
            of: Self.fixtures + "/LockScreenCamera.xcarchive", as: "LockScreenCamera.xcarchive")
        let product = BuiltProductReader.read("LockScreenCamera.xcarchive", files: files)
        #expect(product.kind == .archive)
        try expectTheSampleApp(product, app: "LockScreenCamera.xcarchive/Products/Applications/LockScreenCamera.app")
    }

    @Test func anIPA() throws {
        let bytes = try #require(readBytes(Self.fixtures + "/LockScreenCamera.ipa"))
        let product = BuiltProductReader.read(ipa: "dist/LockScreenCamera.ipa", bytes: bytes)
        #expect(product.kind == .ipa)
        try expectTheSampleApp(product, app: "dist/LockScreenCamera.ipa/Payload/LockScreenCamera.app")
    }

    /// What cannot be read is said, per bundle; the rest stands.
    @Test func aDamagedBundleIsSaid() throws {
        var files = MemoryBuildFiles.copy(of: Self.fixtures + "/LockScreenCamera.app", as: "A.app")
        files.files["A.app/PlugIns/LockScreenCameraWidgets.appex/Info.plist"] = Array("bplist00".utf8)
        files.files.removeValue(forKey: "A.app/Extensions/LockScreenCameraCapture.appex/Info.plist")
        let product = BuiltProductReader.read("A.app", files: files)
        let extensions = try #require(product.apps.first?.extensions)
        #expect(
            extensions.map(\.problem) == [
                "A.app/PlugIns/LockScreenCameraWidgets.appex/Info.plist: the binary property list is cut short: no room for its trailer",
                "A.app/Extensions/LockScreenCameraCapture.appex/Info.plist does not exist",
            ])
        #expect(product.apps.first?.infoPlist != nil)
        #expect(
            BuiltProductReader.read("Empty.ipa", files: MemoryBuildFiles()).problems.map(\.message) == [
                "the archive holds no app in Payload/"
            ])
        #expect(
            BuiltProductReader.read(ipa: "x.ipa", bytes: Array("no".utf8)).problems.map(\.message) == [
                "not a zip archive: no end-of-central-directory record"
            ])
    }
}
