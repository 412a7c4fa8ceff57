/// How Control Center flattens opacity (the one place `make` decides it): every shape that
/// shows at all is drawn solid, at full opacity; a shape the designer could not see
/// (alpha 0) is left out rather than turned into ink nobody drew.
enum ControlCenterOpacity {
    /// `alpha` is the product of the shape's paint opacity, colour alpha and the opacity of
    /// it and its ancestors.
    static func drawsSolid(alpha: Double) -> Bool { alpha > 0 }
}
