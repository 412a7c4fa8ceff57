#!/usr/bin/env python3
"""Writes an app for `scripts/bench controls`: Swift that reads like an app's, not a generated file.

    scripts/controls-bench-app.py FOLDER [--files N] [--controls N] [--seed N]

An XcodeGen project (an iOS app, its widget extension, a watch app) whose Swift files are long
and short as an app's are (most of 1-8 KB, a few of 20-60 KB), full of what a lexer must walk
through: doc and block comments, many declarations (types, stored and computed properties,
methods, nested types, extensions, protocols), generics and `where` clauses, closures with `$0`
and trailing closures, interpolated strings with strings inside, SwiftUI views that name images
(`Image("…")`, `Label(…, systemImage:)`) outside any Control, `String` enums and static
constants. `--controls` Controls are spread over the widget extension's files, each naming its
image through a constant, an enum raw value, a ternary or a generated asset symbol, so the
target's other files are searched and the files that declare those names lexed. Deterministic for
a seed, so two builds are measured on the same bytes.
"""
import json
import os
import random
import sys


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit(__doc__)
    root = args[0]
    options = {"--files": 1200, "--controls": 20, "--seed": 42}
    rest = args[1:]
    while rest:
        key = rest.pop(0)
        if key not in options or not rest:
            sys.exit(__doc__)
        options[key] = int(rest.pop(0))
    App(root, options["--files"], options["--controls"], random.Random(options["--seed"])).write()


WORDS = (
    "account activity address alert amount anchor archive asset badge balance banner batch bookmark "
    "budget cache calendar camera card cart category channel chart checkout city client comment "
    "config contact content counter coupon course credit currency dashboard device discount document "
    "draft entry event export favorite feed filter folder friend gallery garage goal group history "
    "invoice item journal label layout ledger library light list location login media meeting member "
    "message meter metric note notice offer order page payment photo plan player playlist post "
    "preference price product profile purchase queue rating receipt record reminder report request "
    "review room route rule schedule scene search section session setting share shelf shipment "
    "sensor snapshot source station status step store stream subscription summary survey tag task "
    "template thread ticket timer token topic track transfer trip upload user vehicle venue video "
    "wallet widget workout zone"
).split()


def camel(*parts):
    return parts[0] + "".join(p[:1].upper() + p[1:] for p in parts[1:])


def pascal(*parts):
    return "".join(p[:1].upper() + p[1:] for p in parts)


