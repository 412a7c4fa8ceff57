import Testing

@testable import SwiftSource

/// The names an image argument can take: literals, branches, constants, enum raw values,
/// generated asset symbols; and what stays a run-time name.
@Suite struct NameResolverTests {
    /// `file: text` pairs of one target; the Control is the first file's first.
    func resolved(_ files: [(String, String)]) -> [String] {
        var index = DeclarationIndex()
        var controls: [(ControlDeclaration, String)] = []
        for (path, text) in files {
            let tokens = SwiftLexer.tokens(of: Array(text.utf8)).tokens
            index.add(SwiftDeclarations.scan(tokens, pairs: ControlSource.bracketPairs(tokens)), file: path)
            controls += ControlSource.controls(in: tokens).map { ($0, text) }
        }
        guard let (control, text) = controls.first else { return [] }
        let bytes = Array(text.utf8)
        return control.images.flatMap { image in
            NameResolver(index: index).resolve(image.expression, context: [control.name]).map { name in
                let at = String(decoding: bytes[name.span.start..<name.span.end], as: UTF8.self)
                let via = name.via.map { "\($0.file):\($0.name)" }.joined(separator: ",")
                switch name.value {
                case .assetName(let value): return "\(value) @\(at)" + (via.isEmpty ? "" : " via \(via)")
                case .resource(let path): return "." + path.joined(separator: ".") + " @\(at)"
                case .unresolved(let reason, let pattern):
                    return "? \(reason)" + (pattern.map { " \($0)" } ?? "") + " @\(at)"
                }
            }
        }
    }

    func control(_ body: String, name: String = "GarageControl") -> String {
        "struct \(name): ControlWidget {\n    static let icon = \"door.garage\"\n    var body: some ControlWidgetConfiguration {\n        \(body)\n    }\n}\n"
    }

    @Test func literalsAndEveryBranch() {
        #expect(
            resolved([("C.swift", control(#"Label("Door", image: isOpen ? "garage.open" : "garage.closed")"#))]) == [
                "garage.open @\"garage.open\"", "garage.closed @\"garage.closed\"",
            ])
        #expect(
            resolved([
                ("C.swift", control(#"Image(if isOpen { "open" } else if isMoving { "moving" } else { "closed" })"#))
            ])
                == ["open @\"open\"", "moving @\"moving\"", "closed @\"closed\""])
        #expect(
            resolved([
                (
                    "C.swift",
                    control(
                        #"Image(switch state { case .open: "open" case .closed, .unknown: "closed" default: "moving" })"#
                    )
                )
            ])
                == ["open @\"open\"", "closed @\"closed\"", "moving @\"moving\""])
        #expect(
            resolved([("C.swift", control(#"Image(name ?? "fallback")"#))]) == [
                "? `name`, a value symbolcheck cannot find among the target's constants @name",
                "fallback @\"fallback\"",
            ])
        // Optional chaining is no ternary; the call stays opaque.
        #expect(resolved([("C.swift", control(#"Image(model?.icon ?? "x")"#))]).last == "x @\"x\"")
    }

    @Test func constantsOfTheTargetWhereverDeclared() {
        let other = """
            enum Glyphs {
                static let garage = "door.garage.closed"
                static let light: String = "lightbulb.custom"
            }
            let fileScoped = Glyphs.garage
            """
        #expect(
            resolved([
                (
                    "C.swift",
                    control(
                        "Image(Self.icon); Image(Glyphs.garage); Image(fileScoped); Label(\"L\", image: Glyphs.light)")
                ),
                ("Glyphs.swift", other),
            ]) == [
                "door.garage @Self.icon via C.swift:icon",
                "door.garage.closed @Glyphs.garage via Glyphs.swift:garage",
                "door.garage.closed @fileScoped via Glyphs.swift:fileScoped,Glyphs.swift:garage",
                "lightbulb.custom @Glyphs.light via Glyphs.swift:light",
            ])
        // A computed property with one expression, a ternary of constants.
        let computed = """
            extension GarageControl {
                var glyph: String { isOpen ? Self.icon : "door.garage.open" }
            }
            """
        #expect(
            resolved([("C.swift", control("Image(glyph)")), ("Ext.swift", computed)]) == [
                "door.garage @glyph via Ext.swift:glyph,C.swift:icon", "door.garage.open @glyph via Ext.swift:glyph",
            ])
        // A `var` with a value may change: not followed.
        #expect(resolved([("C.swift", control("Image(name)")), ("V.swift", "var name = \"x\"\n")]).count == 1)
        #expect(resolved([("C.swift", control("Image(name)")), ("V.swift", "var name = \"x\"\n")])[0].hasPrefix("? "))
    }

    @Test func enumRawValues() {
        let glyphs = """
            enum TimerGlyph: String, CaseIterable {
                case start
                case pause = "custom.timer.pause", stop = "custom.timer.stop"
                case preset(Int)
                var title: String { rawValue }
            }
            """
        #expect(
            resolved([
                (
                    "C.swift",
                    control("Image(TimerGlyph.start.rawValue); Image(TimerGlyph.stop.rawValue); Image(.pause.rawValue)")
                ),
                ("G.swift", glyphs),
            ]) == [
                "start @TimerGlyph.start.rawValue via G.swift:TimerGlyph.start",
                "custom.timer.stop @TimerGlyph.stop.rawValue via G.swift:TimerGlyph.stop",
                "custom.timer.pause @.pause.rawValue via G.swift:TimerGlyph.pause",
            ])
    }

    @Test func generatedAssetSymbols() {
        #expect(
            resolved([
                (
                    "C.swift",
                    control(
                        "Label(\"Flash\", image: .flash); Image(.Icons.beam); Image(ImageResource.torchOn); Image(uiImage: UIImage(resource: .torchOff)); Image(ImageResource(name: \"custom.crown\", bundle: .main)); Image(uiImage: UIImage(named: \"lamp\"))"
                    )
                )
            ]) == [
                ".flash @.flash", ".Icons.beam @.Icons.beam", ".torchOn @ImageResource.torchOn", ".torchOff @.torchOff",
                "custom.crown @\"custom.crown\"", "lamp @\"lamp\"",
            ])
    }

