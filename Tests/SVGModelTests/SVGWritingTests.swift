import SVGModel
import Testing

/// The one SVG writer's numbers and path data, on exact strings.
@Suite struct SVGWritingTests {
    @Test func numbersAreFixedPointWithoutTrailingZerosOrExponents() {
        #expect(SVGNumber.text(1, decimals: 6) == "1")
        #expect(SVGNumber.text(-2.5, decimals: 6) == "-2.5")
        #expect(SVGNumber.text(0.1 + 0.2, decimals: 6) == "0.3")
        #expect(SVGNumber.text(1234.56789012, decimals: 6) == "1234.56789")
        #expect(SVGNumber.text(0.0000001, decimals: 6) == "0")
        #expect(SVGNumber.text(-0.0000001, decimals: 6) == "0")
        #expect(SVGNumber.text(0.000012, decimals: 6) == "0.000012")
        #expect(SVGNumber.text(1e-7, decimals: 8) == "0.0000001")
        #expect(SVGNumber.text(123456789.987654321, decimals: 6) == "123456789.987654")
        #expect(SVGNumber.text(.infinity, decimals: 6) == nil)
        #expect(SVGNumber.text(2e15, decimals: 6) == nil)
        #expect(throws: SVGNumber.Unwritable(value: -.infinity)) { try SVGNumber.checkedText(-.infinity, decimals: 2) }
    }

    @Test func compactNumbersDropTheLeadingZero() {
        #expect(SVGNumber.compactText(units: 125, decimals: 2) == "1.25")
        #expect(SVGNumber.compactText(units: -50, decimals: 2) == "-.5")
        #expect(SVGNumber.compactText(units: 5, decimals: 3) == ".005")
        #expect(SVGNumber.compactText(units: 100, decimals: 2) == "1")
        #expect(SVGNumber.compactText(units: 0, decimals: 2) == "0")
        #expect(SVGNumber.compactText(units: -3, decimals: 0) == "-3")
    }

    @Test func decimalsGrowWhereTheCTMEnlarges() {
        let six = SVGWriteOptions(decimals: 6)
        #expect(six.enlarged(by: .identity).decimals == 6)
        #expect(six.enlarged(by: .scale(0.2, 0.2)).decimals == 6)
        #expect(six.enlarged(by: .scale(5, 5)).decimals == 7)
        #expect(six.enlarged(by: .scale(100, 1)).decimals == 8)
        #expect(six.enlarged(by: .scale(1e9, 1e9)).decimals == SVGNumber.maximumDecimals)
        #expect(SVGWriteOptions(decimals: 40).decimals == SVGNumber.maximumDecimals)
    }

    static let lineAndCurve = Path(subpaths: [
        Subpath(
            start: .zero,
            segments: [
                .line(to: Point(x: 1.5, y: -2)),
                .cubic(control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 2), to: Point(x: 3.25, y: 0)),
            ], isClosed: true)
    ])

    @Test func absolutePathDataSpellsEveryCommand() throws {
        #expect(
            try PathDataWriter.pathData(Self.lineAndCurve, options: SVGWriteOptions(decimals: 2))
                == "M0 0L1.5 -2C1 1 2 2 3.25 0Z")
    }

    @Test func compactPathDataStepsBetweenRoundedPoints() throws {
        let compact = SVGWriteOptions(decimals: 2, numberStyle: .compactRelative)
        #expect(try PathDataWriter.pathData(Self.lineAndCurve, options: compact) == "M0 0l1.5-2c-.5 3 .5 4 1.75 2z")
        // A repeated command letter is left out; so is a step to the point it starts from.
        let square = [[Point.zero, Point(x: 1, y: 0), Point(x: 1, y: 1), .zero]]
        #expect(
            try PathDataWriter.pathData(
                rings: square, options: SVGWriteOptions(decimals: 0, numberStyle: .compactRelative))
                == "M0 0l1 0 0 1-1-1z")
        let nearlyRepeated = [[Point.zero, Point(x: 0.001, y: 0), Point(x: 1, y: 0)]]
        #expect(try PathDataWriter.pathData(rings: nearlyRepeated, options: compact) == "M0 0l1 0z")
        // The steps add up to the rounded points: no error accumulates along a ring.
        let thirds = [(0..<30).map { Point(x: Double($0) / 3, y: 0) }]
        #expect(try PathDataWriter.pathData(rings: thirds, options: compact).hasSuffix(".33 0 .34 0z"))
    }

    @Test func aNumberTooLargeToWriteIsThrownNotWritten() {
        let far = Path(subpaths: [Subpath(start: .zero, segments: [.line(to: Point(x: 1e20, y: 0))])])
        #expect(throws: SVGNumber.Unwritable(value: 1e20)) {
            try PathDataWriter.pathData(far, options: SVGWriteOptions(decimals: 3))
        }
        #expect(throws: SVGNumber.Unwritable(value: 1e20)) {
            try PathDataWriter.pathData(far, options: SVGWriteOptions(decimals: 3, numberStyle: .compactRelative))
        }
    }

    @Test func elementsAreWrittenOneALineWithTheirValuesEscaped() {
        let group = SVGElement(
            "g", [.init("id", "a\"b&c")],
            children: [
                .comment("made -- by <us>-"), .element(SVGElement("text", [.init("x", "1")], text: "1 < 2 & 'b'")),
                .element(SVGElement("path", [.init("d", "M0 0h1")])),
            ])
        #expect(
            group.written(depth: 1) == """
                 <g id="a&quot;b&amp;c">
                  <!--made - - by <us>- -->
                  <text x="1">1 &lt; 2 &amp; &apos;b&apos;</text>
                  <path d="M0 0h1"/>
                 </g>

                """)
    }

    @Test func anInsertedElementFollowsTheIndentOfTheFileItGoesInto() {
        let group = SVGElement(
            "g", [.init("id", "Regular-M")], children: [.element(SVGElement("path", [.init("d", "M0 0")]))])
        #expect(group.inserted(indent: "\t") == "\n\t<g id=\"Regular-M\">\n\t <path d=\"M0 0\"/>\n\t</g>")
        #expect(SVGElement.Attribute("style", "fill:url(\"#a\")").written == " style=\"fill:url(&quot;#a&quot;)\"")
    }

    @Test func commandsAreWrittenAsGiven() throws {
        let commands: [PathDataWriter.Command] = [
            .init("M", Point(x: 1, y: 2)), .init("A", [5, 5, 0, 1, 0, 11.5, -2]), .init("Q", Point(x: 0, y: 0), .zero),
            .init("Z"),
        ]
        #expect(try PathDataWriter.pathData(commands: commands, decimals: 3) == "M1 2A5 5 0 1 0 11.5 -2Q0 0 0 0Z")
    }
}
