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

    /// Like `between`, with the swap of two adjacent characters costing one (the optimal string
    /// alignment distance): `--fromat` is one slip from `--format`, not two.
    package static func withTranspositions(_ a: String, _ b: String) -> Int {
        let x = Array(a)
        let y = Array(b)
        guard !x.isEmpty else { return y.count }
        guard !y.isEmpty else { return x.count }
        var previous = Array(repeating: 0, count: y.count + 1)
        var row = Array(0...y.count)
        for i in 1...x.count {
            var next = Array(repeating: 0, count: y.count + 1)
            next[0] = i
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                next[j] = Swift.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                    next[j] = Swift.min(next[j], previous[j - 2] + 1)
                }
            }
            previous = row
            row = next
        }
        return row[y.count]
    }
}
