/// Collects a deflate bit stream: values are packed starting at the least significant bit
/// of each byte (RFC 1951 §3.1.1). Up to 32 bits go in per call.
struct DeflateBitWriter {
    /// `storage[0..<byteCount]` is the output; the rest is room to write into, kept at
    /// least 8 bytes so a full word can always be stored without a per-byte append.
    private var storage: [UInt8]
    private var byteCount = 0
    /// Bits not yet moved to `storage`, the oldest in the lowest positions; fewer than 32.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(reservingCapacity capacity: Int) {
        storage = [UInt8](repeating: 0, count: max(capacity, 0) + 8)
    }

    /// The bytes written so far (call `alignToByte` first to include the last bits).
    var bytes: [UInt8] { Array(storage[0..<byteCount]) }

    /// Makes room for `bitCount` more bits, so the writes that follow do not reallocate.
    mutating func reserve(bits bitCount: Int) {
        let needed = byteCount + bitCount / 8 + 16
        if needed > storage.count {
            storage += [UInt8](repeating: 0, count: max(needed - storage.count, storage.count / 2))
        }
    }

    /// Appends the low `count` bits of `value`; `count` must be at most 32 and the
    /// higher bits of `value` zero.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(truncatingIfNeeded: pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            if byteCount + 4 > storage.count { reserve(bits: 32) }
            let word = UInt32(truncatingIfNeeded: pending).littleEndian
            let offset = byteCount
            storage.withUnsafeMutableBytes { $0.storeBytes(of: word, toByteOffset: offset, as: UInt32.self) }
            byteCount += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads with zero bits to the next byte boundary and moves everything to `storage`.
    mutating func alignToByte() {
        while pendingCount > 0 {
            if byteCount + 1 > storage.count { reserve(bits: 8) }
            storage[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends whole bytes; only valid right after `alignToByte`.
    mutating func appendAligned(_ raw: UnsafeRawBufferPointer) {
        reserve(bits: raw.count * 8)
        let offset = byteCount
        storage.withUnsafeMutableBytes { target in
            UnsafeMutableRawBufferPointer(rebasing: target[offset..<(offset + raw.count)]).copyMemory(from: raw)
        }
        byteCount += raw.count
    }
}
