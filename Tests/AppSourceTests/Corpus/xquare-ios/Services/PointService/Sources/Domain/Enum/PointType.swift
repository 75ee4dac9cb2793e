import Foundation

public enum PointType: String {
    case goodPoint = "GOODPOINT"
    case badPoint = "BADPOINT"
    case all = "ALL"
}
