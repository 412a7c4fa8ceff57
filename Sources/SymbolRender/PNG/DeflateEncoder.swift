/// A raw deflate (RFC 1951) compressor: greedy LZ77 (`LZ77Matcher`) cut into blocks of a
/// fixed number of tokens, each written stored, with fixed or with dynamic Huffman codes,
/// whichever is smallest (`DeflateBlockWriter`). The output depends only on the input bytes.
enum DeflateEncoder {
    /// Tokens per block: large enough that a dynamic header (~100 bytes) is noise, small
    /// enough that codes follow changes in the data.
    static let tokensPerBlock = 1 << 14

    /// The deflate stream of `input` (which must be shorter than 2³¹ bytes, as every PNG
    /// this module writes is: `PixelSizeLimit` keeps images far below that).
    static func compress(_ input: UnsafeRawBufferPointer) -> [UInt8] {
        var writer = DeflateBitWriter(reservingCapacity: input.count / 8 + 64)
        compress(input, to: &writer)
        writer.alignToByte()
        return writer.bytes
    }

    /// Appends the deflate stream of `input` to `writer`, ending with the final block.
    static func compress(_ input: UnsafeRawBufferPointer, to writer: inout DeflateBitWriter) {
        let matcher = LZ77Matcher()
        let block = DeflateBlock(capacity: tokensPerBlock)
        var position = 0
        repeat {
            block.reset(at: position)
            matcher.fill(block, from: input)
            position = block.inputEnd
            DeflateBlockWriter.write(block, input: input, isFinal: position >= input.count, to: &writer)
        } while position < input.count
    }
}
