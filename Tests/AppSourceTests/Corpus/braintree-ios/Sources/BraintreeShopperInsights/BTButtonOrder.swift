import Foundation

/// The order or ranking in which payment buttons appear.
/// - Warning: This module is in beta. It's public API may change or be removed in future releases.
public enum BTButtonOrder: String {

    /// First place
    case first = "1"

    /// Second place
    case second = "2"

    /// Third place
    case third = "3"

    /// Fourth place
    case fourth = "4"

    /// Fifth place
    case fifth = "5"

    /// Sixth place
    case sixth = "6"

    /// Seventh place
    case seventh = "7"

    /// Eighth place
    case eighth = "8"

    /// Greater than Eighth place
    case other = "other"
}
