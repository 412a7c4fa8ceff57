/// How far apart two spellings are, for "did you mean …?" suggestions (unknown keys in a
/// `Contents.json`, unknown rule ids in a configuration).
package enum EditDistance {
    /// Levenshtein distance over characters: insertions, deletions and substitutions each cost one.
    package static func between(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var row = Array(0...y.count)
        for i in 1...x.count {
            var diagonal = row[0]
            row[0] = i
            for j in 1...y.count {
                let above = row[j]
                row[j] = Swift.min(row[j] + 1, row[j - 1] + 1, diagonal + (x[i - 1] == y[j - 1] ? 0 : 1))
                diagonal = above
            }
        }
        return row[y.count]
    }
}
