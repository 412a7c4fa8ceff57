import ArgumentParsing
import SymbolCheck
import SymbolCheckCLI
import SymbolFix
import SymbolGeometry

/// The drawing commands that `symbolcheck-render` adds to the shared command table: each
/// command's typed values (declared in SymbolCheckCLI) and the code that draws it.
package enum RenderingCommands {
    package static let support = RenderingSupport(
        commands: [
            .init(PreviewArguments.self) { c, e, o throws(UsageError) in
                try PreviewCommand.run(c, environment: e, output: &o)
            },
            .init(GoldenArguments.self) { c, e, o throws(UsageError) in
                try GoldenCommand.run(c, environment: e, output: &o)
            },
            .init(MakeArguments.self) { c, e, o throws(UsageError) in try MakeCommand.run(c, environment: e, output: &o)
            },
            .init(FixArguments.self) { c, e, o throws(UsageError) in try FixCommand.run(c, environment: e, output: &o)
            },
            .init(ReportArguments.self) { c, e, o throws(UsageError) in
                try ReportCommand.run(c, environment: e, output: &o)
            },
        ],
        checkPreviews: { results, directory, config, settings, output throws(UsageError) in
            try PreviewCommand.writePreviews(
                for: results, into: directory, configuration: config, settings: settings, output: &output
            ).status
        },
        inkOffsetting: GEOSInkOffset())
}
