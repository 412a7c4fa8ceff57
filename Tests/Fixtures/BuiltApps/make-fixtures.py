#!/usr/bin/env python3
"""Writes the built-app fixtures of Tests/XcodeProjectTests/BuiltProductTests.swift, laid out as
Xcode lays out a build of Examples/LockScreenCamera: LockScreenCamera.app (binary Info.plists,
the widget extension in PlugIns/, the capture extension in Extensions/), the same app in an
.xcarchive, and in an .ipa (a zip of Payload/). Run it from this folder; the outputs are committed.
Python's plistlib and zipfile are the independent writers the readers are checked against."""
import os, plistlib, shutil, zipfile

def common(name, identifier, package_type):
    return {
        "BuildMachineOSBuild": "24A335",
        "CFBundleDevelopmentRegion": "en",
        "CFBundleDisplayName": name,
        "CFBundleExecutable": name,
        "CFBundleIdentifier": identifier,
        "CFBundleInfoDictionaryVersion": "6.0",
        "CFBundleName": name,
        "CFBundlePackageType": package_type,
        "CFBundleShortVersionString": "1.0",
        "CFBundleSupportedPlatforms": ["iPhoneOS"],
        "CFBundleVersion": "1",
        "DTCompiler": "com.apple.compilers.llvm.clang.1_0",
        "DTPlatformBuild": "22A3362",
        "DTPlatformName": "iphoneos",
        "DTPlatformVersion": "18.0",
        "DTSDKName": "iphoneos18.0",
        "DTXcode": "1600",
        "DTXcodeBuild": "16A242d",
        "MinimumOSVersion": "18.0",
        "UIDeviceFamily": [1, 2],
    }

app = common("Lock Screen Camera", "com.example.LockScreenCamera", "APPL")
app.update({
    "LSRequiresIPhoneOS": True,
    "NSCameraUsageDescription": "Lock Screen Camera takes photos with the camera.",
    "UIApplicationSceneManifest": {"UIApplicationSupportsMultipleScenes": True},
    "UILaunchScreen": {},
})
widgets = common("LockScreenCameraWidgets", "com.example.LockScreenCamera.Widgets", "XPC!")
widgets["NSExtension"] = {"NSExtensionPointIdentifier": "com.apple.widgetkit-extension"}
capture = common("LockScreenCameraCapture", "com.example.LockScreenCamera.Capture", "XPC!")
capture["EXAppExtensionAttributes"] = {"EXExtensionPointIdentifier": "com.apple.securecapture"}
capture["NSCameraUsageDescription"] = "Lock Screen Camera takes photos from the Lock Screen."

def write_app(root):
    shutil.rmtree(root, ignore_errors=True)
    bundles = [
        (root, app, "LockScreenCamera"),
        (os.path.join(root, "PlugIns", "LockScreenCameraWidgets.appex"), widgets, "LockScreenCameraWidgets"),
        (os.path.join(root, "Extensions", "LockScreenCameraCapture.appex"), capture, "LockScreenCameraCapture"),
    ]
    for folder, info, executable in bundles:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Info.plist"), "wb") as f:
            f.write(plistlib.dumps(info, fmt=plistlib.FMT_BINARY))
        # A stand-in for the executable, so the bundle has the files Xcode puts there.
        with open(os.path.join(folder, executable), "wb") as f:
            f.write(b"not an executable: a fixture of symbolcheck's tests\n")

write_app("LockScreenCamera.app")
archive = "LockScreenCamera.xcarchive"
shutil.rmtree(archive, ignore_errors=True)
write_app(os.path.join(archive, "Products", "Applications", "LockScreenCamera.app"))
with open(os.path.join(archive, "Info.plist"), "wb") as f:
    f.write(plistlib.dumps({
        "ApplicationProperties": {
            "ApplicationPath": "Applications/LockScreenCamera.app",
            "CFBundleIdentifier": "com.example.LockScreenCamera",
            "CFBundleShortVersionString": "1.0",
            "CFBundleVersion": "1",
        },
        "ArchiveVersion": 2,
        "Name": "LockScreenCamera",
        "SchemeName": "LockScreenCamera",
    }, fmt=plistlib.FMT_XML))
with zipfile.ZipFile("LockScreenCamera.ipa", "w", zipfile.ZIP_DEFLATED) as ipa:
    for folder, _, names in sorted(os.walk("LockScreenCamera.app")):
        ipa.write(folder, os.path.join("Payload", folder) + "/")
        for name in sorted(names):
            ipa.write(os.path.join(folder, name), os.path.join("Payload", folder, name))

# Deflate streams of every kind Python's zlib writes, for the inflate tests: stored entries,
# fixed and dynamic Huffman blocks, stored blocks inside a deflate stream (incompressible noise),
# long runs and overlapping copies. The tests compare each entry's length and CRC-32.
import random
random.seed(41)
text = ("The capture extension's Info.plist declares EXAppExtensionAttributes. " * 40).encode()
noise = bytes(random.getrandbits(8) for _ in range(20000))
runs = b"a" * 5 + b"ab" * 300 + bytes(range(256)) * 3 + b"\x00" * 40000
with zipfile.ZipFile("inflate-cases.zip", "w") as z:
    z.writestr(zipfile.ZipInfo("stored.txt"), text, compress_type=zipfile.ZIP_STORED)
    for level in (1, 6, 9):
        z.writestr(zipfile.ZipInfo("text-%d.txt" % level), text, compress_type=zipfile.ZIP_DEFLATED, compresslevel=level)
    z.writestr(zipfile.ZipInfo("noise.bin"), noise, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    z.writestr(zipfile.ZipInfo("runs.bin"), runs, compress_type=zipfile.ZIP_DEFLATED, compresslevel=9)
    z.writestr(zipfile.ZipInfo("tiny.txt"), b"XPC!", compress_type=zipfile.ZIP_DEFLATED)
    z.writestr(zipfile.ZipInfo("empty.txt"), b"", compress_type=zipfile.ZIP_DEFLATED)

# An app built the old way, as public camera apps were found built (issue #41): the capture
# extension made as an app extension (an NSExtension dictionary, embedded in PlugIns/), with no
# camera string of its own and an identifier beside the app's rather than under it. In a folder
# and in an .ipa; `controls` must report each fault with the rule that judges the project.
old_app = common("Old Style Camera", "com.example.OldStyleCamera", "APPL")
old_app["NSCameraUsageDescription"] = "Old Style Camera takes photos with the camera."
old_capture = common("OldStyleCapture", "com.example.OldStyleCapture", "XPC!")
old_capture["NSExtension"] = {"NSExtensionPointIdentifier": "com.apple.securecapture"}

def write_old_app(root):
    shutil.rmtree(root, ignore_errors=True)
    for folder, info, executable in [
        (root, old_app, "OldStyleCamera"),
        (os.path.join(root, "PlugIns", "OldStyleCapture.appex"), old_capture, "OldStyleCapture"),
    ]:
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "Info.plist"), "wb") as f:
            f.write(plistlib.dumps(info, fmt=plistlib.FMT_BINARY))
        with open(os.path.join(folder, executable), "wb") as f:
            f.write(b"not an executable: a fixture of symbolcheck's tests\n")

write_old_app("OldStyleCamera.app")
with zipfile.ZipFile("OldStyleCamera.ipa", "w", zipfile.ZIP_DEFLATED) as ipa:
    for folder, _, names in sorted(os.walk("OldStyleCamera.app")):
        ipa.write(folder, os.path.join("Payload", folder) + "/")
        for name in sorted(names):
            ipa.write(os.path.join(folder, name), os.path.join("Payload", folder, name))