class App:
    def __init__(self, root, files, controls, rng):
        self.root, self.files, self.controls, self.rng = root, files, controls, rng
        self.bytes = 0

    def write_file(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        if path.endswith(".swift"):
            self.bytes += len(text.encode())

    def write(self):
        self.write_project()
        self.write_catalogs()
        self.write_glyph_names()
        # The widget extension's Controls: up to 40 per file, as an app that ships many would
        # group them; the rest of the files are the app's, the shared code's and the extension's.
        per_file = max(1, min(40, self.controls // 20 or 1))
        control_files = (self.controls + per_file - 1) // per_file
        for index in range(control_files):
            count = min(per_file, self.controls - index * per_file)
            self.write_file(f"BenchWidgets/Controls/Controls{index}.swift", self.control_file(index, count))
        others = max(0, self.files - control_files - 2)
        for index in range(others):
            folder = ["Bench", "Shared", "BenchWidgets", "Bench", "Bench"][index % 5]
            name = pascal(self.rng.choice(WORDS), self.rng.choice(WORDS)) + str(index)
            self.write_file(f"{folder}/Features/{name}.swift", self.app_file(name))
        self.write_file(
            "BenchWatch/WatchApp.swift",
            "import SwiftUI\n\n@main\nstruct WatchApp: App {\n    var body: some Scene { WindowGroup { Text(\"Bench\") } }\n}\n")

    def write_project(self):
        self.write_file(
            "project.yml",
            "name: Bench\noptions:\n  bundleIdPrefix: com.example\ntargets:\n"
            "  Bench:\n    type: application\n    platform: iOS\n    sources: [Bench, Shared]\n"
            "    dependencies:\n      - target: BenchWidgets\n"
            "  BenchWidgets:\n    type: app-extension\n    platform: iOS\n    sources: [BenchWidgets, Shared]\n"
            "  BenchWatch:\n    type: application\n    platform: watchOS\n    sources: [BenchWatch]\n")

    def write_catalogs(self):
        info = {"info": {"author": "xcode", "version": 1}}
        template = open(os.path.join(os.path.dirname(__file__), "..", "Symbols", "camera.svg")).read()
        for catalog, sets in [("Bench/Assets.xcassets", range(0, 40)), ("BenchWidgets/Assets.xcassets", range(20, 60)),
                              ("Shared/Shared.xcassets", range(60, 80))]:
            self.write_file(f"{catalog}/Contents.json", json.dumps(info))
            for i in sets:
                kind = "imageset" if i % 4 == 3 else "symbolset"
                folder = f"{catalog}/glyph.{i}.{kind}"
                if kind == "symbolset":
                    self.write_file(f"{folder}/Contents.json",
                                    json.dumps({**info, "symbols": [{"filename": "g.svg", "idiom": "universal"}]}))
                    self.write_file(f"{folder}/g.svg", template)
                else:
                    self.write_file(f"{folder}/Contents.json",
                                    json.dumps({**info, "images": [{"filename": "g.png", "idiom": "universal"}]}))
                    self.write_file(f"{folder}/g.png", "PNG")

    def write_glyph_names(self):
        self.write_file(
            "BenchWidgets/Glyphs.swift",
            "/// The glyphs the Controls show, by the names their catalogs give them.\nenum Glyphs {\n"
            + "".join(f"    static let g{i} = \"glyph.{i}\"\n" for i in range(80)) + "}\n\n"
            "enum Glyph: String, CaseIterable {\n" + "".join(f"    case g{i} = \"glyph.{i}\"\n" for i in range(80)) + "}\n")

    def control_file(self, index, count):
        out = ["import AppIntents\nimport SwiftUI\nimport WidgetKit\n"]
        for j in range(count):
            n = index * 1000 + j
            g = 20 + (n % 40)
            # Every fourth a toggle whose image is a ternary of a constant and an enum raw value;
            # the others a button naming a constant of another file.
            if n % 4 == 0:
                label = (f"ControlWidgetToggle(\"B{n}\", isOn: S.on({n}), action: Run(id: {n})) {{ on in\n"
                         f"                Label(\"B\", image: on ? Glyphs.g{g} : Glyph.g{20 + (n + 1) % 40}.rawValue)\n")
            else:
                label = f"ControlWidgetButton(action: Run(id: {n})) {{\n                Label(\"B{n}\", image: Glyphs.g{g})\n"
            out.append(
                f"\nstruct Control{n}: ControlWidget {{\n    var body: some ControlWidgetConfiguration {{\n"
                f"        StaticControlConfiguration(kind: \"bench.{n}\") {{\n            {label}"
                "            }\n        }\n    }\n}\n")
        return "".join(out)

    # An app's file: a model, a view model, a view, extensions; lengths drawn so most are short
    # and a few long, as in an app's source tree.
    def app_file(self, name):
        rng = self.rng
        target = int(min(60_000, max(600, rng.lognormvariate(8.15, 0.75))))
        parts = [f"//\n//  {name}.swift\n//  Bench\n//\n//  Created by a developer on 2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}.\n//\n\n"
                 "import Foundation\nimport SwiftUI\nimport Combine\n\n"]
        size = len(parts[0])
        while size < target:
            kind = rng.choice(["model", "model", "viewModel", "view", "view", "extension", "enum", "protocol"])
            part = getattr(self, kind)(name + str(len(parts)))
            parts.append(part)
            size += len(part)
        return "".join(parts)

    def word(self):
        return self.rng.choice(WORDS)

    def model(self, name):
        rng, w = self.rng, self.word
        props = []
        for _ in range(rng.randint(3, 12)):
            a = w()
            kind = rng.choice(["String", "Int", "Date", "Bool", "[String]", "Double?", "URL?"])
            default = {"String": f'"{a}"', "Int": str(rng.randint(0, 99)), "Bool": "false", "[String]": "[]",
                       "Double?": "nil", "URL?": "nil", "Date": ".now"}[kind]
            props.append(f"    /// The {a} the server sent, or the default before the first sync.\n"
                         f"    var {camel(a, w())}: {kind} = {default}\n")
        return (f"/// A {w()} as the API returns it.\n///\n/// - Note: decoded by ``{pascal(w(), 'Decoder')}``.\n"
                f"struct {pascal(name)}Model: Codable, Hashable, Identifiable {{\n    let id: UUID\n" + "".join(props)
                + "\n    enum CodingKeys: String, CodingKey {\n        case id\n"
                + "".join(f"        case {camel(w(), w())} = \"{w()}_{w()}\"\n" for _ in range(rng.randint(2, 6)))
                + "    }\n\n"
                f"    func summary(locale: Locale = .current) -> String {{\n"
                f"        let count = {camel(w(), 'count')}s.count\n"
                f"        return \"\\(id.uuidString.prefix(8)) · \\(count) {w()}s\\(count == 1 ? \"\" : \" (\\(count))\")\"\n"
                "    }\n}\n\n")

    def viewModel(self, name):
        w = self.word
        a, b = w(), w()
        return (f"@MainActor\nfinal class {pascal(name)}ViewModel<Store: {pascal(a)}Storing>: ObservableObject where Store.Item: Identifiable {{\n"
                f"    @Published private(set) var items: [Store.Item] = []\n"
                f"    @Published var query = \"\"\n    @Published var isLoading = false\n"
                f"    private var cancellables = Set<AnyCancellable>()\n    private let store: Store\n\n"
                f"    init(store: Store) {{\n        self.store = store\n"
                f"        $query\n            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)\n"
                f"            .removeDuplicates()\n            .sink {{ [weak self] text in\n"
                f"                guard let self else {{ return }}\n                Task {{ await self.reload(matching: text) }}\n"
                f"            }}\n            .store(in: &cancellables)\n    }}\n\n"
                f"    /* Reloads from the store; a failed load keeps what was shown. */\n"
                f"    func reload(matching text: String) async {{\n        isLoading = true\n        defer {{ isLoading = false }}\n"
                f"        do {{\n            let all = try await store.fetch(limit: 200)\n"
                f"            items = all.filter {{ text.isEmpty || \"\\($0)\".localizedCaseInsensitiveContains(text) }}\n"
                f"                .sorted {{ \"\\($0.id)\" < \"\\($1.id)\" }}\n"
                f"        }} catch {{\n            Logger.{a}.error(\"{b} load failed: \\(error.localizedDescription, privacy: .public)\")\n"
                f"        }}\n    }}\n\n"
                f"    func grouped() -> [String: [Store.Item]] {{\n"
                f"        Dictionary(grouping: items) {{ item in String(describing: item).prefix(1).uppercased() }}\n    }}\n}}\n\n")

    def view(self, name):
        rng, w = self.rng, self.word
        a, b, c = w(), w(), w()
        system = rng.choice(["star.fill", "gearshape", "person.crop.circle", "chevron.right", "bell.badge", "trash"])
        asset = rng.choice(["logo", "empty.state", f"{a}.header", "onboarding.1"])
        return (f"struct {pascal(name)}View: View {{\n    @StateObject private var model: {pascal(a)}ListModel\n"
                f"    @Environment(\\.dismiss) private var dismiss\n    @State private var showsDetail = false\n"
                f"    let title: LocalizedStringKey\n\n"
                f"    var body: some View {{\n        NavigationStack {{\n            List {{\n"
                f"                Section(header: Text(\"{pascal(b)}s\")) {{\n"
                f"                    ForEach(model.items) {{ item in\n"
                f"                        HStack(spacing: 12) {{\n"
                f"                            Image(systemName: item.isDone ? \"checkmark.circle.fill\" : \"{system}\")\n"
                f"                                .foregroundStyle(item.isDone ? .green : .secondary)\n"
                f"                            VStack(alignment: .leading) {{\n"
                f"                                Text(item.{camel(a, 'name')}).font(.headline)\n"
                f"                                Text(\"\\(item.count) {c}s, updated \\(item.date.formatted(.relative(presentation: .named)))\")\n"
                f"                                    .font(.caption).foregroundStyle(.secondary)\n"
                f"                            }}\n                        }}\n"
                f"                        .swipeActions {{ Button(role: .destructive) {{ model.delete(item) }} label: {{ Label(\"Delete\", systemImage: \"trash\") }} }}\n"
                f"                    }}\n                }}\n            }}\n"
                f"            .overlay {{ if model.items.isEmpty {{ Image(\"{asset}\").resizable().scaledToFit().frame(width: 120) }} }}\n"
                f"            .navigationTitle(title)\n"
                f"            .toolbar {{ ToolbarItem(placement: .primaryAction) {{ Button {{ showsDetail = true }} label: {{ Image(systemName: \"plus\") }} }} }}\n"
                f"            .sheet(isPresented: $showsDetail) {{ {pascal(b)}EditorView(onSave: {{ model.add($0) }}) }}\n"
                f"        }}\n    }}\n}}\n\n")

    def extension(self, name):
        w = self.word
        a = w()
        return (f"// MARK: - {pascal(a)} formatting\n\nextension {pascal(a)}Formatter {{\n"
                f"    static let shared: {pascal(a)}Formatter = {{\n        let formatter = {pascal(a)}Formatter()\n"
                f"        formatter.unitsStyle = .abbreviated\n        return formatter\n    }}()\n\n"
                f"    func string<T: BinaryInteger>(for value: T, unit: String = \"{w()}\") -> String {{\n"
                f"        value == 1 ? \"1 \\(unit)\" : \"\\(value) \\(unit)s\"\n    }}\n\n"
                f"    func strings<S: Sequence>(_ values: S) -> [String] where S.Element: BinaryInteger {{\n"
                f"        values.map {{ string(for: $0) }}.filter {{ !$0.isEmpty }}\n    }}\n}}\n\n")

    def enum(self, name):
        rng, w = self.rng, self.word
        cases = sorted({w() for _ in range(rng.randint(3, 10))})
        return (f"enum {pascal(name)}Kind: String, CaseIterable, Identifiable {{\n"
                + "".join(f"    case {c}\n" for c in cases)
                + "\n    var id: String { rawValue }\n\n    var title: String {\n        switch self {\n"
                + "".join(f"        case .{c}: return NSLocalizedString(\"{c}.title\", comment: \"The {c} kind\")\n" for c in cases)
                + "        }\n    }\n\n    var systemImage: String {\n        switch self {\n"
                + "".join(f"        case .{c}: \"{rng.choice(['circle', 'square', 'star', 'tag'])}.fill\"\n" for c in cases)
                + "        }\n    }\n}\n\n")

    def protocol(self, name):
        w = self.word
        a = w()
        return (f"protocol {pascal(name)}Storing: AnyObject, Sendable {{\n    associatedtype Item: Identifiable & Codable\n"
                f"    func fetch(limit: Int) async throws -> [Item]\n    func save(_ items: [Item]) async throws\n}}\n\n"
                f"extension {pascal(name)}Storing {{\n    func fetchAll() async throws -> [Item] {{ try await fetch(limit: .max) }}\n"
                f"    /// Saves one {a}; the store batches writes itself.\n"
                f"    func save(_ item: Item) async throws {{ try await save([item]) }}\n}}\n\n")


if __name__ == "__main__":
    main()
