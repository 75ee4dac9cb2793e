import Foundation

@objc enum PaymentButtonType: Int {
    case venmo = 0
    case payPal = 1
}
