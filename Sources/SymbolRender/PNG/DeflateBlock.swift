/// The LZ77 tokens of one deflate block, with the symbol frequencies its Huffman codes are
/// built from and the input range it covers (for writing it stored instead).
///
/// A class owning raw buffers, because the matcher's inner loop writes tokens and counts
/// for every input byte and must not pay for array uniqueness and bounds checks there;
/// every index into these buffers is bounded by `capacity` or an alphabet size.
final class DeflateBlock {
    let capacity: Int
    /// Tokens in `tokens[0..<tokenCount]`.
    let tokens: UnsafeMutableBufferPointer<UInt32>
    var tokenCount = 0
    let literalLengthFrequencies: UnsafeMutableBufferPointer<UInt32>
    let distanceFrequencies: UnsafeMutableBufferPointer<UInt32>
    /// The input bytes this block encodes: `inputStart..<inputEnd`.
    var inputStart = 0
    var inputEnd = 0

    /// A block that holds at most `capacity` tokens (at least 1).
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        tokens = .allocate(capacity: self.capacity)
        tokens.initialize(repeating: 0)
        literalLengthFrequencies = .allocate(capacity: DeflateTables.literalLengthSymbolCount)
        distanceFrequencies = .allocate(capacity: DeflateTables.distanceSymbolCount)
        reset(at: 0)
    }

    deinit {
        tokens.deallocate()
        literalLengthFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// Empties the block for input starting at `start`.
    func reset(at start: Int) {
        tokenCount = 0
        inputStart = start
        inputEnd = start
        literalLengthFrequencies.initialize(repeating: 0)
        distanceFrequencies.initialize(repeating: 0)
    }

    /// The frequencies as arrays, end-of-block included (it occurs once per block).
    var literalLengthFrequencyArray: [UInt32] {
        var frequencies = Array(literalLengthFrequencies)
        frequencies[DeflateTables.endOfBlock] = 1
        return frequencies
    }

    var distanceFrequencyArray: [UInt32] { Array(distanceFrequencies) }
}
