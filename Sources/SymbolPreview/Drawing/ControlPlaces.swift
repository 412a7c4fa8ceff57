import SVGModel
import SymbolCheck
import SymbolModel

/// Where iOS 18 shows a Control's glyph, as the sheet draws it: Control Center's controls at
/// their three sizes in off and on states, with the reference symbol in a small control beside
/// the glyph's (size is judged exactly so: next to `circle.circle`), the Lock Screen's round
/// button, and the Action button's glyph in the Dynamic Island.
///
/// Apple publishes no point sizes for any of these; every figure below is an estimate, listed
/// with how it was derived in docs/previews-and-goldens.md ("The places"). The places are
/// drawn at @2x (2 layout pixels per point) at fixed positions, so the section is the same
/// for every symbol and a resized glyph changes only the pixels of its glyphs.
enum ControlPlaces {
    /// Layout pixels per point: an @2x device at pixel scale 1.
    static let pixelsPerPoint = 2.0

    /// A Control Center module cell and the spacing between cells. The small (1×1) control
    /// is this cell drawn as a circle; medium is 2×1 cells, large 2×2, with the spacing between.
    static var cellPoints: Double { ControlCenterSymbolArea.tileSizePoints }
    static let cellSpacingPoints = 16.0
    /// The circle behind the glyph inside a medium or large control, and its inset.
    static let glyphCirclePoints = 48.0
    static let glyphCircleInsetPoints = 8.0
    /// Corner radius of medium and large control platters.
    static let platterCornerPoints = 32.0
    /// The point size a Control's symbol is drawn at in Control Center (the checker's figure).
    static var controlCenterSymbolPoints: Double { ControlCenterSymbolArea.symbolPointSize }
    /// Title and value text beside or below the glyph's circle: cap height in points.
    static let textCapPoints = 7.0

    /// The Lock Screen's round control button and its symbol.
    static let lockButtonPoints = 50.0
    static let lockSymbolPoints = 20.0
    static let lockCornerInsetPoints = 20.0
    static let lockPanelPoints = (width: 150.0, height: 110.0)

    /// The Dynamic Island when the Action button runs a Control, and the glyph in it.
    static let islandPoints = (width: 126.0, height: 37.0)
    static let islandSymbolPoints = 16.0
    static let islandPanelPoints = (width: 170.0, height: 110.0)

    enum Size: String, CaseIterable {
        case small, medium, large
    }

    /// One drawn control or place, in layout pixels relative to the section's origin.
    struct Place {
        enum Kind: Equatable {
            case controlCenter(Size, on: Bool)
            /// A small control drawing the reference symbol, beside the glyph's small control.
            case controlCenterReference(on: Bool)
            case lockScreen
            case actionButton
        }
        var kind: Kind
        /// The whole place (the control's platter, or the panel around a lock-screen button or the island).
        var frame: Rect
        /// The circle (or island) the glyph sits on, and the glyph's centre and point size.
        var glyphBackground: Rect
        var glyphPoints: Double

        var name: String {
            switch kind {
            case .controlCenter(let size, let on): return "Control Center \(size.rawValue) \(on ? "on" : "off")"
            case .controlCenterReference(let on): return "Control Center reference \(on ? "on" : "off")"
            case .lockScreen: return "Lock Screen"
            case .actionButton: return "Action button (Dynamic Island)"
            }
        }
    }

    static let titleCapHeight = 7.0
    static let titleGap = 8.0
    static let groupGap = 24.0
    static let padding = 10.0
    /// The captions under the glyph's and the reference's small controls: their gap below the
    /// controls and their cap height.
    static let captionGap = 8.0
    static var captionCapHeight: Double { titleCapHeight }

    /// A caption on Control Center's backdrop, centred on `centreX` with its top at `top`.
    struct Caption {
        var text: String
        var centreX: Double
        var top: Double
    }

    /// Every place, in layout pixels from the section's top-left corner; the section's size.
    private static let laidOut = layOut()
    static var places: [Place] { laidOut.places }
    static var captions: [Caption] { laidOut.captions }
    /// Control Center's backdrop behind both groups and their captions.
    static var controlCenterBackdrop: Rect { laidOut.backdrop }
    static var size: (width: Double, height: Double) { laidOut.size }

