/// The glyphs the timer's Controls show, shared with the widget's timeline views.
enum TimerGlyph: String, CaseIterable {
    case start = "timer.start"
    case pause = "timer.pause"
    case stop = "custom.timer.stop"
    case lap
}

enum Glyphs {
    static let focus = "timer.focus"
    static let breakTime: String = "cup.break"
}
