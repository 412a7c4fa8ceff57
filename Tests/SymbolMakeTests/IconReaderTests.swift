import SVGModel
import SymbolGeometry
import SymbolMake
import Testing

@Suite("Icon reading") struct IconReaderTests {
    func read(_ svg: String) throws(MakeFailure) -> IconDrawing {
        try IconReader.read(SourceFile(path: "icon.svg", text: svg))
    }

    /// Byte offset of the first occurrence of `needle`.
    func offset(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8)
        let n = Array(needle.utf8)
        return (0...(bytes.count - n.count)).first { Array(bytes[$0..<($0 + n.count)]) == n } ?? -1
    }

    @Test func strokeStyleIsReadFromTheCascade() throws {
        let drawing = try read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="currentColor">
              <style>.d { stroke-dasharray: 2, 1; stroke-dashoffset: .5 }</style>
              <g stroke-width="3" stroke-linecap="square" stroke-linejoin="bevel" stroke-miterlimit="2">
                <path class="d" d="M2 2h10"/>
              </g>
            </svg>
            """)
        #expect(drawing.shapes.count == 1)
        #expect(
            drawing.shapes[0].ink
                == .stroke(
                    StrokeStyle(width: 3, cap: .square, join: .bevel, miterLimit: 2, dashes: [2, 1], dashOffset: 0.5)))
    }

    @Test func fillsKeepTheirRuleAndTransforms() throws {
        let drawing = try read(
            """
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16">
              <g transform="translate(4 0) scale(2 1)"><rect width="2" height="2" fill-rule="evenodd"/></g>
            </svg>
            """)
        #expect(drawing.shapes.count == 1)
        #expect(drawing.shapes[0].ink == .fill(.evenodd))
        #expect(drawing.shapes[0].toRoot == AffineTransform(a: 2, b: 0, c: 0, d: 1, e: 4, f: 0))
        #expect(drawing.hasStrokes == false)
    }

    @Test func definitionsHiddenShapesAndUnpaintedShapesDrawNothing() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
              <defs><path id="p" d="M0 0h4v4z"/></defs>
              <g display="none"><path d="M0 0h4v4z"/></g>
              <path visibility="hidden" d="M0 0h4v4z"/>
              <path fill="none" d="M0 0h4v4z"/>
              <path stroke="black" stroke-width="0" fill="none" d="M0 0h4v4z"/>
              <path d="M8 8h4v4z"/>
            </svg>
            """
        let drawing = try read(svg)
        #expect(drawing.shapes.count == 1)
        let start = offset(of: #"<path d="M8 8"#, in: svg)
        #expect(drawing.shapes[0].range == SourceRange(start: start, end: start + "<path".utf8.count))
    }

    @Test func unresolvedUseIsAnErrorNotASilentGap() {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 24 24">
              <defs><path id="p" d="M0 0h4v4z"/></defs>
              <use xlink:href="#missing"/>
            </svg>
            """
        #expect {
            try read(svg)
        } throws: { error in
            let d = (error as! MakeFailure).diagnostic
            return d.ruleID == MakeFailure.unsupportedID && d.message == "this <use> draws nothing that `make` can see"
                && d.range == SourceRange(start: offset(of: "<use", in: svg), end: offset(of: "<use", in: svg) + 4)
        }
    }

    @Test func anIconThatDrawsNothingIsRefused() {
        #expect {
            try SymbolMaker.make(
                path: "empty.svg",
                bytes: Array(#"<svg xmlns="http://www.w3.org/2000/svg"><path fill="none" d="M0 0h4"/></svg>"#.utf8),
                name: "empty")
        } throws: { error in
            (error as! MakeFailure).diagnostic.message == "the icon draws nothing (no filled or stroked shape)"
        }
    }
}
