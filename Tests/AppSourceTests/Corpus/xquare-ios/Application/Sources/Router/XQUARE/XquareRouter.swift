import Foundation

typealias XquareRouter = Router<XquareRoute, XquareRouterFactory>
