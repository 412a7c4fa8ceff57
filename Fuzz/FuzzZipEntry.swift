// libFuzzer entry point for the zip reader, our inflate and the built-product reader over an
// `.ipa`. Built by `scripts/fuzz zip` with `swiftc -sanitize=fuzzer,address -parse-as-library`
// and the modules it needs.
//
// Besides not crashing, hanging or overflowing the stack: an entry inflates to no more than the
// limit it is read with, and the entries read are at most the bound. Each input gets a 2 s
// deadline (the budget every command has), so an input that reaches it is refused, not a timeout.
import Support
import XcodeProject

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let deadline = Deadline(after: .seconds(2))
    if let archive = try? ZipArchive(bytes) {
        precondition(archive.entries.count <= ZipArchive.maxEntries, "more entries than the bound")
        for entry in archive.entries.prefix(64) {
            if let inflated = try? archive.extract(entry, limit: 1 << 20, deadline: deadline) {
                precondition(
                    inflated.count <= 1 << 20 && inflated.count == entry.uncompressedSize, "inflated past the limit")
            }
        }
    }
    // The raw stream alone, too.
    if let inflated = try? Inflate.inflate(bytes, limit: 1 << 20, deadline: deadline) {
        precondition(inflated.count <= 1 << 20, "inflated past the limit")
    }
    _ = BuiltProductReader.read(ipa: "fuzz.ipa", bytes: bytes, deadline: deadline)
    return 0
}
