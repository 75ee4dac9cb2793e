import Foundation
import HTTPTypes
import Testing

@testable import Swinub

@Suite
struct FollowRequestsTests {}
