import SymbolRender

/// Compares a rendering with its golden and decides what to write, following the record
/// mode (see `GoldenRecordMode`):
///
/// - Both PNGs are decoded to straight-alpha RGBA8; the sizes must match; a pixel differs
///   when a channel differs by more than `tolerance.channelTolerance`; the comparison fails
///   when more than `tolerance.maxDifferingShare` of the pixels differ.
///   (`ImageComparison` weighs colour by alpha; preview sheets are opaque, where that is the
///   plain channel difference.)
/// - A failure plans the actual PNG and a three-panel diff (expected | red mask | actual) in
///   the artifacts folder, never in the golden folder, and says where they are.
/// - Recording plans the golden and still fails.
/// - Goldens from another platform are never partly re-recorded (that would mix library
///   versions in one folder); only `all` replaces them, together with `PLATFORM`.
/// - A failure names the panels where pixels differ (`panels`) and the measurements that
///   changed since the golden was recorded (`measurements`, stored beside the goldens); a
///   golden whose pixels match fails when its stored measurements differ.
package enum GoldenComparison {
    /// The measurements of the rendering, and those stored beside the golden (nil when none
    /// are stored: goldens recorded before measurements were).
    package struct Measurements: Sendable {
        package var actual: GoldenMeasurements
        package var expected: GoldenMeasurements?

        package init(actual: GoldenMeasurements, expected: GoldenMeasurements?) {
            self.actual = actual
            self.expected = expected
        }
    }

    /// - Parameters:
    ///   - panels: the sheet's named panels, in the rendering's pixels.
    ///   - rerecordCommand: the exact command that records in a given mode, for the message,
    ///     e.g. `{ "SYMBOLCHECK_RECORD=\($0) swift test --filter GoldenTests" }`.
    package static func evaluate(
        _ goldenCase: GoldenCase, actualPNG: [UInt8], expectedPNG: [UInt8]?, mode: GoldenRecordMode,
        tolerance: GoldenTolerance, platform: GoldenPlatformMatch = .same, panels: [SheetPanel] = [],
        measurements: Measurements? = nil, rerecordCommand: (GoldenRecordMode) -> String
    ) throws(PreviewError) -> GoldenVerdict {
        let mayRecord = platform == .same || mode == .all
        let recordNew = mode != .never && mayRecord
        let recordChanged = (mode == .failed || mode == .all) && mayRecord
        var recordWrite = [GoldenWrite(kind: .golden, path: goldenCase.goldenPath, bytes: actualPNG)]
        // The views share one measurements file; only the first view's case writes it, so views
        // compared at the same time never write it together.
        if let measurements, goldenCase.view == PreviewView.goldenViews.first {
            recordWrite.append(
                GoldenWrite(
                    kind: .measurements, path: goldenCase.measurementsPath, bytes: Array(measurements.actual.text.utf8))
            )
        }
        let measurementChanges = measurements.flatMap { m in m.expected.map { m.actual.changes(from: $0) } } ?? []
        var notes: [String] = []
        if let note = platform.note { notes.append(note + " (\(tolerance))") }
        if !mayRecord, mode != .never {
            notes.append(
                "not recorded: these goldens come from another platform; re-record all of them with `\(rerecordCommand(.all))`"
            )
        }

        func verdict(
            _ status: GoldenVerdict.Status, _ difference: ImageDifference?, _ writes: [GoldenWrite],
            _ lines: [String]
        ) -> GoldenVerdict {
            GoldenVerdict(
                goldenCase: goldenCase, status: status, difference: difference, tolerance: tolerance,
                writes: writes, message: (lines + notes.map { "  note: " + $0 }).joined(separator: "\n"))
        }

        guard let expectedPNG else {
            if recordNew {
                return verdict(
                    .recorded, nil, recordWrite,
                    [
                        "\(goldenCase.name): recorded a new golden at \(goldenCase.goldenPath)",
                        "  the run fails on purpose so a new golden is never accepted unseen: look at it, then run again",
                    ])
            }
            return verdict(
                .missing, nil, [],
                [
                    "\(goldenCase.name): no golden at \(goldenCase.goldenPath)",
                    "  record it with: \(rerecordCommand(.missing))",
                ])
        }

        // Equal bytes decode to equal pixels: skip decoding and comparing 1.2 million pixels.
        if expectedPNG == actualPNG, mode != .all, measurementChanges.isEmpty {
            return verdict(
                .matched, nil, [], ["\(goldenCase.name): matches \(goldenCase.goldenPath) (identical bytes)"])
        }
        let actual = try decode(actualPNG, what: "the rendering")
        let expected: RGBAImage
        do {
            expected = try PNGCodec.decode(expectedPNG)
        } catch {
            let reason = String(describing: error)
            if recordChanged {
                return verdict(
                    .recorded, nil, recordWrite,
                    [
                        "\(goldenCase.name): replaced the unreadable golden \(goldenCase.goldenPath) (\(reason))",
                        "  the run fails on purpose: look at the new golden, then run again",
                    ])
            }
            return verdict(
                .unreadableGolden(reason), nil, [],
                [
                    "\(goldenCase.name): the golden \(goldenCase.goldenPath) is not a readable PNG: \(reason)",
                    "  re-record it with: \(rerecordCommand(.failed))",
                ])
        }

        let difference = ImageComparison.compare(
            expected: expected, actual: actual, tolerance: tolerance.channelTolerance)
        let matches = tolerance.accepts(difference)

        if mode == .all && mayRecord {
            return verdict(
                .recorded, difference, recordWrite,
                [
                    "\(goldenCase.name): re-recorded \(goldenCase.goldenPath) (\(GoldenRecordMode.environmentVariable)=all; "
                        + (matches ? "it matched" : summary(difference, tolerance)) + ")",
                    "  the run fails on purpose while recording: run again without \(GoldenRecordMode.environmentVariable)=all",
                ])
        }
        if matches && measurementChanges.isEmpty {
            return verdict(.matched, difference, [], ["\(goldenCase.name): matches \(goldenCase.goldenPath)"])
        }
        if matches {
            var lines = [
                "\(goldenCase.name): the pixels match \(goldenCase.goldenPath), but the measurements beside it changed: "
                    + measurementChanges.joined(separator: "; ")
            ]
            if recordChanged {
                lines.append(
                    recordWrite.count > 1
                        ? "  re-recorded them; the run fails on purpose: look at them, then run again"
                        : "  the \(PreviewView.goldenViews[0]) golden's comparison re-records them; the run fails on purpose"
                )
                return verdict(.recorded, difference, Array(recordWrite.dropFirst()), lines)
            }
            lines.append("  if the change is intended, re-record with: \(rerecordCommand(.failed))")
            return verdict(.mismatched, difference, [], lines)
        }

        let diffSheet = ImageComparison.diffSheet(
            expected: expected, actual: actual, tolerance: tolerance.channelTolerance)
        let diffPNG: [UInt8]
        do {
            diffPNG = try PNGCodec.encode(diffSheet)
        } catch {
            throw .rendering("cannot encode the diff of \(goldenCase.name): \(error)")
        }
        let artifacts = [
            GoldenWrite(kind: .actual, path: goldenCase.actualPath, bytes: actualPNG),
            GoldenWrite(kind: .diff, path: goldenCase.diffPath, bytes: diffPNG),
        ]
        var lines: [String] = []
        if !difference.sizesMatch {
            lines.append(
                "\(goldenCase.name): the rendering is \(actual.width)×\(actual.height) pixels, the golden \(expected.width)×\(expected.height)"
            )
        }
        lines.append("\(goldenCase.name) does not match its golden: " + summary(difference, tolerance))
        let inPanels = SheetPanel.differing(
            panels, expected: expected, actual: actual, tolerance: tolerance.channelTolerance,
            total: difference.differingPixelCount)
        if !panels.isEmpty, !inPanels.isEmpty {
            lines.append(
                "  where: "
                    + inPanels.map { "\($0.name) (\($0.pixels) \($0.pixels == 1 ? "pixel" : "pixels"))" }
                    .joined(separator: ", "))
        }
        if let measurements {
            if measurements.expected == nil {
                lines.append("  measurements: none stored beside the golden (\(goldenCase.measurementsPath))")
            } else {
                lines.append(
                    "  measurements: "
                        + (measurementChanges.isEmpty ? "unchanged" : measurementChanges.joined(separator: "; ")))
            }
        }
        lines += [
            "  expected: \(goldenCase.goldenPath)",
            "  actual:   \(goldenCase.actualPath)",
            "  diff:     \(goldenCase.diffPath) (expected | differing pixels in red | actual)",
        ]
        if recordChanged {
            lines.append(
                "  re-recorded the golden (\(GoldenRecordMode.environmentVariable)=\(mode.rawValue)); the run fails on purpose: look at it, then run again"
            )
            return verdict(.recorded, difference, artifacts + recordWrite, lines)
        }
        lines.append("  if the change is intended, re-record with: \(rerecordCommand(.failed))")
        return verdict(.mismatched, difference, artifacts, lines)
    }

    /// "1234 of 910000 pixels differ (0.14 %, at most 0 % may), largest channel delta 255 (tolerance 2)".
    static func summary(_ d: ImageDifference, _ tolerance: GoldenTolerance) -> String {
        "\(d.differingPixelCount) of \(d.comparedPixelCount) pixels differ (\(GoldenFormat.percent(d.differingFraction)), "
            + "at most \(GoldenFormat.percent(tolerance.maxDifferingShare)) may), "
            + "largest channel delta \(d.largestChannelDelta) (tolerance \(tolerance.channelTolerance))"
    }

    private static func decode(_ png: [UInt8], what: String) throws(PreviewError) -> RGBAImage {
        do {
            return try PNGCodec.decode(png)
        } catch {
            throw .rendering("cannot decode \(what): \(error)")
        }
    }
}
