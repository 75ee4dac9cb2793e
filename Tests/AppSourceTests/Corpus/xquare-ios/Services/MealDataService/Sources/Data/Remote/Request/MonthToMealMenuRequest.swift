import Foundation

struct MonthToMealMenuRequest: Codable {
    let year: String
    let month: String
}
