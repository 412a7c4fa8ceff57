import SVGModel

/// A file edited in two stages: staging edits (insertions, or whole ranges replaced) first make
/// a staged file, then a command works on that file as on any other, and what it did is carried
/// back to the original — its edits as edits of the original, checked to give the same bytes,
/// its refusals located in the original. `fix` stages a file this way when it writes `<use>`s
/// out, writes a variable template out statically, or takes a template down to an older version
/// (`--template-version`), so each of those is one call of `run` and one of `composed`.
package struct StagedFile: Sendable {
    /// Where a refusal made inside the staged text (which the original does not have) points.
    package enum StagedTextPlace: Sendable {
        /// At the place the staged text was put in: what it replaced is what the user wrote there.
        case whereItWasPut
        /// Nowhere: the staged text stands for no bytes the user wrote.
        case nowhere
    }

    package let original: SourceFile
    package let staged: SourceFile
    /// The staging edits, in file order.
    package let stagingEdits: [SourceEdit]
    package let regions: InsertedRegions
    /// The staged file as a refusal names it: "the file with its variants written out".
    let name: String
    /// The two stages together as a refusal names them when they do not add up: "writing the
    /// variants out and repairing them".
    let stages: String
    let stagedTextPlace: StagedTextPlace

    package init(
        _ original: SourceFile, staging edits: [SourceEdit], named name: String, stages: String,
        refusalsInStagedText stagedTextPlace: StagedTextPlace
    ) throws(RewriteRefusal) {
        let sorted = edits.sorted { $0.range.start < $1.range.start }
        self.original = original
        self.staged = SourceFile(path: original.path, bytes: try SourceEdit.apply(sorted, to: original.bytes))
        self.stagingEdits = sorted
        self.regions = InsertedRegions(sorted)
        self.name = name
        self.stages = stages
        self.stagedTextPlace = stagedTextPlace
    }

    /// `work` run on the staged file. A refusal says it was made in the staged file, and points
    /// at the original's bytes (`StagedTextPlace` inside the staged text).
    package func run<Result>(_ work: (SourceFile) throws(RewriteRefusal) -> Result) throws(RewriteRefusal) -> Result {
        do {
            return try work(staged)
        } catch {
            let place =
                switch stagedTextPlace {
                case .whereItWasPut: error.offset.flatMap(regions.inputOffsetOrRegionStart)
                case .nowhere: error.offset.flatMap(regions.inputOffset)
                }
            throw RewriteRefusal(
                "\(error.message) (in \(name))", at: place, help: error.help, suggestion: error.suggestion)
        }
    }

    /// `later`, edits of the staged file that give `output`, as edits of the original: the
    /// staging edits with the later edits inside them applied, and the later edits elsewhere
    /// moved to the original's offsets. Refused unless they give `output` from the original.
    package func composed(_ later: [SourceEdit], giving output: [UInt8]) throws(RewriteRefusal) -> [SourceEdit] {
        let edits = try regions.compose(stagingEdits, then: later)
        guard (try? SourceEdit.apply(edits, to: original.bytes)) == output else {
            throw RewriteRefusal("\(stages) did not add up; nothing was written")
        }
        return edits
    }
}

/// Where insertions into a file land in the result, to carry later edits of the result back
/// to edits of the original file.
package struct InsertedRegions: Sendable {
    /// Start and end of each insertion's text in the result, by increasing position, where it
    /// starts in the input, and how many input bytes it replaces (none for an insertion).
    package let regions: [(start: Int, end: Int, at: Int, replaced: Int)]

    /// `insertions`: insertions, or replacements of whole ranges (`UseInlining`'s), none overlapping.
    package init(_ insertions: [SourceEdit]) {
        var shift = 0
        var regions: [(Int, Int, Int, Int)] = []
        for insertion in insertions.sorted(by: { $0.range.start < $1.range.start }) {
            let length = insertion.replacement.utf8.count
            let replaced = insertion.range.end - insertion.range.start
            regions.append(
                (insertion.range.start + shift, insertion.range.start + shift + length, insertion.range.start, replaced)
            )
            shift += length - replaced
        }
        self.regions = regions
    }

    /// The input offset of a result offset outside every insertion.
    package func inputOffset(_ offset: Int) -> Int? {
        var before = 0
        for r in regions {
            if offset >= r.start && offset < r.end { return nil }
            if r.end <= offset { before += r.end - r.start - r.replaced }
        }
        return offset - before
    }

    /// The region a result offset lies in.
    package func region(containing offset: Int) -> Int? {
        regions.firstIndex { offset >= $0.start && offset < $0.end }
    }

    /// The input offset of a result offset; inside an insertion, where the insertion is.
    package func inputOffsetOrRegionStart(_ offset: Int) -> Int? {
        region(containing: offset).map { regions[$0].at } ?? inputOffset(offset)
    }

    /// Insertions followed by `later` edits of their result, as edits of the original file.
    func compose(_ insertions: [SourceEdit], then later: [SourceEdit]) throws(RewriteRefusal) -> [SourceEdit] {
        let sorted = insertions.sorted { $0.range.start < $1.range.start }
        var inside = Array(repeating: [SourceEdit](), count: sorted.count)
        var composed: [SourceEdit] = []
        for edit in later {
            if let k = regions.firstIndex(where: { edit.range.start >= $0.start && edit.range.end <= $0.end }) {
                let r = regions[k]
                inside[k].append(
                    SourceEdit(
                        range: SourceRange(start: edit.range.start - r.start, end: edit.range.end - r.start),
                        replacement: edit.replacement))
                continue
            }
            guard let start = inputOffset(edit.range.start), let end = inputOffset(edit.range.end),
                regions.allSatisfy({ edit.range.end <= $0.start || edit.range.start >= $0.end })
            else {
                throw RewriteRefusal("a repair crosses the written-out variants; nothing was written", at: nil)
            }
            composed.append(SourceEdit(range: SourceRange(start: start, end: end), replacement: edit.replacement))
        }
        for (k, insertion) in sorted.enumerated() {
            let text = try SourceEdit.apply(inside[k], to: Array(insertion.replacement.utf8))
            composed.append(SourceEdit(range: insertion.range, replacement: String(decoding: text, as: UTF8.self)))
        }
        return composed
    }
}
