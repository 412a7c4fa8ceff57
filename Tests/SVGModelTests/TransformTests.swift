import SVGModel
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

private func transform(_ text: String) -> AffineTransform? {
    guard case .success(let t) = TransformParser.parse(text) else { return nil }
    return t
}

private func failure(_ text: String) -> TransformParser.Failure? {
    guard case .failure(let f) = TransformParser.parse(text) else { return nil }
    return f
}

@Suite struct TransformParserTests {
    @Test func matrix() {
        #expect(transform("matrix(1 2 3 4 5 6)") == AffineTransform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6))
        #expect(transform("matrix(1,2,3,4,5,6)") == AffineTransform(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6))
    }

    @Test func translateWithOneOrTwoNumbers() {
        #expect(transform("translate(5)") == .translation(5, 0))
        #expect(transform("translate(5, -6)") == AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 5, f: -6))
    }

    @Test func scaleWithOneOrTwoNumbers() {
        #expect(transform("scale(2)") == AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 0, f: 0))
        #expect(transform("scale(2 3)") == AffineTransform(a: 2, b: 0, c: 0, d: 3, e: 0, f: 0))
    }

    @Test func rotateIsClockwiseOnScreenAndExactAtRightAngles() {
        #expect(transform("rotate(90)") == AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0))
        #expect(transform("rotate(-90)") == AffineTransform(a: 0, b: -1, c: 1, d: 0, e: 0, f: 0))
        #expect(transform("rotate(180)") == AffineTransform(a: -1, b: 0, c: 0, d: -1, e: 0, f: 0))
        #expect(transform("rotate(450)") == AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 0))
        let r30 = transform("rotate(30)")
        #expect(
            r30.map {
                isClose(
                    $0, AffineTransform(a: 3.0.squareRoot() / 2, b: 0.5, c: -0.5, d: 3.0.squareRoot() / 2, e: 0, f: 0))
            } == true)
    }

    @Test func rotateAboutACentreKeepsTheCentreInPlace() throws {
        // translate(10 20) rotate(90) translate(−10 −20)
        let t = try #require(transform("rotate(90 10 20)"))
        #expect(t == AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 30, f: 10))
        #expect(t.apply(Point(x: 10, y: 20)) == Point(x: 10, y: 20))
        #expect(t.apply(Point(x: 11, y: 20)) == Point(x: 10, y: 21))
    }

    @Test func skewXAndSkewY() throws {
        let x = try #require(transform("skewX(30)"))
        #expect(isClose(x, AffineTransform(a: 1, b: 0, c: 1 / 3.0.squareRoot(), d: 1, e: 0, f: 0)))
        let y = try #require(transform("skewY(-45)"))
        #expect(isClose(y, AffineTransform(a: 1, b: -1, c: 0, d: 1, e: 0, f: 0)))
    }

    @Test func listsApplyRightmostFirst() throws {
        let t = try #require(transform("translate(10 20) scale(2)"))
        #expect(t == AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 10, f: 20))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 22))
        #expect(transform("scale(2),translate(10,20)") == AffineTransform(a: 2, b: 0, c: 0, d: 2, e: 20, f: 40))
        #expect(transform(" rotate ( 90 ) , translate(1 0)\n") == AffineTransform(a: 0, b: 1, c: -1, d: 0, e: 0, f: 1))
    }

    @Test func argumentsUseThePathDataNumberGrammar() {
        #expect(transform("translate(10-20)") == .translation(10, -20))
        #expect(transform("matrix(1 0 0 1-5.5.5)") == AffineTransform(a: 1, b: 0, c: 0, d: 1, e: -5.5, f: 0.5))
        #expect(transform("scale(1e1,2E-1)") == .scale(10, 0.2))
    }

    @Test func anEmptyListIsTheIdentity() {
        #expect(transform("") == .identity)
        #expect(transform("  ") == .identity)
    }

    @Test func anUnknownFunction() {
        let f = failure("translate(10 20) spin(3)")
        #expect(f?.message == "unknown transform function `spin`")
        #expect(f?.offset == 17)
    }

    @Test func theWrongNumberOfArguments() {
        #expect(failure("rotate(1 2)")?.message == "`rotate` does not take 2 arguments")
        #expect(failure("rotate(1 2)")?.offset == 0)
        #expect(failure("scale(1) skewX(1 2 3)")?.message == "`skewX` does not take 3 arguments")
        #expect(failure("scale(1) skewX(1 2 3)")?.offset == 9)
        #expect(failure("matrix(1)")?.message == "`matrix` does not take 1 argument")
        #expect(failure("translate()")?.message == "`translate` does not take 0 arguments")
    }

    @Test func syntaxErrors() {
        #expect(failure("translate(1 x)")?.message == "`x` is not a number in `translate(…)`")
        #expect(failure("translate(1 x)")?.offset == 12)
        #expect(failure("scale(0x10)")?.message == "`x10` is not a number in `scale(…)`")
        #expect(failure("rotate(1,,2)")?.message == "`,2` is not a number in `rotate(…)`")
        #expect(failure("rotate(1,,2)")?.offset == 9)
        #expect(failure("translate(1 2")?.message == "`translate(` is not closed with `)`")
        #expect(failure("translate(1 2")?.offset == 0)
        #expect(failure("translate 5")?.message == "expected `(` after `translate`")
        #expect(failure("translate 5")?.offset == 10)
        #expect(failure("(1)")?.message == "expected a transform function such as `translate(…)`")
        #expect(failure("scale(1) 5")?.offset == 9)
    }

    @Test func hugeAnglesDoNotCrash() throws {
        // 1e300° is a whole number of right angles in floating point; its sine is 0 or ±1.
        let t = try #require(transform("rotate(1e300)"))
        #expect(t.isFinite)
        #expect(abs(t.determinant - 1) < 1e-12)
        // 1.7e308° overflows to infinite radians: no crash, and a transform that says it is not finite.
        #expect(transform("rotate(1.7e308)").map { !$0.isFinite } == true)
    }
}

