import SymbolCheck
import SymbolReport

/// A report written to standard output while the inputs are checked: the opening first, each
/// result's text as it arrives, then the closing with the totals. When the opening carries the
/// totals (JUnit), the body waits in a temporary file and the opening is written after the
/// last result. Memory holds one symbol's results and one chunk of text, whatever the count.
package struct StreamedReport {
    private var stream: any ReportStream
    private var output: ReportOutput
    private var heldBody: HeldReportBody?

    package init(_ stream: any ReportStream, output: ReportOutput, temporaryDirectory: String) {
        self.stream = stream
        self.output = output
        if stream.openingNeedsTotals {
            heldBody = HeldReportBody(temporaryDirectory: temporaryDirectory)
        } else {
            self.output.write(self.stream.opening())
        }
    }

    package mutating func add(_ result: CheckResult) {
        writeBody(stream.add(result))
    }

    /// What `controls` judged the wiring of, for the totals: known once the app is read, after
    /// the first results may have been written.
    package mutating func setWiring(_ wiring: ReportSummary.WiringSubject?) {
        stream.summary.wiring = wiring
    }

    /// Lines the command says of one input besides its findings (`make`'s notes on what it
    /// did), written in the body where they fall, so they come before the closing totals.
    package mutating func addLines(_ text: String) {
        writeBody(text)
    }

    /// Writes the rest of the report. Returns the totals, and the reason when the held body
    /// could not be read back (the report is then cut short).
    package mutating func finish(into toolOutput: inout ToolOutput) -> (summary: ReportSummary, failure: String?) {
        writeBody(stream.endOfResults())
        var failure: String?
        if var body = heldBody {
            heldBody = nil
            output.write(stream.opening())
            failure = body.write(to: &output)
        }
        output.write(stream.closing())
        output.finish(into: &toolOutput)
        return (stream.summary, failure)
    }

    private mutating func writeBody(_ text: String) {
        guard !text.isEmpty else { return }
        if heldBody != nil {
            heldBody?.append(text)  // in place: a copy would copy the pending bytes
        } else {
            output.write(text)
        }
    }
}
