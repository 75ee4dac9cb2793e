import Foundation

/// Card type
@objc public enum BTCardNetwork: Int {

    /// Unknown card
    case unknown

    /// American Express
    case AMEX

    /// Diners Club
    case dinersClub

    /// Discover
    case discover

    /// Mastercard
    case masterCard

    /// Visa
    case visa

    /// JCB
    case JCB

    /// Laser
    case laser

    /// Maestro
    case maestro

    /// Union Pay
    case unionPay

    /// Hiper
    case hiper

    /// Hipercard
    case hipercard

    /// Solo
    case solo

    /// Switch
    case `switch`

    /// UK Maestro
    case ukMaestro
}
