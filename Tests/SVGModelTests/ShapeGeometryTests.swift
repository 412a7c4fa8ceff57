import SVGModel
import Testing

/// The geometry of the single shape in `<svg>…</svg>`, with the tree's issues.
private func shape(_ element: String) throws -> (path: Path?, issues: [SVGIssue], text: String) {
    let text = "<svg xmlns=\"http://www.w3.org/2000/svg\">\(element)</svg>"
    let tree = try buildTree(text)
    return (tree[1].geometry, tree.issues, text)
}

/// κ: the cubic quarter-circle constant.
private let kappa = 0.5522847498307936

@Suite struct RectGeometryTests {
    @Test func aPlainRectIsFourLinesClosed() throws {
        let (path, issues, _) = try shape(#"<rect x="10" y="20" width="30" height="40"/>"#)
        #expect(issues.isEmpty)
        #expect(
            endPoints(path) == [[Point(x: 10, y: 20), Point(x: 40, y: 20), Point(x: 40, y: 60), Point(x: 10, y: 60)]])
        #expect(path?.subpaths[0].isClosed == true)
        #expect(path?.subpaths[0].sourceOffset == 40)  // the `<` of the rect
    }

    @Test func rxAloneSetsBothRadii() throws {
        let (path, _, _) = try shape(#"<rect x="10" y="20" width="30" height="40" rx="5"/>"#)
        #expect(
            endPoints(path) == [
                [
                    Point(x: 15, y: 20), Point(x: 35, y: 20), Point(x: 40, y: 25), Point(x: 40, y: 55),
                    Point(x: 35, y: 60),
                    Point(x: 15, y: 60), Point(x: 10, y: 55), Point(x: 10, y: 25), Point(x: 15, y: 20),
                ]
            ])
        #expect(
            path?.subpaths[0].segments[1]
                == .cubic(
                    control1: Point(x: 35 + 5 * kappa, y: 20),
                    control2: Point(x: 40, y: 25 - 5 * kappa), to: Point(x: 40, y: 25)))
        #expect(path?.bounds == Rect(minX: 10, minY: 20, maxX: 40, maxY: 60))
    }

    @Test func ryAloneSetsBothRadii() throws {
        let rx = try shape(#"<rect x="10" y="20" width="30" height="40" rx="5"/>"#).path
        let ry = try shape(#"<rect x="10" y="20" width="30" height="40" ry="5"/>"#).path
        #expect(ry == rx)
    }

    @Test func rxAndRyTogetherMakeEllipticalCorners() throws {
        let (path, _, _) = try shape(#"<rect x="10" y="20" width="30" height="40" rx="5" ry="10"/>"#)
        #expect(
            endPoints(path) == [
                [
                    Point(x: 15, y: 20), Point(x: 35, y: 20), Point(x: 40, y: 30), Point(x: 40, y: 50),
                    Point(x: 35, y: 60),
                    Point(x: 15, y: 60), Point(x: 10, y: 50), Point(x: 10, y: 30), Point(x: 15, y: 20),
                ]
            ])
    }

    @Test func rxOverHalfTheWidthIsClampedAndRyKeepsTheUnclampedValue() throws {
        // rx = 20 > 30/2 becomes 15; ry copies rx before clamping, so it is 20 (≤ 60/2).
        let (path, _, _) = try shape(#"<rect width="30" height="60" rx="20"/>"#)
        #expect(
            endPoints(path) == [
                [
                    Point(x: 15, y: 0), Point(x: 15, y: 0), Point(x: 30, y: 20), Point(x: 30, y: 40),
                    Point(x: 15, y: 60),
                    Point(x: 15, y: 60), Point(x: 0, y: 40), Point(x: 0, y: 20), Point(x: 15, y: 0),
                ]
            ])
    }

    @Test func aZeroRadiusMakesSquareCorners() throws {
        let (path, _, _) = try shape(#"<rect width="30" height="60" rx="5" ry="0"/>"#)
        #expect(path?.subpaths[0].segments.count == 3)
    }

    @Test func aRectWithoutASizeHasNoGeometryAndNoIssue() throws {
        let (path, issues, _) = try shape(#"<rect x="5" width="10"/>"#)
        #expect(path == nil)
        #expect(issues.isEmpty)
    }

    @Test func aZeroSizeRectDrawsNothing() throws {
        let (path, issues, _) = try shape(#"<rect width="0" height="10"/>"#)
        #expect(path?.isEmpty == true)
        #expect(path?.bounds == nil)
        #expect(issues.isEmpty)
    }

    @Test func aNegativeSizeIsAnIssueAtTheAttribute() throws {
        let (path, issues, text) = try shape(#"<rect width="10" height="-1"/>"#)
        #expect(path == nil)
        #expect(issues.map(\.kind) == [.invalidLength])
        #expect(issues.map(\.message) == ["a rect with a negative size is an error in SVG"])
        #expect(issues.map(\.range) == [byteRange(of: #"height="-1""#, in: text)])
    }

    @Test func anUnreadableLengthIsAnIssue() throws {
        let (_, issues, text) = try shape(#"<rect width="10" height="1em"/>"#)
        #expect(issues.map(\.message) == [#"`height="1em"` is not a length symbolcheck can read"#])
        #expect(issues.map(\.range) == [byteRange(of: #"height="1em""#, in: text)])
    }

    @Test func absoluteUnitsConvertToUserUnits() throws {
        let (path, _, _) = try shape(#"<rect width="1in" height="12pt"/>"#)
        #expect(path?.bounds == Rect(minX: 0, minY: 0, maxX: 96, maxY: 16))
    }
}

@Suite struct RoundShapeGeometryTests {
    @Test func aCircleIsFourQuarterCubicsFromItsRightmostPoint() throws {
        let (path, _, _) = try shape(#"<circle cx="5" cy="6" r="4"/>"#)
        #expect(
            endPoints(path) == [
                [Point(x: 9, y: 6), Point(x: 5, y: 10), Point(x: 1, y: 6), Point(x: 5, y: 2), Point(x: 9, y: 6)]
            ])
        #expect(
            path?.subpaths[0].segments[0]
                == .cubic(
                    control1: Point(x: 9, y: 6 + 4 * kappa),
                    control2: Point(x: 5 + 4 * kappa, y: 10), to: Point(x: 5, y: 10)))
        #expect(path?.subpaths[0].isClosed == true)
        #expect(path?.bounds == Rect(minX: 1, minY: 2, maxX: 9, maxY: 10))
    }

    @Test func anEllipse() throws {
        let (path, _, _) = try shape(#"<ellipse rx="3" ry="2"/>"#)
        #expect(path?.bounds == Rect(minX: -3, minY: -2, maxX: 3, maxY: 2))
    }

    @Test func zeroRadiiDrawNothing() throws {
        #expect(try shape(#"<circle r="0"/>"#).path == nil)
        #expect(try shape(#"<ellipse rx="3" ry="0"/>"#).path == nil)
    }

    @Test func negativeRadiiAreIssues() throws {
        let circle = try shape(#"<circle r="-1"/>"#)
        #expect(circle.issues.map(\.message) == ["a circle with a negative radius is an error in SVG"])
        #expect(circle.issues.map(\.range) == [byteRange(of: #"r="-1""#, in: circle.text)])
        let ellipse = try shape(#"<ellipse rx="1" ry="-2"/>"#)
        #expect(ellipse.issues.map(\.message) == ["an ellipse with a negative radius is an error in SVG"])
        #expect(ellipse.issues.map(\.range) == [byteRange(of: #"ry="-2""#, in: ellipse.text)])
    }
}

@Suite struct LineShapeGeometryTests {
    @Test func aLineIsOneOpenSegment() throws {
        let (path, _, _) = try shape(#"<line x1="1" y1="2" x2="3" y2="-4"/>"#)
        #expect(
            path?.subpaths == [
                Subpath(
                    start: Point(x: 1, y: 2), segments: [.line(to: Point(x: 3, y: -4))],
                    isClosed: false, sourceRange: SourceRange(start: 40, end: 45))
            ])
    }

    @Test func aPolylineIsOpenAndAPolygonClosed() throws {
        let polyline = try shape(#"<polyline points="0,0 10,0 10,10"/>"#).path
        #expect(endPoints(polyline) == [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]])
        #expect(polyline?.subpaths[0].isClosed == false)
        let polygon = try shape(#"<polygon points=" 0 0,10 0 10 10 "/>"#).path
        #expect(endPoints(polygon) == endPoints(polyline))
        #expect(polygon?.subpaths[0].isClosed == true)
    }

    @Test func pointsUseThePathDataNumberGrammar() throws {
        // As in path data, `10-20` is two numbers and `.5.5` is two numbers.
        let (path, issues, _) = try shape(#"<polyline points="0,0 10-20 .5.5 1e1,2"/>"#)
        #expect(issues.isEmpty)
        #expect(
            endPoints(path) == [[Point(x: 0, y: 0), Point(x: 10, y: -20), Point(x: 0.5, y: 0.5), Point(x: 10, y: 2)]])
    }

    @Test func anOddCoordinateIsAnIssueAndThePairsBeforeItAreKept() throws {
        // SVG: "the user agent will drop the last, odd coordinate and otherwise render the shape".
        let (path, issues, text) = try shape(#"<polygon points="0,0 10,0 10,10 5"/>"#)
        #expect(issues.map(\.message) == ["`points` has an odd number of coordinates"])
        #expect(issues.map(\.range) == [byteRange(of: #"points="0,0 10,0 10,10 5""#, in: text)])
        #expect(endPoints(path) == [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]])
        #expect(path?.subpaths[0].isClosed == true)
    }

    @Test func aWordInPointsIsAnIssueAndThePairsBeforeItAreKept() throws {
        let (path, issues, _) = try shape(#"<polyline points="0,0 10,0 x 10,10"/>"#)
        #expect(issues.map(\.message) == ["`x` in `points` is not a number"])
        #expect(endPoints(path) == [[Point(x: 0, y: 0), Point(x: 10, y: 0)]])
    }

    @Test func fewerThanTwoNumbersDrawNothing() throws {
        #expect(try shape(#"<polyline points=""/>"#).path == nil)
        #expect(try shape(#"<polyline/>"#).path == nil)
    }
}

@Suite struct PathElementTests {
    @Test func badPathDataIsAnIssueAtTheCommandAndThePathIsKeptUpToIt() throws {
        let text = "<svg>\n<path d=\"M0 0 L10 0 L10 10 X 5\"/>\n</svg>"
        let tree = try buildTree(text)
        #expect(tree.issues.map(\.kind) == [.invalidPathData])
        #expect(tree.issues.map(\.message) == ["unexpected character `X` in path data"])
        // From the bad character to the end of the value: what renderers do not draw.
        #expect(tree.issues.map(\.range) == [byteRange(of: "X 5", in: text)])
        #expect(tree.issues.map { tree.location(of: $0.range.start) } == [SourceLocation(line: 2, column: 28)])
        #expect(endPoints(tree[1].geometry) == [[Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)]])
        #expect(tree[1].pathData?.commands.count == 3)
    }

    @Test func subpathOffsetsPointIntoTheFile() throws {
        let text = "<svg><path d=\"M0 0 L1 1 M5 5 L6 6\"/></svg>"
        let tree = try buildTree(text)
        #expect(
            tree[1].geometry?.subpaths.map(\.sourceOffset) == [
                byteOffset(of: "M0", in: text), byteOffset(of: "M5", in: text),
            ])
    }

    @Test func thePathCommandBudgetIsSharedByTheWholeFile() throws {
        let document = try XMLReader.read(
            SourceFile(path: "t.svg", text: #"<svg><path d="M0 0 L1 1"/><path d="M0 0 L1 1 L2 2"/></svg>"#))
        let tree = SVGTreeBuilder.build(document, limits: ReaderLimits(maxPathCommands: 4))
        #expect(tree.issues.map(\.kind) == [.limitExceeded])
        #expect(tree.issues.map(\.message) == ["the file has more than 4 path commands"])
        #expect(tree.issues.map(\.element) == [2])
        #expect(tree[2].pathData?.commands.count == 2)
    }
}
