import Foundation

struct FakeRequest: Encodable {
    
    let testValue: String
}
