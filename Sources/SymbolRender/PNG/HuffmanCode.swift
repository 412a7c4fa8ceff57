/// A canonical Huffman code (RFC 1951 §3.2.2), given by one bit length per symbol
/// (0 = the symbol does not occur), with each code already bit-reversed because deflate
/// writes Huffman codes starting from their most significant bit into an LSB-first stream.
struct HuffmanCode {
    let lengths: [UInt8]
    let reversedCodes: [UInt16]

    /// The canonical code for `lengths` (each at most 15). Lengths must satisfy the Kraft
    /// inequality, as those from `optimalLengths` and the fixed codes do.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        var lengthCounts = [Int](repeating: 0, count: 16)
        for length in lengths { lengthCounts[Int(length & 15)] += 1 }
        lengthCounts[0] = 0
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for bits in 1..<16 {
            code = (code + lengthCounts[bits - 1]) << 1
            nextCode[bits] = code
        }
        var codes = [UInt16](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            let bits = Int(length & 15)
            codes[symbol] = Self.reversed(UInt16(truncatingIfNeeded: nextCode[bits]), bitCount: bits)
            nextCode[bits] += 1
        }
        self.reversedCodes = codes
    }

    /// The lowest `bitCount` bits of `code` in reverse order.
    static func reversed(_ code: UInt16, bitCount: Int) -> UInt16 {
        var reversed: UInt16 = 0
        for bit in 0..<bitCount where code & (1 << bit) != 0 {
            reversed |= 1 << (bitCount - 1 - bit)
        }
        return reversed
    }

    /// Optimal prefix-code lengths for `frequencies`, none longer than `maximumLength`
    /// (15 for the literal/length and distance codes, 7 for the code-length code).
    ///
    /// At least two symbols always get a length, because a one-symbol code would be
    /// incomplete and zlib's inflate accepts incomplete codes only in special cases
    /// (zlib's own encoder adds symbols the same way). Ties break by symbol number, so
    /// the result is deterministic.
    static func optimalLengths(for frequencies: [UInt32], maximumLength: Int) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: frequencies.count)
        var weights = frequencies.map { UInt64($0) }
        var usedCount = weights.reduce(0) { $0 + ($1 > 0 ? 1 : 0) }
        var filler = 0
        while usedCount < 2, filler < weights.count {
            if weights[filler] == 0 {
                weights[filler] = 1
                usedCount += 1
            }
            filler += 1
        }
        // Used symbols ordered by increasing weight, then symbol: the order leaves enter the
        // tree in. Sorting weight·2¹⁶ + symbol as plain integers keeps this cheap per block.
        let symbols = weights.indices.filter { weights[$0] > 0 }.map { weights[$0] << 16 | UInt64($0) }.sorted()
            .map { Int($0 & 0xFFFF) }
        guard symbols.count >= 2 else {
            // An alphabet of one symbol: the only code possible.
            for symbol in symbols { lengths[symbol] = 1 }
            return lengths
        }

        // Two-queue Huffman construction: leaves are already sorted, and internal nodes are
        // created in non-decreasing weight order, so the two smallest are always at a front.
        let leafCount = symbols.count
        var nodeWeight = symbols.map { weights[$0] }
        var parent = [Int](repeating: 0, count: 2 * leafCount - 1)
        nodeWeight.reserveCapacity(2 * leafCount - 1)
        var nextLeaf = 0
        var nextInternal = leafCount
        func takeSmallest() -> Int {
            if nextLeaf < leafCount
                && (nextInternal >= nodeWeight.count || nodeWeight[nextLeaf] <= nodeWeight[nextInternal])
            {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInternal += 1
            return nextInternal - 1
        }
        for _ in 0..<(leafCount - 1) {
            let first = takeSmallest()
            let second = takeSmallest()
            parent[first] = nodeWeight.count
            parent[second] = nodeWeight.count
            nodeWeight.append(nodeWeight[first] + nodeWeight[second])
        }
        // Depths from the root down: every parent has a higher index than its children.
        var depth = [Int](repeating: 0, count: nodeWeight.count)
        for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] + 1
        }

        // Count leaves per length, clamping long ones to the limit, then restore the Kraft
        // equality the clamping broke: each step removes one code of the maximum length and
        // splits the deepest shorter code in two (miniz's method).
        var lengthCounts = [Int](repeating: 0, count: maximumLength + 1)
        for leaf in 0..<leafCount { lengthCounts[min(depth[leaf], maximumLength)] += 1 }
        var kraftTotal = 0
        for bits in 1...maximumLength { kraftTotal += lengthCounts[bits] << (maximumLength - bits) }
        while kraftTotal > 1 << maximumLength {
            lengthCounts[maximumLength] -= 1
            for bits in stride(from: maximumLength - 1, through: 1, by: -1) where lengthCounts[bits] > 0 {
                lengthCounts[bits] -= 1
                lengthCounts[bits + 1] += 2
                break
            }
            kraftTotal -= 1
        }
        // The rarest symbols get the longest codes.
        var leaf = 0
        for bits in stride(from: maximumLength, through: 1, by: -1) {
            for _ in 0..<lengthCounts[bits] {
                lengths[symbols[leaf]] = UInt8(bits)
                leaf += 1
            }
        }
        return lengths
    }
}
