import Support
import SymbolCheck
import SymbolReport

/// symbolcheck's commands as MCP tools (docs/mcp.md, "Tools"). `check`, `controls`, `preview`,
/// `make`, `fix` and `resize` run the command line a user would type, as a child process
/// (`ToolProcess`), with the paths confined to the workspace (`Workspace`); `explain` and
/// `rules` read the rule catalogue in this process, as they read no file.
package final class SymbolCheckTools: MCPServices {
    package struct Settings: Sendable {
        /// The `symbolcheck` every call runs (this server's own executable).
        package var executable: String
        /// The workspace when the client gives no roots (`--root`, else the working folder).
        package var roots: [String]
        package var callTimeLimit: Duration
        package var maxFindings: Int
        package var environment: [String: String]
        /// Runs a command line in this process (`explain`, `rules`, which read no file): the
        /// commands module's own entry point, handed in so that this module compiles beside the
        /// inputs module instead of after the commands (docs/performance.md, "Build time").
        package var runInProcess: @Sendable ([String]) -> InProcessRun
        /// The variables a child process must not inherit from the server (the renderer
        /// hand-off's, which would make the child believe it was handed a drawing command).
        package var variablesNotInherited: Set<String>

        package init(
            executable: String, roots: [String], callTimeLimit: Duration, maxFindings: Int,
            environment: [String: String], runInProcess: @escaping @Sendable ([String]) -> InProcessRun,
            variablesNotInherited: Set<String>
        ) {
            self.executable = executable
            self.roots = roots
            self.callTimeLimit = callTimeLimit
            self.maxFindings = maxFindings
            self.environment = environment
            self.runInProcess = runInProcess
            self.variablesNotInherited = variablesNotInherited
        }
    }

    /// What a command run in this process gave.
    package struct InProcessRun: Sendable {
        package var exitCode: Int32
        package var stdout: String
        package var stderr: String

        package init(exitCode: Int32, stdout: String, stderr: String) {
            self.exitCode = exitCode
            self.stdout = stdout
            self.stderr = stderr
        }
    }

    private let settings: Settings

    package init(settings: Settings) {
        self.settings = settings
    }

    // MARK: - Tools

    static let pathsArgument = ToolArgument(
        name: "paths", kind: .strings,
        description:
            "SVG templates, .symbolset folders, .xcassets catalogs or folders, relative to the workspace root")
    static let pathArgument = ToolArgument(
        name: "path", kind: .string, description: "An SVG template, a .symbolset folder or a catalog holding one symbol"
    )
    static let outputArgument = ToolArgument(
        name: "output", kind: .string,
        description:
            "Where to write: a new .svg file for one symbol (or a new folder for several), inside the workspace; an existing file is refused"
    )

    static let findingsSchema = "{\"type\": \"object\", \"properties\": {" + ReportDigest.schemaProperties + "}}"

    static let definitions: [ToolDefinition] = [
        ToolDefinition(
            name: "check", title: "Check SF Symbol templates",
            description:
                "Check custom SF Symbol templates as Xcode's actool and Control Center will: the verdict per file and the findings with their places (path, line, column, rule, message, help). Errors mean Xcode rejects the file or the device draws it wrong; warnings are judgments. Findings are capped (errors first) with a count of those left out.",
            arguments: [
                pathsArgument,
                ToolArgument(
                    name: "profile", kind: .choice(Profile.allCases.map(\.rawValue)),
                    description:
                        "control-center (the default: everything a Control draws wrong) or xcode (only what actool rejects)",
                    isRequired: false),
                ToolArgument(
                    name: "strict", kind: .bool, description: "Count warnings as errors", isRequired: false),
                ToolArgument(
                    name: "xcode", kind: .string,
                    description:
                        "The Xcode version that builds the symbols, e.g. \"16\" (older Xcodes read older templates)",
                    isRequired: false),
            ],
            outputSchema: findingsSchema, readsOnly: true),
        ToolDefinition(
            name: "controls", title: "Check an app's Controls",
            description:
                "Find the Controls (ControlWidget) in an app's Swift source and check the images they show: an image set shows a question mark, a custom symbol named as a system one draws nothing, a missing or failing symbol set. Give the app's folder, so the Xcode project and every target's catalogs are found. One verdict per Control, with findings and places.",
            arguments: [
                ToolArgument(
                    name: "path", kind: .string,
                    description: "The app's folder (or a .swift file, catalog or project file) in the workspace")
            ],
            outputSchema: findingsSchema, readsOnly: true),
        ToolDefinition(
            name: "explain", title: "Explain a rule",
            description:
                "What a rule's finding means on the device, the evidence for it, why it exists and an example that triggers it.",
            arguments: [ToolArgument(name: "rule", kind: .string, description: "A rule id, e.g. \"glyph-size\"")],
            outputSchema: nil, readsOnly: true),
        ToolDefinition(
            name: "rules", title: "List the rules",
            description: "Every rule with its category, its severity in the Control Center profile and its summary.",
            arguments: [],
            outputSchema: """
                {"type": "object", "properties": {"schemaVersion": {"type": "integer"}, "profile": {"type": "string"},
                  "rules": {"type": "array", "items": {"type": "object", "properties": {
                    "id": {"type": "string"}, "category": {"type": "string"},
                    "severity": {"type": ["string", "null"]}, "summary": {"type": "string"}}}}},
                 "required": ["rules"]}
                """, readsOnly: true),
        ToolDefinition(
            name: "preview", title: "Preview a symbol",
            description:
                "The template's preview sheet as a PNG image: Regular-S, -M and -L flattened as Control Center draws them beside Apple's reference symbol, and the glyph in a Control's places (Control Center, Lock Screen, Action button); with the measurements (height, width, optical size against its target) and the findings.",
            arguments: [pathArgument],
            outputSchema: "{\"type\": \"object\", \"properties\": {" + ReportDigest.schemaProperties
                + ", \"measurements\": {\"type\": \"object\", \"description\": \"Regular-S, -M and -L as check's JSON report gives them (docs/output.md)\"}}}",
            readsOnly: true),
        ToolDefinition(
            name: "make", title: "Make a template from an icon",
            description:
                "Make a custom SF Symbol template from a plain SVG icon: strokes outlined, sized to Apple's reference, all nine weights drawn. Writes only `output` (a .svg, a NAME.symbolset folder, or a folder/.xcassets catalog to hold NAME.symbolset) inside the workspace, never over a file make did not write or that was edited since; answers with the result's verdict and the findings that remain.",
            arguments: [
                ToolArgument(name: "icon", kind: .string, description: "A plain SVG icon in the workspace"),
                ToolArgument(
                    name: "output", kind: .string,
                    description:
                        "Where the template goes, inside the workspace: a .svg file, a NAME.symbolset folder, or a folder or .xcassets catalog"
                ),
            ],
            outputSchema: writeSchema, readsOnly: false),
        ToolDefinition(
            name: "fix", title: "Repair a template",
            description:
                "Repair what check's findings say fix can (fill rules, strokes, clips and masks, layer classes), every other byte kept, into a new file `output` inside the workspace (an existing file is refused); answers with the result's verdict and the findings that remain.",
            arguments: [pathArgument, outputArgument],
            outputSchema: writeSchema, readsOnly: false, idempotent: false),
        ToolDefinition(
            name: "resize", title: "Resize a template's glyphs",
            description:
                "Scale each glyph to the size model's target (its stems kept), every other byte kept, into a new file `output` inside the workspace (an existing file is refused); answers with the result's verdict and the findings that remain.",
            arguments: [pathArgument, outputArgument],
            outputSchema: writeSchema, readsOnly: false, idempotent: false),
    ]

    static let writeSchema =
        "{\"type\": \"object\", \"properties\": {" + ReportDigest.schemaProperties + """
            , "output": {"type": "string", "description": "the path written, relative to the workspace root"},
            "commandStatus": {"type": "integer", "description": "the command's exit status (docs/output.md)"},
            "commandReport": {"type": "string", "description": "what the command printed (trimmed)"}},
            "required": ["output", "verdict", "findings"]}
            """

    package func writeTools(to writer: JSONWriter) {
        for tool in Self.definitions {
            writer.nextElement()
            tool.write(to: writer)
        }
    }

    package func callTool(_ name: String, arguments: JSONNode?, roots: [String]?) -> Result<ResultBody, JSONRPCError> {
        guard let tool = Self.definitions.first(where: { $0.name == name }) else {
            let names = Self.definitions.map(\.name).joined(separator: ", ")
            return .failure(.invalidParams("unknown tool \"\(name)\" (the tools are \(names))"))
        }
        let values: ToolArguments
        switch tool.read(arguments) {
        case .success(let read): values = read
        case .failure(let error): return .failure(error)
        }
        let workspace = Workspace(paths: roots ?? settings.roots)
        let answer: ToolAnswer
        switch name {
        case "explain": answer = explain(values)
        case "rules": answer = rules()
        default: answer = runInScratch(name, values, workspace)
        }
        return .success(answer.body)
    }

    package func toolFailure(_ message: String) -> ResultBody {
        ToolAnswer.failure(message).body
    }

    // MARK: - Calls

    private func explain(_ values: ToolArguments) -> ToolAnswer {
        let run = settings.runInProcess(["explain", values.string("rule") ?? ""])
        return run.exitCode == 0 ? ToolAnswer(text: run.stdout) : .failure(run.stderr)
    }

    private func rules() -> ToolAnswer {
        let run = settings.runInProcess(["rules", "--format", "json"])
        guard case .success(let report) = JSONNode.parse(Array(run.stdout.utf8)) else {
            return .failure("rules gave no JSON: \(run.stderr)")
        }
        return ToolAnswer(structured: { w in
            for (key, value) in report.members ?? [] {
                w.key(key)
                value.write(to: w)
            }
        })
    }

    private func runInScratch(_ name: String, _ values: ToolArguments, _ workspace: Workspace) -> ToolAnswer {
        guard let scratch = ToolProcess.makeScratch(environment: settings.environment) else {
            return .failure("could not make a scratch folder for the command's output")
        }
        defer { ToolProcess.removeScratch(scratch) }
        let call = ToolCall(
            workspace: workspace, scratch: scratch,
            process: ToolProcess(
                executable: settings.executable, timeLimit: settings.callTimeLimit,
                variablesNotInherited: settings.variablesNotInherited),
            maxFindings: settings.maxFindings)
        switch name {
        case "check":
            var options: [String] = []
            if let profile = values.string("profile") { options += ["--profile", profile] }
            if values.flag("strict") { options.append("--strict") }
            if let xcode = values.string("xcode") { options += ["--xcode", xcode] }
            return call.check(values.list("paths"), options: options)
        case "controls": return call.controls(values.string("path") ?? "")
        case "preview": return call.preview(values.string("path") ?? "")
        default:
            return call.write(
                name, input: values.string(name == "make" ? "icon" : "path") ?? "",
                output: values.string("output") ?? "")
        }
    }

    // MARK: - Resources

    package func writeResources(to writer: JSONWriter) {
        for resource in MCPResources.all {
            writer.nextElement()
            resource.write(to: writer)
        }
    }

    package func readResource(_ uri: String) -> Result<ResultBody, JSONRPCError> {
        MCPResources.read(uri)
    }
}