    /// An app's own `ImageResource` constant is followed to the name it gives.
    @Test func theAppsOwnImageResources() {
        let own =
            "extension ImageResource {\n    static let lamp = ImageResource(name: \"custom.lamp\", bundle: .main)\n}\n"
        #expect(
            resolved([("C.swift", control("Image(.lamp); Image(.flash)")), ("Own.swift", own)]) == [
                "custom.lamp @.lamp via Own.swift:lamp", ".flash @.flash",
            ])
    }

    @Test func runTimeNamesSayWhy() {
        #expect(
            resolved([("C.swift", control(#"Image("\(mode).glyph"); Image(glyph(for: mode)); Image(names[0])"#))]) == [
                "? an interpolated string [\"\", \".glyph\"] @\"\\(mode).glyph\"",
                "? an expression @glyph(for: mode)",
                "? an expression @names[0]",
            ])
        // Two constants that name each other end.
        let cycle = "let a = b\nlet b = a\n"
        #expect(resolved([("C.swift", control("Image(a)")), ("Cycle.swift", cycle)]).count == 1)
    }

    /// `Label { Text(…) } icon: { Image(…) }`: the icon closure's image is the Control's.
    @Test func theLabelIconClosure() {
        #expect(
            resolved([("C.swift", control(#"Label { Text("Door") } icon: { Image("door.garage.open") }"#))])
                == ["door.garage.open @\"door.garage.open\""])
    }

    /// A postfix `!` or `?` adds nothing to the name (issue #42 item 4).
    @Test func aPostfixUnwrapIsStripped() {
        #expect(
            resolved([
                (
                    "C.swift",
                    control(#"Image(uiImage: UIImage(named: "flash")!); Image(uiImage: (UIImage(named: "b"))?)"#)
                )
            ]) == ["flash @\"flash\"", "b @\"b\""])
    }

    /// `let glyph: LampGlyph = on ? .on : .off; Image(glyph.rawValue)`: the annotation names
    /// the enum whose cases the value is; each case's raw value, at the argument.
    @Test func aLocalsTypeAnnotationNamesTheEnum() {
        let body = """
            ControlWidgetToggle("Lamp", isOn: on, action: Toggle()) { on in
                        let glyph: LampGlyph = on ? .on : .off
                        Image(glyph.rawValue)
                    }
            """
        let glyphs =
            "enum LampGlyph: String {\n    case on = \"lamp.on\"\n    case off = \"lamp.off\"\n}\nenum Other: String { case on, off }\n"
        #expect(
            resolved([("C.swift", control(body)), ("G.swift", glyphs)]) == [
                "lamp.on @glyph.rawValue via C.swift:glyph,G.swift:LampGlyph.on",
                "lamp.off @glyph.rawValue via C.swift:glyph,G.swift:LampGlyph.off",
            ])
        // Without the annotation the case is ambiguous between the two enums: not resolved.
        #expect(
            resolved([
                ("C.swift", control(body.replacing(": LampGlyph", with: ""))), ("G.swift", glyphs),
            ])
            .allSatisfy { $0.hasPrefix("? ") })
    }

    /// `file: text` pairs of one target; the first Control's label uses views: the names the
    /// images of those views take, each with the file its span is in.
    func viewNames(_ files: [(String, String)]) -> [String] {
        var index = DeclarationIndex()
        var texts: [String: [UInt8]] = [:]
        var controls: [(ControlDeclaration, String)] = []
        for (path, text) in files {
            let tokens = SwiftLexer.tokens(of: Array(text.utf8)).tokens
            index.add(SwiftDeclarations.scan(tokens, pairs: ControlSource.bracketPairs(tokens)), file: path)
            controls += ControlSource.controls(in: tokens).map { ($0, path) }
            texts[path] = Array(text.utf8)
        }
        guard let (control, file) = controls.first else { return [] }
        return control.views.flatMap { use -> [String] in
            guard let (viewFile, view) = index.view(named: use.name) else { return ["no view \(use.name)"] }
            let bindings = NameResolver.bindings(
                for: use, of: view, viewFile: viewFile, file: file, context: [control.name], outer: PropertyBindings())
            return view.images.flatMap { image in
                NameResolver(index: index).resolve(image.expression, context: [view.name], bindings: bindings).map {
                    name in
                    let at = name.file ?? viewFile
                    let text = String(decoding: texts[at]![name.span.start..<name.span.end], as: UTF8.self)
                    switch name.value {
                    case .assetName(let value): return "\(value) @\(at):\(text)"
                    case .resource(let path): return "." + path.joined(separator: ".") + " @\(at):\(text)"
                    case .unresolved(let reason, _): return "? \(reason) @\(at):\(text)"
                    }
                }
            }
        }
    }

    /// A view the label uses, declared in another file: its images, with the properties the use
    /// sets (at the use's argument) or their defaults (at the view's call); a view with its own
    /// `init` leaves them unresolved, saying why.
    @Test func aViewTheLabelUsesIsFollowed() {
        let views = """
            struct BulbBadge: View {
                var glyph = "bulb.dim"
                let size: Double = 20
                var body: some View { Image(glyph) }
            }
            struct LampLabel: View {
                var body: some View { Label("Lamp", image: "flash") }
            }
            struct Dimmer: View {
                let glyph: String
                init(level: Int) { glyph = level > 5 ? "a" : "b" }
                var body: some View { Image(self.glyph) }
            }
            """
        #expect(
            viewNames([
                ("C.swift", control(#"ControlWidgetButton(action: Run()) { LampLabel() }"#)), ("V.swift", views),
            ]) == ["flash @V.swift:\"flash\""])
        #expect(
            viewNames([
                (
                    "C.swift",
                    control(
                        #"ControlWidgetToggle("B", isOn: on, action: Run()) { on in BulbBadge(glyph: on ? "bulb.on" : Self.icon) }"#
                    )
                ),
                ("V.swift", views),
            ]) == ["bulb.on @C.swift:\"bulb.on\"", "door.garage @C.swift:Self.icon"])
        #expect(
            viewNames([("C.swift", control("ControlWidgetButton(action: Run()) { BulbBadge() }")), ("V.swift", views)])
                == ["bulb.dim @V.swift:glyph"])
        #expect(
            viewNames([
                ("C.swift", control("ControlWidgetButton(action: Run()) { Dimmer(level: 3) }")), ("V.swift", views),
            ])
                == ["? `glyph`, a property of `Dimmer`, which its own `init` sets @V.swift:self.glyph"])
        // An intent given as an argument is no view of the label.
        #expect(
            viewNames([
                ("C.swift", control("ControlWidgetButton(action: LampLabel()) { Text(\"x\") }")), ("V.swift", views),
            ])
                == [])
    }
}
