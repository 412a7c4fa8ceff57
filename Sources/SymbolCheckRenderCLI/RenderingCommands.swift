import ArgumentParsing
import SymbolCheck
import SymbolCheckCLI
import SymbolFix

/// The drawing commands that `symbolcheck-render` adds to the shared command table.
public enum RenderingCommands {
    public static let support = RenderingSupport(
        preview: { v, e, o throws(UsageError) in try PreviewCommand.run(v, environment: e, output: &o) },
        golden: { v, e, o throws(UsageError) in try GoldenCommand.run(v, environment: e, output: &o) },
        checkPreviews: { results, directory, config, values, output throws(UsageError) in
            try PreviewCommand.writePreviews(
                for: results, into: directory, configuration: config, values: values, output: &output
            ).status
        },
        make: { v, e, o throws(UsageError) in try MakeCommand.run(v, environment: e, output: &o) },
        fix: { v, e, o throws(UsageError) in try FixCommand.run(v, environment: e, output: &o) },
        report: { v, e, o throws(UsageError) in try ReportCommand.run(v, environment: e, output: &o) },
        stemKeeper: StemKeeping())
}
