import Foundation

enum BTPayPalMessagingAnalytics {

    static let started = "paypal-messaging:create-view:started"
    static let failed = "paypal-messaging:create-view:failed"
    static let succeeded = "paypal-messaging:create-view:succeeded"
}
