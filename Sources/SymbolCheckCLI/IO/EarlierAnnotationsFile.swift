import FileAccess
import Support
import SymbolReport

// GitHub's report of this step so far is read from the file the step names: file I/O, so the
// commands module's, not the reports'.
extension GitHubReporter {
    /// The earlier report `stepReportVariable` names, for a run in the `github` format; a
    /// warning for `output` when it names a file that cannot be read.
    package static func earlierAnnotations(
        format: OutputFormat, environment: ToolEnvironment, output: inout ToolOutput
    ) -> EarlierAnnotations {
        guard format == .github, let path = environment.variables[stepReportVariable], !path.isEmpty else {
            return EarlierAnnotations()
        }
        switch FileSystem.readFile(path, limit: 1 << 26) {
        case .success(let bytes): return EarlierAnnotations(report: String(decoding: bytes, as: UTF8.self))
        case .failure(let failure):
            let why: String
            switch failure {
            case .failed(let text): why = text
            case .tooLarge(let count): why = "\(count) bytes, more than 64 MiB"
            }
            output.stderr +=
                "warning: \(stepReportVariable) names '\(path)', which cannot be read (\(why)); "
                + "this step's earlier annotations are not known, so some may be repeated\n"
            return EarlierAnnotations()
        }
    }
}
