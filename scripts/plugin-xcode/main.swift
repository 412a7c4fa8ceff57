// Calls SymbolCheckBuildPlugin's Xcode branch as Xcode would for each target of
// Examples/LockScreenCamera (or a copy of it), then runs every command it made, in order, as the
// build would, and prints what happened for `scripts/plugin-test` to judge:
//
//   command: DISPLAY NAME (TARGET)
//   input: PATH                       each input file; `missing input: PATH` for one that is absent
//   …the command's output…
//   exit: STATUS
//   build: passed|failed              last: failed when any command failed
//
// usage: plugin-xcode PROJECT_FOLDER WORK_FOLDER SYMBOLCHECK
//
// Each target's input files are those of the folders the project's synchronized groups give it
// (project.pbxproj, PBXFileSystemSynchronizedRootGroup), less its membership exceptions
// (PBXFileSystemSynchronizedBuildFileExceptionSet), as `XcodeTarget.inputFiles` lists them.
import Foundation
import PackagePlugin
import XcodeProjectPlugin

let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: plugin-xcode PROJECT_FOLDER WORK_FOLDER SYMBOLCHECK\n".utf8))
    exit(2)
}
let project = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let work = URL(fileURLWithPath: arguments[2]).standardizedFileURL
let symbolcheck = URL(fileURLWithPath: arguments[3]).standardizedFileURL

/// Prints `line` unbuffered, so it stays in order with the commands' own output.
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

/// Every file under the project's `folders`, less `exceptions` (paths from the project's folder).
func files(_ folders: [String], except exceptions: [String] = []) -> [URL] {
    var found: [URL] = []
    for folder in folders {
        let walker = FileManager.default.enumerator(
            at: project.appendingPathComponent(folder), includingPropertiesForKeys: [.isDirectoryKey])
        for case let file as URL in walker! {
            guard (try? file.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == false else { continue }
            let relative = String(file.standardizedFileURL.path.dropFirst(project.path.count + 1))
            if !exceptions.contains(relative) { found.append(file) }
        }
    }
    return found.sorted { $0.path < $1.path }
}

let targets = [
    XcodeTarget(
        displayName: "LockScreenCamera", product: XcodeProduct(kind: .application),
        inputFiles: files(["LockScreenCamera", "Shared"])),
    XcodeTarget(
        displayName: "LockScreenCameraWidgets",
        product: XcodeProduct(kind: .other("com.apple.product-type.app-extension")),
        inputFiles: files(
            ["LockScreenCameraWidgets", "Shared"],
            except: ["LockScreenCameraWidgets/Info.plist", "Shared/CameraPreview.swift", "Shared/CameraSession.swift"])),
    XcodeTarget(
        displayName: "LockScreenCameraCapture",
        product: XcodeProduct(kind: .other("com.apple.product-type.extensionkit-extension")),
        inputFiles: files(
            ["LockScreenCameraCapture", "Shared"],
            except: ["LockScreenCameraCapture/Info.plist", "Shared/LaunchWithFlashIntent.swift"])),
]
let context = XcodePluginContext(
    xcodeProject: XcodeProject(directoryURL: project, targets: targets),
    pluginWorkDirectoryURL: work, tools: ["symbolcheck": symbolcheck])

var failed = false
for target in context.xcodeProject.targets {
    let commands = try SymbolCheckBuildPlugin().createBuildCommands(context: context, target: target)
    for command in commands {
        guard case .buildCommand(let name, let executable, let arguments, let environment, let inputs, _) = command
        else {
            say("command: a prebuild command (\(target.displayName))")
            failed = true
            continue
        }
        say("command: \(name ?? "") (\(target.displayName))")
        for input in inputs {
            let exists = FileManager.default.fileExists(atPath: input.path)
            say("\(exists ? "input" : "missing input"): \(input.path)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        FileHandle.standardOutput.write(output)
        say("exit: \(process.terminationStatus)")
        if process.terminationStatus != 0 { failed = true }
    }
}
say("build: \(failed ? "failed" : "passed")")
