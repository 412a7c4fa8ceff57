import TestSupport
import Testing

@testable import XcodeProject

/// Targets, platforms and membership read from `project.pbxproj` files as Xcode writes them.
@Suite struct PBXProjectReaderTests {
    static let cameraProject = packageRoot + "/Tests/Fixtures/ControlsApp/CameraApp.xcodeproj/project.pbxproj"

    func camera() throws -> ProjectDescription {
        let bytes = try #require(readBytes(Self.cameraProject))
        return PBXProjectReader.read(bytes, path: "CameraApp.xcodeproj/project.pbxproj", folder: "")
    }

    @Test func targetsHaveTheirProductTypesPlatformsAndDependencies() throws {
        let project = try camera()
        #expect(project.problems == [])
        #expect(project.targets.map(\.name) == ["CameraApp", "CameraWidgets", "CameraCapture", "CameraWatch"])
        #expect(
            project.targets.map(\.productType) == [.application, .appExtension, .extensionKitExtension, .application])
        // The project's SDKROOT unless the target sets its own.
        #expect(project.targets.map(\.platforms) == [[.iOS], [.iOS], [.iOS], [.watchOS]])
        #expect(project.target(named: "CameraApp")?.dependencies == ["CameraWidgets", "CameraCapture"])
        #expect(project.hasWatchApp)
        #expect(project.targets.map(\.isWatchApp) == [false, false, false, true])
    }

    /// A synchronized folder builds what is in it, less its exceptions for the target; an
    /// exception set for a target that does not build the folder adds files to that target.
    @Test func synchronizedFoldersAndTheirExceptions() throws {
        let project = try camera()
        let builders = { (path: String) in project.targets(building: path).map(\.name) }
        #expect(builders("CameraWidgets/Controls.swift") == ["CameraWidgets"])
        #expect(builders("CameraWidgets/Assets.xcassets") == ["CameraWidgets"])
        #expect(builders("CameraWidgets/Assets.xcassets/night.symbolset") == ["CameraWidgets"])
        #expect(builders("CameraWidgets/Info.plist") == [])
        #expect(builders("CameraApp/Info.plist") == [])
        #expect(builders("CameraWidgets/GalleryControls.swift") == ["CameraApp", "CameraWidgets"])
        #expect(builders("CameraWidgets/Shared.xcassets/mode.symbolset") == ["CameraApp", "CameraWidgets"])
        #expect(builders("CameraWatch/CameraWatchApp.swift") == ["CameraWatch"])
        #expect(builders("Elsewhere/Other.swift") == [])
    }

    /// Xcode 15's layout: groups with paths, file references in build phases.
    @Test func groupsAndBuildPhases() throws {
        let text = #"""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1 /* Controls.swift */; };
                    B2 = {isa = PBXBuildFile; fileRef = F2 /* Assets.xcassets */; };
                    B3 = {isa = PBXBuildFile; fileRef = F3 /* Shared.swift */; };
                    B4 = {isa = PBXBuildFile; fileRef = F4; };
                    F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Controls.swift; sourceTree = "<group>"; };
                    F2 = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
                    F3 = {isa = PBXFileReference; path = Sources/Shared.swift; sourceTree = SOURCE_ROOT; };
                    F4 = {isa = PBXFileReference; path = UIKit.framework; sourceTree = SDKROOT; };
                    P1 = {isa = PBXFileReference; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
                    G0 = {isa = PBXGroup; children = (G1, G3, ); sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (G2, ); name = "Widget Code"; sourceTree = "<group>"; };
                    G2 = {isa = PBXGroup; children = (F1, F2, ); path = "Lock Widget/../LockWidget"; sourceTree = "<group>"; };
                    G3 = {isa = PBXGroup; children = (F3, P1, ); name = Other; sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1, B3, ); };
                    R1 = {isa = PBXResourcesBuildPhase; files = (B2, ); };
                    K1 = {isa = PBXFrameworksBuildPhase; files = (B4, ); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1, R1, K1, ); buildConfigurationList = L1; name = LockWidget; productType = "com.apple.product-type.app-extension"; };
                    T2 = {isa = PBXAggregateTarget; name = Lint; };
                    L1 = {isa = XCConfigurationList; buildConfigurations = (C1, ); };
                    C1 = {isa = XCBuildConfiguration; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator xros xrsimulator"; SDKROOT = auto; }; name = Debug; };
                    R0 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2, ); projectDirPath = ""; };
                };
                rootObject = R0;
            }
            """#
        let project = PBXProjectReader.read(Array(text.utf8), path: "p", folder: "")
        #expect(project.problems == [])
        let target = try #require(project.targets.first)
        #expect(project.targets.count == 1)  // the aggregate target builds no files
        #expect(target.members == ["LockWidget/Assets.xcassets", "LockWidget/Controls.swift", "Sources/Shared.swift"])
        #expect(target.platforms == [.iOS, .visionOS])
        #expect(target.builds("LockWidget/Assets.xcassets/flash.symbolset"))
        #expect(!target.builds("LockWidget/Other.swift"))
    }

    /// A project builds files beside its folder as it names them: `../Shared/x` from `App`.
    @Test func pathsFromTheProjectsFolder() {
        #expect(ProjectPath.fromFolder("Shared/Glyphs.swift", "App") == "../Shared/Glyphs.swift")
        #expect(ProjectPath.fromFolder("App/Widget/C.swift", "App") == "Widget/C.swift")
        #expect(ProjectPath.fromFolder("./App/../App/C.swift", "App/") == "C.swift")
        #expect(ProjectPath.fromFolder("C.swift", "") == "C.swift")
        #expect(ProjectPath.fromFolder("/abs/C.swift", "App") == nil)
        #expect(ProjectPath.fromFolder("C.swift", "../Up") == nil)
        let shared = ProjectTarget(
            name: "W", productType: .appExtension, platforms: [.iOS], members: ["../Shared/Glyphs.swift"],
            folders: [ProjectFolder(path: "../Assets")])
        #expect(shared.builds(ProjectPath.fromFolder("Shared/Glyphs.swift", "App")!))
        #expect(shared.builds(ProjectPath.fromFolder("Assets/Icons.xcassets", "App")!))
    }

    @Test func aDamagedProjectSaysWhereAndWhat() {
        let broken = PBXProjectReader.read(Array("{ objects = { A = {isa = PBXGroup; }; ".utf8), path: "p", folder: "")
        #expect(broken.targets.isEmpty)
        // The innermost dictionary left open: `objects`.
        #expect(broken.problems == [ProjectProblem("a dictionary that starts here is not closed", at: 12)])
        let notAProject = PBXProjectReader.read(Array("{ archiveVersion = 1; }".utf8), path: "p", folder: "")
        #expect(
            notAProject.problems == [
                ProjectProblem("not an Xcode project: no `objects` with a `PBXProject` root object", at: 0)
            ])
    }
}
