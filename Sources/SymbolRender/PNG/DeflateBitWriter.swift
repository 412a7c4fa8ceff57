/// Collects a deflate bit stream: values are packed starting at the least significant bit
/// of each byte (RFC 1951 §3.1.1). Up to 32 bits go in per call.
struct DeflateBitWriter {
    private(set) var bytes: [UInt8] = []
    /// Bits not yet moved to `bytes`, the oldest in the lowest positions; fewer than 32.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// Makes room for `bitCount` more bits, so the writes that follow do not reallocate.
    mutating func reserve(bits bitCount: Int) {
        bytes.reserveCapacity(bytes.count + bitCount / 8 + 16)
    }

    /// Appends the low `count` bits of `value`; `count` must be at most 32 and the
    /// higher bits of `value` zero.
    @inline(__always)
    mutating func write(_ value: UInt32, count: Int) {
        pending |= UInt64(value) << UInt64(truncatingIfNeeded: pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            let word = UInt32(truncatingIfNeeded: pending)
            bytes.append(UInt8(truncatingIfNeeded: word))
            bytes.append(UInt8(truncatingIfNeeded: word >> 8))
            bytes.append(UInt8(truncatingIfNeeded: word >> 16))
            bytes.append(UInt8(truncatingIfNeeded: word >> 24))
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Bits written so far that do not yet fill a byte (0–7).
    var bitsIntoCurrentByte: Int { pendingCount & 7 }

    /// Pads with zero bits to the next byte boundary and moves everything to `bytes`.
    mutating func alignToByte() {
        while pendingCount > 0 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends whole bytes; only valid right after `alignToByte`.
    mutating func appendAligned(_ raw: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: raw)
    }
}
