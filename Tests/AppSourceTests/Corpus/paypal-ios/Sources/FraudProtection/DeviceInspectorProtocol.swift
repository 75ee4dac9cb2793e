import Foundation

protocol DeviceInspectorProtocol {
    func payPalDeviceIdentifier() -> String
}