@Suite struct AffineTransformTests {
    @Test func concatenatingAppliesTheInnerTransformFirst() {
        let outer = AffineTransform.translation(10, 0)
        let inner = AffineTransform.scale(2, 2)
        #expect(outer.concatenating(inner).apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        #expect(inner.concatenating(outer).apply(Point(x: 1, y: 1)) == Point(x: 22, y: 2))
    }

    @Test func theInverseUndoesTheTransform() throws {
        let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, e: 5, f: -7)
        let inverse = try #require(t.inverted)
        #expect(isClose(inverse.concatenating(t), .identity))
        #expect(AffineTransform.scale(0, 1).inverted == nil)
    }

    @Test func linearPartIgnoresTranslation() {
        #expect(AffineTransform(a: 2, b: 0, c: 0, d: 3, e: 5, f: 7).applyLinear(Point(x: 1, y: 1)) == Point(x: 2, y: 3))
    }
}

@Suite struct TreeTransformTests {
    @Test func nestedGroupsComposeTheirTransforms() throws {
        // The 10×5 rectangle turned by rotate(90) has corners (0,0) (0,10) (−5,10) (−5,0);
        // skewX(30) moves x by y·tan 30° = y/√3, then translate(10 20):
        // (10,20) (10 + 10/√3, 30) (5 + 10/√3, 30) (5,20).
        let tree = try buildTree(
            """
            <svg xmlns="http://www.w3.org/2000/svg">
              <g transform="translate(10 20) skewX(30)">
                <g transform="rotate(90)">
                  <path id="p" d="M0 0 H10 V5 H0 Z"/>
                </g>
              </g>
            </svg>
            """)
        let node = try #require(tree.node(withID: "p"))
        let shift = 10 / 3.0.squareRoot()
        #expect(isClose(node.rootGeometry?.bounds, Rect(minX: 5, minY: 20, maxX: 10 + shift, maxY: 30)))
        #expect(node.localTransform == .identity)
        #expect(isClose(node.ctm, AffineTransform(a: 1 / 3.0.squareRoot(), b: 1, c: -1, d: 0, e: 10, f: 20)))
        #expect(node.geometry?.bounds == Rect(minX: 0, minY: 0, maxX: 10, maxY: 5))
    }

    @Test func aNestedSVGPlacesItsContentAtXAndY() throws {
        let tree = try buildTree(#"<svg><svg x="5" y="7"><rect id="r" width="1" height="1"/></svg></svg>"#)
        #expect(tree.node(withID: "r")?.rootGeometry?.bounds == Rect(minX: 5, minY: 7, maxX: 6, maxY: 8))
    }

    @Test func anUnknownFunctionIsAnIssueAtItsName() throws {
        let text = "<svg>\n  <g transform=\"translate(1 2) spin(3)\"><rect width=\"1\" height=\"1\"/></g>\n</svg>"
        let tree = try buildTree(text)
        #expect(tree.issues.count == 1)
        let issue = try #require(tree.issues.first)
        #expect(issue.kind == .invalidTransform)
        #expect(issue.element == 1)
        #expect(issue.message == "unknown transform function `spin`")
        #expect(issue.range == byteRange(of: "spin(3)", in: text))
        #expect(tree.location(of: issue.range.start) == SourceLocation(line: 2, column: 32))
        // Renderers drop the whole invalid transform.
        #expect(tree[1].localTransform == .identity)
        #expect(tree[2].rootGeometry?.bounds == Rect(minX: 0, minY: 0, maxX: 1, maxY: 1))
    }

    @Test func theWrongArgumentCountIsAnIssueAtTheFunction() throws {
        let text = "<svg><g transform=\"scale(2) rotate(1 2)\"/></svg>"
        let tree = try buildTree(text)
        #expect(tree.issues.map(\.message) == ["`rotate` does not take 2 arguments"])
        #expect(tree.issues.map(\.range) == [byteRange(of: "rotate(1 2)", in: text)])
    }
}