    /// Two groups (off, on) of a large control beside a medium one above two small ones, the
    /// glyph's and the reference's, as Control Center's grid places them, the small ones
    /// captioned; below, the Lock Screen and the Dynamic Island.
    private static func layOut() -> (
        places: [Place], captions: [Caption], backdrop: Rect, size: (width: Double, height: Double)
    ) {
        let p = pixelsPerPoint
        let cell = cellPoints * p
        let spacing = cellSpacingPoints * p
        let wide = 2 * cell + spacing
        let circle = glyphCirclePoints * p
        let inset = glyphCircleInsetPoints * p
        var places: [Place] = []
        var captions: [Caption] = []
        var x = padding
        // Control Center's titles stand above its backdrop, which reaches `padding` past the controls.
        let top = titleCapHeight + titleGap + 2 * padding
        for on in [false, true] {
            let large = Rect(x: x, y: top, width: wide, height: wide)
            places.append(
                Place(
                    kind: .controlCenter(.large, on: on), frame: large,
                    glyphBackground: Rect(x: large.minX + inset, y: large.minY + inset, width: circle, height: circle),
                    glyphPoints: controlCenterSymbolPoints))
            let medium = Rect(x: large.maxX + spacing, y: top, width: wide, height: cell)
            places.append(
                Place(
                    kind: .controlCenter(.medium, on: on), frame: medium,
                    glyphBackground: Rect(
                        x: medium.minX + inset, y: medium.midY - circle / 2, width: circle, height: circle),
                    glyphPoints: controlCenterSymbolPoints))
            let small = Rect(x: medium.minX, y: medium.maxY + spacing, width: cell, height: cell)
            places.append(
                Place(
                    kind: .controlCenter(.small, on: on), frame: small, glyphBackground: small,
                    glyphPoints: controlCenterSymbolPoints))
            let reference = Rect(x: small.maxX + spacing, y: small.minY, width: cell, height: cell)
            places.append(
                Place(
                    kind: .controlCenterReference(on: on), frame: reference, glyphBackground: reference,
                    glyphPoints: controlCenterSymbolPoints))
            let captionTop = small.maxY + captionGap
            captions += [
                Caption(text: "GLYPH", centreX: small.midX, top: captionTop),
                Caption(text: "REFERENCE", centreX: reference.midX, top: captionTop),
            ]
            x = medium.maxX + groupGap
        }
        let controlCenterWidth = x - groupGap + padding
        let captionsBottom = top + wide + captionGap + captionCapHeight
        let backdrop = Rect(
            x: 0, y: top - padding, width: controlCenterWidth, height: captionsBottom + padding - (top - padding))
        let secondTop = backdrop.maxY + padding + titleCapHeight + titleGap
        let lockPanel = Rect(
            x: padding, y: secondTop, width: lockPanelPoints.width * p, height: lockPanelPoints.height * p)
        let button = lockButtonPoints * p
        places.append(
            Place(
                kind: .lockScreen, frame: lockPanel,
                glyphBackground: Rect(
                    x: lockPanel.minX + lockCornerInsetPoints * p,
                    y: lockPanel.maxY - lockCornerInsetPoints * p - button, width: button, height: button),
                glyphPoints: lockSymbolPoints))
        let islandPanel = Rect(
            x: lockPanel.maxX + groupGap, y: secondTop, width: islandPanelPoints.width * p,
            height: islandPanelPoints.height * p)
        let island = Rect(
            x: islandPanel.midX - islandPoints.width * p / 2, y: islandPanel.minY + 12 * p,
            width: islandPoints.width * p, height: islandPoints.height * p)
        places.append(
            Place(kind: .actionButton, frame: islandPanel, glyphBackground: island, glyphPoints: islandSymbolPoints))
        let height = secondTop + lockPanel.height + padding
        return (places, captions, backdrop, (max(controlCenterWidth, islandPanel.maxX + padding), height))
    }

    /// Where the glyph's centre goes in a place: the middle of its circle, or the leading end
    /// of the island (where a Control's glyph shows when the Action button runs it).
    static func glyphCentre(of place: Place) -> Point {
        let background = place.glyphBackground
        if place.kind == .actionButton {
            return Point(x: background.minX + background.height / 2 + 4 * pixelsPerPoint, y: background.midY)
        }
        return Point(x: background.midX, y: background.midY)
    }

    /// Template units → layout pixels for a glyph drawn at `points` with its ink (`bounds`: the
    /// row's glyph, or its reference) centred horizontally and its cap-height midline on
    /// `centre`, as a symbol image is placed: the scale follows the point size (the template's,
    /// from its guides), never the ink box.
    static func glyphTransform(row: PreviewRow, bounds: Rect?, points: Double, centre: Point) -> AffineTransform? {
        guard let bounds, row.pointSize > 0, row.pointSize.isFinite else { return nil }
        let k = points / row.pointSize * pixelsPerPoint
        let midline = (row.baselineY + row.caplineY) / 2
        return AffineTransform.translation(centre.x - bounds.midX * k, centre.y - midline * k)
            .concatenating(.scale(k, k))
    }
}
