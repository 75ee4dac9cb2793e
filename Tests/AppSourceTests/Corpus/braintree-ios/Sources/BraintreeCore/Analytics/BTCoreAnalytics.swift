import Foundation

enum BTCoreAnalytics {

    static let apiRequestLatency = "core:api-request-latency"
}
