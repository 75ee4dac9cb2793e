import Foundation

public enum MealServiceError: Error {
    case timeOut
    case tooManyRequests
}
