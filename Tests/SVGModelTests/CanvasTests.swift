import SVGModel
import Testing

/// The canvas a drawing declares: its viewBox, else its width and height in user units.
@Suite struct CanvasTests {
    @Test func theViewBoxWins() throws {
        let tree = try buildTree(#"<svg width="10" height="10" viewBox="-5 2 3300 2200"/>"#)
        #expect(tree.canvas == Rect(x: -5, y: 2, width: 3300, height: 2200))
    }

    @Test func widthAndHeightInUserUnitsOrPixels() throws {
        #expect(try buildTree(#"<svg height="600" width="800"/>"#).canvas == Rect(x: 0, y: 0, width: 800, height: 600))
        #expect(try buildTree(#"<svg height=" 600px" width="800px"/>"#).canvas?.width == 800)
    }

    @Test func absoluteUnitsConvertToUserUnits() throws {
        // CSS's 96 user units per inch, as every length in the tree is read (`parseLength`).
        let canvas = try #require(try buildTree(#"<svg height="6cm" width="1in"/>"#).canvas)
        #expect(canvas.width == 96)
        #expect(abs(canvas.height - 6 * 96 / 2.54) < 1e-9)
    }

    @Test func relativeUnitsOrNothingSayNothing() throws {
        #expect(try buildTree(#"<svg height="100%" width="800"/>"#).canvas == nil)
        #expect(try buildTree(#"<svg height="6em" width="8em"/>"#).canvas == nil)
        #expect(try buildTree(#"<svg width="800"/>"#).canvas == nil)
        #expect(try buildTree(#"<svg viewBox="0 0 0 10"/>"#).canvas == nil)
    }
}
