/// The body of a report whose opening carries the totals (JUnit), held until every result is
/// in: in an unlinked temporary file, in chunks, so memory does not grow with the catalog.
/// When no temporary file can be created or written (a read-only or full $TMPDIR), the rest
/// is held in memory instead: the report is still right, it only costs memory.
struct HeldReportBody {
    private let spool: TemporarySpool?
    /// Text not yet spooled: below a chunk, or everything since the spool failed.
    private var pending: [UInt8] = []
    private var spoolFailed = false

    init(temporaryDirectory: String) {
        spool = TemporarySpool(directory: temporaryDirectory)
    }

    mutating func append(_ text: String) {
        pending.append(contentsOf: text.utf8)
        guard let spool, !spoolFailed, pending.count >= ReportOutput.chunkSize else { return }
        if spool.append(pending) == nil {
            pending.removeAll(keepingCapacity: true)
        } else {
            spoolFailed = true
        }
    }

    /// Writes the body to `output`; the reason when the temporary file cannot be read back.
    mutating func write(to output: inout ReportOutput) -> String? {
        if let spool {
            if let failure = spool.readBack(chunkSize: ReportOutput.chunkSize, { output.write(bytes: $0) }) {
                return "cannot read back the report's temporary file: \(failure)"
            }
        }
        output.write(bytes: pending)
        pending = []
        return nil
    }
}
