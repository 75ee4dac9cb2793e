import Foundation

enum BTAmericanExpressAnalytics {

    // MARK: - Get Rewards Balance Events
    
    static let started = "amex:rewards-balance:started"
    static let failed = "amex:rewards-balance:failed"
    static let succeeded = "amex:rewards-balance:succeeded"
}
